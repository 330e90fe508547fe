/** The lane board's page: which day it shows, what is open on it, and the pieces that show them. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { staffDay } from '@venue/domain/staff-day';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryContent } from '../../../components/query-states.tsx';
import { useBookingConflicts } from '../api/use-booking-conflicts.ts';
import { useSchedule } from '../api/use-schedule.ts';
import { BoardBookingModal } from './board-booking-modal.tsx';
import { BoardClosedDay } from './board-closed-day.tsx';
import { type BoardCell, BoardGrid } from './board-grid.tsx';
import { BoardHeader } from './board-header.tsx';
import { boardDate, boardOf } from './board-model.ts';
import classes from './board-page.module.css';
import { useDayBoard } from './use-day-board.ts';
import { useNow } from './use-now.ts';
import { useVrBoard } from './use-vr-board.ts';
import { VrBoardGrid } from './vr-board-grid.tsx';
import { vrBoardOf, vrSessionRows } from './vr-board-model.ts';
import { VrWalkInModal } from './vr-walk-in-modal.tsx';

const NewBookingModal = lazy(async () => ({
  default: (await import('../new-booking/new-booking-modal.tsx')).NewBookingModal,
}));

/**
 * /admin/board: one day's lanes at a glance, as the schedule has it. The slots of the day's hours
 * down (past midnight too), the venue's lanes across, every approved booking on its lane over the
 * slots it covers, the pending requests beside the slot they want, the slot under way marked, and
 * the slots a closure takes and the lanes a block takes with their reasons. Beside the lanes on a
 * wide screen (below them on a smaller one) the VR zone: its sessions down, its stations across,
 * each booking over the stations and sessions it holds, and a session's "Walk-in" seating players
 * at once. A day that does not open says so. A booking opens its card; a free cell opens "New
 * booking" on its slot and lane.
 */
export function BoardPage() {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const date = boardDate(params.get('date'), now, venueTimeZone);
  const day = useDayBoard(date);
  const schedule = useSchedule({ from: date, to: date });
  const conflicts = useBookingConflicts();
  const [openId, setOpenId] = useState<string | null>(null);
  const [newAt, setNewAt] = useState<BoardCell | null>(null);
  const vr = useVrBoard(date);
  const [walkInAt, setWalkInAt] = useState<string | null>(null);
  const shown = schedule.data ? staffDay(schedule.data, date, venueTimeZone) : null;
  const board =
    schedule.data && shown?.isOpen
      ? boardOf(day.data ?? [], shown.slots, schedule.data)
      : undefined;
  const vrBoard =
    schedule.data && shown?.isOpen && vr.data
      ? vrBoardOf(
          day.data ?? [],
          vr.data.holds,
          vrSessionRows(schedule.data, vr.data.settings, vr.data.blocks, date, venueTimeZone),
          vr.data.settings.stationCount,
        )
      : undefined;
  const affected = new Set(conflicts.data?.keys());
  const opened = day.data?.find((booking) => booking.id === openId);

  return (
    <Stack gap="md">
      <BoardHeader
        date={date}
        today={boardDate(null, now, venueTimeZone)}
        onDate={(next) => setParams({ date: next })}
      />
      <QueryContent
        query={schedule}
        loadingText={t`Loading the schedule…`}
        errorTitle={t`The schedule could not be loaded`}
      >
        <QueryContent
          query={day}
          loadingText={t`Loading bookings…`}
          errorTitle={t`The bookings could not be loaded`}
        >
          {board && schedule.data ? (
            <div className={classes.sections}>
              <Stack gap="xs" className={classes.section}>
                <Title order={2} size="h3">
                  <Trans>Lanes</Trans>
                </Title>
                <BoardGrid
                  date={date}
                  board={board}
                  slotMinutes={schedule.data.slotMinutes}
                  now={now}
                  locale={locale}
                  affected={affected}
                  onOpen={setOpenId}
                  onNew={setNewAt}
                />
              </Stack>
              <QueryContent
                query={vr}
                loadingText={t`Loading the VR zone…`}
                errorTitle={t`The VR zone could not be loaded`}
              >
                {vrBoard && vr.data ? (
                  <VrBoardGrid
                    date={date}
                    board={vrBoard}
                    sessionMinutes={vr.data.settings.sessionMinutes}
                    now={now}
                    locale={locale}
                    affected={affected}
                    onOpen={setOpenId}
                    onWalkIn={setWalkInAt}
                  />
                ) : null}
              </QueryContent>
            </div>
          ) : null}
          {shown && !shown.isOpen ? (
            <BoardClosedDay closure={shown.closure} bookings={day.data ?? []} onOpen={setOpenId} />
          ) : null}
        </QueryContent>
      </QueryContent>
      <BoardBookingModal
        booking={opened}
        occupancy={board?.occupancy ?? new Map()}
        schedule={schedule.data}
        conflict={openId ? conflicts.data?.get(openId)?.refusal : undefined}
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
      {walkInAt !== null && vrBoard && vr.data ? (
        <VrWalkInModal
          date={date}
          session={walkInAt}
          board={vrBoard}
          sessionMinutes={vr.data.settings.sessionMinutes}
          now={now}
          onClose={() => setWalkInAt(null)}
        />
      ) : null}
    </Stack>
  );
}
