// The customer moves their own booking from their manage link (reschedule_booking_by_token): a
// pending request just moves, an approved booking moves on a free lane or not at all, within the
// schedule and before the cut-off, limited per token with viewing and cancelling.
import { createHash, randomBytes } from 'node:crypto';
import { addDays, venueToday } from '@venue/domain/clock';
import { manageLinkLimits } from '@venue/domain/manage-link';
import { refusalEnglish } from '@venue/domain/refusal-english';
import { venue, venueTimeZone } from '@venue/domain/venue';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cancelBookingByToken,
  getBookingByToken,
  rescheduleBookingByToken,
} from '../src/bookings/manage-booking.ts';
import { sendRescheduleEmail } from '../src/bookings/send-booking-email.ts';
import {
  approvedBookings,
  approvedCount,
  bookableDaysOf,
  closeSql,
  daysOf,
  insertBookings,
  randomEmail,
  sql,
  stack,
  visitor,
} from './support.ts';

// Bookings start on days of 2097 (far from any cut-off, beyond the horizon: nothing else lands
// there); they move to bookable days 178-180, this file's own.
const fixtureDay = daysOf(2097);
const bookableDay = bookableDaysOf(178, 180);
const [moveDay, fullDay, closedDay] = [bookableDay(), bookableDay(), bookableDay()];
const today = venueToday(new Date(), venueTimeZone);
const closureIds: string[] = [];

afterAll(async () => {
  await sql('delete from public.closures where id = any($1)', [closureIds]);
  await closeSql();
});

function tokenHash(token: string): string {
  return `\\x${createHash('sha256').update(token, 'utf8').digest('hex')}`;
}

/** A fixture booking a fresh manage token opens; returns its id and the token. */
async function bookingWithToken(
  row: Partial<Parameters<typeof insertBookings>[0][number]> & { date: string; time: string },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [id] = await insertBookings([{ ...row, manage_token_hash: tokenHash(token) }]);
  return { id: id as string, token };
}

const approved = () => ({
  status: 'approved' as const,
  approved_at: new Date().toISOString(),
  approved_by: '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02',
});

type Row = {
  status: string;
  date: string;
  time: string;
  lane: number | null;
  reschedule_count: number;
};

async function rowOf(id: string): Promise<Row | undefined> {
  const [row] = await sql<Row>(
    `select status, to_char(date, 'YYYY-MM-DD') as date, time, lane, reschedule_count
     from public.bookings where id = $1`,
    [id],
  );
  return row;
}

async function holdsOf(id: string) {
  return sql<{ date: string; time: string; lane: number }>(
    `select to_char(date, 'YYYY-MM-DD') as date, time, lane from public.slot_lanes
     where booking_id = $1 order by date, time`,
    [id],
  );
}

async function movesOf(id: string) {
  return sql<{ actor_id: string | null; detail: string | null; before: unknown; after: unknown }>(
    `select actor_id, detail, before, after from public.booking_events
     where booking_id = $1 and kind = 'rescheduled' order by id`,
    [id],
  );
}

async function addClosure(day: string, from: string | null, to: string | null) {
  const reason = { en: 'Eid al-Adha', ar: 'عيد الأضحى' };
  const [row] = await sql<{ id: string }>(
    `insert into public.closures (day, from_time, to_time, reason) values ($1, $2, $3, $4) returning id`,
    [day, from, to, reason],
  );
  closureIds.push(row?.id ?? '');
  return reason;
}

describe('a pending request', () => {
  it('just moves: the new day and time, still pending and without a lane, the move in its history by the customer', async () => {
    const from = fixtureDay();
    const { id, token } = await bookingWithToken({ date: from, time: '18:00' });
    const moved = await rescheduleBookingByToken(visitor(), token, {
      date: moveDay,
      time: '17:15',
    });
    expect(moved).toMatchObject({
      status: 'pending',
      date: moveDay,
      time: '17:15',
      cancellable: true,
    });
    expect(await rowOf(id)).toEqual({
      status: 'pending',
      date: moveDay,
      time: '17:15',
      lane: null,
      reschedule_count: 0,
    });
    expect(await holdsOf(id)).toEqual([]);
    expect(await movesOf(id)).toEqual([
      {
        actor_id: null,
        detail: 'customer',
        before: { date: from, time: '18:00', lane: null, lanes: null },
        after: { date: moveDay, time: '17:15', lane: null, lanes: null },
      },
    ]);
    expect(await getBookingByToken(visitor(), token)).toMatchObject({ date: moveDay });
  });
});

describe('an approved booking', () => {
  it('moves and stays approved on the lowest free lane; its old lane is freed; history and e-mail as for a staff reschedule', async () => {
    const from = fixtureDay();
    const email = randomEmail();
    const { id, token } = await bookingWithToken({
      date: from,
      time: '19:30',
      email,
      ...approved(),
    });
    expect(await rowOf(id)).toMatchObject({ lane: 1 });
    // Lanes 1 and 2 are taken at the new time: its own lane is not free there.
    await approvedBookings(moveDay, '19:30', 2);

    const moved = await rescheduleBookingByToken(visitor(), token, {
      date: moveDay,
      time: '19:30',
    });
    expect(moved).toMatchObject({ status: 'approved', date: moveDay, time: '19:30' });
    expect(moved.rescheduleCount).toBe(1);
    expect(await rowOf(id)).toEqual({
      status: 'approved',
      date: moveDay,
      time: '19:30',
      lane: 3,
      reschedule_count: 1,
    });
    expect(await holdsOf(id)).toEqual([{ date: moveDay, time: '19:30', lane: 3 }]);
    expect(await approvedCount(from, '19:30')).toBe(0);
    expect(await approvedCount(moveDay, '19:30')).toBe(3);
    expect(await movesOf(id)).toEqual([
      {
        actor_id: null,
        detail: 'customer',
        before: { date: from, time: '19:30', lane: 1, lanes: [1] },
        after: { date: moveDay, time: '19:30', lane: 3, lanes: [3] },
      },
    ]);

    // The page asks for the moved approval's e-mail: the one staff send after a reschedule.
    expect(await sendRescheduleEmail(visitor(), token)).toEqual({
      status: 'sent',
      recipient: email,
    });
    expect(await sendRescheduleEmail(visitor(), token)).toMatchObject({ status: 'sent' });
    const rows = await sql<{
      kind: string;
      status: string;
      subject: string;
      idempotency_key: string;
      created_by: string | null;
    }>(
      'select kind, status, subject, idempotency_key, created_by from public.booking_emails where booking_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'approved', status: 'sent', created_by: null });
    expect(rows[0]?.subject).toMatch(/^Your booking moved to /);
    expect(rows[0]?.idempotency_key).toMatch(
      new RegExp(`^booking-${id}-approved-\\d+-r1-${moveDay}-1930$`),
    );
    const response = await fetch(`${stack.mailUrl}/api/messages`);
    const caught = ((await response.json()) as { to: string[]; subject: string }[]).filter(
      (message) => message.to.includes(email),
    );
    expect(caught.map((message) => message.subject)).toEqual([rows[0]?.subject]);
  });

  it('into a run with no lane free is refused booking.slot_full and stays where it was', async () => {
    const from = fixtureDay();
    const { id, token } = await bookingWithToken({ date: from, time: '20:15', ...approved() });
    await approvedBookings(fullDay, '20:15', venue.laneCount);
    const before = await rowOf(id);

    await expect(
      rescheduleBookingByToken(visitor(), token, { date: fullDay, time: '20:15' }),
    ).rejects.toMatchObject({
      code: 'VN001',
      refusal: {
        code: 'booking.slot_full',
        params: { lanes: venue.laneCount, date: fullDay, time: '20:15', approved: venue.laneCount },
      },
    });
    expect(await rowOf(id)).toEqual(before);
    expect(await holdsOf(id)).toEqual([{ date: from, time: '20:15', lane: 1 }]);
    expect(await approvedCount(fullDay, '20:15')).toBe(venue.laneCount);
    expect(await movesOf(id)).toEqual([]);
  });
});

describe('what the schedule does not offer', () => {
  it('a closed day, a closed part of a day, a started slot, a past day and one past the horizon are refused with their codes, nothing moved', async () => {
    const { id, token } = await bookingWithToken({
      date: fixtureDay(),
      time: '18:45',
      ...approved(),
    });
    const before = await rowOf(id);
    const reason = await addClosure(closedDay, null, null);
    await addClosure(moveDay, '22:00', '23:00');
    const move = (date: string, time: string) =>
      rescheduleBookingByToken(visitor(), token, { date, time });

    await expect(move(closedDay, '18:00')).rejects.toMatchObject({
      code: 'VN016',
      refusal: { code: 'booking.day_closed', params: { date: closedDay, reason } },
    });
    await expect(move(moveDay, '22:15')).rejects.toMatchObject({
      code: 'VN016',
      refusal: { code: 'booking.time_closed', params: { from: '22:00', to: '23:00', reason } },
    });
    // The test clock stands at 20:20 at the venue: 19:30 today has begun.
    await expect(move(today, '19:30')).rejects.toMatchObject({
      code: 'VN011',
      refusal: { code: 'booking.slot_started' },
    });
    await expect(move(addDays(today, -1), '19:30')).rejects.toMatchObject({
      code: 'VN014',
      refusal: { code: 'booking.past_date' },
    });
    await expect(move(addDays(today, 181), '19:30')).rejects.toMatchObject({
      refusal: { code: 'booking.beyond_horizon', params: { days: 180 } },
    });
    expect(await rowOf(id)).toEqual(before);
    expect(await movesOf(id)).toEqual([]);
  });
});

describe('what cannot be moved', () => {
  it('after the cut-off (the same as cancelling) is refused manage.change_closed with the number to call', async () => {
    const late = await bookingWithToken({
      date: addDays(today, -1),
      time: '22:30',
      ...approved(),
    });
    const params = { hours: 2, phone: venue.phone.display };
    await expect(
      rescheduleBookingByToken(visitor(), late.token, { date: moveDay, time: '18:00' }),
    ).rejects.toMatchObject({
      code: 'VN015',
      message: refusalEnglish['manage.change_closed'](params),
      refusal: { code: 'manage.change_closed', params },
    });
    expect(await rowOf(late.id)).toMatchObject({ date: addDays(today, -1), time: '22:30' });
  });

  it('a rejected or cancelled booking is refused manage.change_not_open with its status', async () => {
    const rejected = await bookingWithToken({
      date: fixtureDay(),
      time: '18:00',
      status: 'rejected',
      rejected_at: new Date().toISOString(),
      rejection_reason: 'Closed for a private event',
    });
    const cancelled = await bookingWithToken({ date: fixtureDay(), time: '18:00' });
    await cancelBookingByToken(visitor(), cancelled.token);
    for (const [booking, status] of [
      [rejected, 'rejected'],
      [cancelled, 'cancelled'],
    ] as const) {
      await expect(
        rescheduleBookingByToken(visitor(), booking.token, { date: moveDay, time: '18:00' }),
      ).rejects.toMatchObject({
        code: 'VN015',
        message: refusalEnglish['manage.change_not_open']({ status }),
        refusal: { code: 'manage.change_not_open', params: { status } },
      });
      expect(await rowOf(booking.id)).toMatchObject({ status, time: '18:00' });
    }
  });

  it('the day and time it already has is refused manage.change_same_time, nothing recorded', async () => {
    const { id, token } = await bookingWithToken({ date: moveDay, time: '16:30', ...approved() });
    await expect(
      rescheduleBookingByToken(visitor(), token, { date: moveDay, time: '16:30' }),
    ).rejects.toMatchObject({ code: 'VN015', refusal: { code: 'manage.change_same_time' } });
    expect(await rowOf(id)).toMatchObject({ reschedule_count: 0, lane: 1 });
    expect(await movesOf(id)).toEqual([]);
  });
});

describe('the manage link', () => {
  it('is limited per token together with viewing and cancelling: the call after perToken is refused and moves nothing', async () => {
    const { id, token } = await bookingWithToken({ date: fixtureDay(), time: '18:00' });
    const times = ['18:00', '18:45'];
    const half = manageLinkLimits.perToken.max / 2;
    for (let i = 0; i < half; i += 1) {
      const time = times[i % 2] ?? '18:00';
      await rescheduleBookingByToken(visitor(), token, { date: moveDay, time });
      await getBookingByToken(visitor(), token);
    }
    const before = await rowOf(id);
    await expect(
      rescheduleBookingByToken(visitor(), token, { date: moveDay, time: '17:15' }),
    ).rejects.toMatchObject({
      code: 'PT429',
      refusal: { code: 'limit.too_many_requests', params: { bucket: 'manage_booking:token' } },
    });
    expect(await rowOf(id)).toEqual(before);
    expect(await movesOf(id)).toHaveLength(half);
  });

  it('a token that names no booking, or an old one, is answered as cancelling answers it, whatever day it asks for', async () => {
    const old = await bookingWithToken({
      date: addDays(today, -(manageLinkLimits.daysAfterBooking + 1)),
      time: '18:00',
    });
    const unknown = randomBytes(32).toString('base64url');
    const missing = await visitor().rpc('cancel_booking_by_token', { token: unknown });
    expect(missing).toMatchObject({ data: [], error: null });
    for (const token of [unknown, 'not a token', old.token]) {
      for (const date of [closedDay, moveDay, addDays(today, -1)]) {
        const answer = await visitor().rpc('reschedule_booking_by_token', {
          token,
          date,
          time: '18:00',
        });
        expect(answer, `${token.slice(0, 12)} ${date}`).toMatchObject({
          data: [],
          error: null,
          status: missing.status,
        });
      }
    }
    expect(await rowOf(old.id)).toMatchObject({ time: '18:00' });
    await expect(
      rescheduleBookingByToken(visitor(), unknown, { date: moveDay, time: '18:00' }),
    ).rejects.toMatchObject({ code: 'PT404', refusal: { code: 'manage.not_found' } });
  });
});
