import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { vrBookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { VrRescheduleForm } from './vr-reschedule-form.tsx';

// Reception moves an approved VR booking to another VR session (issue 32), in English and Arabic.

const data = vi.hoisted(() => ({ rescheduleBooking: vi.fn(), sendBookingEmail: vi.fn() }));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/reschedule-booking', () => ({
  rescheduleBooking: data.rescheduleBooking,
}));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendBookingEmail: data.sendBookingEmail,
}));
vi.mock('@venue/data/vr/get-vr-settings', () => ({
  getVrSettings: async () => ({ stationCount: 4, sessionMinutes: 20 }),
}));
// The booking plays 18:00 and 18:20 on stations 1–3; 18:40 has one station taken, 19:00 two.
vi.mock('@venue/data/vr/vr-occupancy', () => ({
  getVrOccupancy: async () =>
    [
      ['18:00', 3],
      ['18:20', 3],
      ['18:40', 1],
      ['19:00', 2],
    ].map(([sessionStart, stationsTaken]) => ({ sessionStart, stationsTaken, stationsTotal: 4 })),
}));

const day = addDays(venueToday(new Date(), venueTimeZone), 10);
const booking = vrBookingRow({
  date: day,
  status: 'approved',
  lane: null,
  lanes: null,
  stations: [1, 2, 3],
  vr_start: '18:00',
});

beforeEach(() => {
  vi.clearAllMocks();
  data.rescheduleBooking.mockResolvedValue(undefined);
  data.sendBookingEmail.mockResolvedValue({ status: 'skipped' });
});

describe("moving a VR booking's sessions", () => {
  it('offers the VR sessions with the stations left, its own counted free, and moves it', async () => {
    const onDone = vi.fn();
    renderWithProviders(<VrRescheduleForm booking={booking} onDone={onDone} />);
    const time = screen.getByRole('combobox', { name: 'New time' });
    expect(
      await within(time).findByRole('option', { name: '18:00 · 4 stations left' }),
    ).toBeInTheDocument();
    // From 18:20 it would play 18:40 too, with its own stations free at 18:20 only: 3 left.
    expect(
      within(time).getByRole('option', { name: '18:20 · 3 stations left' }),
    ).toBeInTheDocument();
    expect(within(time).getByRole('option', { name: '18:40 · Full' })).toBeInTheDocument();
    expect(within(time).queryByRole('option', { name: /^19:00/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(time, '18:20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(data.rescheduleBooking).toHaveBeenCalledWith({}, booking.id, day, '18:20');
  });

  it("shows the database's refusal beside the time, in Arabic", async () => {
    await activateLocale('ar');
    data.rescheduleBooking.mockRejectedValue(
      new DataError('There is no VR session at 18:10 that day.', 'VN010', 'time', {
        code: 'vr.start_invalid',
        params: { time: '18:10' },
      }),
    );
    renderWithProviders(<VrRescheduleForm booking={booking} onDone={() => {}} />);
    const time = screen.getByRole('combobox', { name: 'الوقت الجديد' });
    await within(time).findByRole('option', { name: '18:00 · 4 محطات متبقية' });
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(
      await screen.findByText('لا توجد جلسة واقع افتراضي الساعة 18:10 في ذلك اليوم.'),
    ).toBeInTheDocument();
    await activateLocale('en');
  });
});
