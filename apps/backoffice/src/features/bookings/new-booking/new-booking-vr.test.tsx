import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { NewBookingButton } from './new-booking-button.tsx';
import {
  bookingDay,
  bookingDayShown,
  daySchedule,
  offeredPackages,
  offeredSlots,
} from './new-booking-test-data.ts';

// Reception takes a VR booking on the phone (issue 32): players, sessions, a session from the VR
// grid with its stations left, and whether the players' age was asked, in English and Arabic.

const data = vi.hoisted(() => ({
  createStaffBooking: vi.fn(),
  sendBookingEmail: vi.fn(),
  getBookingStations: vi.fn(),
}));

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/create-staff-booking', () => ({
  createStaffBooking: data.createStaffBooking,
}));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendBookingEmail: data.sendBookingEmail,
}));
vi.mock('@venue/data/vr/get-booking-stations', () => ({
  getBookingStations: data.getBookingStations,
}));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: async () => daySchedule }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: async () => offeredSlots }));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: async () => offeredPackages,
}));
vi.mock('@venue/data/vr/get-vr-settings', () => ({
  getVrSettings: async () => ({ stationCount: 4, sessionMinutes: 20 }),
}));
// 18:00 has one station taken, 18:20 three: two players fit from 18:00 for one session only.
vi.mock('@venue/data/vr/vr-occupancy', () => ({
  getVrOccupancy: async () =>
    [
      ['18:00', 1],
      ['18:20', 3],
      ['18:40', 0],
    ].map(([sessionStart, stationsTaken]) => ({ sessionStart, stationsTaken, stationsTotal: 4 })),
}));

beforeEach(() => {
  vi.clearAllMocks();
  data.createStaffBooking.mockResolvedValue({ id: 'vr-new', lane: null, lanes: [] });
  data.getBookingStations.mockResolvedValue({ stations: [1, 2], vrStart: '18:00' });
  data.sendBookingEmail.mockResolvedValue({ status: 'sent', recipient: 'lina@example.com' });
});

async function openVrForm(type: string) {
  renderWithProviders(<NewBookingButton date={bookingDay} />);
  await userEvent.click(screen.getByRole('button', { name: /New booking|حجز جديد/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('radio', { name: type }));
  return dialog;
}

describe('New booking of VR', () => {
  it('offers players, sessions and the VR sessions with their stations left, and no lane', async () => {
    const dialog = await openVrForm('VR');
    const players = within(dialog).getByRole('spinbutton', { name: /^Players/ });
    expect(players).toHaveValue('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'One player more' }));
    expect(players).toHaveValue('2');
    const sessions = within(dialog).getByRole('combobox', { name: /^First session/ });
    expect(
      await within(sessions).findByRole('option', { name: '18:00 · 3 stations left' }),
    ).toBeInTheDocument();
    expect(within(sessions).getByRole('option', { name: '18:20 · Full' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'One session more' }));
    // Two sessions from 18:00 play 18:20 too, where one station is left; 18:40 is the last.
    expect(within(sessions).getByRole('option', { name: '18:00 · Full' })).toBeInTheDocument();
    expect(within(sessions).queryByRole('option', { name: /^18:40/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Lane' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('The booking takes its VR stations at once.')).toBeVisible();
    expect(
      within(dialog).getByRole('checkbox', { name: /^Every player is 8 or older/ }),
    ).not.toBeChecked();
  });

  it('creates it approved with the age asked, e-mails it and names the stations it holds', async () => {
    const dialog = await openVrForm('VR');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Lina Saleh');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0591234567');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Email/ }),
      'lina@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'One player more' }));
    const sessions = within(dialog).getByRole('combobox', { name: /^First session/ });
    await within(sessions).findByRole('option', { name: '18:00 · 3 stations left' });
    await userEvent.selectOptions(sessions, '18:00');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Every player is 8/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    expect(
      await screen.findByText(
        `VR booking approved and confirmation email sent! Stations 1–2 held for ${bookingDayShown} at 18:00.`,
      ),
    ).toBeInTheDocument();
    expect(data.createStaffBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        type: 'vr',
        people: 2,
        rounds: 1,
        time: '18:00',
        approve: true,
        lane: undefined,
        ageConfirmed: true,
        packageId: undefined,
      }),
    );
    expect(data.sendBookingEmail).toHaveBeenCalledWith({}, 'vr-new');
  });

  it('sends no age confirmation when reception could not ask, and refuses without a session', async () => {
    const dialog = await openVrForm('VR');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Omar');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0591234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    expect(await within(dialog).findByText('Please choose a time')).toBeInTheDocument();
    expect(data.createStaffBooking).not.toHaveBeenCalled();
    const sessions = within(dialog).getByRole('combobox', { name: /^First session/ });
    await userEvent.selectOptions(sessions, '18:40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(data.createStaffBooking).toHaveBeenCalled());
    expect(data.createStaffBooking.mock.calls[0]?.[1]).not.toHaveProperty('ageConfirmed');
  });
});

describe('New booking of VR in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('names its fields and the stations left in Arabic', async () => {
    const dialog = await openVrForm('الواقع الافتراضي');
    expect(within(dialog).getByRole('spinbutton', { name: /^اللاعبون/ })).toHaveValue('1');
    const sessions = within(dialog).getByRole('combobox', { name: /^الجلسة الأولى/ });
    expect(
      await within(sessions).findByRole('option', { name: '18:00 · 3 محطات متبقية' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: /^عمر كل لاعب 8 سنوات أو أكثر/ }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'المسار' })).not.toBeInTheDocument();
  });
});
