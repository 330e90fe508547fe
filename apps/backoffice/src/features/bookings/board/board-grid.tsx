/** The lane board's grid: slots down, lanes across, the bookings on their lanes and the requests beside. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatCount, formatTime } from '@venue/domain/format';
import { shownTextProps, textIn } from '@venue/domain/localized-text';
import { venueTimeZone } from '@venue/domain/venue';
import type { Locale } from '@venue/i18n/locales';
import type { CSSProperties } from 'react';
import { CustomerName } from '../../../components/customer-name.tsx';
import { ClosedText } from '../closed-text.tsx';
import { BoardBooking } from './board-booking.tsx';
import { type BlockedRun, type Board, currentSlot, isOpenForBooking } from './board-model.ts';
import classes from './board-page.module.css';
import { PartyText } from './party-text.tsx';

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
        <div className={classes.head} style={{ gridRow: 1, gridColumn: 1 }}>
          <Trans>Time</Trans>
        </div>
        {lanes.map((lane) => (
          <LaneHead key={lane} lane={lane} locale={locale} />
        ))}
        <div className={classes.head} style={{ gridRow: 1, gridColumn: lanes.length + 2 }}>
          <Trans>Requests</Trans>
        </div>

        {board.slots.map(({ slot: time }, index) => {
          const isNow = time === current;
          const row = rowOf(index);
          const isOpen = isOpenForBooking(date, time, now, venueTimeZone, slotMinutes);
          const waiting = board.waiting.get(time) ?? [];
          const shown = formatTime(time);
          return [
            isNow ? (
              <div
                key={`${time}-now`}
                className={classes.nowRow}
                style={{ gridRow: row, gridColumn: '1 / -1' }}
              />
            ) : null,
            <div
              key={`${time}-time`}
              className={classes.time}
              style={{ gridRow: row, gridColumn: 1 }}
              aria-current={isNow ? 'time' : undefined}
              data-testid={`board-time-${time}`}
            >
              <bdi dir="ltr">{shown}</bdi>
              {isNow ? (
                <Text size="xs" fw={700}>
                  <Trans>Now</Trans>
                </Text>
              ) : null}
            </div>,
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
            <div
              key={`${time}-waiting`}
              className={classes.waiting}
              style={{ gridRow: row, gridColumn: lanes.length + 2 }}
              data-testid={`board-requests-${time}`}
            >
              {waiting.map((booking) => (
                <UnstyledButton
                  key={booking.id}
                  className={classes.request}
                  onClick={() => onOpen(booking.id)}
                >
                  <CustomerName name={booking.name} />
                  <br />
                  <PartyText booking={booking} />
                  <VisuallyHidden>
                    {booking.status === 'pending' ? t`Pending request` : t`Approved, no lane`}
                  </VisuallyHidden>
                </UnstyledButton>
              ))}
            </div>,
          ];
        })}

        {board.closed.map(({ closure, row, span }) => (
          <div
            key={`closed-${row}`}
            className={classes.closed}
            style={{
              gridRow: `${rowOf(row)} / span ${span}`,
              gridColumn: `2 / span ${lanes.length}`,
            }}
            data-testid={`board-closed-${timeAt(row)}`}
          >
            {/* One flex item, so the space after "Closed:" stays. */}
            <span>
              <ClosedText closure={closure} />
            </span>
          </div>
        ))}

        {board.blocked.map((run) => (
          <BlockedCell
            key={`blocked-${run.lane}-${run.row}`}
            run={run}
            time={timeAt(run.row)}
            locale={locale}
            style={{ gridRow: `${rowOf(run.row)} / span ${run.span}`, gridColumn: run.lane + 1 }}
          />
        ))}

        {board.placements.map(({ booking, lanes, lane, width, isFirst, row, span }) => (
          <BoardBooking
            key={`${booking.id}-${lane}`}
            booking={booking}
            lanes={lanes}
            isFirst={isFirst}
            isAffected={affected.has(booking.id)}
            style={{
              gridRow: `${rowOf(row)} / span ${span}`,
              gridColumn: width > 1 ? `${lane + 1} / span ${width}` : lane + 1,
            }}
            onOpen={() => onOpen(booking.id)}
          />
        ))}
      </div>
    </Box>
  );
}

function LaneHead({ lane, locale }: { lane: number; locale: Locale }) {
  const laneNumber = formatCount(lane, locale);
  return (
    <div className={classes.head} style={{ gridRow: 1, gridColumn: lane + 1 }}>
      <Trans>Lane {laneNumber}</Trans>
    </div>
  );
}

/** A lane a block takes out of use over a run of slots: "Blocked" and the reason, not a booking. */
function BlockedCell({
  run,
  time,
  locale,
  style,
}: {
  run: BlockedRun;
  time: string;
  locale: Locale;
  style: CSSProperties;
}) {
  const laneNumber = formatCount(run.lane, locale);
  const reason = textIn(run.block.reason, locale);
  return (
    <div
      className={classes.blocked}
      style={style}
      data-testid={`board-blocked-${run.lane}-${time}`}
    >
      <VisuallyHidden>
        <Trans>Lane {laneNumber}</Trans>
      </VisuallyHidden>
      <span className={classes.blockedLabel}>
        <Trans>Blocked</Trans>
      </span>
      {reason ? <span {...shownTextProps(reason)}>{reason.text}</span> : null}
    </div>
  );
}
