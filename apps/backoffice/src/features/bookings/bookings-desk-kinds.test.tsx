import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { ListBookingsOptions } from '@venue/data/bookings/list-bookings';
import { DataError } from '@venue/data/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow, vrBookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { testSchedule, venueDayOf } from '../../test/venue-schedule.ts';
import { BookingsDesk } from './bookings-desk.tsx';

// The desk's filter by kind (bowling, VR, birthday) and the approval of a VR request, in both
// languages (issue 32).

const data = vi.hoisted(() => ({
  listBookings: vi.fn(),
  countBookingsByStatus: vi.fn(),
  approveBooking: vi.fn(),
  getBookingStations: vi.fn(),
  sendBookingEmail: vi.fn(),
}));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-bookings', () => ({ listBookings: data.listBookings }));
vi.mock('@venue/data/bookings/count-bookings-by-status', () => ({
  countBookingsByStatus: data.countBookingsByStatus,
}));
vi.mock('@venue/data/bookings/list-slot-loads', () => ({
  listSlotLoads: async () => new Map(),
}));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: async () => testSchedule() }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({
  getVenueDay: async (_client: unknown, day: string) => venueDayOf(testSchedule(), day),
}));
vi.mock('@venue/data/bookings/list-booking-emails', () => ({
  listLatestBookingEmails: async () => new Map(),
}));
vi.mock('@venue/data/bookings/list-booking-batch-sizes', () => ({
  listBookingBatchSizes: async () => new Map(),
}));
vi.mock('@venue/data/bookings/list-booking-conflicts', () => ({
  listBookingConflicts: async () => new Map(),
}));
vi.mock('@venue/data/bookings/approve-booking', () => ({ approveBooking: data.approveBooking }));
vi.mock('@venue/data/bookings/get-booking-lanes', () => ({ getBookingLanes: async () => [1, 2] }));
vi.mock('@venue/data/vr/get-booking-stations', () => ({
  getBookingStations: data.getBookingStations,
}));
vi.mock('@venue/data/vr/vr-occupancy', () => ({
  getVrOccupancy: async () =>
    ['19:20', '19:40', '20:00'].map((sessionStart, index) => ({
      sessionStart,
      stationsTaken: index === 0 ? 2 : 0,
      stationsTotal: 4,
    })),
}));
vi.mock('@venue/data/vr/get-vr-settings', () => ({
  getVrSettings: async () => ({ stationCount: 4, sessionMinutes: 20 }),
}));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendBookingEmail: data.sendBookingEmail,
}));

const bowling = bookingRow({ id: 'bowling-1', name: 'Bowling Guest', status: 'pending' });
const vr = vrBookingRow({ id: 'vr-1', name: 'Vr Guest' });

const party = bookingRow({
  id: 'party-1',
  name: 'Party Guest',
  type: 'birthday',
  people: 12,
  rounds: 1,
  bundle_name: 'Blaze',
  bundle_price: 70,
  duration: 90,
  time: '17:00',
  status: 'pending',
  lanes: null,
  lanes_needed: 2,
  vr_sessions: 1,
  stations_needed: 4,
});

beforeEach(() => {
  vi.clearAllMocks();
  data.listBookings.mockImplementation(async (_client: unknown, options: ListBookingsOptions) => {
    const rows: BookingRow[] =
      options.kind === 'vr' ? [vr] : options.kind === 'birthday' ? [party] : [bowling, vr];
    return { rows, total: rows.length };
  });
  data.countBookingsByStatus.mockResolvedValue({
    all: 2,
    pending: 2,
    approved: 0,
    rejected: 0,
    cancelled: 0,
    arrived: 0,
    no_show: 0,
  });
});

describe('the desk filtered by kind', () => {
  it('offers All kinds, Bowling, VR and Birthday; VR asks for VR bookings and their counts, from page 1', async () => {
    renderWithProviders(<BookingsDesk />);
    const kinds = await screen.findByRole('radiogroup', { name: 'Kind' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'regular', 'vr', 'birthday']);
    for (const name of ['All kinds', 'Bowling', 'VR', 'Birthday']) {
      expect(within(kinds).getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(within(kinds).getByRole('radio', { name: 'All kinds' })).toBeChecked();
    expect(await screen.findAllByRole('article')).toHaveLength(2);

    await userEvent.click(within(kinds).getByRole('radio', { name: 'VR' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(data.listBookings).toHaveBeenLastCalledWith(
      {},
      expect.objectContaining({ kind: 'vr', page: 1, status: 'all' }),
    );
    expect(data.countBookingsByStatus).toHaveBeenLastCalledWith({}, '', 'vr');
    expect(screen.getByRole('article', { name: 'Vr Guest' })).toBeInTheDocument();
  });

  it('approves a VR request and says which stations it holds, never a lane', async () => {
    data.approveBooking.mockResolvedValue(0);
    data.getBookingStations.mockResolvedValue({ stations: [1, 2, 3], vrStart: '18:00' });
    data.sendBookingEmail.mockResolvedValue({ status: 'sent', recipient: 'vr@example.com' });
    renderWithProviders(<BookingsDesk />);
    const card = await screen.findByRole('article', { name: 'Vr Guest' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve & Email' }));
    expect(
      await screen.findByText(
        'VR booking approved and confirmation email sent! Stations 1–3 held for May 10, 2046 at 18:00.',
      ),
    ).toBeInTheDocument();
    expect(data.approveBooking).toHaveBeenCalledWith({}, 'vr-1', {});
    expect(screen.queryByText(/Lane 0/)).not.toBeInTheDocument();
  });
});

/** The database's refusal of an approval into a VR session with too few stations free. */
const sessionFull = new DataError(
  'Not enough VR stations are free on May 10, 2046 at 18:00: 1 of 4 left, 3 needed.',
  'VN001',
  null,
  {
    code: 'vr.session_full',
    params: { date: '2046-05-10', time: '18:00', left: 1, stations: 4, needed: 3 },
  },
);

describe('a VR approval the database refuses', () => {
  it('says why by its code, in English and in Arabic, and e-mails nobody', async () => {
    data.approveBooking.mockRejectedValue(sessionFull);
    const { unmount } = renderWithProviders(<BookingsDesk />);
    const card = await screen.findByRole('article', { name: 'Vr Guest' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve & Email' }));
    expect(
      await screen.findByText(
        'Error approving booking: Not enough VR stations are free on May 10, 2046 at 18:00: 1 of 4 left, 3 needed.',
      ),
    ).toBeInTheDocument();
    unmount();
    await activateLocale('ar');
    renderWithProviders(<BookingsDesk />);
    const arabic = await screen.findByRole('article', { name: 'Vr Guest' });
    await userEvent.click(within(arabic).getByRole('button', { name: 'قبول وإرسال بريد' }));
    expect(
      await screen.findByText(/لا تتوفر محطات واقع افتراضي كافية في 10 أيار 2046 الساعة 18:00/),
    ).toBeInTheDocument();
    expect(data.sendBookingEmail).not.toHaveBeenCalled();
    await activateLocale('en');
  });
});

describe("a party's VR start on approval", () => {
  it('after its bowling by default; reception may choose a session with room, not a full one', async () => {
    data.approveBooking.mockResolvedValue(1);
    data.getBookingStations.mockResolvedValue({ stations: [1, 2, 3, 4], vrStart: '19:40' });
    data.sendBookingEmail.mockResolvedValue({ status: 'skipped' });
    renderWithProviders(<BookingsDesk />);
    const kinds = await screen.findByRole('radiogroup', { name: 'Kind' });
    await userEvent.click(within(kinds).getByRole('radio', { name: 'Birthday' }));
    const card = await screen.findByRole('article', { name: 'Party Guest' });
    const start = within(card).getByRole('combobox', { name: 'VR start' });
    expect(start).toHaveValue('');
    await within(card).findByRole('option', { name: '19:40 · 4 stations free' });
    expect(within(card).getByRole('option', { name: 'After the bowling (default)' })).toBeEnabled();
    expect(within(card).getByRole('option', { name: '19:20 · Full' })).toBeDisabled();
    await userEvent.selectOptions(start, '19:40');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve & Email' }));
    await waitFor(() =>
      expect(data.approveBooking).toHaveBeenCalledWith({}, 'party-1', { vrStart: '19:40' }),
    );
    expect(
      await screen.findByText(
        'Booking approved! (No email on file) Lanes 1–2 of 6 assigned for May 10, 2046 at 17:00. VR: 1 session from 19:40 on stations 1–4.',
      ),
    ).toBeInTheDocument();
  });

  it('is not offered for bowling or a VR booking', async () => {
    renderWithProviders(<BookingsDesk />);
    await screen.findByRole('article', { name: 'Vr Guest' });
    expect(screen.queryByRole('combobox', { name: 'VR start' })).not.toBeInTheDocument();
  });
});

describe('the Arabic desk filtered by kind', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('names the kinds in Arabic, and VR shows only VR bookings', async () => {
    renderWithProviders(<BookingsDesk />);
    const kinds = await screen.findByRole('radiogroup', { name: 'النوع' });
    for (const name of ['كل الأنواع', 'بولينغ', 'واقع افتراضي', 'عيد ميلاد']) {
      expect(within(kinds).getByRole('radio', { name })).toBeInTheDocument();
    }
    await userEvent.click(within(kinds).getByRole('radio', { name: 'واقع افتراضي' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(data.listBookings).toHaveBeenLastCalledWith({}, expect.objectContaining({ kind: 'vr' }));
  });

  it("offers a party's VR start in Arabic", async () => {
    renderWithProviders(<BookingsDesk />);
    const kinds = await screen.findByRole('radiogroup', { name: 'النوع' });
    await userEvent.click(within(kinds).getByRole('radio', { name: 'عيد ميلاد' }));
    const card = await screen.findByRole('article', { name: 'Party Guest' });
    within(card).getByRole('combobox', { name: 'بدء الواقع الافتراضي' });
    expect(within(card).getByRole('option', { name: 'بعد البولينغ (تلقائيًا)' })).toBeEnabled();
    await within(card).findByRole('option', { name: '19:40 · 4 محطات متاحة' });
  });
});
