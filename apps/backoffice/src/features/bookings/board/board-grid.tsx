/** The lane board's grid: slots down, lanes across, the bookings on their lanes and the requests beside. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, UnstyledButton } from '@mantine/core';
import { formatCount, formatTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import type { Locale } from '@venue/i18n/locales';
import type { CSSProperties } from 'react';
import { BoardBooking } from './board-booking.tsx';
import { BoardHead, BoardRequests, BoardStops, BoardTime, runStyle } from './board-cells.tsx';
import { type Board, currentSlot, isOpenForBooking } from './board-model.ts';
import classes from './board-page.module.css';

/** A free cell of the board: the slot and the lane "New booking" starts on. */
export type BoardCell = { time: string; lane: number };

/**
 * One day's `board` on the grid: the slot under way at `now` marked, a "+" on each free cell whose
 * slot of `slotMinutes` has not ended (`onNew` is told its slot and lane), the slots a closure
 * takes and the lanes a block takes drawn with their reasons, and each booking or request opening
 * its card (`onOpen` is told its id).
 */
export function BoardGrid({
  date,
  board,
  slotMinutes,
  now,
  locale,
  affected,
  onOpen,
  onNew,
}: {
  date: string;
  board: Board;
  slotMinutes: number;
  now: Date;
  locale: Locale;
  /** The ids of the bookings a change to the schedule left outside it. */
  affected: ReadonlySet<string>;
  onOpen: (id: string) => void;
  onNew: (cell: BoardCell) => void;
}) {
  const { t } = useLingui();
  const { lanes } = board;
  const current = currentSlot(board.slots, now);
  const rowOf = (index: number) => index + 2;
  const timeAt = (row: number) => board.slots[row]?.slot ?? '';

  return (
    // On a phone the board scrolls sideways inside this region, which the keyboard can reach.
    <Box className={classes.scroll} tabIndex={0} role="region" aria-labelledby="board-day-heading">
      <div
        className={classes.grid}
        style={{ '--board-lanes': lanes.length } as CSSProperties}
        data-testid="lane-board"
      >
        <BoardHead column={1}>
          <Trans>Time</Trans>
        </BoardHead>
        {lanes.map((lane) => (
          <BoardHead key={lane} column={lane + 1}>
            <LaneName lane={lane} locale={locale} />
          </BoardHead>
        ))}
        <BoardHead column={lanes.length + 2}>
          <Trans>Requests</Trans>
        </BoardHead>

        {board.slots.map(({ slot: time }, index) => {
          const row = rowOf(index);
          const isOpen = isOpenForBooking(date, time, now, venueTimeZone, slotMinutes);
          const shown = formatTime(time);
          return [
            <BoardTime
              key={`${time}-time`}
              time={time}
              row={row}
              isNow={time === current}
              testId={`board-time-${time}`}
            />,
            ...lanes
              .filter((lane) => board.isFree(time, lane))
              .map((lane) => ({ lane, laneNumber: formatCount(lane, locale) }))
              .map(({ lane, laneNumber }) => (
                <div
                  key={`${time}-${lane}`}
                  className={classes.free}
                  style={{ gridRow: row, gridColumn: lane + 1 }}
                >
                  {isOpen ? (
                    <UnstyledButton
                      className={classes.freeButton}
                      onClick={() => onNew({ time, lane })}
                      aria-label={t`New booking on lane ${laneNumber} at ${shown}`}
                    >
                      +
                    </UnstyledButton>
                  ) : null}
                </div>
              )),
            <BoardRequests
              key={`${time}-waiting`}
              bookings={board.waiting.get(time) ?? []}
              style={{ gridRow: row, gridColumn: lanes.length + 2 }}
              testId={`board-requests-${time}`}
              unplaced={t`Approved, no lane`}
              onOpen={onOpen}
            />,
          ];
        })}

        <BoardStops
          closed={board.closed}
          blocked={board.blocked.map(({ lane, ...run }) => ({ ...run, place: lane }))}
          band={{ from: 2, columns: lanes.length }}
          columnOf={(lane) => lane + 1}
          nameOf={(lane) => <LaneName lane={lane} locale={locale} />}
          rowOf={rowOf}
          timeAt={timeAt}
          prefix="board"
          locale={locale}
        />

        {board.placements.map(({ booking, lanes, lane, width, isFirst, row, span }) => (
          <BoardBooking
            key={`${booking.id}-${lane}`}
            booking={booking}
            lanes={lanes}
            isFirst={isFirst}
            isAffected={affected.has(booking.id)}
            style={runStyle(rowOf(row), span, lane + 1, width)}
            onOpen={() => onOpen(booking.id)}
          />
        ))}
      </div>
    </Box>
  );
}

/** "Lane 3", its number in the locale's digits. */
function LaneName({ lane, locale }: { lane: number; locale: Locale }) {
  const laneNumber = formatCount(lane, locale);
  return <Trans>Lane {laneNumber}</Trans>;
}
