import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { ListBookingsOptions } from '@venue/data/bookings/list-bookings';
import { DataError } from '@venue/data/errors';
import { venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { testSchedule, venueDayOf } from '../../test/venue-schedule.ts';
import { BookingsDesk } from './bookings-desk.tsx';

const data = vi.hoisted(() => ({
  listBookings: vi.fn(),
  countBookingsByStatus: vi.fn(),
  listSlotLoads: vi.fn(),
  listLatestBookingEmails: vi.fn(),
  approveBooking: vi.fn(),
  sendBookingEmail: vi.fn(),
  listBookingConflicts: vi.fn(),
}));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-bookings', () => ({ listBookings: data.listBookings }));
vi.mock('@venue/data/bookings/count-bookings-by-status', () => ({
  countBookingsByStatus: data.countBookingsByStatus,
}));
vi.mock('@venue/data/bookings/list-slot-loads', () => ({ listSlotLoads: data.listSlotLoads }));
vi.mock('@venue/data/schedule/get-schedule', () => ({
  getSchedule: async () => testSchedule(),
}));
vi.mock('@venue/data/schedule/get-venue-day', () => ({
  getVenueDay: async (_client: unknown, day: string) => venueDayOf(testSchedule(), day),
}));
vi.mock('@venue/data/bookings/list-booking-emails', () => ({
  listLatestBookingEmails: data.listLatestBookingEmails,
}));
vi.mock('@venue/data/bookings/approve-booking', () => ({ approveBooking: data.approveBooking }));
vi.mock('@venue/data/bookings/list-booking-conflicts', () => ({
  listBookingConflicts: data.listBookingConflicts,
}));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendBookingEmail: data.sendBookingEmail,
}));

function booking(index: number, overrides: Partial<BookingRow> = {}): BookingRow {
  return {
    id: `booking-${index}`,
    reference: `SZ-${String(index).padStart(2, '0')}AA`.replace(/[01]/g, 'C'),
    name: `Customer ${index}`,
    phone: '+970591234567',
    email: null,
    people: 4,
    rounds: 2,
    date: '2046-05-10',
    time: '19:30',
    type: 'regular',
    bundle_name: null,
    bundle_price: null,
    duration: 45,
    customer_notes: '',
    notes: '',
    status: 'pending',
    created_at: '2046-05-01T10:00:00+00:00',
    contact_attempts: 0,
    last_contact_attempt: null,
    rejection_reason: null,
    rejection_reason_key: null,
    source: 'website',
    attendance: null,
    lane: null,
    lanes: null,
    lanes_needed: 1,
    confirmed_at: null,
    vr_sessions: 0,
    stations_needed: 0,
    vr_start: null,
    stations: null,
    age_confirmed_at: null,
    ...overrides,
  };
}

const allBookings = Array.from({ length: 23 }, (_, index) => booking(index + 1));

beforeEach(() => {
  vi.clearAllMocks();
  data.listBookings.mockImplementation(async (_client: unknown, options: ListBookingsOptions) => {
    const from = (options.page - 1) * options.pageSize;
    return { rows: allBookings.slice(from, from + options.pageSize), total: allBookings.length };
  });
  data.countBookingsByStatus.mockResolvedValue({
    all: 23,
    pending: 20,
    approved: 2,
    rejected: 1,
    arrived: 1,
    no_show: 0,
  });
  data.listSlotLoads.mockResolvedValue(new Map([['2046-05-10', new Map([['19:30', 3]])]]));
  data.listLatestBookingEmails.mockResolvedValue(new Map());
  data.listBookingConflicts.mockResolvedValue(new Map());
});

describe('bookings a change to the schedule stranded', () => {
  it('are counted above the desk, found by their reference, and say on their card why', async () => {
    const user = userEvent.setup();
    const closed = {
      code: 'booking.day_closed',
      params: { date: '2046-05-10', reason: { en: 'Eid al-Fitr', ar: 'عيد الفطر' } },
    } as const;
    const flag = {
      date: '2046-05-10',
      time: '19:30',
      flaggedAt: '2046-05-01T08:00:00Z',
      toldAt: null,
    };
    data.listBookingConflicts.mockResolvedValue(
      new Map([
        ['booking-1', { ...flag, reference: 'SZ-C2AA', refusal: closed }],
        ['booking-2', { ...flag, reference: 'SZ-C3AA', refusal: closed }],
      ]),
    );
    renderWithProviders(<BookingsDesk />);
    const banner = await screen.findByRole('alert', {
      name: '2 bookings are affected by a schedule change',
    });
    const first = await screen.findByRole('article', { name: /Customer 1$/ });
    expect(within(first).getByText('Affected by a schedule change')).toBeInTheDocument();
    expect(
      within(first).getByText('The venue is closed on May 10, 2046: Eid al-Fitr'),
    ).toBeInTheDocument();
    expect(
      within(first).getByText(
        'Tell the customer, who picks another time from their link; or cancel it with a message.',
      ),
    ).toBeInTheDocument();
    const unaffected = screen.getByRole('article', { name: /Customer 3$/ });
    expect(within(unaffected).queryByText('Affected by a schedule change')).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: /SZ-C3AA/ }));
    expect(screen.getByLabelText('Search bookings')).toHaveValue('SZ-C3AA');
    await waitFor(() =>
      expect(data.listBookings).toHaveBeenLastCalledWith(
        {},
        expect.objectContaining({ search: 'SZ-C3AA' }),
      ),
    );
  });
});

describe('the bookings desk', () => {
  it('"Print day" prints the day the search names, in any digits, else today', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingsDesk />);
    const printDay = () => screen.getByRole('link', { name: 'Print day' });
    expect(printDay()).toHaveAttribute(
      'href',
      `/admin/print/${venueToday(new Date(), venueTimeZone)}`,
    );
    const search = screen.getByLabelText('Search bookings');
    await user.type(search, '2046-05-10');
    await waitFor(() => expect(printDay()).toHaveAttribute('href', '/admin/print/2046-05-10'));
    await user.clear(search);
    await user.type(search, '٢٠٤٦-٠٥-١١');
    await waitFor(() => expect(printDay()).toHaveAttribute('href', '/admin/print/2046-05-11'));
    await user.clear(search);
    await user.type(search, 'Lina');
    await waitFor(() =>
      expect(printDay()).toHaveAttribute(
        'href',
        `/admin/print/${venueToday(new Date(), venueTimeZone)}`,
      ),
    );
  });

  it('shows the status filters with counts and "Showing 1-10 of 23 bookings"', async () => {
    renderWithProviders(<BookingsDesk />);
    expect(await screen.findByText('Showing 1-10 of 23 bookings')).toBeInTheDocument();
    for (const label of ['All (23)', 'Pending (20)', 'Approved (2)', 'Rejected (1)']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('pages on: Next shows 11-20, Last shows 21-23 and disables Next and Last', async () => {
    renderWithProviders(<BookingsDesk />);
    const nav = await screen.findByRole('navigation', { name: 'Bookings pages' });
    await screen.findByText('Showing 1-10 of 23 bookings');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11-20 of 23 bookings')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('Showing 21-23 of 23 bookings')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(data.listBookings).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ page: 3, pageSize: 10, status: 'all', sort: 'newest' }),
    );
  });

  it('a status filter queries that status from page 1', async () => {
    renderWithProviders(<BookingsDesk />);
    await screen.findByText('Showing 1-10 of 23 bookings');
    await userEvent.click(screen.getByRole('radio', { name: 'Approved (2)' }));
    expect(data.listBookings).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ status: 'approved', page: 1 }),
    );
  });

  it('filters the bookings marked arrived, then the no-shows, each with its count', async () => {
    renderWithProviders(<BookingsDesk />);
    await screen.findByText('Showing 1-10 of 23 bookings');
    await userEvent.click(screen.getByRole('radio', { name: 'Arrived (1)' }));
    expect(data.listBookings).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ status: 'all', attendance: 'arrived', page: 1 }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'No-show (0)' }));
    expect(data.listBookings).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ status: 'all', attendance: 'no_show' }),
    );
  });

  it('disables approval as "Lanes Full" when the slot has 6 approved, with a FULL badge', async () => {
    data.listSlotLoads.mockResolvedValue(new Map([['2046-05-10', new Map([['19:30', 6]])]]));
    renderWithProviders(<BookingsDesk />);
    const card = await screen.findByRole('article', { name: 'Customer 1' });
    expect(await within(card).findByRole('button', { name: 'Lanes Full' })).toBeDisabled();
    expect(within(card).getByText('Lanes: 6/6')).toBeInTheDocument();
    expect(within(card).getByText('FULL')).toBeInTheDocument();
  });

  it('shows "Lanes Full" for a group of 12 needing 2 lanes where one of its slots has 1 free, not where 2 are', async () => {
    allBookings[0] = booking(1, { people: 12, lanes_needed: 2, duration: 90 });
    try {
      // 19:30 has 4 of 6 lanes held (2 free); 20:15, its second slot, 5 (1 free).
      data.listSlotLoads.mockResolvedValue(
        new Map([
          [
            '2046-05-10',
            new Map([
              ['19:30', 4],
              ['20:15', 5],
            ]),
          ],
        ]),
      );
      const { unmount } = renderWithProviders(<BookingsDesk />);
      const card = await screen.findByRole('article', { name: 'Customer 1' });
      expect(within(card).getByText('Needs 2 lanes')).toBeInTheDocument();
      expect(await within(card).findByRole('button', { name: 'Lanes Full' })).toBeDisabled();
      expect(within(card).getByText('Lanes: 5/6')).toBeInTheDocument();
      expect(within(card).queryByText('FULL')).toBeNull();
      // A party of four beside it on the same slots still fits in the one lane left.
      const other = screen.getByRole('article', { name: 'Customer 2' });
      expect(within(other).getByRole('button', { name: 'Approve & Email' })).toBeEnabled();
      unmount();

      data.listSlotLoads.mockResolvedValue(
        new Map([
          [
            '2046-05-10',
            new Map([
              ['19:30', 4],
              ['20:15', 4],
            ]),
          ],
        ]),
      );
      renderWithProviders(<BookingsDesk />);
      const again = await screen.findByRole('article', { name: 'Customer 1' });
      expect(await within(again).findByRole('button', { name: 'Approve & Email' })).toBeEnabled();
    } finally {
      allBookings[0] = booking(1);
    }
  });

  it('approves a booking without e-mail: the warning first, then "Booking approved! (No email on file)"', async () => {
    data.approveBooking.mockResolvedValue(4);
    data.sendBookingEmail.mockResolvedValue({ status: 'skipped' });
    renderWithProviders(<BookingsDesk />);
    const card = await screen.findByRole('article', { name: 'Customer 1' });
    expect(within(card).getByText('PENDING')).toBeInTheDocument();
    await userEvent.click(await within(card).findByRole('button', { name: 'Approve & Email' }));
    expect(
      await screen.findByText(
        "This booking doesn't have an email address. Approving without sending email.",
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Booking approved! (No email on file) Lane 4/6 assigned for May 10, 2046 at 19:30.',
      ),
    ).toBeInTheDocument();
    expect(data.approveBooking).toHaveBeenCalledWith(expect.anything(), 'booking-1', {});
    expect(data.sendBookingEmail).toHaveBeenCalledWith(expect.anything(), 'booking-1');
  });

  it('shows why the bookings could not be loaded, never "No bookings found.", and loads again on Retry', async () => {
    data.listBookings.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<BookingsDesk />);
    expect(await screen.findByText('The bookings could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByText('No bookings found.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1-10 of 23 bookings')).toBeInTheDocument();
    expect(screen.queryByText('The bookings could not be loaded')).not.toBeInTheDocument();
  });

  it('does not e-mail when the approval is refused, and says why', async () => {
    data.approveBooking.mockRejectedValue(
      new DataError(
        'Cannot approve booking: All 6 lanes are already booked for May 10, 2046 at 19:30. Currently approved: 6/6 lanes.',
        'VN001',
        null,
        {
          code: 'booking.slot_full',
          params: { lanes: 6, date: '2046-05-10', time: '19:30', approved: 6 },
        },
      ),
    );
    renderWithProviders(<BookingsDesk />);
    const card = await screen.findByRole('article', { name: 'Customer 2' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Approve & Email' }));
    expect(
      await screen.findByText(
        'Error approving booking: Cannot approve booking: All 6 lanes are already booked for May 10, 2046 at 19:30. Currently approved: 6/6.',
      ),
    ).toBeInTheDocument();
    expect(data.sendBookingEmail).not.toHaveBeenCalled();
  });
});
