// Reception records the customer's consent to WhatsApp messages on a booking taken on the phone:
// kept with its time and wording version as the site's box keeps it, and the outbox then sends
// the booking's approval and reminders on WhatsApp. Days are domain-mirror's reused bookable days
// (its requests are at 18:00 and 16:30, notifications' at 19:30): these bookings take 17:15.
import { whatsappConsentWording } from '@venue/domain/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffBooking, type StaffBooking } from '../src/bookings/create-staff-booking.ts';
import {
  type Client,
  closeSql,
  randomEmail,
  randomPhone,
  reusedBookableDaysOf,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

const nextDay = reusedBookableDaysOf(106, 120);
/** Every phone number these tests booked with: their bookings are removed afterwards. */
const phones: string[] = [];
let reception: Client;

beforeAll(async () => {
  reception = await signInAsReception();
});
afterAll(async () => {
  await sql('delete from public.bookings where phone = any($1)', [phones]);
  await closeSql();
});

/** A phone booking as the back-office's form sends it, with a number of its own. */
function phoneBooking(change: Partial<StaffBooking> = {}): StaffBooking {
  const phone = randomPhone();
  phones.push(phone);
  return {
    type: 'regular',
    name: 'Huda Khalil',
    phone,
    people: 3,
    rounds: 1,
    date: nextDay(),
    time: '17:15',
    source: 'phone',
    ...change,
  };
}

type Consent = { at: Date | null; wording: string | null; created_at: Date };

async function consentOf(id: string): Promise<Consent | undefined> {
  const [row] = await sql<Consent>(
    `select whatsapp_consent_at as at, whatsapp_consent_wording as wording, created_at
     from public.bookings where id = $1`,
    [id],
  );
  return row;
}

async function channelsOf(id: string): Promise<string[][]> {
  const rows = await sql<{ event: string; channel: string; state: string }>(
    `select event, channel, state from public.notifications where booking_id = $1
     order by event, channel, due_at`,
    [id],
  );
  return rows.map((row) => [row.event, row.channel, row.state]);
}

describe('consent to WhatsApp messages on a phone booking', () => {
  it('is recorded with the time the booking was taken and the wording version when ticked', async () => {
    const { id } = await createStaffBooking(
      reception,
      phoneBooking({ approve: false, whatsappConsent: true }),
    );
    const consent = await consentOf(id);
    expect(consent?.wording).toBe(whatsappConsentWording);
    expect(consent?.at).toBeInstanceOf(Date);
    expect(consent?.at?.getTime()).toBe(consent?.created_at.getTime());
  });

  it('is not recorded when left unticked, or when the argument is left out', async () => {
    const unticked = await createStaffBooking(
      reception,
      phoneBooking({ approve: false, whatsappConsent: false }),
    );
    const absent = await createStaffBooking(reception, phoneBooking({ approve: false }));
    for (const { id } of [unticked, absent]) {
      expect(await consentOf(id)).toMatchObject({ at: null, wording: null });
    }
  });

  it('an approved phone booking with consent queues its approval and both reminders on WhatsApp', async () => {
    const { id } = await createStaffBooking(reception, phoneBooking({ whatsappConsent: true }));
    expect(await channelsOf(id)).toEqual([
      ['approved', 'whatsapp', 'due'],
      ['reminder', 'whatsapp', 'due'],
      ['reminder', 'whatsapp', 'due'],
    ]);
  });

  it('without consent, the same booking with an e-mail hears by e-mail only', async () => {
    const { id } = await createStaffBooking(reception, phoneBooking({ email: randomEmail() }));
    expect(await channelsOf(id)).toEqual([
      ['approved', 'email', 'due'],
      ['reminder', 'email', 'due'],
      ['reminder', 'email', 'due'],
    ]);
  });

  it('a visitor cannot take a booking with consent: nothing is written', async () => {
    const booking = phoneBooking({ whatsappConsent: true });
    const { error } = await visitor().rpc('create_staff_booking', {
      name: booking.name,
      phone: booking.phone,
      people: booking.people,
      rounds: booking.rounds,
      date: booking.date,
      time: booking.time,
      source: 'phone',
      whatsapp_consent: true,
    });
    expect(error).not.toBeNull();
    expect(await sql('select from public.bookings where phone = $1', [booking.phone])).toEqual([]);
  });
});
