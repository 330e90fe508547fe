// A week of the venue on the outbox: 300 approved bookings over seven days, some cancelled, some
// moved and a day closed, before and while the clock runs. The database's clock is moved forward
// to each next due message and send-notifications is called as the minute's tick would: every
// reminder goes once, within two minutes of its time, never at night, and none for a booking
// cancelled or moved away before its time.
import { addDays, venueToday, wallClockAt } from '@venue/domain/clock';
import { whatsappConsentWording } from '@venue/domain/reminders';
import { venueTimeZone } from '@venue/domain/venue';
import type { CaughtMessage } from '@venue/local-stack/mail';
import { dbNow, moveDbClock } from '@venue/test-kit/db-clock';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeSql,
  demoStaff,
  insertBookings,
  randomPhone,
  signInAsReception,
  sql,
  stack,
} from '../test/support.ts';

afterAll(closeSql);

const bookingCount = 300;

async function send() {
  const response = await fetch(`${stack.apiUrl}/functions/v1/send-notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.secretKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { claimed: number };
}

/** The next instant a message is due, if any is due before `until`. */
async function nextDue(until: Date): Promise<Date | null> {
  const [row] = await sql<{ due: Date | null }>(
    `select min(due_at) as due from public.notifications where state in ('due', 'sending')
     and due_at <= $1`,
    [until],
  );
  return row?.due ?? null;
}

type Reminder = {
  booking_id: string;
  channel: string;
  state: string;
  key: string;
  due_at: Date;
  sent_at: Date | null;
  starts_at: string;
  recipient: string | null;
};

describe('a simulated week', () => {
  it('sends every reminder once, on time, never at night, none for cancelled or moved-away bookings', async () => {
    const reception = await signInAsReception();
    const start = await dbNow(stack.dbUrl);
    const firstDay = addDays(venueToday(start, venueTimeZone), 2);
    const days = Array.from({ length: 7 }, (_, i) => addDays(firstDay, i));

    // 300 bookings over the week's slots (a lane left free in each for the moves), every third
    // one on WhatsApp.
    const slots = (
      await Promise.all(
        days.map(async (day) =>
          (
            await sql<{ slot: string; free: number }>(
              'select slot_start as slot, lanes_free as free from public.venue_day($1)',
              [day],
            )
          ).map(({ slot, free }) => ({ day, slot, left: free - 1 })),
        ),
      )
    ).flat();
    expect(slots.reduce((sum, slot) => sum + Math.max(slot.left, 0), 0)).toBeGreaterThan(
      bookingCount,
    );
    const places: { day: string; slot: string }[] = [];
    for (let i = 0; places.length < bookingCount; i += 1) {
      const place = slots[i % slots.length] as (typeof slots)[number];
      if (place.left > 0) {
        place.left -= 1;
        places.push(place);
      }
    }
    const rows = places.map(({ day, slot }, i) => {
      const onWhatsapp = i % 3 === 0;
      return {
        date: day,
        time: slot,
        phone: randomPhone(),
        email: `week-${i}@example.com`,
        source: 'phone' as const,
        status: 'approved' as const,
        approved_at: new Date().toISOString(),
        approved_by: demoStaff.reception.id,
        ...(onWhatsapp
          ? {
              whatsapp_consent_at: new Date().toISOString(),
              whatsapp_consent_wording: whatsappConsentWording,
            }
          : {}),
      };
    });
    const ids: string[] = [];
    for (let i = 0; i < rows.length; i += 50)
      ids.push(...(await insertBookings(rows.slice(i, i + 50))));
    // The approvals are the week's history: this is about the reminders.
    await sql(
      `update public.notifications set state = 'skipped', reason = 'seeded'
       where booking_id = any($1) and event = 'approved'`,
      [ids],
    );

    const cancelledAt = new Map<string, Date>();
    const movedAt = new Map<string, Date>();
    const cancel = async (id: string) => {
      const { error } = await reception.rpc('cancel_booking', {
        booking_id: id,
        message: 'Sorry.',
      });
      expect(error?.message ?? null).toBeNull();
      cancelledAt.set(id, await dbNow(stack.dbUrl));
    };
    const move = async (id: string, date: string) => {
      const [free] = await sql<{ slot: string }>(
        'select slot_start as slot from public.venue_day($1) where lanes_free > 0 order by slot_start desc limit 1',
        [date],
      );
      const { error } = await reception.rpc('reschedule_booking', {
        booking_id: id,
        new_date: date,
        new_time: free?.slot as string,
      });
      expect(error?.message ?? null).toBeNull();
      movedAt.set(id, await dbNow(stack.dbUrl));
    };

    // Before the week: a day closed (reception cancels its bookings), 15 cancelled, 15 moved.
    const closedDay = days[4] as string;
    await sql(`insert into public.closures (day, reason) values ($1, '{"en": "Private event"}')`, [
      closedDay,
    ]);
    for (const [i, row] of rows.entries()) {
      if (row.date === closedDay) await cancel(ids[i] as string);
    }
    for (const i of Array.from({ length: 15 }, (_, k) => 7 + k * 17)) {
      if (rows[i]?.date !== closedDay && !cancelledAt.has(ids[i] as string))
        await cancel(ids[i] as string);
    }
    for (const i of Array.from({ length: 15 }, (_, k) => 11 + k * 19)) {
      const id = ids[i] as string;
      if (rows[i]?.date !== closedDay && !cancelledAt.has(id)) await move(id, days[6] as string);
    }

    // The week runs: the clock moves to 20 s past each next due message (what the minute's tick
    // would find), and the tick's call follows. Nothing is due in between, so nothing goes then.
    const end = new Date(`${addDays(days[6] as string, 1)}T06:00:00Z`);
    let now = await dbNow(stack.dbUrl);
    let step = 0;
    for (let due = await nextDue(end); due; due = await nextDue(end)) {
      // Still due after a call (a retry, a night's reminder waiting): the next tick, a minute on.
      const target = new Date(Math.max(due.getTime() + 20_000, now.getTime() + 60_000));
      now = await moveDbClock(stack, (target.getTime() - now.getTime()) / 1000);
      await send();
      step += 1;
      expect(step).toBeLessThan(1000);
      // Halfway, reception cancels five more and moves five more (their later reminders change).
      if (step === 40) {
        const later = ids.filter(
          (id, i) => !cancelledAt.has(id) && !movedAt.has(id) && rows[i]?.date === days[5],
        );
        for (const id of later.slice(0, 5)) await cancel(id);
        for (const id of later.slice(5, 10)) await move(id, days[6] as string);
      }
      now = await dbNow(stack.dbUrl);
    }
    await send();

    const reminders = await sql<Reminder>(
      `select booking_id, channel, state, key, due_at, sent_at, detail ->> 'startsAt' as starts_at, recipient
       from public.notifications where event = 'reminder' and booking_id = any($1)`,
      [ids],
    );
    const sent = reminders.filter((row) => row.state === 'sent');
    expect(sent.length).toBeGreaterThan(bookingCount);

    // Once: one sent row per booking, hours and slot (the key), none left due.
    expect(new Set(sent.map((row) => row.key)).size).toBe(sent.length);
    expect(reminders.filter((row) => row.state === 'due' || row.state === 'sending')).toEqual([]);

    // On time and never at night.
    for (const row of sent) {
      const late = ((row.sent_at as Date).getTime() - row.due_at.getTime()) / 1000;
      expect(late, row.key).toBeGreaterThanOrEqual(0);
      expect(late, row.key).toBeLessThanOrEqual(120);
      const { time } = wallClockAt(row.sent_at as Date, venueTimeZone);
      expect(time >= '09:00' && time < '22:00', `${row.key} at ${time}`).toBe(true);
    }

    // None after a cancellation, none for the slot a booking moved away from after the move.
    const [moves] = [
      await sql<{ id: string; date: string; time: string }>(
        'select id, to_char(date, $2) as date, time from public.bookings where id = any($1)',
        [[...movedAt.keys()], 'YYYY-MM-DD'],
      ),
    ];
    const nowAt = new Map(moves.map((row) => [row.id, `${row.date} ${row.time}`]));
    for (const row of sent) {
      const cancelled = cancelledAt.get(row.booking_id);
      if (cancelled) expect((row.sent_at as Date) < cancelled, row.key).toBe(true);
      const moved = movedAt.get(row.booking_id);
      if (moved && (row.sent_at as Date) > moved) {
        const [booking] = await sql<{ starts_at: Date }>(
          'select private.slot_instant(date, time) as starts_at from public.bookings where id = $1',
          [row.booking_id],
        );
        expect(Date.parse(row.starts_at), `${row.key} for ${nowAt.get(row.booking_id)}`).toBe(
          booking?.starts_at.getTime(),
        );
      }
    }

    // The catchers hold each sent reminder once: WhatsApp by number, e-mail by its key.
    const caughtWhatsapp = (await (await fetch(`${stack.whatsappUrl}/api/messages`)).json()) as {
      to: string;
      template: string;
    }[];
    const whatsappSent = sent.filter((row) => row.channel === 'whatsapp');
    const perNumber = new Map<string, number>();
    for (const message of caughtWhatsapp.filter((m) => m.template === 'booking_reminder')) {
      perNumber.set(message.to, (perNumber.get(message.to) ?? 0) + 1);
    }
    for (const row of whatsappSent) {
      const expected = whatsappSent.filter((other) => other.recipient === row.recipient).length;
      expect(perNumber.get(row.recipient ?? ''), row.key).toBe(expected);
    }
    const caughtMail = (await (
      await fetch(`${stack.mailUrl}/api/messages`)
    ).json()) as CaughtMessage[];
    const byKey = new Map<string, number>();
    for (const message of caughtMail) {
      if (message.idempotency_key) {
        byKey.set(message.idempotency_key, (byKey.get(message.idempotency_key) ?? 0) + 1);
      }
    }
    for (const row of sent.filter((r) => r.channel === 'email')) {
      expect(byKey.get(row.key), row.key).toBe(1);
    }
  }, 600_000);
});
