/** The printable sheet of one day's bookings, for the counter. */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import { isCalendarDate } from '@venue/domain/clock';
import {
  formatCount,
  formatIls,
  formatLongDate,
  formatNumberSet,
  formatTime,
} from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import { type Locale, localeOf } from '@venue/i18n/locales';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { comingMeaning, isComing } from '../../components/coming-badge.tsx';
import { QueryContent } from '../../components/query-states.tsx';
import { lanesHeldBy } from '../../lib/booking-lanes.ts';
import { useDaySheet } from './api/use-day-sheet.ts';
import { useDayVrHolds } from './api/use-day-vr-holds.ts';
import {
  laneRowsOf,
  partyEstimate,
  partyVrSessions,
  slotsOf,
  vrSessionsOf,
} from './day-sheet-model.ts';
import classes from './print-day-page.module.css';
import { PrintVrSection } from './print-vr-section.tsx';
import { SheetPhoneCell, SheetTableBox, SheetTimeGroup, SheetWhoCells } from './sheet-parts.tsx';

const attendanceNames = {
  arrived: msg`Arrived`,
  no_show: msg`No-show`,
} as const satisfies Record<BookingAttendance, unknown>;

/** The mark of a customer who answered a reminder "I'm coming", explained under the sheet. */
const comingMark = '✓';

/** Shown where a booking has no lane (not approved, or no lane kept for it). */
const noLane = '—';

/** The booking's lanes ("2", a group's "2–3"), when it holds any. */
function laneText(booking: BookingRow, locale: Locale): string {
  const lanes = lanesHeldBy(booking);
  return lanes.length > 0 ? formatNumberSet(lanes, locale) : noLane;
}

/**
 * One day's sheet for the counter: the venue, the day, and the bookings it expects (pending and
 * approved, never rejected or cancelled) slot by slot and lane by lane, each with its reference,
 * party, phone, status, a ✓ when the customer answered a reminder "I'm coming", the staff's and
 * the customer's notes, and a party's estimated total and
 * deposit and its VR sessions; then the VR zone session by session, each booking with its
 * stations and players. Prints on A4 without the app's frame.
 */
export function PrintDayPage({ date }: { date: string }) {
  if (!isCalendarDate(date)) {
    return (
      <Text role="alert">
        <Trans>This address does not name a day. Open the day from the calendar.</Trans>
      </Text>
    );
  }
  return <PrintDaySheet date={date} />;
}

function PrintDaySheet({ date }: { date: string }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const day = useDaySheet(date);
  const vrHolds = useDayVrHolds(date);
  // The sheet shows once the stations are in too: a VR booking never prints without its stations.
  const sheet = vrHolds.isSuccess ? day : vrHolds;
  const holds = vrHolds.data ?? [];
  const slots = slotsOf(laneRowsOf(day.data ?? []));
  const vrSessions = vrSessionsOf(day.data ?? [], holds);
  const longDate = formatLongDate(date, locale);

  return (
    <Stack gap="sm" className={classes.sheet}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={700} size="lg">
            {venue.name}
          </Text>
          <Title order={1} size="h2" id="print-day-heading">
            {longDate}
          </Title>
        </div>
        <Button className={classes.noPrint} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </Group>
      <QueryContent
        query={sheet}
        loadingText={t`Loading bookings…`}
        errorTitle={t`The bookings could not be loaded`}
        isEmpty={slots.length === 0 && vrSessions.length === 0}
        empty={
          <Text>
            <Trans>No bookings for this date</Trans>
          </Text>
        }
      >
        {/* On a phone the sheet scrolls sideways; on paper it fits the page. */}
        {slots.length > 0 ? (
          <SheetTableBox labelledBy="print-day-heading">
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Lane</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Reference</Trans>
                  </th>
                  <th scope="col">
                    <Trans>People</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Rounds or package</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Phone</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col" className={classes.coming} title={i18n._(comingMeaning)}>
                    <span aria-hidden>{comingMark}</span>
                    <VisuallyHidden>
                      <Trans>Coming</Trans>
                    </VisuallyHidden>
                  </th>
                  <th scope="col">
                    <Trans>Notes</Trans>
                  </th>
                </tr>
              </thead>
              {slots.map((slot) => (
                <SheetTimeGroup key={slot.time} time={slot.time} columns={9}>
                  {slot.bookings.map((booking) => (
                    <SheetRow
                      key={booking.id}
                      booking={booking}
                      vrSessions={partyVrSessions(booking.id, holds)}
                      locale={locale}
                    />
                  ))}
                </SheetTimeGroup>
              ))}
            </table>
          </SheetTableBox>
        ) : null}
        {/* The ✓ column's meaning, under the lanes that have it. */}
        <Text size="xs">
          {comingMark} {i18n._(comingMeaning)}
        </Text>
        {vrSessions.length > 0 ? <PrintVrSection sessions={vrSessions} /> : null}
      </QueryContent>
    </Stack>
  );
}

/** One booking's line: lane, who, reference, party (a party's VR sessions), phone, status and both notes. */
function SheetRow({
  booking,
  vrSessions,
  locale,
}: {
  booking: BookingRow;
  /** The VR sessions a party plays, earliest first. */
  vrSessions: readonly string[];
  locale: Locale;
}) {
  const { t, i18n } = useLingui();
  const estimate = partyEstimate(booking);
  return (
    <tr>
      <td>{laneText(booking, locale)}</td>
      <SheetWhoCells booking={booking} />
      <td>{formatCount(booking.people, locale)}</td>
      <td>
        {booking.type === 'birthday' ? (
          <Stack gap={0}>
            <bdi dir="auto">{booking.bundle_name ?? noLane}</bdi>
            {estimate ? (
              <>
                <Text size="xs">{t`Estimated total: ${formatIls(estimate.total, locale)}`}</Text>
                <Text size="xs">{t`Deposit: ${formatIls(estimate.deposit, locale)}`}</Text>
              </>
            ) : null}
            {vrSessions.length > 0 ? <PartyVrText sessions={vrSessions} /> : null}
          </Stack>
        ) : (
          formatCount(booking.rounds, locale)
        )}
      </td>
      <SheetPhoneCell booking={booking} />
      <td className={classes.status}>
        <Stack gap={2} align="flex-start">
          <BookingStatusBadge status={booking.status} />
          {booking.attendance ? (
            <Badge variant="outline" color="dark" size="sm">
              {i18n._(attendanceNames[booking.attendance])}
            </Badge>
          ) : null}
        </Stack>
      </td>
      <td className={classes.coming}>
        {isComing(booking) ? <span title={i18n._(comingMeaning)}>{comingMark}</span> : null}
      </td>
      <td className={classes.notes}>
        {booking.notes.trim() !== '' ? (
          <Text size="xs">
            <Trans>
              Staff: <bdi dir="auto">{booking.notes}</bdi>
            </Trans>
          </Text>
        ) : null}
        {booking.customer_notes.trim() !== '' ? (
          <Text size="xs">
            <Trans>
              Customer: <bdi dir="auto">{booking.customer_notes}</bdi>
            </Trans>
          </Text>
        ) : null}
      </td>
    </tr>
  );
}

/** "VR: 18:00, 18:20": the sessions a party plays in the VR zone, times left to right. */
function PartyVrText({ sessions }: { sessions: readonly string[] }) {
  const times = sessions.map(formatTime).join(', ');
  return (
    <Text size="xs">
      <Trans>
        VR: <bdi dir="ltr">{times}</bdi>
      </Trans>
    </Text>
  );
}
