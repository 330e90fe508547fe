import { screen } from '@testing-library/react';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BookingSummary } from './booking-summary.tsx';

const regular: BookingRow = {
  id: 'regular-1',
  name: 'Lina Saleh',
  phone: '+970599123456',
  email: 'lina@example.com',
  people: 4,
  rounds: 2,
  date: '2046-05-10',
  time: '19:30',
  type: 'regular',
  bundle_name: null,
  bundle_price: null,
  duration: 45,
  customer_notes: '',
  status: 'pending',
  created_at: '2046-05-01T10:00:00+00:00',
  contact_attempts: 0,
  last_contact_attempt: null,
  rejection_reason: null,
};

const birthday: BookingRow = {
  ...regular,
  id: 'birthday-1',
  type: 'birthday',
  people: 18,
  rounds: 1,
  bundle_name: 'Blaze',
  bundle_price: 70,
  duration: 90,
  customer_notes: 'سامي turns 8\nChocolate cake, no nuts',
};

function renderSummary(booking: BookingRow) {
  return renderWithProviders(<BookingSummary booking={booking} headingId="heading" approved={2} />);
}

describe("a booking card's summary", () => {
  it('a regular booking shows people and rounds, as before', () => {
    renderSummary(regular);
    expect(screen.getByText('People: 4 · Rounds: 2')).toBeInTheDocument();
    expect(screen.queryByText(/Package:|Estimated total|Deposit/)).toBeNull();
  });

  it('a birthday shows package, guests, estimated total and deposit, never rounds', () => {
    renderSummary(birthday);
    expect(screen.getByText('Package: Blaze · Guests: 18')).toBeInTheDocument();
    expect(screen.getByText('Estimated total: 1,260 ILS (18 guests × 70 ILS)')).toBeInTheDocument();
    expect(screen.getByText('Deposit: 200 ILS')).toBeInTheDocument();
    expect(screen.queryByText(/Rounds/)).toBeNull();
  });

  it("a birthday shows the customer's notes in their own direction", () => {
    renderSummary(birthday);
    const notes = screen.getByText(/سامي turns 8/);
    expect(notes).toHaveAttribute('dir', 'auto');
    expect(notes.parentElement).toHaveTextContent(/^Customer notes: سامي turns 8/);
  });

  it('a birthday without a stored price leaves the estimate out, and no notes line when there are none', () => {
    renderSummary({ ...birthday, bundle_price: null, customer_notes: '' });
    expect(screen.getByText('Package: Blaze · Guests: 18')).toBeInTheDocument();
    expect(screen.queryByText(/Estimated total|Customer notes/)).toBeNull();
  });
});
