import { screen } from '@testing-library/react';
import { timesInAnotherForm } from '@venue/domain/format';
import { describe, expect, it } from 'vitest';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BookingSummary } from './booking-summary.tsx';

const booking = bookingRow({ date: '2046-05-10', time: '15:00' });

describe("the desk card's summary", () => {
  it('shows the booking\'s day and time in the one form: "May 10, 2046 at 15:00"', () => {
    const { container } = renderWithProviders(
      <BookingSummary booking={booking} headingId="card-1" approved={1} />,
    );
    expect(screen.getByText('May 10, 2046 at 15:00')).toBeInTheDocument();
    expect(timesInAnotherForm(container.textContent ?? '')).toEqual([]);
  });
});
