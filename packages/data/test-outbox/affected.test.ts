// "Tell the customer" of a booking a closure strands (`tell_affected_customers`), sent by
// send-notifications: the real database, gateway, Deno function, mail catcher and WhatsApp
// catcher, on the outbox suite's own stack. Its days are 40 to 45 days ahead of the database's
// clock, clear of the other outbox tests' days.
import { isCustomerConflict } from '@venue/domain/booking-conflicts';
import { refusalCodes } from '@venue/domain/refusal-english';
import { whatsappConsentWording } from '@venue/domain/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBookingConflicts } from '../src/bookings/list-booking-conflicts.ts';
import { getBookingByToken } from '../src/bookings/manage-booking.ts';
import { tellAffectedCustomers } from '../src/bookings/tell-affected-customers.ts';
import {
  type Client,
  closeSql,
  demoStaff,
  insertBookings,
  randomEmail,
  randomPhone,
  signInAsOutsider,
  signInAsReception,
  sql,
  visitor,
} from '../test/support.ts';
import { dayAhead, mailTo, sendNotifications, whatsappTo } from './catchers.ts';

const closureIds: string[] = [];
let reception: Client;

beforeAll(async () => {
  reception = await signInAsReception();
});

afterAll(async () => {
  await sql('delete from public.closures where id = any($1)', [closureIds]);
  await closeSql();
});

async function send() {
  expect((await sendNotifications()).status).toBe(200);
}

async function affectedMessages(bookingId: string) {
  return sql<{ channel: string; state: string; reason: string | null }>(
    `select channel, state, reason from public.notifications
     where booking_id = $1 and event = 'affected' order by channel`,
    [bookingId],
  );
}

/** An approved booking, with WhatsApp consent unless `email` is all it has. */
async function approvedBooking(
  date: string,
  contact: { email: string | null; whatsapp: boolean },
  locale = 'ar',
) {
  const phone = randomPhone();
  const [id] = await insertBookings([
    {
      date,
      time: '19:30',
      phone,
      email: contact.email,
      locale,
      name: 'Lina Saleh',
      source: 'phone',
      status: 'approved',
      approved_at: new Date().toISOString(),
      approved_by: demoStaff.reception.id,
      ...(contact.whatsapp
        ? {
            whatsapp_consent_at: new Date().toISOString(),
            whatsapp_consent_wording: whatsappConsentWording,
          }
        : {}),
    },
  ]);
  return { id: id as string, phone, email: contact.email };
}

async function closeDay(day: string, reason: { en: string; ar: string }) {
  const [closure] = await sql<{ id: string }>(
    'insert into public.closures (day, reason) values ($1, $2) returning id',
    [day, reason],
  );
  closureIds.push(closure?.id as string);
  return closure?.id as string;
}

describe('the customer of a booking a closure strands', () => {
  it('hears of it once per flag, on WhatsApp and by e-mail, in their language, with the reason and the link', async () => {
    const day = await dayAhead(40);
    const email = randomEmail();
    const booking = await approvedBooking(day, { email, whatsapp: true });
    await send();
    await closeDay(day, { en: 'Eid al-Fitr', ar: 'عيد الفطر' });
    expect((await listBookingConflicts(reception)).get(booking.id)?.toldAt).toBeNull();

    const told = await tellAffectedCustomers(reception, [booking.id]);
    expect([...told]).toEqual([[booking.id, 'queued']]);
    const flagged = (await listBookingConflicts(reception)).get(booking.id);
    expect(Date.parse(flagged?.toldAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(flagged?.flaggedAt ?? ''),
    );
    // Asking again, one at a time or in a batch, queues nothing new.
    expect([...(await tellAffectedCustomers(reception, [booking.id, booking.id]))]).toEqual([
      [booking.id, 'already_told'],
    ]);

    await send();
    await send();
    expect(await affectedMessages(booking.id)).toEqual([
      { channel: 'email', state: 'sent', reason: null },
      { channel: 'whatsapp', state: 'sent', reason: null },
    ]);
    const [whatsapp, ...moreWhatsapp] = (await whatsappTo(booking.phone)).filter(
      (message) => message.template === 'booking_affected',
    );
    expect(moreWhatsapp).toEqual([]);
    expect(whatsapp?.language).toBe('ar');
    expect(whatsapp?.params[4]).toBe('نحن مغلقون في ذلك اليوم. \u2068عيد الفطر\u2069');

    const mails = (await mailTo(email)).filter((message) =>
      message.subject.includes('يحتاج إلى موعد جديد'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('نحن مغلقون في ذلك اليوم. \u2068عيد الفطر\u2069');
    const link = /\/ar\/booking\/manage\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '');
    expect(await getBookingByToken(visitor(), link?.[1] ?? '')).toMatchObject({
      id: booking.id,
      status: 'approved',
    });
  });

  it('says who has nobody to send to, who is not affected, and who is gone, and queues only what applies', async () => {
    const day = await dayAhead(41);
    const nobody = await approvedBooking(day, { email: null, whatsapp: false });
    const emailOnly = await approvedBooking(day, { email: randomEmail(), whatsapp: false }, 'en');
    const calm = await approvedBooking(await dayAhead(42), {
      email: randomEmail(),
      whatsapp: true,
    });
    await closeDay(day, { en: 'Private event', ar: 'حفل خاص' });
    const missing = '00000000-0000-4000-8000-000000000000';

    const told = await tellAffectedCustomers(reception, [
      nobody.id,
      emailOnly.id,
      calm.id,
      missing,
    ]);
    expect(Object.fromEntries(told)).toEqual({
      [nobody.id]: 'no_contact',
      [emailOnly.id]: 'queued',
      [calm.id]: 'not_affected',
      [missing]: 'not_found',
    });
    expect(await affectedMessages(nobody.id)).toEqual([
      { channel: 'email', state: 'skipped', reason: 'no_contact' },
    ]);
    expect((await listBookingConflicts(reception)).get(nobody.id)?.toldAt).toBeNull();
    expect(await affectedMessages(emailOnly.id)).toEqual([
      { channel: 'email', state: 'due', reason: null },
    ]);
    expect(await affectedMessages(calm.id)).toEqual([]);
  });

  it('is not told once the closure is lifted before the message goes', async () => {
    const day = await dayAhead(43);
    const email = randomEmail();
    const booking = await approvedBooking(day, { email, whatsapp: true });
    const closure = await closeDay(day, { en: 'Maintenance', ar: 'صيانة' });
    expect([...(await tellAffectedCustomers(reception, [booking.id]))]).toEqual([
      [booking.id, 'queued'],
    ]);
    await sql('delete from public.closures where id = $1', [closure]);
    await send();
    expect(await affectedMessages(booking.id)).toEqual([
      { channel: 'email', state: 'skipped', reason: 'not_current' },
      { channel: 'whatsapp', state: 'skipped', reason: 'not_current' },
    ]);
    expect(
      (await whatsappTo(booking.phone)).filter((m) => m.template === 'booking_affected'),
    ).toEqual([]);
  });

  it('is told of the same conflicts in the database as the apps offer to tell', async () => {
    const rows = await sql<{ code: string; told: boolean }>(
      `select code, private.is_customer_conflict(jsonb_build_object('code', code)) as told
       from unnest($1::text[]) as code`,
      [refusalCodes],
    );
    expect(rows.filter((row) => row.told).map((row) => row.code)).toEqual(
      refusalCodes.filter((code) => isCustomerConflict(code)),
    );
  });

  it('is for staff only: a visitor and a signed-in outsider are refused, and nothing is queued', async () => {
    const day = await dayAhead(44);
    const booking = await approvedBooking(day, { email: randomEmail(), whatsapp: false });
    await closeDay(day, { en: 'Eid al-Adha', ar: 'عيد الأضحى' });
    for (const client of [visitor(), (await signInAsOutsider()).client]) {
      const { error } = await client.rpc('tell_affected_customers', { booking_ids: [booking.id] });
      expect(error?.code).toBe('42501');
    }
    expect(await affectedMessages(booking.id)).toEqual([]);
  });
});
