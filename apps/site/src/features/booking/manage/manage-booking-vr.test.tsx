import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  getBookingByToken,
  type ManagedBooking,
  rescheduleBookingByToken,
} from '@venue/data/bookings/manage-booking';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { getVrOccupancy, type VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { defaultSchedule } from '@venue/domain/schedule';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { managedBooking } from '../../../test/managed-booking.ts';
import { renderRoutes } from '../../../test/render.tsx';

vi.mock('../../../lib/public-client.ts', () => ({ publicClient: { name: 'public client' } }));
vi.mock('../../../lib/supabase.ts', () => ({ supabase: { name: 'supabase-js' } }));
const publicClient = { name: 'public client' };
vi.mock('@venue/data/bookings/manage-booking', () => ({
  getBookingByToken: vi.fn(),
  cancelBookingByToken: vi.fn(),
  rescheduleBookingByToken: vi.fn(),
}));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: vi.fn() }));
vi.mock('@venue/data/vr/vr-occupancy', () => ({ getVrOccupancy: vi.fn() }));
vi.mock('@venue/data/venue-contacts/get-venue-contacts', () => ({
  getVenueContacts: vi.fn(async () => ({ whatsapp_number: '+970599888777' })),
}));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendCancellationEmail: vi.fn(),
  sendRescheduleEmail: vi.fn(async () => ({ status: 'sent', recipient: 'lina@example.com' })),
}));

// 10:00 UTC on Saturday, November 21, 2026 is 12:00 at the venue.
const now = new Date('2026-11-21T10:00:00Z');
const token = 'x'.repeat(43);
/** An approved VR booking: 3 players, 2 sessions of 20 minutes at 35 ILS a player and session. */
const vr: ManagedBooking = managedBooking({
  status: 'approved',
  type: 'vr',
  time: '19:00',
  people: 3,
  rounds: 2,
  duration: 40,
  packagePrice: 35,
  lanesNeeded: 0,
});

const occupancy: VrSessionOccupancy[] = ['18:20', '18:40', '19:00', '19:20', '19:40'].map(
  (sessionStart) => ({
    sessionStart,
    stationsTaken: sessionStart === '18:40' ? 2 : 0,
    stationsTotal: 4,
  }),
);

beforeAll(
  () => Promise.all([import('../../../app/root-layout.tsx'), import('./manage-booking-page.tsx')]),
  60_000,
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getBookingByToken).mockResolvedValue(vr);
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
  vi.mocked(getVrOccupancy).mockResolvedValue(occupancy);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.clearAllMocks();
  await activateLocale('en');
});

const main = () =>
  within(screen.getByRole('heading', { level: 1 }).closest('main') ?? document.body);

describe('a VR booking on its manage link', { timeout: 20_000 }, () => {
  it('says what it is, its price and its next step in VR words', async () => {
    renderRoutes(`/booking/manage/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is approved' }),
    ).toBeVisible();
    expect(main().getByText('VR · 3 players · 2 sessions (40 min)')).toBeVisible();
    // 3 players × 2 sessions × 35 ILS.
    expect(main().getByText('210 ILS')).toBeVisible();
    expect(main().getByText(/Your VR stations are booked/)).toBeVisible();
    expect(main().queryByText('Rounds')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText(
        'Your VR stations will be offered to other players. This cannot be undone.',
      ),
    ).toBeVisible();
  });

  it('says the same in Arabic', async () => {
    renderRoutes(`/ar/booking/manage/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'تم قبول حجزكم' })).toBeVisible();
    expect(main().getByText('واقع افتراضي · 3 لاعبين · جلستان (40 دقيقة)')).toBeVisible();
    expect(main().getByText(/محطات الواقع الافتراضي محجوزة لكم/)).toBeVisible();
  });

  it('moves it on the VR grid, whose starts show the stations left for its 3 players', async () => {
    vi.mocked(rescheduleBookingByToken).mockResolvedValue({ ...vr, time: '19:20' });
    const user = userEvent.setup();
    renderRoutes(`/booking/manage/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Change time' }));
    const panel = within(screen.getByRole('region', { name: 'Choose a new day and time' }));
    const start = await panel.findByRole('button', { name: '19:20' });
    expect(start).toHaveAccessibleDescription('4 of 4 left');
    // 18:20 and 18:40 reach the session with 2 left; 19:40 would run past the last session.
    expect(panel.getByRole('button', { name: '18:20' })).toBeDisabled();
    expect(panel.getByRole('button', { name: '18:40' })).toBeDisabled();
    expect(panel.getByRole('button', { name: '19:40' })).toBeDisabled();
    expect(getVenueDay).not.toHaveBeenCalled();
    await user.click(start);
    await user.click(panel.getByRole('button', { name: 'Confirm new time' }));
    await waitFor(() =>
      expect(rescheduleBookingByToken).toHaveBeenCalledWith(publicClient, token, {
        date: '2026-11-21',
        time: '19:20',
      }),
    );
  });

  it('counts its own stations free where it plays now: 19:20 fits its players beside the 19:00 they hold', async () => {
    // It holds 3 of the 4 stations at 19:00 and 19:20; another player holds one at 19:40.
    vi.mocked(getVrOccupancy).mockResolvedValue(
      ['18:40', '19:00', '19:20', '19:40', '20:00'].map((sessionStart) => ({
        sessionStart,
        stationsTaken: { '19:00': 3, '19:20': 3, '19:40': 1 }[sessionStart] ?? 0,
        stationsTotal: 4,
      })),
    );
    renderRoutes(`/booking/manage/${token}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Change time' }));
    const panel = within(screen.getByRole('region', { name: 'Choose a new day and time' }));
    const start = await panel.findByRole('button', { name: '19:20' });
    expect(start).toBeEnabled();
    expect(start).toHaveAccessibleDescription('4 of 4 left');
    // 18:40 reaches 19:00, its own session: free for it too. 19:40 has 3 left, enough for 3.
    expect(panel.getByRole('button', { name: '18:40' })).toBeEnabled();
    expect(panel.getByRole('button', { name: '19:40' })).toHaveAccessibleDescription('3 of 4 left');
    expect(panel.getByRole('button', { name: '19:40' })).toBeEnabled();
  });
});
