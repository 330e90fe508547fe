import { focusManager, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type BookingPulse, pulseRequestLimit } from '@venue/data/bookings/get-booking-pulse';
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
vi.mock('@venue/data/bookings/get-booking-pulse', async (original) => ({
  ...(await original<typeof import('@venue/data/bookings/get-booking-pulse')>()),
  getBookingPulse: () => getBookingPulse(),
}));

const appTitle = 'Strike Zone back-office';

/** A request waiting, as the pulse names it. */
function request(name: string, createdAt: string) {
  return { id: `id-${name}`, name, createdAt };
}

const omar = request('Omar Saleh', '2026-11-25T10:00:00.123456+00:00');
const huda = request('Huda Jaber', '2026-11-25T09:00:00+00:00');
const rami = request('Rami Odeh', '2026-11-25T08:00:00+00:00');
const lina = request('Lina Haddad', '2026-11-25T10:05:00.000001+00:00');

/** The pulse of these requests waiting, newest first as the database orders them. */
function pulse(...pending: ReturnType<typeof request>[]): BookingPulse {
  return { pendingCount: pending.length, pending };
}

const firstLoad = pulse(omar, huda, rami);
const newRequest = pulse(lina, omar, huda, rami);

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

  it('a decision on one request and a new one in the same poll: one toast and one sound, for the new one', async () => {
    renderLive();
    await vi.waitFor(() => expect(document.title).toBe(`(3) ${appTitle}`));
    // Huda's request was approved while Lina's came in: still three waiting, and Omar still the
    // newest before Lina, so a count (or the newest alone) would not tell.
    await poll(pulse(lina, omar, rami));
    expect(document.title).toBe(`(3) ${appTitle}`);
    expect(onBookingsChange).toHaveBeenCalledTimes(1);
    expect(playNewBookingSound).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('New booking request: Lina Haddad')).toBeInTheDocument();
    expect(screen.getAllByText(/New booking request/)).toHaveLength(1);
  });

  it('two requests in one poll: a toast for each, one sound', async () => {
    renderLive();
    await vi.waitFor(() => expect(document.title).toBe(`(3) ${appTitle}`));
    const sami = request('Sami Odeh', '2026-11-25T10:06:00+00:00');
    await poll(pulse(sami, lina, omar, huda, rami));
    expect(playNewBookingSound).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('New booking request: Lina Haddad')).toBeInTheDocument();
    expect(screen.getByText('New booking request: Sami Odeh')).toBeInTheDocument();
  });

  it('a request older than a full window that comes into view is no new request', async () => {
    const window = Array.from({ length: pulseRequestLimit }, (_, index) =>
      request(`Guest ${index}`, new Date(Date.UTC(2026, 10, 25, 12, 0, -index)).toISOString()),
    );
    answer = pulse(...window);
    renderLive();
    await vi.waitFor(() => expect(document.title).toBe(`(${pulseRequestLimit}) ${appTitle}`));
    // The newest was approved; Rami's request, waiting all along, is now the window's last.
    await poll({ pendingCount: pulseRequestLimit, pending: [...window.slice(1), rami] });
    expect(onBookingsChange).toHaveBeenCalledTimes(1);
    expect(playNewBookingSound).not.toHaveBeenCalled();
    expect(screen.queryByText(/New booking request/)).toBeNull();
  });

  it('an approval or a deletion refreshes the bookings but is no new request: no sound, no toast', async () => {
    renderLive();
    await vi.waitFor(() => expect(document.title).toBe(`(3) ${appTitle}`));
    await poll(pulse(omar, huda));
    expect(document.title).toBe(`(2) ${appTitle}`);
    await poll(pulse());
    expect(document.title).toBe(appTitle);
    expect(onBookingsChange).toHaveBeenCalledTimes(2);
    expect(playNewBookingSound).not.toHaveBeenCalled();
    expect(screen.queryByText(/New booking request/)).toBeNull();
  });

  it('the first request after an empty desk is a new request', async () => {
    const emptyDesk = pulse();
    answer = emptyDesk;
    renderLive();
    await poll(emptyDesk);
    expect(client.getQueryData(liveKeys.pulse)).toEqual(emptyDesk);
    expect(document.title).toBe(appTitle);
    await poll(pulse(request('Sami Odeh', '2026-11-25T11:00:00+00:00')));
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
