// A booking's messages as the back-office's "Messages" view reads them, and "Send again" on a
// failed one (send_notification_again). Nothing here claims or sends: rows are put in the state a
// case needs with SQL as the service role. Fixture days are 2071's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataError } from '../src/errors.ts';
import { listBookingMessages } from '../src/notifications/list-booking-messages.ts';
import { sendMessageAgain } from '../src/notifications/send-message-again.ts';
import {
  type Client,
  closeSql,
  daysOf,
  demoStaff,
  insertBookings,
  randomEmail,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

const fixtureDay = daysOf(2071);
let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

/** An approved booking taken on the phone: its approval is queued by e-mail, its reminders planned. */
async function approvedBooking(): Promise<string> {
  const [id] = await insertBookings([
    {
      date: fixtureDay(),
      time: '19:30',
      source: 'phone',
      email: randomEmail(),
      status: 'approved',
      approved_at: new Date().toISOString(),
      approved_by: demoStaff.reception.id,
    },
  ]);
  return id as string;
}

type Outbox = {
  id: string;
  event: string;
  state: string;
  reason: string | null;
  error: string | null;
  attempts: number;
  due_at: Date;
};

async function outbox(bookingId: string): Promise<Outbox[]> {
  return sql<Outbox>(
    `select id, event, state, reason, error, attempts, due_at from public.notifications
     where booking_id = $1 order by created_at, due_at, channel`,
    [bookingId],
  );
}

/** The booking's approval e-mail, as the provider refused it twice. */
async function failedApproval(bookingId: string): Promise<string> {
  const [approval] = (await outbox(bookingId)).filter((row) => row.event === 'approved');
  await sql(
    `update public.notifications set state = 'failed', reason = 'provider_refused',
       error = 'HTTP 400', attempts = 2 where id = $1`,
    [approval?.id],
  );
  return approval?.id as string;
}

async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
    return null;
  } catch (error) {
    const refused = error as DataError;
    return { code: refused.code, refusal: refused.refusal ?? null };
  }
}

describe("a booking's messages", () => {
  it('reception and the manager list them newest first: the reminders to come, then the approval', async () => {
    const id = await approvedBooking();
    for (const staff of [reception, jana]) {
      const messages = await listBookingMessages(staff, id);
      expect(messages.map((row) => [row.event, row.channel, row.state, row.detail])).toEqual([
        ['reminder', 'email', 'due', expect.objectContaining({ hours: 2 })],
        ['reminder', 'email', 'due', expect.objectContaining({ hours: 24 })],
        ['approved', 'email', 'due', {}],
      ]);
      expect(messages.every((row) => row.booking_id === id)).toBe(true);
    }
  });

  it('a visitor and a signed-in stranger read none', async () => {
    const id = await approvedBooking();
    const { client: outsider } = await signInAsOutsider();
    expect(await listBookingMessages(outsider, id)).toEqual([]);
    const read = await listBookingMessages(visitor(), id).then(
      (rows) => ({ rows, code: null }),
      (error: DataError) => ({ rows: [], code: error.code }),
    );
    expect(read.rows).toEqual([]);
    expect(read.code).toBe('42501');
  });
});

describe('Send again', () => {
  it('makes a failed message due now, its attempts from 0, its reason and error cleared, its key kept', async () => {
    const id = await approvedBooking();
    const failed = await failedApproval(id);
    const [{ key: keyBefore } = { key: '' }] = await sql<{ key: string }>(
      'select key from public.notifications where id = $1',
      [failed],
    );
    const [{ now } = { now: new Date(Number.NaN) }] = await sql<{ now: Date }>(
      'select now() as now',
    );

    const again = await sendMessageAgain(reception, failed);
    expect(again).toMatchObject({
      id: failed,
      state: 'due',
      attempts: 0,
      reason: null,
      error: null,
    });

    const [row] = await sql<Outbox & { key: string }>(
      'select state, reason, error, attempts, due_at, key from public.notifications where id = $1',
      [failed],
    );
    expect(row).toMatchObject({
      state: 'due',
      reason: null,
      error: null,
      attempts: 0,
      key: keyBefore,
    });
    expect(row?.due_at.getTime()).toBeGreaterThanOrEqual(now.getTime());
    // The manager may too, once it failed again.
    await failedApproval(id);
    expect((await sendMessageAgain(jana, failed)).state).toBe('due');
  });

  it('is refused by code for a message that is due, sent or skipped, which stays as it was', async () => {
    const id = await approvedBooking();
    // The approval is due; the first reminder is made sent, the second skipped.
    const [due, sent, skipped] = (await outbox(id)).map((row) => row.id);
    await sql(
      `update public.notifications set state = 'sent', sent_at = now(), provider_id = 'provider-1'
       where id = $1`,
      [sent],
    );
    await sql(
      `update public.notifications set state = 'skipped', reason = 'no_contact' where id = $1`,
      [skipped],
    );
    for (const [messageId, state] of [
      [due, 'due'],
      [sent, 'sent'],
      [skipped, 'skipped'],
    ] as const) {
      expect(await refusalOf(sendMessageAgain(reception, messageId as string))).toEqual({
        code: 'VN015',
        refusal: { code: 'message.not_failed', params: { state } },
      });
    }
    expect((await outbox(id)).map((row) => [row.event, row.state, row.reason])).toEqual([
      ['approved', 'due', null],
      ['reminder', 'sent', null],
      ['reminder', 'skipped', 'no_contact'],
    ]);
  });

  it('is refused for an erased customer, a deleted booking and a message that does not exist', async () => {
    const erased = await approvedBooking();
    const erasedMessage = await failedApproval(erased);
    await sql('update public.bookings set erased_at = now() where id = $1', [erased]);
    expect(await refusalOf(sendMessageAgain(reception, erasedMessage))).toEqual({
      code: 'VN015',
      refusal: { code: 'message.booking_erased', params: {} },
    });

    const deleted = await approvedBooking();
    const deletedMessage = await failedApproval(deleted);
    await sql('delete from public.bookings where id = $1', [deleted]);
    expect(await refusalOf(sendMessageAgain(reception, deletedMessage))).toEqual({
      code: 'PT404',
      refusal: { code: 'booking.not_found', params: {} },
    });
    const [{ state } = { state: '' }] = await sql<{ state: string }>(
      'select state from public.notifications where id = $1',
      [deletedMessage],
    );
    expect(state).toBe('failed');

    expect(
      await refusalOf(sendMessageAgain(reception, '00000000-0000-4000-8000-000000000000')),
    ).toEqual({ code: 'PT404', refusal: { code: 'message.not_found', params: {} } });
  });

  it('is refused to a visitor and to a signed-in stranger, who change nothing', async () => {
    const id = await approvedBooking();
    const failed = await failedApproval(id);
    const { client: outsider } = await signInAsOutsider();
    expect(await refusalOf(sendMessageAgain(outsider, failed))).toEqual({
      code: '42501',
      refusal: { code: 'access.staff_only', params: { action: 'send messages again' } },
    });
    expect((await refusalOf(sendMessageAgain(visitor(), failed)))?.code).toBe('42501');
    const [row] = await outbox(id).then((rows) => rows.filter((each) => each.id === failed));
    expect(row).toMatchObject({ state: 'failed', reason: 'provider_refused', attempts: 2 });
  });
});
