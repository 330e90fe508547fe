/** The lane board's grid: slots down, lanes across, the bookings on their lanes and the requests beside. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatCount, formatTime } from '@venue/domain/format';
import { slotStarts, venueTimeZone } from '@venue/domain/venue';
import type { Locale } from '@venue/i18n/locales';
import { CustomerName } from '../../../components/customer-name.tsx';
import { BoardBooking } from './board-booking.tsx';
import { type Board, currentSlot, isOpenForBooking, lanes } from './board-model.ts';
import classes from './board-page.module.css';
import { PartyText } from './party-text.tsx';

/** A free cell of the board: the slot and the lane "New booking" starts on. */
export type BoardCell = { time: string; lane: number };

/**
 * One day's `board` on the grid: the slot under way at `now` marked, a "+" on each free cell whose
 * slot has not ended (`onNew` is told its slot and lane), and each booking or request opening its
 * card (`onOpen` is told its id).
 */
export function BoardGrid({
  date,
  board,
  now,
  locale,
  onOpen,
  onNew,
}: {
  date: string;
  board: Board;
  now: Date;
  locale: Locale;
  onOpen: (id: string) => void;
  onNew: (cell: BoardCell) => void;
}) {
  const { t } = useLingui();
  const current = currentSlot(date, now, venueTimeZone);
  const rowOf = (index: number) => index + 2;

  return (
    // On a phone the board scrolls sideways inside this region, which the keyboard can reach.
    <Box className={classes.scroll} tabIndex={0} role="region" aria-labelledby="board-day-heading">
      <div className={classes.grid} data-testid="lane-board">
        <div className={classes.head} style={{ gridRow: 1, gridColumn: 1 }}>
          <Trans>Time</Trans>
        </div>
        {lanes.map((lane) => (
          <LaneHead key={lane} lane={lane} locale={locale} />
        ))}
        <div className={classes.head} style={{ gridRow: 1, gridColumn: lanes.length + 2 }}>
          <Trans>Requests</Trans>
        </div>

        {slotStarts.map((time, index) => {
          const isNow = time === current;
          const row = rowOf(index);
          const isOpen = isOpenForBooking(date, time, now, venueTimeZone);
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

        {board.placements.map(({ booking, lane, row, span }) => (
          <BoardBooking
            key={booking.id}
            booking={booking}
            lane={lane}
            locale={locale}
            style={{ gridRow: `${rowOf(row)} / span ${span}`, gridColumn: lane + 1 }}
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
