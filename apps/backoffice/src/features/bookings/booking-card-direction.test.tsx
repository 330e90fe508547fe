import { screen, within } from '@testing-library/react';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { testSchedule } from '../../test/venue-schedule.ts';
import { BookingCard } from './booking-card.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));

// What a customer or a receptionist typed keeps its own direction on the desk's card: an Arabic
// name, e-mail or rejection reason is isolated from the card's English labels around it.

const arabicName = 'ليلى حداد';
const reason = 'لا توجد مسارات متاحة في الساعة 19:30';

function rejectedBooking(): BookingRow {
  return {
    id: 'booking-ar',
    name: arabicName,
    phone: '+970591234567',
    email: 'ليلى@example.com',
    people: 4,
    rounds: 2,
    date: '2046-05-10',
    time: '19:30',
    type: 'regular',
    bundle_name: null,
    duration: 45,
    status: 'rejected',
    created_at: '2046-05-01T10:00:00+00:00',
    contact_attempts: 1,
    last_contact_attempt: null,
    rejection_reason: reason,
    rejection_reason_key: null,
    source: 'website',
    attendance: null,
    lane: null,
  } satisfies Partial<BookingRow> as BookingRow;
}

describe('the booking card', () => {
  it('shows an Arabic name in a heading with dir="auto", named by it', () => {
    renderWithProviders(
      <BookingCard
        booking={rejectedBooking()}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={null}
      />,
    );
    const card = screen.getByRole('article', { name: arabicName });
    expect(within(card).getByRole('heading', { name: arabicName })).toHaveAttribute('dir', 'auto');
  });

  it('isolates the e-mail and the rejection reason from their English labels', () => {
    renderWithProviders(
      <BookingCard
        booking={rejectedBooking()}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={null}
      />,
    );
    const card = screen.getByRole('article', { name: arabicName });
    const email = within(card).getByText('ليلى@example.com');
    expect(email.tagName).toBe('BDI');
    expect(email.parentElement).toHaveTextContent('Email: ليلى@example.com');
    const shownReason = within(card).getByText(reason);
    expect(shownReason.tagName).toBe('BDI');
    expect(shownReason.parentElement).toHaveTextContent(`Rejection reason: ${reason}`);
  });
});
