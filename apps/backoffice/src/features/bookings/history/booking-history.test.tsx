import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingEvent } from '@venue/data/bookings/list-booking-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { bookingRow } from '../../../test/booking-row.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { testSchedule } from '../../../test/venue-schedule.ts';
import { BookingCard } from '../booking-card.tsx';

const data = vi.hoisted(() => ({ listBookingEvents: vi.fn() }));

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-booking-events', () => ({
  listBookingEvents: data.listBookingEvents,
}));

const staffId = '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02';
let nextId = 1;

function event(
  kind: BookingEvent['kind'],
  fields: Partial<BookingEvent> = {},
  actor: 'staff' | 'none' = 'staff',
): BookingEvent {
  return {
    id: nextId++,
    booking_id: 'booking-1',
    // 12:05 UTC is 15:05 on the venue's clock in May.
    at: '2046-05-01T12:05:00+00:00',
    actor_id: actor === 'staff' ? staffId : null,
    actor_name: actor === 'staff' ? 'Rami Nasser' : null,
    kind,
    before: null,
    after: null,
    detail: null,
    ...fields,
  };
}

/** One event of every kind, in the order a booking could live them. */
const history: BookingEvent[] = [
  event('created', { detail: 'website' }, 'none'),
  event('contact_attempt', { before: { contact_attempts: 0 }, after: { contact_attempts: 1 } }),
  event('approved', { after: { status: 'approved', lane: 3 } }),
  event('email_sent', { after: { recipient: 'lina@example.com' }, detail: 'approved' }),
  event('rescheduled', {
    before: { date: '2046-05-10', time: '15:00' },
    after: { date: '2046-05-11', time: '18:00', lane: 1 },
  }),
  event('lane_changed', { before: { lane: 1 }, after: { lane: 4 } }),
  event('approved', { after: { status: 'approved', lane: 2, lanes: [2, 3] } }),
  event('lane_changed', { before: { lane: 2, lanes: [2, 3] }, after: { lane: 5, lanes: [5, 6] } }),
  event('email_failed', { detail: 'Mailbox unavailable' }, 'none'),
  event('arrived', { after: { attendance: 'arrived' } }),
  event('attendance_cleared', { after: { attendance: null } }),
  event('no_show', { after: { attendance: 'no_show' } }),
  event('rejected', { detail: 'Full capacity' }),
  event(
    'cancelled',
    { before: { status: 'approved', lane: 2 }, after: { status: 'cancelled' }, detail: 'customer' },
    'none',
  ),
  event('cancelled', { before: { status: 'pending', lane: null }, detail: 'customer' }, 'none'),
  event(
    'cancelled',
    { before: { status: 'approved', lane: 1, lanes: [1, 2] }, detail: 'customer' },
    'none',
  ),
  event('cancelled', {
    before: { status: 'approved', lane: 2 },
    after: { status: 'cancelled', cancellation_message: 'Closed for Eid' },
    detail: 'Closed for Eid',
  }),
  event(
    'rescheduled',
    {
      before: { date: '2046-05-11', time: '18:00' },
      after: { date: '2046-05-12', time: '19:30' },
      detail: 'customer',
    },
    'none',
  ),
  event('deleted'),
];

async function openHistory(historyLabel: string, dialogName: string) {
  renderWithProviders(
    <BookingCard
      booking={bookingRow()}
      occupancy={new Map()}
      schedule={testSchedule()}
      email={null}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: historyLabel }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await within(dialog).findAllByRole('listitem');
  return dialog;
}

beforeEach(() => {
  vi.clearAllMocks();
  data.listBookingEvents.mockResolvedValue(history);
});

describe("a booking's history", () => {
  it('lists every kind of change oldest first, with who and when on the venue clock', async () => {
    await activateLocale('en');
    const dialog = await openHistory('History', 'History of the booking of Lina Haddad');
    expect(data.listBookingEvents).toHaveBeenCalledWith(expect.anything(), 'booking-1');
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Booking created (Website)Customer · May 1, 2046, 15:05',
      'Contact attempt #1Rami Nasser · May 1, 2046, 15:05',
      'Approved, lane 3Rami Nasser · May 1, 2046, 15:05',
      'Email sent to lina@example.comRami Nasser · May 1, 2046, 15:05',
      'Rescheduled from May 10, 2046 at 15:00 to May 11, 2046 at 18:00Rami Nasser · May 1, 2046, 15:05',
      'Moved from lane 1 to lane 4Rami Nasser · May 1, 2046, 15:05',
      'Approved, lanes 2–3Rami Nasser · May 1, 2046, 15:05',
      'Moved from lanes 2–3 to lanes 5–6Rami Nasser · May 1, 2046, 15:05',
      'Email failed to send: Mailbox unavailableSystem · May 1, 2046, 15:05',
      'Marked arrivedRami Nasser · May 1, 2046, 15:05',
      'Arrival or no-show clearedRami Nasser · May 1, 2046, 15:05',
      'Marked no-showRami Nasser · May 1, 2046, 15:05',
      'Rejected: Full capacityRami Nasser · May 1, 2046, 15:05',
      'Cancelled by the customer, lane 2 freedCustomer · May 1, 2046, 15:05',
      'Cancelled by the customerCustomer · May 1, 2046, 15:05',
      'Cancelled by the customer, lanes 1–2 freedCustomer · May 1, 2046, 15:05',
      'Cancelled with a message to the customer: Closed for EidRami Nasser · May 1, 2046, 15:05',
      'Rescheduled from May 11, 2046 at 18:00 to May 12, 2046 at 19:30Customer · May 1, 2046, 15:05',
      'Booking deletedRami Nasser · May 1, 2046, 15:05',
    ]);
  });

  it('names a phone booking taken by staff, and a booking made without anyone signed in', async () => {
    await activateLocale('en');
    data.listBookingEvents.mockResolvedValue([
      event('created', { detail: 'phone' }),
      event('created', { detail: 'walk_in' }, 'none'),
    ]);
    const dialog = await openHistory('History', 'History of the booking of Lina Haddad');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Booking created (Phone)Rami Nasser · May 1, 2046, 15:05',
      'Booking created (Walk-in)System · May 1, 2046, 15:05',
    ]);
  });

  it("shows an erased customer's history without them", async () => {
    await activateLocale('en');
    data.listBookingEvents.mockResolvedValue([
      event('email_sent', { after: { kind: 'approved', status: 'sent' }, detail: 'approved' }),
    ]);
    renderWithProviders(
      <BookingCard
        booking={bookingRow({ name: '', phone: '', email: null })}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={null}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'History of the booking of Erased customer',
    });
    expect(
      (await within(dialog).findAllByRole('listitem')).map((item) => item.textContent),
    ).toEqual(['Email sentRami Nasser · May 1, 2046, 15:05']);
  });

  it('says when nothing is recorded', async () => {
    await activateLocale('en');
    data.listBookingEvents.mockResolvedValue([]);
    renderWithProviders(
      <BookingCard
        booking={bookingRow()}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={null}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });

  it('says why the history could not be loaded, with Retry', async () => {
    await activateLocale('en');
    data.listBookingEvents.mockRejectedValue(new Error('Failed to fetch'));
    renderWithProviders(
      <BookingCard
        booking={bookingRow()}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={null}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'History' }));

    expect(await screen.findByText('The history could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('in Arabic: right to left, every kind in Arabic, the e-mail left to right', async () => {
    await activateLocale('ar');
    const dialog = await openHistory('السجل', 'سجل حجز Lina Haddad');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const texts = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    const when = '1 أيار 2046، 15:05';
    expect(texts).toEqual([
      `تم إنشاء الحجز (الموقع الإلكتروني)الزبون · ${when}`,
      `محاولة تواصل رقم 1Rami Nasser · ${when}`,
      `مقبول، المسار 3Rami Nasser · ${when}`,
      `أُرسل البريد إلى lina@example.comRami Nasser · ${when}`,
      `غُيّر موعده من 10 أيار 2046 الساعة 15:00 إلى 11 أيار 2046 الساعة 18:00Rami Nasser · ${when}`,
      `نُقل من المسار 1 إلى المسار 4Rami Nasser · ${when}`,
      `مقبول، المسارات: 2 و3Rami Nasser · ${when}`,
      `نُقل من المسارات 2 و3 إلى المسارات 5 و6Rami Nasser · ${when}`,
      `تعذّر إرسال البريد: Mailbox unavailableالنظام · ${when}`,
      `سُجّل الحضورRami Nasser · ${when}`,
      `مُسح تسجيل الحضور أو عدم الحضورRami Nasser · ${when}`,
      `سُجّل عدم الحضورRami Nasser · ${when}`,
      `مرفوض: Full capacityRami Nasser · ${when}`,
      `ألغاه الزبون، وتحرّر المسار 2الزبون · ${when}`,
      `ألغاه الزبونالزبون · ${when}`,
      `ألغاه الزبون، وتحرّرت المسارات: 1 و2الزبون · ${when}`,
      `أُلغي برسالة إلى الزبون: Closed for EidRami Nasser · ${when}`,
      `غُيّر موعده من 11 أيار 2046 الساعة 18:00 إلى 12 أيار 2046 الساعة 19:30الزبون · ${when}`,
      `حُذف الحجزRami Nasser · ${when}`,
    ]);
    const recipient = within(dialog).getByText('lina@example.com');
    expect(recipient.tagName).toBe('BDI');
    expect(recipient).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).queryByText(/Approved|Created|Customer|Cancelled/)).toBeNull();
  });
});
