import { screen } from '@testing-library/react';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { timesInAnotherForm } from '@venue/domain/format';
import { describe, expect, it } from 'vitest';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BookingSummary } from './booking-summary.tsx';

const regular = bookingRow({
  name: 'Lina Saleh',
  email: 'lina@example.com',
  time: '19:30',
  status: 'pending',
});

const birthday = bookingRow({
  id: 'birthday-1',
  type: 'birthday',
  people: 18,
  rounds: 1,
  bundle_name: 'Blaze',
  bundle_price: 70,
  duration: 90,
  customer_notes: 'سامي turns 8\nChocolate cake, no nuts',
  status: 'pending',
});

function renderSummary(booking: BookingRow) {
  return renderWithProviders(
    <BookingSummary booking={booking} headingId="heading" approved={2} laneCount={6} />,
  );
}

describe("a booking card's summary", () => {
  it('shows the booking\'s day and time in the one form: "May 10, 2046 at 15:00"', () => {
    const { container } = renderSummary(bookingRow({ date: '2046-05-10', time: '15:00' }));
    expect(screen.getByText('May 10, 2046 at 15:00')).toBeInTheDocument();
    expect(timesInAnotherForm(container.textContent ?? '')).toEqual([]);
  });

  it('names the booking by its reference, left to right, and never by its id', () => {
    const { container } = renderSummary(regular);
    expect(screen.getByText('SZ-7K4Q')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('SZ-7K4Q').parentElement).toHaveTextContent('Reference: SZ-7K4Q');
    expect(container.textContent).not.toContain(regular.id);
  });

  it('an approved booking whose customer answered a reminder "I\'m coming" shows "Coming ✓"', () => {
    renderSummary(bookingRow({ confirmed_at: '2046-05-09T16:00:00+00:00' }));
    expect(screen.getByTitle("Answered the reminder: I'm coming")).toHaveTextContent('Coming ✓');
  });

  it('shows no "Coming ✓" before an answer, nor on a booking no longer approved', () => {
    const answered = '2046-05-09T16:00:00+00:00';
    for (const booking of [
      bookingRow(),
      bookingRow({ status: 'cancelled', confirmed_at: answered }),
      bookingRow({ status: 'pending', confirmed_at: answered }),
    ]) {
      const { unmount } = renderSummary(booking);
      expect(screen.queryByText('Coming ✓')).toBeNull();
      unmount();
    }
  });

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

  it('a group holds "Lanes: 2–3", or "Lanes: 2, 5" apart; pending, it says "Needs 2 lanes" (one lane goes unsaid)', () => {
    const { unmount } = renderSummary(
      bookingRow({ status: 'approved', people: 12, lanes: [2, 3] }),
    );
    expect(screen.getByText('Lanes: 2–3')).toBeInTheDocument();
    expect(screen.queryByText(/^Needs/)).toBeNull();
    unmount();
    const apart = renderSummary(bookingRow({ status: 'approved', people: 12, lanes: [5, 2] }));
    expect(screen.getByText('Lanes: 2, 5')).toBeInTheDocument();
    apart.unmount();
    const group = renderSummary({ ...regular, people: 12, lanes_needed: 2 });
    expect(screen.getByText('Needs 2 lanes')).toBeInTheDocument();
    expect(screen.queryByText(/^Lanes?:\s\d+$|^Lanes: 2–3/)).toBeNull();
    group.unmount();
    renderSummary(regular);
    expect(screen.queryByText(/^Needs/)).toBeNull();
  });

  it("an approved booking shows the lane it holds beside the slot's lanes; a pending one has none", () => {
    const { unmount } = renderSummary(bookingRow({ status: 'approved', lane: 4 }));
    expect(screen.getByText('Lane: 4')).toBeInTheDocument();
    expect(screen.getByText('Lanes: 2/6')).toBeInTheDocument();
    unmount();
    renderSummary(regular);
    expect(screen.queryByText(/Lane:/)).toBeNull();
    expect(screen.getByText('Lanes: 2/6')).toBeInTheDocument();
  });

  it('a birthday without a stored price leaves the estimate out, and no notes line when there are none', () => {
    renderSummary({ ...birthday, bundle_price: null, customer_notes: '' });
    expect(screen.getByText('Package: Blaze · Guests: 18')).toBeInTheDocument();
    expect(screen.queryByText(/Estimated total|Customer notes/)).toBeNull();
  });
});
