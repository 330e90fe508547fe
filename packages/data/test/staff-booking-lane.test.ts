import { laneChoiceMessage, laneTakenMessage } from '@venue/domain/booking-lane';
import { capacityBlockedMessage } from '@venue/domain/capacity';
import { slotUnderWay, venueToday } from '@venue/domain/clock';
import { pastSlotMessage as pastSlotMessageRefusal } from '@venue/domain/forms/booking-form';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { slotStarts, venueTimeZone } from '@venue/domain/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffBooking, type StaffBooking } from '../src/bookings/create-staff-booking.ts';
import type { Database } from '../src/database.types.ts';
import {
  approvedBookings,
  approvedCount,
  birthdayBooking,
  bookableDaysOf,
  type Client,
  closeSql,
  insertBookings,
  packageByTitle,
  randomEmail,
  randomPhone,
  signInAsJana,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// The forms' checks carry codes; the database words the same refusals in the registry's English.
const pastSlotMessage = englishOfMessage(pastSlotMessageRefusal);

// Reception's bookings as the lane board takes them (issue 27): on the lane of the cell, approved
// unless left pending, and into the slot under way until it ends, which the public form refuses.

/** Days whose lanes only these tests fill: each test keeps to slots of its own. */
const nextDay = bookableDaysOf(171, 175);
const laneDay = nextDay();
const approvalDay = nextDay();
/** Every phone number these tests booked with: today's bookings are removed afterwards. */
const phones: string[] = [];

let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(async () => {
  await sql('delete from public.bookings where phone = any($1)', [phones]);
  await closeSql();
});

type StaffBookingArgs = Database['public']['Functions']['create_staff_booking']['Args'];

/** A walk-in as the back-office sends it, with a phone number of its own. */
function walkIn(change: Partial<StaffBookingArgs> & Pick<StaffBookingArgs, 'date' | 'time'>) {
  const phone = randomPhone();
  phones.push(phone);
  return { name: 'Omar Saleh', phone, people: 4, rounds: 1, source: 'walk_in', ...change };
}

/** A walk-in as the data layer's `createStaffBooking` takes it. */
function taken(change: Partial<StaffBooking> & Pick<StaffBooking, 'date' | 'time'>): StaffBooking {
  const phone = randomPhone();
  phones.push(phone);
  return {
    type: 'regular',
    name: 'Omar Saleh',
    phone,
    people: 4,
    rounds: 1,
    source: 'walk_in',
    ...change,
  };
}

async function storedWith(phone: string) {
  return sql<{ status: string; lane: number | null }>(
    'select status, lane from public.bookings where phone = $1',
    [phone],
  );
}

/** The lanes held in some slots of a day, as slot_lanes stores them. */
async function heldLanes(date: string, slots: string[]): Promise<Record<string, number[]>> {
  const rows = await sql<{ time: string; lanes: number[] }>(
    `select time, array_agg(lane order by lane) as lanes from public.slot_lanes
     where date = $1 and time = any($2) group by time`,
    [date, slots],
  );
  return Object.fromEntries(rows.map((row) => [row.time, row.lanes]));
}

describe('the lane of the board cell', () => {
  it('a booking on lane 4 takes lane 4 in its slot, with lane 1 free', async () => {
    const date = laneDay;
    const created = await createStaffBooking(reception, taken({ date, time: '15:00', lane: 4 }));
    expect(created.lane).toBe(4);
    expect(await heldLanes(date, ['15:00'])).toEqual({ '15:00': [4] });
    expect(await approvedCount(date, '15:00')).toBe(1);
  });

  it('a Blaze party of 25 on lane 2 holds lanes 2 to 5 (8 guests a lane) in both slots it covers', async () => {
    const date = laneDay;
    const blaze = await packageByTitle('Blaze');
    const created = await createStaffBooking(
      jana,
      taken({
        date,
        time: '16:30',
        type: 'birthday',
        packageId: blaze.id,
        people: blaze.max_people,
        lane: 2,
      }),
    );
    expect(created.lane).toBe(2);
    expect(await heldLanes(date, ['16:30', '17:15'])).toEqual({
      '16:30': [2, 3, 4, 5],
      '17:15': [2, 3, 4, 5],
    });
  });

  it('a lane taken in the second slot a birthday covers is refused in its words, and nothing is written', async () => {
    const date = laneDay;
    await insertBookings([{ ...birthdayBooking(date, '19:30', { approved: true }), lane: 3 }]);
    const blaze = await packageByTitle('Blaze');
    const values = walkIn({
      date,
      time: '18:45',
      type: 'birthday',
      package_id: blaze.id,
      people: blaze.max_people,
      lane: 3,
    });
    const { data, error } = await reception.rpc('create_staff_booking', values);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'VN009',
      message: laneTakenMessage(3, '19:30'),
      details: 'lane',
    });
    expect(await storedWith(values.phone)).toEqual([]);
    expect(await heldLanes(date, ['18:45', '19:30', '20:15'])).toEqual({
      '19:30': [3],
      '20:15': [3],
    });
  });

  it('a lane that does not exist is refused in its words, and nothing is written', async () => {
    const values = walkIn({ date: laneDay, time: '21:00', lane: 7 });
    const { error } = await reception.rpc('create_staff_booking', values);
    expect(error).toMatchObject({ code: 'VN008', message: laneChoiceMessage, details: 'lane' });
    expect(await storedWith(values.phone)).toEqual([]);
  });
});

describe('approved unless left pending', () => {
  it('a booking sent without approve is approved on the lowest free lane', async () => {
    const date = approvalDay;
    await approvedBookings(date, '21:00', 1);
    const values = walkIn({ date, time: '21:00', source: 'phone' });
    const { data, error } = await reception.rpc('create_staff_booking', values);
    expect(error).toBeNull();
    expect(data).toEqual([{ booking_id: expect.any(String), assigned_lane: 2 }]);
    expect(await storedWith(values.phone)).toEqual([{ status: 'approved', lane: 2 }]);
  });

  it('left pending it holds no lane, even from a board cell', async () => {
    const date = approvalDay;
    const booking = taken({ date, time: '21:45', approve: false, lane: 5 });
    const created = await createStaffBooking(reception, booking);
    expect(created.lane).toBeNull();
    expect(await storedWith(booking.phone)).toEqual([{ status: 'pending', lane: null }]);
    expect(await approvedCount(date, '21:45')).toBe(0);
  });

  it('never a seventh lane: on a full slot, any lane and a chosen one are refused, nothing written', async () => {
    const date = approvalDay;
    await approvedBookings(date, '22:30', 6);
    const anyLane = walkIn({ date, time: '22:30' });
    const first = await reception.rpc('create_staff_booking', anyLane);
    expect(first.error).toMatchObject({
      code: 'VN001',
      message: capacityBlockedMessage(date, '22:30', 6),
    });
    const laneSix = walkIn({ date, time: '22:30', lane: 6 });
    const second = await reception.rpc('create_staff_booking', laneSix);
    expect(second.error).toMatchObject({ code: 'VN009', message: laneTakenMessage(6, '22:30') });
    expect(await storedWith(anyLane.phone)).toEqual([]);
    expect(await storedWith(laneSix.phone)).toEqual([]);
    expect(await approvedCount(date, '22:30')).toBe(6);
  });

  it('12 bookings fired at once on lanes 1 to 6 twice over: each lane once, 6 approved', async () => {
    const date = approvalDay;
    const calls = Array.from({ length: 12 }, (_, index) =>
      (index % 2 === 0 ? reception : jana).rpc(
        'create_staff_booking',
        walkIn({ date, time: '16:30', lane: (index % 6) + 1 }),
      ),
    );
    const results = await Promise.all(calls);
    const lanes = results.flatMap((result) => result.data?.map((row) => row.assigned_lane) ?? []);
    expect(lanes.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const { error } of results.filter((result) => result.error !== null)) {
      expect(error).toMatchObject({ code: 'VN009' });
    }
    expect(await approvedCount(date, '16:30')).toBe(6);
    expect(await heldLanes(date, ['16:30'])).toEqual({ '16:30': [1, 2, 3, 4, 5, 6] });
  });
});

// The run's clock (TEST_CLOCK, 20:20 in Ramallah by default) has a slot under way; a clock
// between slots has none to test here, and the mirror tests cover every instant.
const now = new Date();
const today = venueToday(now, venueTimeZone);
const underWay = slotUnderWay(now, venueTimeZone);

describe.runIf(underWay !== null)(`the slot under way (${underWay}) on the run's clock`, () => {
  const slot = underWay ?? '';

  it('staff take a walk-in into it, approved on a lane', async () => {
    const values = walkIn({ date: today, time: slot, lane: 6 });
    const { data, error } = await reception.rpc('create_staff_booking', values);
    expect(error).toBeNull();
    expect(data).toEqual([{ booking_id: expect.any(String), assigned_lane: 6 }]);
    expect(await storedWith(values.phone)).toEqual([{ status: 'approved', lane: 6 }]);
  });

  it('the public form refuses it as started, and nothing is written', async () => {
    const phone = randomPhone();
    phones.push(phone);
    const { error } = await visitor().rpc('request_booking', {
      name: 'Lina Haddad',
      phone,
      email: randomEmail(),
      people: 2,
      rounds: 1,
      date: today,
      time: slot,
    });
    expect(error).toMatchObject({ code: 'VN011', message: pastSlotMessage, details: 'time' });
    expect(await storedWith(phone)).toEqual([]);
  });

  it.runIf(slot !== slotStarts[0])(
    'the slot before it has ended: refused to staff too',
    async () => {
      const before = slotStarts[slotStarts.indexOf(slot) - 1] ?? '';
      const values = walkIn({ date: today, time: before });
      const { error } = await reception.rpc('create_staff_booking', values);
      expect(error).toMatchObject({ code: 'VN011', message: pastSlotMessage, details: 'time' });
      expect(await storedWith(values.phone)).toEqual([]);
    },
  );
});
