/** The board's VR section: sessions down, stations across, the bookings on their stations and the requests beside. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatCount, formatTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import type { Locale } from '@venue/i18n/locales';
import type { CSSProperties } from 'react';
import { BoardBookingVr } from './board-booking-vr.tsx';
import { BoardHead, BoardRequests, BoardStops, BoardTime, runStyle } from './board-cells.tsx';
import { isOpenForBooking } from './board-model.ts';
import classes from './board-page.module.css';
import { currentVrSession, type VrBoard } from './vr-board-model.ts';

/**
 * One day's VR zone (`board`): its sessions of `sessionMinutes` down with the one under way at
 * `now` marked as the lanes' slot is, its stations across, each booking over the stations and
 * sessions it holds (opening its card: `onOpen`), blocks and closures with their reasons, the
 * stations left in each session with "Walk-in" while it has not ended (`onWalkIn` is told the
 * session), and the VR requests waiting beside their first session.
 */
export function VrBoardGrid({
  date,
  board,
  sessionMinutes,
  now,
  locale,
  affected,
  onOpen,
  onWalkIn,
}: {
  date: string;
  board: VrBoard;
  sessionMinutes: number;
  now: Date;
  locale: Locale;
  /** The ids of the bookings a change to the schedule left outside it. */
  affected: ReadonlySet<string>;
  onOpen: (id: string) => void;
  onWalkIn: (session: string) => void;
}) {
  const { t } = useLingui();
  const { stations } = board;
  const current = currentVrSession(board.sessions, now);
  const rowOf = (index: number) => index + 2;
  // "Free" beside the times, so a phone shows the walk-in without scrolling sideways.
  const leftColumn = 2;
  const columnOf = (station: number) => station + 2;
  const requestsColumn = stations.length + 3;
  const sessionAt = (row: number) => board.sessions[row]?.session ?? '';

  return (
    <Stack gap="xs" className={classes.vrSection} data-testid="vr-section">
      <Title order={2} size="h3" id="board-vr-heading">
        <Trans>VR zone</Trans>
      </Title>
      {/* On a phone the section scrolls sideways inside this region, which the keyboard can reach. */}
      <Box className={classes.scroll} tabIndex={0} role="region" aria-labelledby="board-vr-heading">
        <div
          className={`${classes.grid} ${classes.vrGrid}`}
          style={{ '--board-stations': stations.length } as CSSProperties}
          data-testid="vr-board"
        >
          <BoardHead column={1}>
            <Trans>Time</Trans>
          </BoardHead>
          <BoardHead column={leftColumn}>
            <Trans>Free</Trans>
          </BoardHead>
          {stations.map((station) => (
            <BoardHead key={station} column={columnOf(station)}>
              <StationName station={station} locale={locale} />
            </BoardHead>
          ))}
          <BoardHead column={requestsColumn}>
            <Trans>Requests</Trans>
          </BoardHead>

          {board.sessions.map(({ session, closure }, index) => {
            const row = rowOf(index);
            const shown = formatTime(session);
            const left = board.left.get(session) ?? 0;
            const leftText = formatCount(left, locale);
            const isOpen =
              closure === null &&
              isOpenForBooking(date, session, now, venueTimeZone, sessionMinutes);
            return [
              <BoardTime
                key={`${session}-time`}
                time={session}
                row={row}
                isNow={session === current}
                testId={`vr-time-${session}`}
              />,
              ...stations
                .filter((station) => board.isFree(session, station))
                .map((station) => (
                  <div
                    key={`${session}-${station}`}
                    className={classes.free}
                    style={{ gridRow: row, gridColumn: columnOf(station) }}
                  />
                )),
              <div
                key={`${session}-left`}
                className={classes.vrLeft}
                style={{ gridRow: row, gridColumn: leftColumn }}
                data-testid={`vr-left-${session}`}
              >
                {isOpen && left > 0 ? (
                  // Named "VR walk-in at 17:20: 4 free", its visible words last.
                  <UnstyledButton className={classes.walkIn} onClick={() => onWalkIn(session)}>
                    <VisuallyHidden>{t`VR walk-in at ${shown}:`}</VisuallyHidden>{' '}
                    <span aria-hidden>+</span>
                    <span>
                      <Trans>{leftText} free</Trans>
                    </span>
                  </UnstyledButton>
                ) : isOpen ? (
                  <Text size="xs" fw={700}>
                    <Trans>Full</Trans>
                  </Text>
                ) : null}
              </div>,
              <BoardRequests
                key={`${session}-waiting`}
                bookings={board.waiting.get(session) ?? []}
                style={{ gridRow: row, gridColumn: requestsColumn }}
                testId={`vr-requests-${session}`}
                unplaced={t`Approved, no station`}
                onOpen={onOpen}
              />,
            ];
          })}

          <BoardStops
            closed={board.closed}
            blocked={board.blocked.map(({ station, ...run }) => ({ ...run, place: station }))}
            band={{ from: leftColumn, columns: stations.length + 1 }}
            columnOf={columnOf}
            nameOf={(station) => <StationName station={station} locale={locale} />}
            rowOf={rowOf}
            timeAt={sessionAt}
            prefix="vr"
            locale={locale}
          />

          {board.placements.map((placement) => (
            <BoardBookingVr
              key={`${placement.booking.id}-${placement.station}-${placement.row}`}
              placement={placement}
              isAffected={affected.has(placement.booking.id)}
              style={runStyle(
                rowOf(placement.row),
                placement.span,
                columnOf(placement.station),
                placement.width,
              )}
              onOpen={() => onOpen(placement.booking.id)}
            />
          ))}
        </div>
      </Box>
    </Stack>
  );
}

/** "Station 3", its number in the locale's digits. */
function StationName({ station, locale }: { station: number; locale: Locale }) {
  const stationNumber = formatCount(station, locale);
  return <Trans>Station {stationNumber}</Trans>;
}
