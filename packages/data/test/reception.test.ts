import { randomUUID } from 'node:crypto';
import { staffBookingSourceMessage as staffBookingSourceMessageRefusal } from '@venue/domain/booking';
import {
  attendanceChoiceMessage,
  attendanceNotApprovedMessage,
  attendanceNotStartedMessage,
  checkAttendanceChange,
} from '@venue/domain/booking-attendance';
import { capacityBlockedMessage } from '@venue/domain/capacity';
import { addDays, lastBookableDate, venueToday } from '@venue/domain/clock';
import {
  beyondHorizonMessage as beyondHorizonMessageRefusal,
  checkBookingTiming,
  pastDateMessage as pastDateMessageRefusal,
} from '@venue/domain/forms/booking-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import { staffBookingFormSchema } from '@venue/domain/forms/staff-booking-form';
import { bookingRequestLimits, limits, normalizePhone } from '@venue/domain/limits';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { refusalOf } from '@venue/domain/refusals';
import { defaultSchedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffBooking, type StaffBooking } from '../src/bookings/create-staff-booking.ts';
import { listBookingEvents } from '../src/bookings/list-booking-events.ts';
import { markBookingAttendance } from '../src/bookings/mark-booking-attendance.ts';
import type { Database } from '../src/database.types.ts';
import {
  type Actor,
  actors,
  approvedBookings,
  approvedCount,
  bookableDaysOf,
  type Client,
  closeSql,
  daysOf,
  demoStaff,
  insertBookings,
  packageByTitle,
  randomEmail,
  randomPhone,
  requestedId,
  reusedBookableDaysOf,
  service,
  signInEveryActor,
  sql,
  visitor,
} from './support.ts';

// The forms' checks carry codes; the database words the same refusals in the registry's English.
const staffBookingSourceMessage = englishOfMessage(staffBookingSourceMessageRefusal);
const beyondHorizonMessage = englishOfMessage(beyondHorizonMessageRefusal);
const pastDateMessage = englishOfMessage(pastDateMessageRefusal);

// Reception's own bookings, arrivals and no-shows, and every booking's history (issue 14).

/** Days whose lanes only these tests fill (capacity is counted on them). */
const nextDay = bookableDaysOf(131, 137);
/** Bookable days for bookings that take at most a lane or two. */
const anyDay = reusedBookableDaysOf(138, 140);
/** Days before today on the venue's clock: every slot of them has started. */
const pastDay = daysOf(2001);
/** Days whose slots have not started (beyond the horizon: fixtures only). */
const laterDay = daysOf(2047);

const clients = {} as Record<Actor, Client>;
const staffNames = { reception: 'Rami Nasser', jana: 'Jana Haddad' } as const;

beforeAll(async () => {
  Object.assign(clients, await signInEveryActor());
});
afterAll(closeSql);

type StaffBookingArgs = Database['public']['Functions']['create_staff_booking']['Args'];

/** A phone booking left pending as `createStaffBooking` takes it, with some things changed. */
function takenBooking(change: Partial<StaffBooking> = {}): StaffBooking {
  return {
    type: 'regular',
    name: 'Omar Saleh',
    phone: randomPhone(),
    people: 4,
    rounds: 2,
    date: anyDay(),
    time: '19:30',
    source: 'phone',
    approve: false,
    ...change,
  };
}

/** The same booking as the back-office sends it to `create_staff_booking`. */
function staffBooking(change: Partial<StaffBookingArgs> = {}): StaffBookingArgs {
  return { ...takenBooking(), ...change };
}

async function bookingRow(id: string) {
  const { data, error } = await service().from('bookings').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

async function countBookings(where: string, values: unknown[]): Promise<number> {
  const [row] = await sql<{ count: number }>(
    `select count(*)::int as count from public.bookings where ${where}`,
    values,
  );
  return row?.count ?? 0;
}

describe('create_staff_booking: bookings taken on the phone or at the counter', () => {
  it.each(['reception', 'jana'] as const)(
    '%s takes a pending phone booking with the same fields as a request, and no e-mail',
    async (role) => {
      const args = staffBooking({ notes: ' Sami turns 8 ', locale: 'ar' });
      const { data, error } = await clients[role].rpc('create_staff_booking', args);
      expect(error).toBeNull();
      expect(data).toEqual([{ booking_id: expect.any(String), assigned_lane: null }]);
      const row = await bookingRow(data?.[0]?.booking_id ?? '');
      expect(row).toMatchObject({
        name: 'Omar Saleh',
        phone: args.phone,
        email: null,
        people: 4,
        rounds: 2,
        date: args.date,
        time: '19:30',
        type: 'regular',
        duration: 45,
        customer_notes: 'Sami turns 8',
        locale: 'ar',
        source: 'phone',
        status: 'pending',
        approved_by: null,
        contact_attempts: 0,
      });
    },
  );

  it('a walk-in with an e-mail keeps it, trimmed; a blank e-mail is no e-mail', async () => {
    const withEmail = await createStaffBooking(
      clients.reception,
      takenBooking({ source: 'walk_in', email: '  omar@example.com ' }),
    );
    expect(await bookingRow(withEmail.id)).toMatchObject({
      email: 'omar@example.com',
      source: 'walk_in',
    });
    const { data } = await clients.reception.rpc(
      'create_staff_booking',
      staffBooking({ email: '   ' }),
    );
    expect((await bookingRow(data?.[0]?.booking_id ?? ''))?.email).toBeNull();
  });

  it('a local number is accepted and stored in its one E.164 form', async () => {
    const local = `059${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const { id } = await createStaffBooking(clients.reception, takenBooking({ phone: local }));
    expect((await bookingRow(id))?.phone).toBe(normalizePhone(local));
    expect(normalizePhone(local)).toBe(`+970${local.slice(1)}`);
  });

  it('a birthday package is copied from its row and its party checked like a request', async () => {
    const blaze = await packageByTitle('Blaze');
    const { id } = await createStaffBooking(
      clients.jana,
      takenBooking({
        type: 'birthday',
        packageId: blaze.id,
        people: blaze.min_people,
        time: '16:30',
      }),
    );
    expect(await bookingRow(id)).toMatchObject({
      type: 'birthday',
      bundle_id: blaze.id,
      bundle_name: 'Blaze',
      bundle_price: blaze.price,
      duration: blaze.duration,
      rounds: 1,
    });
    const { error } = await clients.jana.rpc(
      'create_staff_booking',
      staffBooking({ type: 'birthday', package_id: blaze.id, people: blaze.min_people - 1 }),
    );
    expect(error).toMatchObject({
      code: 'VN010',
      details: 'people',
      message: `This package is for ${blaze.min_people} to ${blaze.max_people} people`,
    });
  });

  /** Bookings stored with this name or this phone (the one a refused call must not leave). */
  function stored(values: StaffBookingArgs) {
    return countBookings('name = $1 or phone = $2', [
      values.name.trim(),
      normalizePhone(values.phone),
    ]);
  }

  it.each([
    { name: '  ' },
    { name: 'Omar\nSaleh' },
    { name: 'x'.repeat(limits.nameMaxLength + 1) },
    { email: 'omar@' },
    { email: `${'x'.repeat(limits.emailMaxLength - 7)}@b.co.uk` },
    { phone: '' },
    { phone: '022950000' },
    { phone: '+9705991' },
    { people: 0 },
    { people: 13 },
    { rounds: 0 },
    { rounds: 4 },
    { time: '18:10' },
    { notes: 'n'.repeat(limits.customerNotesMaxLength + 1) },
    { notes: 'cake\u0007' },
    { source: 'website' },
    { source: 'walk-in' },
    { source: '' },
  ] satisfies Partial<StaffBookingArgs>[])(
    'refuses %o in the form words on its field, and writes nothing',
    async (change) => {
      const values = staffBooking({ name: `Refused ${randomUUID()}`, ...change });
      const { data, error } = await clients.reception.rpc('create_staff_booking', values);
      expect(data).toBeNull();
      expect(error?.code).toBe('VN010');
      const field = error?.details ?? '';
      // The schema first; a time the day does not offer is the timing check's, on the schedule.
      const timing = checkBookingTiming(values, new Date(), venueTimeZone, {
        isSlotUnderWayBookable: true,
        schedule: defaultSchedule,
      });
      const formRefusal = refusalOf(
        fieldErrors(staffBookingFormSchema, values)[field] ??
          (timing?.field === field ? timing.message : undefined),
      );
      expect(formRefusal).toEqual(refusalOf(error?.hint));
      expect(await stored(values)).toBe(0);
    },
  );

  it('the source refusal reads as the domain writes it', async () => {
    const { error } = await clients.reception.rpc(
      'create_staff_booking',
      staffBooking({ source: 'website' }),
    );
    expect(error).toMatchObject({ message: staffBookingSourceMessage, details: 'source' });
  });

  it.each([
    [
      'yesterday',
      () => addDays(venueToday(new Date(), venueTimeZone), -1),
      'VN014',
      pastDateMessage,
    ],
    [
      'past the horizon',
      () => addDays(lastBookableDate(new Date(), venueTimeZone), 1),
      'VN010',
      beyondHorizonMessage,
    ],
  ] as const)('refuses a day %s like a request does', async (_, day, code, message) => {
    const values = staffBooking({ name: `Refused ${randomUUID()}`, date: day() });
    const { error } = await clients.reception.rpc('create_staff_booking', values);
    expect(error).toMatchObject({ code, message, details: 'date' });
    expect(await stored(values)).toBe(0);
  });

  it.each(['visitor', 'outsider'] as const)(
    'refuses a %s and writes nothing, even asked to approve',
    async (actor) => {
      const values = staffBooking({ name: `Intruder ${randomUUID()}`, approve: true });
      const { error } = await clients[actor].rpc('create_staff_booking', values);
      expect(error?.code).toBe('42501');
      if (actor === 'outsider') expect(error?.message).toBe('Only venue staff can take bookings.');
      expect(await stored(values)).toBe(0);
    },
  );

  it('is not held by the public limits: one receptionist books past every one of them for one phone, e-mail and slot', async () => {
    const date = nextDay();
    const phone = randomPhone();
    const email = randomEmail();
    const tries = bookingRequestLimits.pendingPerSlot + 1;
    expect(tries).toBeGreaterThan(bookingRequestLimits.perAddress.max);
    expect(tries).toBeGreaterThan(bookingRequestLimits.perPhone.max);
    expect(tries).toBeGreaterThan(bookingRequestLimits.pendingPerEmailPerDay);
    for (let n = 0; n < tries; n += 1) {
      const { error } = await clients.reception.rpc(
        'create_staff_booking',
        staffBooking({ phone, email, date, time: '21:00' }),
      );
      expect(error, `booking ${n + 1}`).toBeNull();
    }
    expect(await countBookings('phone = $1 and date = $2', [phone, date])).toBe(tries);
    // The same e-mail through the public form is held: the limits are there, staff pass them.
    const { error } = await visitor().rpc('request_booking', {
      name: 'Omar Saleh',
      phone: randomPhone(),
      email,
      people: 4,
      rounds: 1,
      date,
      time: '21:45',
    });
    expect(error?.code).toBe('PT429');
  });
});

describe('create_staff_booking with approve: a lane at once, under the approval rule', () => {
  it('inserts it approved by the caller, counts its lane and returns the lane number', async () => {
    const date = nextDay();
    await approvedBookings(date, '17:15', 2);
    const created = await createStaffBooking(
      clients.reception,
      takenBooking({ date, time: '17:15', source: 'walk_in', approve: true }),
    );
    expect(created.lane).toBe(3);
    const row = await bookingRow(created.id);
    expect(row).toMatchObject({ status: 'approved', approved_by: demoStaff.reception.id });
    expect(row?.approved_at).not.toBeNull();
    expect(await approvedCount(date, '17:15')).toBe(3);
  });

  it('an approved Blaze party of 11 takes two lanes (8 guests a lane) in both slots it covers', async () => {
    const date = nextDay();
    const blaze = await packageByTitle('Blaze');
    await approvedBookings(date, '19:30', 4);
    const created = await createStaffBooking(
      clients.jana,
      takenBooking({
        date,
        time: '18:45',
        type: 'birthday',
        packageId: blaze.id,
        people: blaze.min_people,
        approve: true,
      }),
    );
    expect(blaze.duration).toBe(90);
    expect(created.lane).toBe(5);
    expect(await approvedCount(date, '18:45')).toBe(2);
    expect(await approvedCount(date, '19:30')).toBe(6);
  });

  it('the seventh on a full slot is refused with the capacity message and nothing is written', async () => {
    const date = nextDay();
    await approvedBookings(date, '22:30', 6);
    const values = staffBooking({ date, time: '22:30', approve: true });
    const { error } = await clients.reception.rpc('create_staff_booking', values);
    expect(error).toMatchObject({
      code: 'VN001',
      message: capacityBlockedMessage(date, '22:30', 6),
    });
    expect(await stored(values)).toBe(0);
    expect(await approvedCount(date, '22:30')).toBe(6);
  });

  function stored(values: StaffBookingArgs) {
    return countBookings('phone = $1', [values.phone]);
  }

  it.each([1, 2, 3])(
    'trial %i: 12 approvals and 12 approved bookings fired at once on one slot leave exactly 6 lanes',
    async () => {
      const date = nextDay();
      const pending = await insertBookings(
        Array.from({ length: 12 }, () => ({ date, time: '20:15' })),
      );
      const sessions = [clients.reception, clients.jana];
      const calls = pending.flatMap((id, index) => {
        const client = sessions[index % 2] as Client;
        const other = sessions[(index + 1) % 2] as Client;
        return [
          client.rpc('approve_booking', { booking_id: id }).then(({ data, error }) => ({
            lane: data,
            error,
          })),
          other
            .rpc('create_staff_booking', staffBooking({ date, time: '20:15', approve: true }))
            .then(({ data, error }) => ({ lane: data?.[0]?.assigned_lane ?? null, error })),
        ];
      });
      const results = await Promise.all(calls);
      const taken = results.filter((result) => result.error === null);
      expect(taken.map((result) => result.lane).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      const refusals = results.filter((result) => result.error !== null);
      expect(refusals).toHaveLength(18);
      for (const { error } of refusals) {
        expect(error).toMatchObject({
          code: 'VN001',
          message: capacityBlockedMessage(date, '20:15', 6),
        });
      }
      expect(await approvedCount(date, '20:15')).toBe(6);
      expect(await countBookings(`date = $1 and status = 'approved'`, [date])).toBe(6);
      // A refused booking taken approved leaves no row behind: 12 pending fixtures plus the winners.
      const createdWinners = results.filter((r, index) => index % 2 === 1 && r.error === null);
      expect(await countBookings('date = $1', [date])).toBe(12 + createdWinners.length);
    },
  );
});

describe('arrivals and no-shows', () => {
  it('an approved booking whose slot started is marked arrived, then no-show, then cleared; its lane stays', async () => {
    const date = pastDay();
    const [id] = (await approvedBookings(date, '18:00', 2)) as [string];
    expect(await markBookingAttendance(clients.reception, id, 'arrived')).toBe('arrived');
    expect(await bookingRow(id)).toMatchObject({ status: 'approved', attendance: 'arrived' });
    expect(await approvedCount(date, '18:00')).toBe(2);
    expect(await markBookingAttendance(clients.jana, id, 'no_show')).toBe('no_show');
    expect(await bookingRow(id)).toMatchObject({ status: 'approved', attendance: 'no_show' });
    expect(await approvedCount(date, '18:00')).toBe(2);
    expect(await markBookingAttendance(clients.reception, id, null)).toBeNull();
    expect((await bookingRow(id))?.attendance).toBeNull();
    expect(await approvedCount(date, '18:00')).toBe(2);
  });

  async function refusal(status: 'pending' | 'rejected', date: string) {
    const decided =
      status === 'rejected'
        ? {
            status,
            rejected_at: new Date().toISOString(),
            rejection_reason: 'Lanes closed',
          }
        : {};
    const [id] = (await insertBookings([{ date, time: '18:00', ...decided }])) as [string];
    return id;
  }

  it.each(['pending', 'rejected'] as const)(
    'a %s booking is refused with VN005 in the domain words, by the function and by a direct update',
    async (status) => {
      const date = pastDay();
      const id = await refusal(status, date);
      const expected = checkAttendanceChange(
        { status, date, time: '18:00' },
        new Date(),
        venueTimeZone,
      );
      expect(expected?.message).toBe(attendanceNotApprovedMessage(status));
      const { error } = await clients.reception.rpc('mark_booking_attendance', {
        booking_id: id,
        attendance: 'arrived',
      });
      expect(error).toMatchObject({ code: 'VN005', message: expected?.message });
      const direct = await clients.jana
        .from('bookings')
        .update({ attendance: 'no_show' })
        .eq('id', id);
      expect(direct.error).toMatchObject({ code: 'VN005', message: expected?.message });
      expect((await bookingRow(id))?.attendance).toBeNull();
    },
  );

  it('an approved booking whose slot has not started is refused with VN006, by the function and by a direct update', async () => {
    const date = laterDay();
    const [id] = (await approvedBookings(date, '15:00', 1)) as [string];
    expect(
      checkAttendanceChange({ status: 'approved', date, time: '15:00' }, new Date(), venueTimeZone),
    ).toMatchObject({ message: attendanceNotStartedMessage });
    const { error } = await clients.reception.rpc('mark_booking_attendance', {
      booking_id: id,
      attendance: 'arrived',
    });
    expect(error).toMatchObject({ code: 'VN006', message: attendanceNotStartedMessage });
    const direct = await clients.reception
      .from('bookings')
      .update({ attendance: 'arrived' })
      .eq('id', id);
    expect(direct.error).toMatchObject({ code: 'VN006' });
    expect((await bookingRow(id))?.attendance).toBeNull();
  });

  it.each(['late', 'no-show', 'ARRIVED', ''])(
    'anything but arrived, no_show or nothing (%j) is refused on the attendance field',
    async (attendance) => {
      const [id] = (await approvedBookings(pastDay(), '18:00', 1)) as [string];
      const { error } = await clients.reception.rpc('mark_booking_attendance', {
        booking_id: id,
        attendance,
      });
      expect(error).toMatchObject({
        code: 'VN010',
        message: attendanceChoiceMessage,
        details: 'attendance',
      });
      expect((await bookingRow(id))?.attendance).toBeNull();
    },
  );

  it.each(['visitor', 'outsider'] as const)(
    'a %s can neither mark nor clear an attendance',
    async (actor) => {
      const [id] = (await approvedBookings(pastDay(), '18:00', 1)) as [string];
      await markBookingAttendance(clients.reception, id, 'no_show');
      for (const attendance of ['arrived', null]) {
        const { error } = await clients[actor].rpc('mark_booking_attendance', {
          booking_id: id,
          attendance: attendance as string,
        });
        expect(error?.code).toBe('42501');
        await clients[actor].from('bookings').update({ attendance: 'arrived' }).eq('id', id);
      }
      expect((await bookingRow(id))?.attendance).toBe('no_show');
    },
  );

  it('a booking that no longer exists is reported as gone', async () => {
    const { error } = await clients.reception.rpc('mark_booking_attendance', {
      booking_id: randomUUID(),
      attendance: 'arrived',
    });
    expect(error).toMatchObject({ code: 'PT404', message: 'This booking no longer exists.' });
  });

  it('a booking moved to another slot loses what was recorded for the old one', async () => {
    const [id] = (await approvedBookings(pastDay(), '18:00', 1)) as [string];
    await markBookingAttendance(clients.reception, id, 'no_show');
    const { error } = await clients.reception.rpc('reschedule_booking', {
      booking_id: id,
      new_date: anyDay(),
      new_time: '22:30',
    });
    expect(error).toBeNull();
    expect(await bookingRow(id)).toMatchObject({ time: '22:30', attendance: null });
  });

  it('the desk can filter by attendance per day through an index', async () => {
    const [row] = await sql<{ definition: string }>(
      `select indexdef as definition from pg_indexes where indexname = 'bookings_attendance_date_idx'`,
    );
    expect(row?.definition).toContain('(attendance, date)');
  });
});

describe('booking_events: a booking history written by the database', () => {
  const events = (id: string) => listBookingEvents(clients.reception, id);

  it('a request, a contact attempt, an approval, a move and a deletion each leave one event, kept after the delete', async () => {
    const [from, to] = [anyDay(), anyDay()];
    const { data: id, error } = await requestedId(
      visitor().rpc('request_booking', {
        name: 'Layla Haddad',
        phone: randomPhone(),
        email: randomEmail(),
        people: 3,
        rounds: 1,
        date: from,
        time: '16:30',
      }),
    );
    expect(error).toBeNull();
    const bookingId = id as string;
    await clients.reception.rpc('record_contact_attempt', { booking_id: bookingId });
    const { data: lane } = await clients.jana.rpc('approve_booking', { booking_id: bookingId });
    const { data: newLane } = await clients.reception.rpc('reschedule_booking', {
      booking_id: bookingId,
      new_date: to,
      new_time: '17:15',
    });
    await clients.reception.rpc('delete_booking', { booking_id: bookingId });
    expect(await bookingRow(bookingId)).toBeNull();

    const history = await events(bookingId);
    expect(history.map((event) => event.kind)).toEqual([
      'created',
      'contact_attempt',
      'approved',
      'rescheduled',
      'deleted',
    ]);
    const [created, attempt, approved, moved, deleted] = history;
    expect(created).toMatchObject({
      actor_id: null,
      actor_name: null,
      detail: 'website',
      before: null,
      after: { id: bookingId, status: 'pending', source: 'website', date: from, time: '16:30' },
    });
    expect(attempt).toMatchObject({
      actor_id: demoStaff.reception.id,
      actor_name: staffNames.reception,
      before: { contact_attempts: 0 },
      after: { contact_attempts: 1 },
    });
    expect(approved).toMatchObject({
      actor_id: demoStaff.jana.id,
      actor_name: staffNames.jana,
      before: { status: 'pending' },
      after: { status: 'approved', lane },
    });
    expect(moved).toMatchObject({
      actor_id: demoStaff.reception.id,
      before: { date: from, time: '16:30' },
      after: { date: to, time: '17:15', lane: newLane },
    });
    expect(deleted).toMatchObject({
      actor_id: demoStaff.reception.id,
      actor_name: staffNames.reception,
      before: { id: bookingId, status: 'approved', date: to, time: '17:15' },
      after: null,
    });
    // The customer is erased from the history of a deleted booking.
    expect(JSON.stringify(history)).not.toContain('Layla Haddad');
    for (const event of history) {
      expect(event.booking_id).toBe(bookingId);
      expect(Date.parse(event.at)).not.toBeNaN();
    }
  });

  it('a rejection records its reason', async () => {
    const [id] = (await insertBookings([{ date: laterDay(), time: '16:30' }])) as [string];
    await clients.reception.rpc('reject_booking', {
      booking_id: id,
      reason: ' Lanes closed for repairs ',
    });
    const history = await events(id);
    expect(history.map((event) => event.kind)).toEqual(['created', 'rejected']);
    expect(history[1]).toMatchObject({
      actor_id: demoStaff.reception.id,
      before: { status: 'pending' },
      after: { status: 'rejected', rejection_reason: 'Lanes closed for repairs' },
      detail: 'Lanes closed for repairs',
    });
  });

  it('a booking taken approved records who took it, its source, and its lane', async () => {
    const created = await createStaffBooking(
      clients.jana,
      takenBooking({ time: '15:00', source: 'walk_in', approve: true }),
    );
    const history = await events(created.id);
    expect(history.map((event) => event.kind)).toEqual(['created', 'approved']);
    expect(history[0]).toMatchObject({
      actor_id: demoStaff.jana.id,
      actor_name: staffNames.jana,
      detail: 'walk_in',
      after: { source: 'walk_in', status: 'approved' },
    });
    expect(history[1]).toMatchObject({
      actor_id: demoStaff.jana.id,
      after: { status: 'approved', lane: created.lane },
    });
  });

  it('arrived, no-show and cleared each leave an event with the attendance before and after', async () => {
    const [id] = (await approvedBookings(pastDay(), '20:15', 1)) as [string];
    await markBookingAttendance(clients.reception, id, 'arrived');
    await markBookingAttendance(clients.jana, id, 'no_show');
    await markBookingAttendance(clients.reception, id, null);
    const history = await events(id);
    expect(history.map((event) => [event.kind, event.actor_id, event.before, event.after])).toEqual(
      [
        ['created', null, null, expect.objectContaining({ status: 'approved' })],
        ['approved', null, null, { status: 'approved', lane: 1, lanes: [1] }],
        ['arrived', demoStaff.reception.id, { attendance: null }, { attendance: 'arrived' }],
        ['no_show', demoStaff.jana.id, { attendance: 'arrived' }, { attendance: 'no_show' }],
        [
          'attendance_cleared',
          demoStaff.reception.id,
          { attendance: 'no_show' },
          { attendance: null },
        ],
      ],
    );
  });

  it("an e-mail's failures and its sending are recorded, in the name of the staff member who asked", async () => {
    const [id] = (await approvedBookings(laterDay(), '19:30', 1)) as [string];
    const key = randomUUID();
    const attempt = (status: 'failed' | 'sent' | 'sending', change: Record<string, unknown> = {}) =>
      service().rpc('record_booking_email', {
        p_booking_id: id,
        p_kind: 'approved',
        p_status: status,
        p_recipient: 'guest@example.com',
        p_subject: 'Bowling Booking Confirmed',
        p_provider_id: null as unknown as string,
        p_error: null as unknown as string,
        p_idempotency_key: key,
        p_attempts: 1,
        p_created_by: demoStaff.reception.id,
        ...change,
      });
    expect((await attempt('sending', { p_attempts: 0 })).error).toBeNull();
    expect((await attempt('failed', { p_error: 'Rate limited by the provider' })).error).toBeNull();
    expect((await attempt('failed', { p_error: 'Rate limited again' })).error).toBeNull();
    expect((await attempt('sent', { p_provider_id: 'msg_123' })).error).toBeNull();
    // A later duplicate of a sent e-mail sends nothing new and records nothing new.
    expect((await attempt('sent', { p_provider_id: 'msg_456' })).error).toBeNull();

    const emails = (await events(id)).filter((event) => event.kind.startsWith('email_'));
    expect(emails.map((event) => [event.kind, event.detail])).toEqual([
      ['email_failed', 'Rate limited by the provider'],
      ['email_failed', 'Rate limited again'],
      ['email_sent', 'approved'],
    ]);
    for (const event of emails) {
      expect(event).toMatchObject({
        actor_id: demoStaff.reception.id,
        actor_name: staffNames.reception,
        before: null,
      });
    }
    expect(emails[2]?.after).toMatchObject({
      status: 'sent',
      recipient: 'guest@example.com',
      provider_id: 'msg_123',
    });
  });

  it('only staff read the history', async () => {
    const [id] = (await insertBookings([{ date: laterDay(), time: '15:45' }])) as [string];
    for (const actor of actors) {
      const { data, error } = await clients[actor]
        .from('booking_events')
        .select('kind')
        .eq('booking_id', id);
      if (actor === 'visitor') expect(error?.code).toBe('42501');
      else expect(data?.length ?? 0, actor).toBe(actor === 'outsider' ? 0 : 1);
    }
    expect(
      (await service().from('booking_events').select('kind').eq('booking_id', id)).data,
    ).toEqual([{ kind: 'created' }]);
  });

  const writers = [...actors, 'service role'] as const;
  const writer = (who: (typeof writers)[number]) =>
    who === 'service role' ? service() : clients[who];

  it.each(writers)('%s cannot add, change or remove an event through the API', async (who) => {
    const [id] = (await insertBookings([{ date: laterDay(), time: '15:45' }])) as [string];
    const before = await sql('select * from public.booking_events where booking_id = $1', [id]);
    expect(before).toHaveLength(1);
    const client = writer(who);

    const inserted = await client
      .from('booking_events')
      .insert({ booking_id: id, kind: 'deleted', detail: 'forged' });
    expect(inserted.error?.code).toBe('42501');
    const updated = await client
      .from('booking_events')
      .update({ detail: 'forged' })
      .eq('booking_id', id);
    expect(updated.error?.code).toBe('42501');
    const deleted = await client.from('booking_events').delete().eq('booking_id', id);
    expect(deleted.error?.code).toBe('42501');

    expect(await sql('select * from public.booking_events where booking_id = $1', [id])).toEqual(
      before,
    );
  });

  it('is read by booking and time through an index', async () => {
    const [row] = await sql<{ definition: string }>(
      `select indexdef as definition from pg_indexes where indexname = 'booking_events_booking_id_at_idx'`,
    );
    expect(row?.definition).toContain('(booking_id, at, id)');
  });
});
