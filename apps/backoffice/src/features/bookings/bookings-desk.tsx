import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type {
  BookingKindFilter,
  BookingSort,
  BookingStatusFilter,
} from '@venue/data/bookings/list-bookings';
import { type BookingAttendance, isBookingAttendance } from '@venue/domain/booking-attendance';
import { isCalendarDate, venueToday } from '@venue/domain/clock';
import { toAsciiDigits } from '@venue/domain/digits';
import { venueTimeZone } from '@venue/domain/venue';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/query-states.tsx';
import { kindNames } from '../../lib/booking-kind-names.ts';
import { AffectedBookingsBanner } from './affected-bookings-banner.tsx';
import { useBookingConflicts } from './api/use-booking-conflicts.ts';
import {
  useBookingBatchSizes,
  useBookingStatusCounts,
  useBookingsPage,
  useLatestBookingEmails,
  useSlotLoads,
} from './api/use-bookings-page.ts';
import { useSchedule } from './api/use-schedule.ts';
import { BookingCard } from './booking-card.tsx';
import classes from './bookings-desk.module.css';
import { DeskPagination } from './desk-pagination.tsx';
import { ExportCsvButton } from './export/export-csv-button.tsx';
import { NewBookingButton } from './new-booking/new-booking-button.tsx';
import { bookingPageSize, pageCount, showingLine } from './pagination.ts';

/** The desk's filter: a status, or the bookings marked arrived or no-show. */
type DeskFilter = BookingStatusFilter | BookingAttendance;

const statusFilters: { value: DeskFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'pending', label: msg`Pending` },
  { value: 'approved', label: msg`Approved` },
  { value: 'rejected', label: msg`Rejected` },
  { value: 'cancelled', label: msg`Cancelled` },
  { value: 'arrived', label: msg`Arrived` },
  { value: 'no_show', label: msg`No-show` },
];

/** The desk's kinds: every booking, bowling, VR or birthday parties. */
const kindFilters: { value: BookingKindFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg({ message: 'All kinds', context: 'booking kind' }) },
  { value: 'regular', label: kindNames.regular },
  { value: 'vr', label: kindNames.vr },
  { value: 'birthday', label: kindNames.birthday },
];

/** The query of a filter: an attendance looks through every status. */
function filterQuery(filter: DeskFilter): {
  status: BookingStatusFilter;
  attendance?: BookingAttendance;
} {
  return isBookingAttendance(filter) ? { status: 'all', attendance: filter } : { status: filter };
}

const sorts: { value: BookingSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest First` },
  { value: 'oldest', label: msg`Oldest First` },
  { value: 'name', label: msg`Name A-Z` },
  { value: 'booking-date', label: msg`Booking Date` },
];

/**
 * The Manage Bookings tab: filter by status and by kind (bowling, VR, birthday), search, sort and
 * page through bookings, and act on them.
 */
export function BookingsDesk() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<DeskFilter>('all');
  const [kind, setKind] = useState<BookingKindFilter>('all');
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), 300);
  const [sort, setSort] = useState<BookingSort>('newest');
  const [requestedPage, setPage] = useState(1);

  const counts = useBookingStatusCounts(search, kind);
  const bookings = useBookingsPage({
    ...filterQuery(status),
    kind,
    search,
    sort,
    page: requestedPage,
    pageSize: bookingPageSize,
  });
  const rows = bookings.data?.rows ?? [];
  const total = bookings.data?.total ?? 0;
  const totalPages = pageCount(total);
  const page = Math.min(requestedPage, totalPages);
  const loads = useSlotLoads(rows.map((row) => row.date));
  const schedule = useSchedule(spanOf(rows.map((row) => row.date)));
  const emails = useLatestBookingEmails(rows.map((row) => row.id));
  const conflicts = useBookingConflicts();
  const batchSizes = useBookingBatchSizes(
    rows.filter((row) => row.status === 'pending').map((row) => row.id),
  );
  const today = venueToday(new Date(), venueTimeZone);
  // "Print day" prints the day the desk is searching for, else today.
  const searchedDay = toAsciiDigits(search);
  const printDay = isCalendarDate(searchedDay) ? searchedDay : today;

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={`/admin/print/${printDay}`} variant="default">
          {t`Print day`}
        </Button>
        <ExportCsvButton filter={{ ...filterQuery(status), kind, search, sort }} />
        <NewBookingButton date={today} />
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t`Status`}
          withItemsBorders={false}
          classNames={{ root: classes.statusFilter, control: classes.statusFilterItem }}
          value={status}
          onChange={(value) => {
            setStatus(value as DeskFilter);
            setPage(1);
          }}
          data={statusFilters.map((filter) => ({
            value: filter.value,
            label: `${i18n._(filter.label)} (${counts.data?.[filter.value] ?? '…'})`,
          }))}
        />
        <SegmentedControl
          aria-label={t`Kind`}
          withItemsBorders={false}
          classNames={{ root: classes.statusFilter, control: classes.statusFilterItem }}
          value={kind}
          onChange={(value) => {
            setKind(value as BookingKindFilter);
            setPage(1);
          }}
          data={kindFilters.map((filter) => ({
            value: filter.value,
            label: i18n._(filter.label),
          }))}
        />
        <TextInput
          label={t`Search bookings`}
          placeholder={t`Name, phone, email or date (YYYY-MM-DD)`}
          type="search"
          value={searchInput}
          onChange={(event) => {
            setSearchInput(event.currentTarget.value);
            setPage(1);
          }}
          miw={260}
          style={{ flex: 1 }}
        />
        <NativeSelect
          label={t`Sort by`}
          value={sort}
          data={sorts.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          onChange={(event) => {
            setSort(event.currentTarget.value as BookingSort);
            setPage(1);
          }}
        />
      </Group>

      <AffectedBookingsBanner
        conflicts={conflicts.data}
        onFind={(reference) => {
          setStatus('all');
          setKind('all');
          setSearchInput(reference);
          setPage(1);
        }}
      />

      {bookings.isError ? (
        <LoadError query={bookings} title={t`The bookings could not be loaded`} />
      ) : (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {bookings.isPending ? t`Loading bookings…` : showingLine(page, total)}
          </Text>
          {bookings.isFetching && !bookings.isPending ? <Loader size="xs" aria-hidden /> : null}
        </Group>
      )}

      {bookings.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">{t`No bookings found.`}</Text>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {rows.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            occupancy={loads.data?.get(booking.date)}
            schedule={schedule.data}
            email={emails.data?.get(booking.id)}
            batchSize={batchSizes.data?.get(booking.id)}
            conflict={conflicts.data?.get(booking.id)?.refusal}
          />
        ))}
      </SimpleGrid>

      {total > 0 ? <DeskPagination page={page} totalPages={totalPages} onChange={setPage} /> : null}
    </Stack>
  );
}

/** The business days from the earliest to the latest of `dates`, or null for none. */
function spanOf(dates: readonly string[]): { from: string; to: string } | null {
  const sorted = [...dates].sort();
  const from = sorted[0];
  const to = sorted.at(-1);
  return from && to ? { from, to } : null;
}
