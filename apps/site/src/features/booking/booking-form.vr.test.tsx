import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { requestBooking } from '@venue/data/bookings/request-booking';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { getVrSettings } from '@venue/data/vr/get-vr-settings';
import { getVrOccupancy, type VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { defaultSchedule } from '@venue/domain/schedule';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { ConfirmProvider } from '../../components/confirm-dialog/confirm-provider.tsx';
import type { BookingLink } from '../../lib/booking-link.ts';
import { activateLocale } from '../../lib/i18n.ts';
import { venueDayOf } from '../../test/venue-day.ts';
import { BookingForm } from './booking-form.tsx';

vi.mock('../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: vi.fn() }));
vi.mock('@venue/data/vr/get-vr-settings', () => ({ getVrSettings: vi.fn() }));
vi.mock('@venue/data/vr/vr-occupancy', () => ({ getVrOccupancy: vi.fn() }));
vi.mock('@venue/data/bookings/request-booking', () => ({ requestBooking: vi.fn() }));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/prices/get-prices', () => ({
  getPrices: vi.fn(async () => ({ bowling_game_price: 25, vr_session_price: 35 })),
}));

// 10:00 UTC on Saturday, November 21, 2026 is 12:00 at the venue: every session of today is open.
const now = new Date('2026-11-21T10:00:00Z');

/** vr_occupancy's answer: 20-minute sessions from 15:00 to 22:40 of 4 stations, `taken` per session. */
function occupancyOf(taken: Readonly<Record<string, number>>): VrSessionOccupancy[] {
  return Array.from({ length: 24 }, (_, index) => {
    const minutes = 15 * 60 + index * 20;
    const sessionStart = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { sessionStart, stationsTaken: taken[sessionStart] ?? 0, stationsTotal: 4 };
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
  vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({}));
  vi.mocked(getVrSettings).mockResolvedValue({ stationCount: 4, sessionMinutes: 20 });
  // 18:20 has 2 of its 4 stations taken; 20:00 is blocked whole.
  vi.mocked(getVrOccupancy).mockResolvedValue(occupancyOf({ '18:20': 2, '20:00': 4 }));
  vi.mocked(listBirthdayPackages).mockResolvedValue([]);
  vi.mocked(requestBooking).mockResolvedValue({
    id: 'new-booking-id',
    reference: 'SZ-7K4Q',
    manageToken: 'a-manage-token',
  });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.clearAllMocks();
  await activateLocale('en');
});

function renderForm(requested?: BookingLink) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <ConfirmProvider>
        <BookingForm requested={requested} />
      </ConfirmProvider>
    </AppProviders>,
  );
  return user;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function fillContact(user: ReturnType<typeof userEvent.setup>, labels: readonly string[]) {
  const values = ['Lina Haddad', 'lina@example.com', '+970591234567'];
  for (const [index, label] of labels.entries()) {
    await user.click(screen.getByLabelText(label));
    await user.paste(values[index] ?? '');
  }
}

describe('booking VR', { timeout: 20_000 }, () => {
  it('takes players and sessions, prices them live, shows the stations left and books 3 players for 2 sessions', async () => {
    const user = renderForm();
    await user.click(button('VR Session'));
    expect(button('VR Session')).toHaveAttribute('aria-pressed', 'true');
    const players = screen.getByRole('spinbutton', { name: 'Number of Players' });
    expect(players).toHaveAttribute('aria-valuemax', '4');
    expect(screen.getByText('One VR station per player, up to 4 players.')).toBeInTheDocument();
    expect(screen.getByText('VR is for players aged 8 and over.')).toBeInTheDocument();
    expect(await screen.findByText('35 ILS')).toBeInTheDocument();

    await user.clear(players);
    await user.type(players, '3');
    await user.click(button('One session more'));
    expect(screen.getByRole('spinbutton', { name: 'Number of Sessions' })).toHaveValue('2');
    expect(screen.getByText('210 ILS')).toBeInTheDocument();
    expect(screen.getByText('3 players × 2 sessions × 35 ILS')).toBeInTheDocument();
    expect(screen.getByText('40 minutes in all')).toBeInTheDocument();

    // Each start says its stations left; one whose sessions lack 3 stations cannot be chosen.
    const open = await screen.findByRole('button', { name: '17:40' });
    expect(open).toBeEnabled();
    expect(open).toHaveAccessibleDescription('4 of 4 left');
    for (const time of ['18:00', '18:20']) {
      expect(button(time)).toBeDisabled();
      expect(button(time)).toHaveAccessibleDescription(/Not enough stations for your group/);
    }
    expect(button('18:20')).toHaveAccessibleDescription(/2 of 4 left/);
    expect(button('20:00')).toHaveAccessibleDescription(/0 of 4 left/);
    expect(button('22:40')).toHaveAccessibleDescription(/Runs past the last session/);
    await user.click(button('19:00'));
    expect(button('19:00')).toHaveAccessibleDescription(/40 min/);

    await fillContact(user, ['Full Name', 'Email', 'WhatsApp Number']);
    await user.click(button('Book VR'));
    const box = screen.getByRole('checkbox', {
      name: 'I confirm that every player is at least 8 years old',
    });
    expect(await screen.findByText('Please confirm that every player is 8 or older')).toBeVisible();
    expect(box).toHaveFocus();
    expect(requestBooking).not.toHaveBeenCalled();

    await user.click(box);
    expect(screen.queryByText('Please confirm that every player is 8 or older')).toBeNull();
    await user.click(button('Book VR'));
    await waitFor(() => expect(requestBooking).toHaveBeenCalledTimes(1));
    expect(requestBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        type: 'vr',
        people: 3,
        rounds: 2,
        date: '2026-11-21',
        time: '19:00',
        ageConfirmed: true,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'VR Request Received!' });
    expect(within(dialog).getByText('VR · 3 players · 2 sessions (40 min)')).toBeInTheDocument();
    expect(within(dialog).getByText('210 ILS')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Arrive 10 minutes before your first session');
  });

  it('a VR link opens the form on VR, with the VR info panel', async () => {
    renderForm({ type: 'vr', packageName: null });
    expect(button('VR Session')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'VR Sessions' })).toBeInTheDocument();
    expect(await screen.findByText(/35 ILS per player per session/)).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Each VR session lasts 20 minutes\. The zone has 4 stations, one per player\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Every player must be at least 8 years old.')).toBeInTheDocument();
  });

  it('a session filled since the grid was read is refused before sending, by its code', async () => {
    const user = renderForm({ type: 'vr', packageName: null });
    await user.click(button('One player more'));
    await user.click(await screen.findByRole('button', { name: '19:00' }));
    await fillContact(user, ['Full Name', 'Email', 'WhatsApp Number']);
    await user.click(screen.getByRole('checkbox', { name: /every player is at least 8/ }));
    vi.mocked(getVrOccupancy).mockResolvedValue(occupancyOf({ '19:00': 3 }));
    await user.click(button('Book VR'));
    expect(
      await screen.findByText(
        'Not enough VR stations are free on Nov 21, 2026 at 19:00: 1 of 4 left, 2 needed.',
      ),
    ).toBeInTheDocument();
    expect(requestBooking).not.toHaveBeenCalled();
  });
});

describe('booking VR in Arabic', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('takes Arabic-Indic digits, shows the stations left and the price in Arabic, and books', async () => {
    const user = renderForm();
    await user.click(button('جلسة واقع افتراضي'));
    const players = screen.getByRole('spinbutton', { name: 'عدد اللاعبين' });
    await user.clear(players);
    await user.type(players, '٣');
    expect(players).toHaveValue('3');
    await user.click(button('جلسة إضافية'));
    expect(screen.getByText(/3 لاعبين × جلستان ×/)).toBeInTheDocument();
    expect(screen.getByText(/210/)).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: '17:40' })).toHaveAccessibleDescription(
      'متاح 4 من 4',
    );
    expect(button('18:20')).toBeDisabled();
    expect(button('18:20')).toHaveAccessibleDescription(/متاح 2 من 4/);
    expect(button('18:20')).toHaveAccessibleDescription(/لا تكفي المحطات لمجموعتكم/);
    await user.click(button('19:00'));

    await fillContact(user, ['الاسم الكامل', 'البريد الإلكتروني', 'رقم واتساب']);
    await user.click(button('احجزوا الواقع الافتراضي'));
    expect(await screen.findByText('يُرجى تأكيد أن عمر كل لاعب 8 سنوات أو أكثر')).toBeVisible();
    expect(requestBooking).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('checkbox', { name: 'أؤكد أن عمر كل لاعب 8 سنوات على الأقل' }),
    );
    await user.click(button('احجزوا الواقع الافتراضي'));
    await waitFor(() =>
      expect(requestBooking).toHaveBeenCalledWith(
        {},
        expect.objectContaining({
          type: 'vr',
          people: 3,
          rounds: 2,
          ageConfirmed: true,
          locale: 'ar',
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'تم استلام طلب الواقع الافتراضي!' });
    expect(dialog).toHaveTextContent('واقع افتراضي · 3 لاعبين · جلستان (40 دقيقة)');
  });
});
