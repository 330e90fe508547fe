import { focusManager, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingPulse } from '@venue/data/bookings/get-booking-pulse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { StaffSessionContext } from '../../app/session/staff-session-context.ts';
import { activateLocale } from '../../lib/i18n.ts';
import { stubSession, testQueryClient } from '../../test/render-app.tsx';
import { liveKeys, pulseIntervalMs } from './api/use-booking-pulse.ts';
import { LiveBookings } from './live-bookings.tsx';
import { playNewBookingSound } from './new-booking-sound.ts';
import { soundPreferenceKey } from './use-new-booking-sound-preference.ts';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('./new-booking-sound.ts', () => ({ playNewBookingSound: vi.fn() }));

/** What the database answers to the pulse; each test moves it as bookings come and go. */
let answer: BookingPulse;
const getBookingPulse = vi.fn(async () => answer);
vi.mock('@venue/data/bookings/get-booking-pulse', () => ({
  getBookingPulse: () => getBookingPulse(),
}));

const appTitle = 'Strike Zone back-office';

function pulse(pendingCount: number, name: string, createdAt: string): BookingPulse {
  return { pendingCount, latest: { id: `id-${name}`, name, createdAt } };
}

const firstLoad = pulse(3, 'Omar Saleh', '2026-11-25T10:00:00.123456+00:00');
const newRequest = pulse(4, 'Lina Haddad', '2026-11-25T10:05:00.000001+00:00');

let client: QueryClient;
const onBookingsChange = vi.fn();

function renderLive() {
  return render(
    <AppProviders queryClient={client}>
      <StaffSessionContext.Provider value={stubSession('reception')}>
        <LiveBookings onBookingsChange={onBookingsChange} />
      </StaffSessionContext.Provider>
    </AppProviders>,
  );
}

/**
 * The next poll, as the 5-second interval or a refocus would make it; then the query's
 * notification to the page (TanStack Query sends it on the next macrotask).
 */
async function poll(next: BookingPulse) {
  answer = next;
  await act(async () => {
    await client.refetchQueries({ queryKey: liveKeys.pulse });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function soundToggle(name = 'Sound for new booking requests') {
  return screen.getByRole('button', { name });
}

beforeEach(() => {
  client = testQueryClient();
  answer = firstLoad;
  document.title = appTitle;
  getBookingPulse.mockClear();
  onBookingsChange.mockClear();
  vi.mocked(playNewBookingSound).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('live new bookings', () => {
  it('shows the pending count in the tab title, without a sound or a toast on first load', async () => {
    renderLive();
    await vi.waitFor(() => expect(document.title).toBe(`(3) ${appTitle}`));
    expect(playNewBookingSound).not.toHaveBeenCalled();
    expect(onBookingsChange).not.toHaveBeenCalled();
    expect(screen.queryByText(/New booking request/)).toBeNull();
    expect(soundToggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a new request refreshes the bookings, plays the sound once and names the visitor in a toast', async () => {
    renderLive();
    await vi.waitFor(() => expect(document.title).toBe(`(3) ${appTitle}`));
    await poll(newRequest);
    expect(document.title).toBe(`(4) ${appTitle}`);
    expect(onBookingsChange).toHaveBeenCalledTimes(1);
    expect(playNewBookingSound).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('New booking request: Lina Haddad')).toBeInTheDocument();

    await poll(newRequest);
    expect(onBookingsChange).toHaveBeenCalledTimes(1);
    expect(playNewBookingSound).toHaveBeenCalledTimes(1);
  });

  it('an approval or a deletion refreshes the bookings but is no new request: no sound, no toast', async () => {
    renderLive();
    await vi.waitFor(() => expect(document.title).toBe(`(3) ${appTitle}`));
    await poll(pulse(2, 'Omar Saleh', firstLoad.latest?.createdAt ?? ''));
    expect(document.title).toBe(`(2) ${appTitle}`);
    await poll({ pendingCount: 0, latest: null });
    expect(document.title).toBe(appTitle);
    expect(onBookingsChange).toHaveBeenCalledTimes(2);
    expect(playNewBookingSound).not.toHaveBeenCalled();
    expect(screen.queryByText(/New booking request/)).toBeNull();
  });

  it('the first request after an empty desk is a new request', async () => {
    const emptyDesk = { pendingCount: 0, latest: null };
    answer = emptyDesk;
    renderLive();
    await poll(emptyDesk);
    expect(client.getQueryData(liveKeys.pulse)).toEqual(emptyDesk);
    expect(document.title).toBe(appTitle);
    await poll(pulse(1, 'Sami Odeh', '2026-11-25T11:00:00+00:00'));
    expect(document.title).toBe(`(1) ${appTitle}`);
    expect(playNewBookingSound).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('New booking request: Sami Odeh')).toBeInTheDocument();
  });

  it('the bell turns the sound off, and this browser remembers it; the toast still shows', async () => {
    const { unmount } = renderLive();
    await vi.waitFor(() => expect(document.title).toBe(`(3) ${appTitle}`));
    await userEvent.click(soundToggle());
    expect(soundToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(soundPreferenceKey)).toBe('false');
    await poll(newRequest);
    expect(await screen.findByText('New booking request: Lina Haddad')).toBeInTheDocument();
    expect(playNewBookingSound).not.toHaveBeenCalled();
    unmount();
    expect(document.title).toBe(appTitle);

    renderLive();
    expect(soundToggle()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(soundToggle());
    expect(soundToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(soundPreferenceKey)).toBe('true');
  });

  it('polls every 5 seconds while the tab is in front, and not while it is hidden', async () => {
    vi.useFakeTimers();
    focusManager.setFocused(true);
    renderLive();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getBookingPulse).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(pulseIntervalMs));
    expect(getBookingPulse).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(pulseIntervalMs));
    expect(getBookingPulse).toHaveBeenCalledTimes(3);

    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(pulseIntervalMs * 4));
    expect(getBookingPulse).toHaveBeenCalledTimes(3);

    answer = newRequest;
    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getBookingPulse).toHaveBeenCalledTimes(4);
    expect(document.title).toBe(`(4) ${appTitle}`);
  });
});

describe('live new bookings in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('the tab title, the bell and the toast speak Arabic; the name stays as typed', async () => {
    renderLive();
    await vi.waitFor(() => expect(document.title).toBe('(3) لوحة إدارة Strike Zone'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const bell = soundToggle('صوت طلبات الحجز الجديدة');
    expect(bell).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bell);
    await poll(newRequest);
    expect(document.title).toBe('(4) لوحة إدارة Strike Zone');
    const toast = await screen.findByText('طلب حجز جديد: Lina Haddad');
    expect(
      within(toast.closest('.mantine-Notification-root') ?? document.body).queryByText(/New/),
    ).toBeNull();
    expect(playNewBookingSound).toHaveBeenCalledTimes(1);
  });
});
