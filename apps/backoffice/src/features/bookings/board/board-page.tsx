import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { addDays } from '@venue/domain/clock';
import { formatCount, formatLongDate, formatTime } from '@venue/domain/format';
import { slotStarts, venueTimeZone } from '@venue/domain/venue';
import { type Locale, localeOf } from '@venue/i18n/locales';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LineIcon } from '../../../components/line-icon.tsx';
import { LoadError } from '../../../components/query-states.tsx';
import { useLatestBookingEmails } from '../api/use-bookings-page.ts';
import { SourceIcon } from '../booking-badges.tsx';
import { BookingCard } from '../booking-card.tsx';
import { attendanceColors, attendanceNames } from '../booking-labels.ts';
import {
  type Board,
  boardDate,
  boardOf,
  currentSlot,
  isOpenForBooking,
  lanes,
} from './board-model.ts';
import classes from './board-page.module.css';
import { useDayBoard } from './use-day-board.ts';

const NewBookingModal = lazy(async () => ({
  default: (await import('../new-booking/new-booking-modal.tsx')).NewBookingModal,
}));

/** The venue's clock as the board reads it, moved on every half minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /admin/board: one day's lanes at a glance. The 11 slots down, the 6 lanes across, every approved
 * booking on its lane over the slots it covers, the pending requests beside the slot they want,
 * the slot under way marked. A booking opens its card; a free cell opens "New booking" there.
 */
export function BoardPage() {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const date = boardDate(params.get('date'), now, venueTimeZone);
  const day = useDayBoard(date);
  const [openId, setOpenId] = useState<string | null>(null);
  const [newAt, setNewAt] = useState<string | null>(null);
  const board = boardOf(day.data ?? []);
  const opened = day.data?.find((booking) => booking.id === openId);
  // The card's actions keep to one row: full screen on a phone, as "New booking" is.
  const isPhone = useMediaQuery('(max-width: 36em)');

  const goTo = (next: string) => setParams({ date: next });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>
            <Trans>Lane board</Trans>
          </Title>
          <Text c="dimmed" id="board-day-heading">
            {formatLongDate(date, locale)}
          </Text>
        </div>
        <Group gap="xs" align="flex-end">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Previous day`}
            onClick={() => goTo(addDays(date, -1))}
          >
            <DayArrow towards="previous" />
          </ActionIcon>
          <TextInput
            type="date"
            label={t`Date`}
            value={date}
            onChange={(event) => {
              if (event.currentTarget.value) goTo(event.currentTarget.value);
            }}
            w={160}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Next day`}
            onClick={() => goTo(addDays(date, 1))}
          >
            <DayArrow towards="next" />
          </ActionIcon>
          <Button variant="default" onClick={() => goTo(boardDate(null, now, venueTimeZone))}>
            <Trans>Today</Trans>
          </Button>
          <Button component={Link} to={`/admin/print/${date}`} variant="default">
            <Trans>Print day</Trans>
          </Button>
        </Group>
      </Group>

      {day.isPending ? (
        <Text c="dimmed">
          <Trans>Loading bookings…</Trans>
        </Text>
      ) : day.isError ? (
        <LoadError query={day} title={t`The bookings could not be loaded`} />
      ) : (
        <BoardGrid
          date={date}
          board={board}
          now={now}
          locale={locale}
          onOpen={setOpenId}
          onNew={setNewAt}
        />
      )}

      <Modal
        opened={opened !== undefined}
        onClose={() => setOpenId(null)}
        title={t`Booking`}
        size="lg"
        fullScreen={isPhone}
      >
        {opened ? <OpenedCard booking={opened} occupancy={board.occupancy} /> : null}
      </Modal>
      {newAt !== null ? (
        <Suspense fallback={null}>
          <NewBookingModal date={date} time={newAt} onClose={() => setNewAt(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function OpenedCard({
  booking,
  occupancy,
}: {
  booking: BookingRow;
  occupancy: Board['occupancy'];
}) {
  const emails = useLatestBookingEmails([booking.id]);
  return (
    <BookingCard booking={booking} occupancy={occupancy} email={emails.data?.get(booking.id)} />
  );
}

function BoardGrid({
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
  onNew: (time: string) => void;
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
                      onClick={() => onNew(time)}
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
                  <bdi dir="auto">{booking.name}</bdi>
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

/** "4 people · 2 rounds", or a birthday's "12 people · Blaze". */
function PartyText({ booking }: { booking: BookingRow }) {
  const { i18n } = useLingui();
  const { people, rounds } = booking;
  return (
    <>
      {i18n._(msg`${plural(people, { one: '# person', other: '# people' })}`)}
      {' · '}
      {booking.type === 'birthday' ? (
        <bdi dir="auto">{booking.bundle_name}</bdi>
      ) : (
        i18n._(msg`${plural(rounds, { one: '# round', other: '# rounds' })}`)
      )}
    </>
  );
}

function BoardBooking({
  booking,
  lane,
  locale,
  style,
  onOpen,
}: {
  booking: BookingRow;
  lane: number;
  locale: Locale;
  style: React.CSSProperties;
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const time = formatTime(booking.time);
  const laneNumber = formatCount(lane, locale);
  return (
    <UnstyledButton
      className={classes.booking}
      style={style}
      onClick={onOpen}
      data-type={booking.type}
      data-attendance={booking.attendance ?? undefined}
      data-testid="board-booking"
    >
      <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
        <bdi dir="auto" className={classes.name}>
          {booking.name}
        </bdi>
        <SourceIcon source={booking.source} />
      </Group>
      <span>
        <PartyText booking={booking} />
      </span>
      <VisuallyHidden>
        <Trans>
          Lane {laneNumber} at {time}
        </Trans>
      </VisuallyHidden>
      {booking.attendance ? (
        <Badge
          size="xs"
          variant="filled"
          color={attendanceColors[booking.attendance]}
          style={{ alignSelf: 'start' }}
        >
          {i18n._(attendanceNames[booking.attendance])}
        </Badge>
      ) : null}
    </UnstyledButton>
  );
}

/** A chevron back or on, mirrored when the page reads right to left. */
function DayArrow({ towards }: { towards: 'previous' | 'next' }) {
  return (
    <LineIcon size={16} strokeWidth={2.5} className={classes.arrow}>
      <path d={towards === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </LineIcon>
  );
}
