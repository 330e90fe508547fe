import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingConflict } from '@venue/data/bookings/list-booking-conflicts';
import type { Refusal } from '@venue/domain/refusals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { testSchedule } from '../../test/venue-schedule.ts';
import { AffectedBookingsBanner } from './affected-bookings-banner.tsx';
import { BookingCard } from './booking-card.tsx';

// The actions on a booking a change to the schedule strands: tell its customer (who moves it from
// their link; the message goes through the outbox), or cancel it with a message e-mailed to them.

const data = vi.hoisted(() => ({
  cancelBooking: vi.fn(),
  sendBookingEmail: vi.fn(),
  tellAffectedCustomers: vi.fn(),
  listBookingConflicts: vi.fn(),
}));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/cancel-booking', () => ({ cancelBooking: data.cancelBooking }));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendBookingEmail: data.sendBookingEmail,
}));
vi.mock('@venue/data/bookings/tell-affected-customers', () => ({
  tellAffectedCustomers: data.tellAffectedCustomers,
}));
vi.mock('@venue/data/bookings/list-booking-conflicts', () => ({
  listBookingConflicts: data.listBookingConflicts,
}));

const eid: Refusal = {
  code: 'booking.day_closed',
  params: { date: '2046-05-10', reason: { en: 'Eid al-Adha', ar: 'عيد الأضحى' } },
};

function flagged(toldAt: string | null, refusal: Refusal = eid) {
  const conflict: BookingConflict = {
    reference: 'SZ-7K4Q',
    date: '2046-05-10',
    time: '18:00',
    refusal,
    flaggedAt: '2046-05-01T08:00:00Z',
    toldAt,
  };
  data.listBookingConflicts.mockResolvedValue(new Map([['booking-1', conflict]]));
}

function renderCard(refusal: Refusal = eid) {
  renderWithProviders(
    <BookingCard
      booking={bookingRow({ time: '18:00' })}
      occupancy={new Map()}
      schedule={testSchedule()}
      email={null}
      conflict={refusal}
    />,
  );
  return screen.getByRole('article', { name: 'Lina Haddad' });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('a booking a closure strands', () => {
  it('queues the message to its customer, then says they will hear of it', async () => {
    await activateLocale('en');
    flagged(null);
    data.tellAffectedCustomers.mockResolvedValue(new Map([['booking-1', 'queued']]));
    const card = renderCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Tell the customer' }));
    await waitFor(() =>
      expect(data.tellAffectedCustomers).toHaveBeenCalledWith(expect.anything(), ['booking-1']),
    );
    expect(
      await screen.findByText(
        'The customer will hear of it within a minute, with their link to pick another time.',
      ),
    ).toBeInTheDocument();
  });

  it('says to call a customer with no e-mail and no WhatsApp, in Arabic too', async () => {
    await activateLocale('ar');
    flagged(null);
    data.tellAffectedCustomers.mockResolvedValue(new Map([['booking-1', 'no_contact']]));
    const card = renderCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'أبلغ الزبون' }));
    expect(
      await screen.findByText('لا بريد إلكتروني ولا واتساب لهذا الزبون: اتصل به.'),
    ).toBeInTheDocument();
  });

  it('offers no second e-mail once the customer was told about this change', async () => {
    await activateLocale('en');
    flagged('2046-05-01T09:30:00Z');
    const card = renderCard();
    expect(
      await within(card).findByText('Customer told on May 1, 2046, 12:30.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Tell the customer' })).toBeNull();
  });

  it('leaves a blocked lane to reception: no e-mail to offer, cancelling still is', async () => {
    await activateLocale('en');
    const blocked: Refusal = {
      code: 'lane.blocked',
      params: { lane: 1, time: '18:00', reason: { en: 'Repair' } },
    };
    flagged(null, blocked);
    const card = renderCard(blocked);
    expect(
      await within(card).findByRole('button', { name: 'Cancel with a message' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Tell the customer' })).toBeNull();
  });

  it('is cancelled with a message, which is required, and the customer e-mailed', async () => {
    await activateLocale('en');
    flagged(null);
    data.cancelBooking.mockResolvedValue(undefined);
    data.sendBookingEmail.mockResolvedValue({ status: 'sent', recipient: 'lina@example.com' });
    const card = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel with a message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking of Lina Haddad' });
    const send = within(dialog).getByRole('button', { name: 'Cancel booking & Send Email' });
    expect(send).toBeDisabled();
    const box = within(dialog).getByRole('textbox', { name: 'Message to the customer' });
    await userEvent.type(box, '   ');
    await userEvent.tab();
    expect(within(dialog).getByText('Please write a message for the customer')).toBeInTheDocument();
    await userEvent.type(box, 'We are closed for Eid. Call us to pick another day.');
    await userEvent.click(send);
    await waitFor(() =>
      expect(data.cancelBooking).toHaveBeenCalledWith(
        expect.anything(),
        'booking-1',
        'We are closed for Eid. Call us to pick another day.',
      ),
    );
    expect(data.sendBookingEmail).toHaveBeenCalledWith(expect.anything(), 'booking-1');
    expect(
      await screen.findByText('Booking cancelled and the customer e-mailed.'),
    ).toBeInTheDocument();
  });

  it('speaks Arabic to an Arabic-speaking receptionist', async () => {
    await activateLocale('ar');
    flagged(null);
    const card = renderCard();
    expect(await within(card).findByRole('button', { name: 'أبلغ الزبون' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'ألغِ برسالة' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'رسالة إلى الزبون' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إبقاء الحجز' })).toBeInTheDocument();
  });
});

describe('the banner above the desk', () => {
  it('tells every customer not yet told whose booking a closure strands, in one call, and says how it went', async () => {
    await activateLocale('en');
    const base = { date: '2046-05-10', time: '18:00', flaggedAt: '2046-05-01T08:00:00Z' };
    const conflicts = new Map<string, BookingConflict>([
      ['b-told', { ...base, reference: 'SZ-AAAA', refusal: eid, toldAt: '2046-05-01T09:00:00Z' }],
      [
        'b-lane',
        {
          ...base,
          reference: 'SZ-BBBB',
          refusal: {
            code: 'lane.blocked',
            params: { lane: 2, time: '18:00', reason: { en: 'Repair' } },
          },
          toldAt: null,
        },
      ],
      ['b-one', { ...base, reference: 'SZ-CCCC', refusal: eid, toldAt: null }],
      ['b-two', { ...base, reference: 'SZ-DDDD', refusal: eid, toldAt: null }],
    ]);
    data.tellAffectedCustomers.mockResolvedValue(
      new Map([
        ['b-one', 'queued'],
        ['b-two', 'no_contact'],
      ]),
    );
    renderWithProviders(<AffectedBookingsBanner conflicts={conflicts} onFind={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tell 2 customers not yet told' }));
    await waitFor(() => expect(data.tellAffectedCustomers).toHaveBeenCalledTimes(1));
    expect(data.tellAffectedCustomers.mock.calls[0]?.[1]).toEqual(['b-one', 'b-two']);
    expect(
      await screen.findByText(
        '1 customer will hear of it within a minute. 1 has no e-mail and no WhatsApp: call them.',
      ),
    ).toBeInTheDocument();
  });

  it('offers nothing to send once every such customer was told', async () => {
    await activateLocale('ar');
    const conflicts = new Map<string, BookingConflict>([
      [
        'b-told',
        {
          date: '2046-05-10',
          time: '18:00',
          flaggedAt: '2046-05-01T08:00:00Z',
          reference: 'SZ-AAAA',
          refusal: eid,
          toldAt: '2046-05-01T09:00:00Z',
        },
      ],
    ]);
    renderWithProviders(<AffectedBookingsBanner conflicts={conflicts} onFind={() => {}} />);
    expect(screen.getByRole('button', { name: /SZ-AAAA/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /أبلغ/ })).toBeNull();
  });
});
