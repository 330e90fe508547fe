import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { testSchedule } from '../../test/venue-schedule.ts';
import { expectVisible } from '../../test/visible.ts';
import { BookingCard } from './booking-card.tsx';

const data = vi.hoisted(() => ({ markBookingAttendance: vi.fn() }));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/mark-booking-attendance', () => ({
  markBookingAttendance: data.markBookingAttendance,
}));

// 20:00 in Hebron on 10 May 2046 (19:00 in winter time): the 15:00 slot has started, 22:30 not.
const now = new Date('2046-05-10T17:00:00Z');
const started = { date: '2046-05-10', time: '15:00' };
const later = { date: '2046-05-10', time: '22:30' };

function renderCard(overrides: Parameters<typeof bookingRow>[0]) {
  renderWithProviders(
    <BookingCard
      booking={bookingRow(overrides)}
      occupancy={new Map()}
      schedule={testSchedule()}
      email={null}
    />,
  );
  return screen.getByRole('article', { name: 'Lina Haddad' });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('arrivals and no-shows on the booking card', () => {
  it('shows the source and the attendance as badges, nothing for a website booking', async () => {
    await activateLocale('en');
    const card = renderCard({ ...started, source: 'phone', attendance: 'arrived' });
    expect(within(card).getByText('Phone')).toBeInTheDocument();
    await expectVisible(within(card).getByText('Arrived', { selector: '.mantine-Badge-label' }));
  });

  it('shows a walk-in and a no-show', async () => {
    await activateLocale('en');
    const card = renderCard({ ...started, source: 'walk_in', attendance: 'no_show' });
    expect(within(card).getByText('Walk-in')).toBeInTheDocument();
    await expectVisible(within(card).getByText('No-show', { selector: '.mantine-Badge-label' }));
    expect(within(card).queryByText('Website')).toBeNull();
  });

  it('offers Arrived and No-show once the slot has started, and marks the arrival', async () => {
    await activateLocale('en');
    data.markBookingAttendance.mockResolvedValue('arrived');
    const card = renderCard(started);
    expect(within(card).queryByText('Phone')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Arrived' }));
    expect(data.markBookingAttendance).toHaveBeenCalledWith(
      expect.anything(),
      'booking-1',
      'arrived',
    );
    expect(await screen.findByText('Lina Haddad marked as arrived.')).toBeInTheDocument();
  });

  it('marks a no-show', async () => {
    await activateLocale('en');
    data.markBookingAttendance.mockResolvedValue('no_show');
    const card = renderCard(started);
    await userEvent.click(within(card).getByRole('button', { name: 'No-show' }));
    expect(data.markBookingAttendance).toHaveBeenCalledWith(
      expect.anything(),
      'booking-1',
      'no_show',
    );
    expect(await screen.findByText('Lina Haddad marked as no-show.')).toBeInTheDocument();
  });

  it('a recorded arrival can be turned into a no-show or cleared', async () => {
    await activateLocale('en');
    data.markBookingAttendance.mockResolvedValue(null);
    const card = renderCard({ ...started, attendance: 'arrived' });
    expect(within(card).queryByRole('button', { name: 'Arrived' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'No-show' })).toBeEnabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Clear' }));
    expect(data.markBookingAttendance).toHaveBeenCalledWith(expect.anything(), 'booking-1', null);
    await expectVisible(await screen.findByText('Arrival or no-show of Lina Haddad cleared.'));
  });

  it.each([
    ['before the slot has started', later],
    ['on a pending booking', { ...started, status: 'pending' as const }],
    ['on a rejected booking', { ...started, status: 'rejected' as const }],
  ])('offers no attendance buttons %s', async (_case, overrides) => {
    await activateLocale('en');
    const card = renderCard(overrides);
    expect(within(card).getByRole('button', { name: 'History' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Arrived' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'No-show' })).toBeNull();
  });

  it('in Arabic: the badges and buttons, and the server refusal in Arabic', async () => {
    await activateLocale('ar');
    data.markBookingAttendance.mockRejectedValue(
      new DataError(
        'A booking can be marked arrived or no-show once its time has started.',
        'VN020',
        null,
        { code: 'booking.attendance_too_early', params: {} },
      ),
    );
    const card = renderCard({ ...started, source: 'walk_in', attendance: 'no_show' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(card).getByText('حضور مباشر')).toBeInTheDocument();
    await expectVisible(within(card).getByText('لم يحضر', { selector: '.mantine-Badge-label' }));
    expect(within(card).getByRole('button', { name: 'مسح' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'حضر' }));
    expect(
      await screen.findByText(
        'تعذّر تسجيل الحضور أو عدم الحضور: يمكن تسجيل الحضور أو عدم الحضور بعد أن يبدأ موعد الحجز.',
      ),
    ).toBeInTheDocument();
  });
});
