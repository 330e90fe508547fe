/** The lane board's page: which day it shows, what is open on it, and the pieces that show them. */
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryContent } from '../../../components/query-states.tsx';
import { BoardBookingModal } from './board-booking-modal.tsx';
import { type BoardCell, BoardGrid } from './board-grid.tsx';
import { BoardHeader } from './board-header.tsx';
import { boardDate, boardOf } from './board-model.ts';
import { useDayBoard } from './use-day-board.ts';
import { useNow } from './use-now.ts';

const NewBookingModal = lazy(async () => ({
  default: (await import('../new-booking/new-booking-modal.tsx')).NewBookingModal,
}));

/**
 * /admin/board: one day's lanes at a glance. The 11 slots down, the 6 lanes across, every approved
 * booking on its lane over the slots it covers, the pending requests beside the slot they want,
 * the slot under way marked. A booking opens its card; a free cell opens "New booking" on its
 * slot and lane.
 */
export function BoardPage() {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const date = boardDate(params.get('date'), now, venueTimeZone);
  const day = useDayBoard(date);
  const [openId, setOpenId] = useState<string | null>(null);
  const [newAt, setNewAt] = useState<BoardCell | null>(null);
  const board = boardOf(day.data ?? []);
  const opened = day.data?.find((booking) => booking.id === openId);

  return (
    <Stack gap="md">
      <BoardHeader
        date={date}
        today={boardDate(null, now, venueTimeZone)}
        onDate={(next) => setParams({ date: next })}
      />
      <QueryContent
        query={day}
        loadingText={t`Loading bookings…`}
        errorTitle={t`The bookings could not be loaded`}
      >
        <BoardGrid
          date={date}
          board={board}
          now={now}
          locale={locale}
          onOpen={setOpenId}
          onNew={setNewAt}
        />
      </QueryContent>
      <BoardBookingModal
        booking={opened}
        occupancy={board.occupancy}
        onClose={() => setOpenId(null)}
      />
      {newAt !== null ? (
        <Suspense fallback={null}>
          <NewBookingModal
            date={date}
            time={newAt.time}
            lane={newAt.lane}
            onClose={() => setNewAt(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
