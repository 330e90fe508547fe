// The outbox: what each booking change queues in its own transaction, the reminders' plan, the
// customer's consent and "I'm coming". Sending is send-notifications' (its own suite claims rows);
// nothing here claims, so the rows other files queue are left alone. Fixture days are 2079's;
// requests go to domain-mirror's reused bookable days (its requests are at 18:00 and pending only).
import { createHash, randomBytes } from 'node:crypto';
import { slotInstant } from '@venue/domain/clock';
import { reminderDueAt, whatsappConsentWording } from '@venue/domain/reminders';
import { venueTimeZone } from '@venue/domain/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBooking } from '../src/bookings/request-booking.ts';
import {
  type Client,
  closeSql,
  daysOf,
  demoStaff,
  insertBookings,
  randomEmail,
  randomPhone,
  reusedBookableDaysOf,
  service,
  signInAsJana,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

const fixtureDay = daysOf(2079);
const requestDay = reusedBookableDaysOf(106, 120);
let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

type Row = {
  event: string;
  channel: string;
  state: string;
  reason: string | null;
  key: string;
  due_at: Date;
  detail: Record<string, unknown>;
};

async function outbox(bookingId: string): Promise<Row[]> {
  return sql<Row>(
    `select event, channel, state, reason, key, due_at, detail from public.notifications
     where booking_id = $1 order by created_at, event, channel`,
    [bookingId],
  );
}

const brief = (rows: Row[]) => rows.map((row) => [row.event, row.channel, row.state, row.reason]);

function tokenHash(token: string): string {
  return `\\x${createHash('sha256').update(token, 'utf8').digest('hex')}`;
}

/**
 * An approved booking taken on the phone, on a day of 2079 unless given, with a manage token that
 * opens it.
 */
async function approved(time = '19:30', extra: Record<string, unknown> = {}, date = fixtureDay()) {
  const token = randomBytes(32).toString('base64url');
  const [id] = await insertBookings([
    {
      date,
      time,
      source: 'phone',
      email: randomEmail(),
      status: 'approved',
      approved_at: new Date().toISOString(),
      approved_by: demoStaff.reception.id,
      manage_token_hash: tokenHash(token),
      ...extra,
    },
  ]);
  return { id: id as string, date, time, token };
}

const request = (extra: Partial<Parameters<typeof requestBooking>[1]> = {}) =>
  requestBooking(visitor(), {
    name: 'Rami Nassar',
    phone: randomPhone(),
    email: randomEmail(),
    people: 2,
    rounds: 1,
    date: requestDay(),
    time: '18:00',
    type: 'regular',
    ...extra,
  });

describe('a request made on the site', () => {
  it('queues its receipt by e-mail, once, due at once, in the same transaction as the request', async () => {
    const { id } = await request();
    const rows = await outbox(id);
    expect(brief(rows)).toEqual([['request_received', 'email', 'due', null]]);
    expect(rows[0]?.key).toBe(`request_received:${id}:email`);
    const [{ lag } = { lag: Number.NaN }] = await sql<{ lag: number }>(
      `select extract(epoch from n.created_at - b.created_at)::float as lag
       from public.notifications as n join public.bookings as b on b.id = n.booking_id
       where b.id = $1`,
      [id],
    );
    expect(lag).toBe(0);
  });

  it('with consent to WhatsApp: the e-mail is optional, and the receipt goes on WhatsApp too', async () => {
    const withBoth = await request({ whatsappConsent: true });
    expect(brief(await outbox(withBoth.id))).toEqual([
      ['request_received', 'email', 'due', null],
      ['request_received', 'whatsapp', 'due', null],
    ]);
    const phoneOnly = await request({ email: '', whatsappConsent: true });
    expect(brief(await outbox(phoneOnly.id))).toEqual([
      ['request_received', 'whatsapp', 'due', null],
    ]);
    const [consent] = await sql<{ at: Date | null; wording: string | null; email: string | null }>(
      `select whatsapp_consent_at as at, whatsapp_consent_wording as wording, email
       from public.bookings where id = $1`,
      [phoneOnly.id],
    );
    expect(consent?.at).toBeInstanceOf(Date);
    expect(consent?.wording).toBe(whatsappConsentWording);
    expect(consent?.email).toBeNull();
  });

  it('without consent, a blank e-mail is refused as before and nothing is queued', async () => {
    const phone = randomPhone();
    await expect(request({ email: '', phone })).rejects.toMatchObject({
      refusal: { code: 'field.email_required', params: {} },
    });
    const rows = await sql(
      `select from public.notifications as n join public.bookings as b on b.id = n.booking_id
       where b.phone = $1`,
      [phone],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('a decision', () => {
  it('approval queues the approval and plans both reminders; rejection queues only the rejection', async () => {
    const date = fixtureDay();
    const [pending, other] = await insertBookings([
      { date, time: '19:30', email: randomEmail(), source: 'phone' },
      { date, time: '20:15', email: randomEmail(), source: 'phone' },
    ]);
    const { error } = await reception.rpc('approve_booking', { booking_id: pending as string });
    expect(error).toBeNull();
    const rows = await outbox(pending as string);
    expect(brief(rows)).toEqual([
      ['approved', 'email', 'due', null],
      ['reminder', 'email', 'due', null],
      ['reminder', 'email', 'due', null],
    ]);
    const startsAt = slotInstant(date, '19:30', venueTimeZone);
    const reminders = rows.filter((row) => row.event === 'reminder');
    expect(reminders.map((row) => row.due_at.toISOString()).sort()).toEqual(
      [reminderDueAt(startsAt, 24, venueTimeZone), reminderDueAt(startsAt, 2, venueTimeZone)]
        .map((due) => due.toISOString())
        .sort(),
    );
    expect(reminders.map((row) => row.detail.hours).sort()).toEqual([2, 24]);

    const { error: rejected } = await reception.rpc('reject_booking', {
      booking_id: other as string,
      reason: 'Lanes are full',
    });
    expect(rejected).toBeNull();
    expect(brief(await outbox(other as string))).toEqual([['rejected', 'email', 'due', null]]);
  });

  it('a booking with neither consent nor e-mail records that nobody could be told', async () => {
    const [id] = await insertBookings([
      { date: fixtureDay(), time: '19:30', email: null, source: 'phone' },
    ]);
    await reception.rpc('approve_booking', { booking_id: id as string });
    expect(brief(await outbox(id as string))).toEqual([
      ['approved', 'email', 'skipped', 'no_contact'],
      ['reminder', 'email', 'skipped', 'no_contact'],
      ['reminder', 'email', 'skipped', 'no_contact'],
    ]);
  });

  it('a cancellation skips the reminders still to go and queues the cancellation', async () => {
    const booking = await approved();
    const { error } = await reception.rpc('cancel_booking', {
      booking_id: booking.id,
      message: 'The lanes are closed for repairs.',
    });
    expect(error).toBeNull();
    const rows = await outbox(booking.id);
    expect(brief(rows.filter((row) => row.event === 'reminder'))).toEqual([
      ['reminder', 'email', 'skipped', 'cancelled'],
      ['reminder', 'email', 'skipped', 'cancelled'],
    ]);
    const cancelled = rows.find((row) => row.event === 'cancelled');
    expect(cancelled).toMatchObject({ channel: 'email', state: 'due', detail: { byVenue: true } });
  });

  it('a move skips the old reminders and plans them for the new time', async () => {
    const booking = await approved('19:30', {}, requestDay());
    const newDate = requestDay();
    const { error } = await reception.rpc('reschedule_booking', {
      booking_id: booking.id,
      new_date: newDate,
      new_time: '20:15',
    });
    expect(error?.message ?? null).toBeNull();
    const rows = await outbox(booking.id);
    const reminders = rows.filter((row) => row.event === 'reminder');
    expect(reminders.filter((row) => row.state === 'skipped').map((row) => row.reason)).toEqual([
      'moved',
      'moved',
    ]);
    const planned = reminders.filter((row) => row.state === 'due');
    const startsAt = slotInstant(newDate, '20:15', venueTimeZone);
    const instant = startsAt.toISOString().replace('.000Z', 'Z');
    expect(planned.map((row) => row.detail.startsAt)).toEqual([instant, instant]);
    expect(brief(rows.filter((row) => row.event === 'rescheduled'))).toEqual([
      ['rescheduled', 'email', 'due', null],
    ]);
  });

  it('a deleted booking leaves its messages that had not gone skipped', async () => {
    const booking = await approved();
    const { error } = await reception.rpc('delete_booking', { booking_id: booking.id });
    expect(error).toBeNull();
    const rows = await sql<{ state: string; reason: string }>(
      `select state, reason from public.notifications where key like $1`,
      [`%${booking.id}%`],
    );
    expect(rows.length).toBeGreaterThan(0);
    // Deleting erases the customer's data first (decision 018), which skips them as erased.
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['skipped']));
    expect(rows.every((row) => ['erased', 'deleted'].includes(row.reason))).toBe(true);
  });
});

describe('WhatsApp consent and STOP', () => {
  it('reminders go on WhatsApp with consent, by e-mail once the number answered STOP', async () => {
    const phone = randomPhone();
    const consented = await approved('19:30', {
      phone,
      whatsapp_consent_at: new Date(Date.now() - 60_000).toISOString(),
      whatsapp_consent_wording: whatsappConsentWording,
    });
    expect(brief(await outbox(consented.id)).filter(([event]) => event === 'reminder')).toEqual([
      ['reminder', 'whatsapp', 'due', null],
      ['reminder', 'whatsapp', 'due', null],
    ]);
    await sql('insert into public.whatsapp_opt_outs (phone) values ($1)', [phone]);
    const after = await approved('20:15', {
      phone,
      whatsapp_consent_at: new Date(Date.now() - 60_000).toISOString(),
      whatsapp_consent_wording: whatsappConsentWording,
    });
    expect(brief(await outbox(after.id)).filter(([event]) => event === 'reminder')).toEqual([
      ['reminder', 'email', 'due', null],
      ['reminder', 'email', 'due', null],
    ]);
  });
});

describe('how a message ended', () => {
  it('a WhatsApp message that failed for good is queued once by e-mail; a retry is due again', async () => {
    const booking = await approved('19:30', {
      whatsapp_consent_at: new Date().toISOString(),
      whatsapp_consent_wording: whatsappConsentWording,
    });
    const [message] = await sql<{ id: string }>(
      `update public.notifications set state = 'sending', attempts = 1
       where booking_id = $1 and event = 'approved' and channel = 'whatsapp'
       returning id`,
      [booking.id],
    );
    // Nobody but the service role records an outcome.
    const refused = await reception.rpc('record_notification', {
      notification_id: message?.id as string,
      outcome: 'sent',
      provider_id: 'wamid.x',
    });
    expect(refused.error).not.toBeNull();

    const { data: again } = await service().rpc('record_notification', {
      notification_id: message?.id as string,
      outcome: 'failed',
      error: 'HTTP 503',
      retry_after_seconds: 300,
    });
    expect(again).toMatchObject([{ state: 'due', reason: null, error: 'HTTP 503' }]);
    const [{ wait } = { wait: 0 }] = await sql<{ wait: number }>(
      'select extract(epoch from due_at - now())::int as wait from public.notifications where id = $1',
      [message?.id],
    );
    expect(wait).toBeGreaterThan(250);
    expect(wait).toBeLessThanOrEqual(300);

    await sql(`update public.notifications set state = 'sending' where id = $1`, [message?.id]);
    const { data: failed } = await service().rpc('record_notification', {
      notification_id: message?.id as string,
      outcome: 'failed',
      reason: 'provider_refused',
      error: 'HTTP 400: (#132001) Template name does not exist in the translation',
    });
    expect(failed).toMatchObject([{ state: 'failed', reason: 'provider_refused' }]);
    const approvals = await sql<{ channel: string; fallback_of: string | null }>(
      `select channel, fallback_of from public.notifications
       where booking_id = $1 and event = 'approved' order by channel`,
      [booking.id],
    );
    // The approval had an e-mail of its own already (both channels): no second one.
    expect(approvals).toEqual([
      { channel: 'email', fallback_of: null },
      { channel: 'whatsapp', fallback_of: null },
    ]);

    // A row not being sent is not recorded again.
    const { data: late } = await service().rpc('record_notification', {
      notification_id: message?.id as string,
      outcome: 'sent',
      provider_id: 'wamid.late',
    });
    expect(late).toEqual([]);
  });

  it('a failed WhatsApp reminder falls back to e-mail, once', async () => {
    const booking = await approved('19:30', {
      whatsapp_consent_at: new Date().toISOString(),
      whatsapp_consent_wording: whatsappConsentWording,
    });
    const [reminder] = await sql<{ id: string; key: string }>(
      `update public.notifications set state = 'sending', attempts = 1
       where id = (select id from public.notifications
                   where booking_id = $1 and event = 'reminder' order by due_at limit 1)
       returning id, key`,
      [booking.id],
    );
    for (let i = 0; i < 2; i += 1) {
      await sql(`update public.notifications set state = 'sending' where id = $1`, [reminder?.id]);
      await service().rpc('record_notification', {
        notification_id: reminder?.id as string,
        outcome: 'failed',
        reason: 'provider_unreachable',
        error: 'timed out',
      });
    }
    const fallbacks = await sql<{ key: string; state: string }>(
      'select key, state from public.notifications where fallback_of = $1',
      [reminder?.id],
    );
    expect(fallbacks).toEqual([
      { key: reminder?.key.replace(/:whatsapp$/, ':email'), state: 'due' },
    ]);
  });
});

describe("the manager's reminder hours", () => {
  it('reception may not change them, and hours out of range are refused by code', async () => {
    const { error } = await reception.rpc('set_reminder_hours', {
      first_hours: 48,
      second_hours: 3,
    });
    expect(JSON.parse(error?.hint ?? 'null')).toEqual({
      code: 'access.manager_only',
      params: { action: 'change the reminders' },
    });
    for (const [first, second] of [
      [0, null],
      [24, 169],
      [2, 24],
      [5, 5],
    ]) {
      const { error: refused } = await jana.rpc('set_reminder_hours', {
        first_hours: first as number,
        second_hours: second as number,
      });
      expect(JSON.parse(refused?.hint ?? 'null')).toEqual({
        code: 'schedule.reminder_hours',
        params: { min: 1, max: 168 },
      });
    }
    const [settings] = await sql('select first_hours, second_hours from public.reminder_settings');
    expect(settings).toEqual({ first_hours: 24, second_hours: 2 });
  });

  it('the manager switches one off and moves the other: the reminders to come are planned again', async () => {
    const booking = await approved('19:30');
    try {
      const { data, error } = await jana.rpc('set_reminder_hours', {
        first_hours: 48,
        second_hours: null as unknown as number,
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ first_hours: 48, second_hours: null });
      const rows = (await outbox(booking.id)).filter((row) => row.event === 'reminder');
      expect(rows.filter((row) => row.state === 'skipped').map((row) => row.reason)).toEqual([
        'replanned',
        'replanned',
      ]);
      const due = rows.filter((row) => row.state === 'due');
      expect(due.map((row) => row.detail.hours)).toEqual([48]);
    } finally {
      await jana.rpc('set_reminder_hours', { first_hours: 24, second_hours: 2 });
    }
    const due = (await outbox(booking.id)).filter(
      (row) => row.event === 'reminder' && row.state === 'due',
    );
    expect(due.map((row) => row.detail.hours).sort()).toEqual([2, 24]);
  });
});

describe("I'm coming", () => {
  it('records the first answer of an approved booking, is refused for a pending one, and a move asks again', async () => {
    const booking = await approved('19:30', {}, requestDay());
    const { data: first, error } = await visitor().rpc('confirm_booking_by_token', {
      token: booking.token,
    });
    expect(error).toBeNull();
    const confirmedAt = first?.[0]?.confirmed_at;
    expect(confirmedAt).toEqual(expect.any(String));
    const { data: again } = await visitor().rpc('confirm_booking_by_token', {
      token: booking.token,
    });
    expect(again?.[0]?.confirmed_at).toBe(confirmedAt);

    const { error: moveError } = await reception.rpc('reschedule_booking', {
      booking_id: booking.id,
      new_date: booking.date,
      new_time: '20:15',
    });
    expect(moveError?.message ?? null).toBeNull();
    const [moved] = await sql<{ confirmed_at: Date | null }>(
      'select confirmed_at from public.bookings where id = $1',
      [booking.id],
    );
    expect(moved?.confirmed_at).toBeNull();

    const pendingToken = randomBytes(32).toString('base64url');
    await insertBookings([
      { date: fixtureDay(), time: '19:30', manage_token_hash: tokenHash(pendingToken) },
    ]);
    const { error: refused } = await visitor().rpc('confirm_booking_by_token', {
      token: pendingToken,
    });
    expect(JSON.parse(refused?.hint ?? 'null')).toEqual({
      code: 'manage.confirm_not_open',
      params: { status: 'pending' },
    });
  });

  it('a token that names no booking answers nothing, and staff cannot write the answer', async () => {
    const { data, error } = await visitor().rpc('confirm_booking_by_token', {
      token: randomBytes(32).toString('base64url'),
    });
    expect({ data, error }).toEqual({ data: [], error: null });
    const booking = await approved('19:30');
    const { error: written } = await reception
      .from('bookings')
      .update({ confirmed_at: new Date().toISOString() } as never)
      .eq('id', booking.id);
    expect(written).not.toBeNull();
  });
});

describe('who reads the outbox', () => {
  it('staff read it; a visitor reads nothing and nobody writes it through the API', async () => {
    const booking = await approved('19:30');
    const { data: staff } = await reception
      .from('notifications')
      .select('event')
      .eq('booking_id', booking.id);
    expect((staff ?? []).length).toBeGreaterThan(0);
    const { data: anonymous } = await visitor()
      .from('notifications')
      .select('event')
      .eq('booking_id', booking.id);
    expect(anonymous ?? []).toEqual([]);
    const { error: written } = await jana
      .from('notifications')
      .update({ state: 'sent' } as never)
      .eq('booking_id', booking.id);
    expect(written).not.toBeNull();
    const { error: claimed } = await jana.rpc('claim_notifications', { max_rows: 1 });
    expect(claimed).not.toBeNull();
  });
});

describe('private.reminder_due_at and the domain', () => {
  it('give the same instant for every hour of a year, both reminders, across the changes of the clocks', async () => {
    const rows = await sql<{ starts_at: Date; hours: number; due: Date }>(`
      select s as starts_at, h as hours, private.reminder_due_at(s, h) as due
      from generate_series('2026-01-01T00:00:00Z'::timestamptz, '2026-12-31T23:00:00Z', interval '1 hour') as s
      cross join unnest(array[2, 24, 3]) as h
    `);
    expect(rows.length).toBe(8760 * 3);
    const differing = rows.filter(
      (row) =>
        reminderDueAt(row.starts_at, row.hours, venueTimeZone).getTime() !== row.due.getTime(),
    );
    expect(differing.slice(0, 5)).toEqual([]);
  });
});
