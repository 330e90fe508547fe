import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingEmail } from '@venue/data/bookings/list-booking-emails';
import { sendBookingEmail } from '@venue/data/bookings/send-booking-email';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { BookingEmailStatus, staleSendingMs } from './booking-email-status.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/send-booking-email', () => ({ sendBookingEmail: vi.fn() }));

const now = new Date('2026-11-21T16:00:00Z');

const approved = {
  id: 'booking-1',
  name: 'Lina Haddad',
  email: 'lina@example.com',
  date: '2026-11-25',
  time: '19:30',
  duration: 45,
  status: 'approved',
} as BookingRow;

function row(overrides: Partial<BookingEmail>): BookingEmail {
  return {
    booking_id: 'booking-1',
    kind: 'approved',
    status: 'sent',
    error: null,
    recipient: 'lina@example.com',
    attempts: 1,
    created_at: '2026-11-21T15:59:00Z',
    updated_at: '2026-11-21T15:59:00Z',
    ...overrides,
  };
}

function renderStatus(email: BookingEmail | null | undefined, booking: BookingRow = approved) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <BookingEmailStatus booking={booking} email={email} />
    </AppProviders>,
  );
}

const resendButton = () => screen.queryByRole('button', { name: 'Resend email' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(sendBookingEmail).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the booking card's e-mail state", () => {
  it('sent: says to whom, and offers no resend', () => {
    renderStatus(row({}));
    expect(screen.getByText('Confirmation email sent to lina@example.com')).toBeInTheDocument();
    expect(resendButton()).toBeNull();
  });

  it('failed: shows the reason and offers "Resend email"', () => {
    renderStatus(row({ status: 'failed', recipient: null, error: 'The e-mail service is busy.' }));
    expect(
      screen.getByText('Confirmation email failed: The e-mail service is busy.'),
    ).toBeInTheDocument();
    expect(resendButton()).toBeInTheDocument();
  });

  it('sending for less than the stale limit: shows it is on its way, resend still offered', () => {
    const updated = new Date(now.getTime() - staleSendingMs + 1_000).toISOString();
    renderStatus(row({ status: 'sending', updated_at: updated }));
    expect(screen.getByText('Confirmation email sending…')).toBeInTheDocument();
    expect(resendButton()).toBeInTheDocument();
  });

  it('sending for longer than the stale limit counts as failed', () => {
    const updated = new Date(now.getTime() - staleSendingMs - 1_000).toISOString();
    renderStatus(row({ status: 'sending', updated_at: updated }));
    expect(
      screen.getByText('Confirmation email failed: the email service did not answer'),
    ).toBeInTheDocument();
    expect(resendButton()).toBeInTheDocument();
  });

  it('none on file (the tab closed, or a reschedule not yet e-mailed): says so and offers resend', () => {
    renderStatus(null);
    expect(screen.getByText('No confirmation email on file')).toBeInTheDocument();
    expect(resendButton()).toBeInTheDocument();
  });

  it('a rejection names the rejection email', () => {
    renderStatus(null, { ...approved, status: 'rejected' });
    expect(screen.getByText('No rejection email on file')).toBeInTheDocument();
  });

  it('skipped for lack of an address: says so and offers resend', () => {
    renderStatus(row({ status: 'skipped', recipient: null }));
    expect(screen.getByText('Confirmation email not sent: no email on file')).toBeInTheDocument();
    expect(resendButton()).toBeInTheDocument();
  });

  it('shows nothing for a pending booking or while the outbox is not loaded', () => {
    const { unmount } = renderStatus(null, { ...approved, status: 'pending' });
    expect(screen.queryByText(/email/)).toBeNull();
    expect(resendButton()).toBeNull();
    unmount();
    renderStatus(undefined);
    expect(screen.queryByText(/email/)).toBeNull();
    expect(resendButton()).toBeNull();
  });

  it('"Resend email" e-mails the booking again and says where it went', async () => {
    vi.mocked(sendBookingEmail).mockResolvedValue({
      status: 'sent',
      recipient: 'lina@example.com',
    });
    renderStatus(null);
    await userEvent.click(resendButton() as HTMLElement);
    expect(await screen.findByText('Email sent to lina@example.com!')).toBeInTheDocument();
    expect(sendBookingEmail).toHaveBeenCalledWith({}, 'booking-1');
  });
});
