import { render, screen } from '@testing-library/react';
import { timesInAnotherForm } from '@venue/domain/format';
import { describe, expect, it } from 'vitest';
import { BookingConfirmationModal } from './booking-confirmation-modal.tsx';

describe('the booking confirmation', () => {
  it('repeats the day and time in the one form: "Nov 21, 2026 at 19:30"', () => {
    render(
      <BookingConfirmationModal
        summary={{
          type: 'regular',
          name: 'Lina Haddad',
          date: '2026-11-21',
          time: '19:30',
          people: 4,
          rounds: 2,
          phone: '+970591234567',
        }}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Booking Request Received!' });
    expect(dialog).toHaveTextContent('Nov 21, 2026 at 19:30');
    expect(timesInAnotherForm(dialog.textContent ?? '')).toEqual([]);
  });
});
