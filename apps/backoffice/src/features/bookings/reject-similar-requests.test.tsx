import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { PendingBookingActions } from './pending-booking-actions.tsx';

// "Reject similar requests (N)": one reason for the batch, then each rejected customer's e-mail.
const data = vi.hoisted(() => ({
  rejectBookingBatch: vi.fn(),
  sendBookingEmail: vi.fn(),
}));
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/reject-booking-batch', () => ({
  rejectBookingBatch: data.rejectBookingBatch,
}));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendBookingEmail: data.sendBookingEmail,
}));

describe('rejecting similar requests', () => {
  it('is offered only when other requests share the address or phone', () => {
    renderWithProviders(
      <PendingBookingActions
        booking={bookingRow({ status: 'pending', lane: null })}
        isFull={false}
        laneCount={6}
      />,
    );
    expect(screen.queryByRole('button', { name: /Reject similar requests/ })).toBeNull();
  });

  it('asks one reason, rejects the batch, and e-mails each rejected booking', async () => {
    data.rejectBookingBatch.mockResolvedValue(['a', 'b', 'c']);
    data.sendBookingEmail.mockResolvedValue({ status: 'sent', recipient: 'x@example.com' });
    const booking = bookingRow({ id: 'a', name: 'Lina Saleh', status: 'pending', lane: null });
    renderWithProviders(
      <PendingBookingActions booking={booking} isFull={false} laneCount={6} batchSize={3} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reject similar requests (3)' }));
    await screen.findByRole('dialog', { name: 'Reject 3 similar requests' });
    await userEvent.type(
      screen.getByRole('textbox', { name: /Reason for rejection/ }),
      'Repeated requests',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject 3 & Send Emails' }));

    expect(await screen.findByText('3 requests rejected.')).toBeInTheDocument();
    expect(data.rejectBookingBatch).toHaveBeenCalledWith({}, 'a', { typed: 'Repeated requests' });
    expect(data.sendBookingEmail.mock.calls.map(([, id]) => id)).toEqual(['a', 'b', 'c']);
  });
});
