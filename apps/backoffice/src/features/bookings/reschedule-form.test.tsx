import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { rescheduleBooking } from '@venue/data/bookings/reschedule-booking';
import { sendBookingEmail } from '@venue/data/bookings/send-booking-email';
import { toDataError } from '@venue/data/errors';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { timeRequiredMessage } from '@venue/domain/forms/booking-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { testSchedule, venueDayOf } from '../../test/venue-schedule.ts';
import { RescheduleForm } from './reschedule-form.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/reschedule-booking', () => ({ rescheduleBooking: vi.fn() }));
vi.mock('@venue/data/bookings/send-booking-email', () => ({ sendBookingEmail: vi.fn() }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: vi.fn() }));

/** Nov 26 closed all day; Nov 27 open late, to 01:30; every other day the opening hours. */
const schedule = testSchedule({
  closures: [
    {
      day: '2026-11-26',
      fromTime: null,
      toTime: null,
      reason: { en: 'Staff training', ar: 'تدريب الموظفين' },
    },
  ],
  special: [
    {
      firstDay: '2026-11-27',
      lastDay: '2026-11-27',
      opensAt: '20:00',
      closesAt: '01:30',
      name: { en: 'Late night' },
    },
  ],
});

// 16:00 UTC on Nov 21, 2026 is 18:00 at the venue: the 18:00 slot has begun, 18:45 has not.
const now = new Date('2026-11-21T16:00:00Z');

const booking = {
  id: 'booking-1',
  name: 'Lina Haddad',
  date: '2026-11-25',
  time: '19:30',
  duration: 45,
  status: 'approved',
  lane: 3,
  lanes: [3],
  lanes_needed: 1,
} as BookingRow;

/** A group of 12 on lanes 2 and 3 at 19:30 on Nov 25. */
const group = { ...booking, people: 12, lane: 2, lanes: [2, 3], lanes_needed: 2 } as BookingRow;

function renderForm(
  onDone = vi.fn(),
  moved: BookingRow = booking,
  labels = { date: /New date/, time: 'New time' },
) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RescheduleForm booking={moved} onDone={onDone} />
    </AppProviders>,
  );
  return {
    onDone,
    date: screen.getByLabelText(labels.date),
    time: screen.getByRole('combobox', { name: labels.time }),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(rescheduleBooking).mockReset().mockResolvedValue(2);
  vi.mocked(getSchedule).mockResolvedValue(schedule);
  // 20:15 on Nov 28 has no lane free.
  vi.mocked(getVenueDay).mockImplementation(async (_client, day) =>
    venueDayOf(schedule, day, day === '2026-11-28' ? { '20:15': 6 } : {}),
  );
  vi.mocked(sendBookingEmail)
    .mockReset()
    .mockResolvedValue({ status: 'sent', recipient: 'lina@example.com' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the reschedule form', () => {
  it('moves the booking to the chosen date and slot, then closes', async () => {
    const user = userEvent.setup();
    const { date, time, onDone } = renderForm();
    await user.clear(date);
    await user.type(date, '2026-11-24');
    await user.selectOptions(time, '21:45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(rescheduleBooking).toHaveBeenCalledWith({}, 'booking-1', '2026-11-24', '21:45');
  });

  it('e-mails the customer the new time once the move is saved, and says so', async () => {
    const user = userEvent.setup();
    const { date } = renderForm();
    await user.clear(date);
    await user.type(date, '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Booking updated successfully! The new time was emailed to lina@example.com.',
      ),
    ).toBeInTheDocument();
    expect(sendBookingEmail).toHaveBeenCalledWith({}, 'booking-1');
    expect(vi.mocked(sendBookingEmail).mock.invocationCallOrder[0]).toBeGreaterThan(
      vi.mocked(rescheduleBooking).mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY,
    );
  });

  it('a move saved but not e-mailed warns with the reason', async () => {
    vi.mocked(sendBookingEmail).mockResolvedValue({
      status: 'failed',
      error: 'The e-mail service is busy.',
      refusal: null,
    });
    const user = userEvent.setup();
    const { date, onDone } = renderForm();
    await user.clear(date);
    await user.type(date, '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Booking updated but email failed to send: The e-mail service is busy.',
      ),
    ).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it('refuses a slot that has begun on the venue clock, beside the time, and sends nothing', async () => {
    const user = userEvent.setup();
    const { date, time } = renderForm();
    await user.clear(date);
    await user.type(date, '2026-11-21');
    await user.selectOptions(time, '18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This time is no longer available')).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(rescheduleBooking).not.toHaveBeenCalled();
    expect(sendBookingEmail).not.toHaveBeenCalled();
  });

  it('refuses an empty date with the schema message', async () => {
    const user = userEvent.setup();
    const { date } = renderForm();
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a date')).toBeInTheDocument();
    expect(rescheduleBooking).not.toHaveBeenCalled();
  });

  it('shows a refusal of the database beside the field it names', async () => {
    vi.mocked(rescheduleBooking).mockRejectedValue(
      toDataError({ message: timeRequiredMessage, code: 'VN010', details: 'time' }),
    );
    const user = userEvent.setup();
    const { time, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(time).toHaveAttribute('aria-invalid', 'true'));
    expect(onDone).not.toHaveBeenCalled();
    expect(sendBookingEmail).not.toHaveBeenCalled();
  });

  it('says "Closed" with the reason on a day closed all day, and saves nothing', async () => {
    const user = userEvent.setup();
    const { date } = renderForm();
    await user.clear(date);
    await user.type(date, '2026-11-26');
    expect(await screen.findByTestId('reschedule-closed')).toHaveTextContent(
      'Closed: Staff training',
    );
    expect(screen.queryByRole('combobox', { name: 'New time' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(rescheduleBooking).not.toHaveBeenCalled();
  });

  it("lists the slots the chosen day offers: a late night's after midnight, a slot without a free lane as full", async () => {
    const user = userEvent.setup();
    const { date } = renderForm();
    await user.clear(date);
    await user.type(date, '2026-11-27');
    const time = screen.getByRole('combobox', { name: 'New time' });
    expect(await within(time).findByRole('option', { name: '00:30' })).toBeInTheDocument();
    expect(within(time).queryByRole('option', { name: '15:00' })).toBeNull();
    await user.selectOptions(time, '00:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(rescheduleBooking).toHaveBeenCalledWith({}, 'booking-1', '2026-11-27', '00:30'),
    );

    await user.clear(date);
    await user.type(date, '2026-11-28');
    expect(await within(time).findByRole('option', { name: '20:15 · Full' })).toBeInTheDocument();
    expect(within(time).getByRole('option', { name: '21:00' })).toBeInTheDocument();
  });
});

describe('rescheduling a group on two lanes', () => {
  beforeEach(() => {
    // Nov 25: 18:45 has 5 of 6 lanes held (one free); 19:30 has the group's two and four others.
    // Nov 28: 20:15 has one lane free, 21:00 two.
    vi.mocked(getVenueDay).mockImplementation(async (_client, day) =>
      venueDayOf(
        schedule,
        day,
        day === '2026-11-25'
          ? { '18:45': 5, '19:30': 6 }
          : day === '2026-11-28'
            ? { '20:15': 5, '21:00': 4 }
            : {},
      ),
    );
  });

  it('marks "Full" a slot with fewer lanes free than the group holds, its own lanes counted free', async () => {
    const user = userEvent.setup();
    const { date, time } = renderForm(vi.fn(), group);
    expect(await within(time).findByRole('option', { name: '18:45 · Full' })).toBeInTheDocument();
    // Its own slot: the two lanes it holds are free for it.
    expect(within(time).getByRole('option', { name: '19:30' })).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2026-11-28');
    expect(await within(time).findByRole('option', { name: '20:15 · Full' })).toBeInTheDocument();
    expect(within(time).getByRole('option', { name: '21:00' })).toBeInTheDocument();
  });

  it('a party of four finds the slot with one lane free open', async () => {
    const { time } = renderForm();
    expect(await within(time).findByRole('option', { name: '18:45' })).toBeInTheDocument();
  });

  it('in Arabic: a slot too full for the group reads "مكتمل"', async () => {
    await activateLocale('ar');
    try {
      const user = userEvent.setup();
      const { date, time } = renderForm(vi.fn(), group, {
        date: /التاريخ الجديد/,
        time: 'الوقت الجديد',
      });
      await user.clear(date);
      await user.type(date, '2026-11-28');
      expect(
        await within(time).findByRole('option', { name: '20:15 · مكتمل' }),
      ).toBeInTheDocument();
      expect(within(time).getByRole('option', { name: '21:00' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
