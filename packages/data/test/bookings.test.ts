import { capacityBlockedMessage } from '@venue/domain/capacity';
import { addDays, lastBookableDate } from '@venue/domain/clock';
import {
  beyondHorizonMessage as beyondHorizonMessageRefusal,
  pastDateMessage as pastDateMessageRefusal,
} from '@venue/domain/forms/booking-form';
import { nameHiddenCharactersMessage as nameHiddenCharactersMessageRefusal } from '@venue/domain/forms/fields';
import { rejectionReasonRequiredMessage as rejectionReasonRequiredMessageRefusal } from '@venue/domain/forms/rejection-form';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { venueTimeZone } from '@venue/domain/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedBookings,
  approvedCount,
  birthdayBooking,
  bookableDaysOf,
  type Client,
  closeSql,
  demoStaff,
  insertBookings,
  packageByTitle,
  randomEmail,
  randomPhone,
  requestedId,
  service,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// The forms' checks carry codes; the database words the same refusals in the registry's English.
const beyondHorizonMessage = englishOfMessage(beyondHorizonMessageRefusal);
const pastDateMessage = englishOfMessage(pastDateMessageRefusal);
const nameHiddenCharactersMessage = englishOfMessage(nameHiddenCharactersMessageRefusal);
const rejectionReasonRequiredMessage = englishOfMessage(rejectionReasonRequiredMessageRefusal);

const nextDay = bookableDaysOf(1, 68);
const capacityMessage = (date: string, time: string, approved: number) =>
  `Cannot approve booking: All 6 lanes are already booked for ${date} at ${time}. Currently approved: ${approved}/6 lanes.`;

let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

function request(overrides: Record<string, unknown> = {}, client = visitor()) {
  return requestedId(
    client.rpc('request_booking', {
      name: 'Layla Haddad',
      phone: randomPhone(),
      email: randomEmail(),
      people: 4,
      rounds: 2,
      date: nextDay(),
      time: '18:00',
      ...overrides,
    }),
  );
}

/** ASCII digits as a phone set to Arabic types them: "059" is "٠٥٩". */
function arabicIndic(text: string): string {
  return text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

async function bookingRow(id: string) {
  const { data, error } = await service().from('bookings').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

describe('request_booking: the public way to book', () => {
  it('creates a pending regular booking with 0 contact attempts and empty notes', async () => {
    const date = nextDay();
    const digits = randomPhone().slice(-7);
    const phone = `+970 59-${digits.slice(0, 3)} ${digits.slice(3)}`;
    const email = randomEmail();
    const { data: id, error } = await request({ date, phone, email });
    expect(error).toBeNull();
    const row = await bookingRow(id as string);
    expect(row).toMatchObject({
      name: 'Layla Haddad',
      email,
      people: 4,
      rounds: 2,
      date,
      time: '18:00',
      type: 'regular',
      duration: 45,
      status: 'pending',
      contact_attempts: 0,
      notes: '',
      bundle_id: null,
      bundle_name: null,
      bundle_price: null,
      approved_at: null,
      rejected_at: null,
    });
    expect(row.phone).toBe(`+97059${digits}`);
  });

  it('stores a phone typed in Arabic-Indic digits in its ASCII E.164 form', async () => {
    const digits = randomPhone().slice(-7);
    const phone = `٠٥٩ ${arabicIndic(digits)}`;
    const { data: id, error } = await request({ phone });
    expect(error).toBeNull();
    expect((await bookingRow(id as string)).phone).toBe(`+97059${digits}`);
  });

  it('copies the package name, price and duration from the package row, whatever the client sends', async () => {
    const blaze = await packageByTitle('Blaze');
    const { data: id, error } = await request({
      type: 'birthday',
      package_id: blaze.id,
      people: 20,
      rounds: 3,
      time: '18:00',
    });
    expect(error).toBeNull();
    expect(await bookingRow(id as string)).toMatchObject({
      type: 'birthday',
      bundle_id: blaze.id,
      bundle_name: 'Blaze',
      bundle_price: blaze.price,
      duration: blaze.duration,
      people: 20,
      rounds: 1,
    });
  });

  it('sets the party to the package size when no people count is sent', async () => {
    const spark = await packageByTitle('Spark');
    const { data: id, error } = await request({
      type: 'birthday',
      package_id: spark.id,
      people: null,
    });
    expect(error).toBeNull();
    expect((await bookingRow(id as string)).people).toBe(spark.max_people);
  });

  it.each([
    [{ name: '   ' }, 'Name is required', 'name'],
    [{ email: '' }, 'Email is required', 'email'],
    [{ email: 'not-an-email' }, 'Email is invalid', 'email'],
    [{ phone: '' }, 'Phone is required', 'phone'],
    [{ phone: '059912345' }, 'Enter the WhatsApp number like 05XXXXXXXX or +970XXXXXXXXX', 'phone'],
    [{ people: 0 }, 'Choose 1 to 12 people', 'people'],
    [{ people: 13 }, 'Choose 1 to 12 people', 'people'],
    [{ rounds: 0 }, 'Choose 1 to 3 rounds', 'rounds'],
    [{ rounds: 4 }, 'Choose 1 to 3 rounds', 'rounds'],
    [{ time: '18:10' }, 'Please choose a time', 'time'],
    [{ time: '23:15' }, 'Please choose a time', 'time'],
    [{ type: 'birthday' }, 'Please choose a package', 'packageId'],
  ])('refuses %o with "%s" and writes nothing', async (overrides, message, field) => {
    const phone = randomPhone();
    const { data, error } = await request({ phone, ...overrides });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'VN010', message, details: field });
    const rows = await sql('select 1 from public.bookings where phone = $1', [phone]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a birthday party bigger than the package, in the words of the form', async () => {
    const spark = await packageByTitle('Spark');
    const { error } = await request({
      type: 'birthday',
      package_id: spark.id,
      people: spark.max_people + 1,
    });
    expect(error).toMatchObject({
      code: 'VN010',
      message: `This package is for up to ${spark.max_people} people`,
    });
  });

  it('refuses a package that does not exist', async () => {
    const { error } = await request({
      type: 'birthday',
      package_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(error).toMatchObject({
      code: 'VN013',
      message: 'This birthday package is no longer available. Please choose another one.',
    });
  });

  it('refuses a past date in the venue time zone', async () => {
    const [row] = await sql<{ yesterday: string }>(
      `select to_char((now() at time zone 'Asia/Hebron')::date - 1, 'YYYY-MM-DD') as yesterday`,
    );
    const { error } = await request({ date: row?.yesterday });
    expect(error).toMatchObject({
      code: 'VN014',
      message: 'Past dates cannot be booked',
      details: 'date',
    });
  });

  it('refuses a 90-minute package at 22:30: it would need a slot after the last one', async () => {
    const blaze = await packageByTitle('Blaze');
    const { error } = await request({
      type: 'birthday',
      package_id: blaze.id,
      people: 20,
      time: '22:30',
    });
    expect(error).toMatchObject({
      code: 'VN012',
      message: 'This booking would run past closing time',
    });
  });

  it('accepts a 90-minute package at 21:45: it covers 21:45 and 22:30', async () => {
    const blaze = await packageByTitle('Blaze');
    const { error } = await request({
      type: 'birthday',
      package_id: blaze.id,
      people: 20,
      time: '21:45',
    });
    expect(error).toBeNull();
  });

  it('accepts a request for a full slot: staff decide (the visitor was warned)', async () => {
    const date = nextDay();
    await approvedBookings(date, '19:30', 6);
    const { error } = await request({ date, time: '19:30' });
    expect(error).toBeNull();
  });
});

describe('slot past rule, on the venue clock', () => {
  it.each([
    ['2026-11-21', '15:00', '2026-11-21T12:59:59Z', false],
    ['2026-11-21', '15:00', '2026-11-21T13:00:00Z', true],
    ['2026-11-21', '22:30', '2026-11-21T20:29:00Z', false],
    ['2026-11-21', '22:30', '2026-11-21T20:30:00Z', true],
    ['2026-11-21', '15:00', '2026-11-20T22:30:00Z', false],
    ['2026-11-20', '22:30', '2026-11-20T22:30:00Z', true],
    ['2026-07-01', '15:00', '2026-07-01T11:59:00Z', false],
    ['2026-07-01', '15:00', '2026-07-01T12:00:00Z', true],
  ])('%s %s is past at %s: %s', async (day, slot, at, expected) => {
    const [row] = await sql<{ past: boolean }>('select private.is_slot_past($1, $2, $3) as past', [
      day,
      slot,
      at,
    ]);
    expect(row?.past).toBe(expected);
  });
});

describe('approve_booking', () => {
  it('approves a pending booking, records who and when, and returns the lane number', async () => {
    const date = nextDay();
    await approvedBookings(date, '18:00', 2);
    const [id] = await insertBookings([{ date, time: '18:00' }]);
    const { data: lane, error } = await reception.rpc('approve_booking', {
      booking_id: id as string,
    });
    expect(error).toBeNull();
    expect(lane).toBe(3);
    const row = await bookingRow(id as string);
    expect(row.status).toBe('approved');
    expect(row.approved_by).toBe(demoStaff.reception.id);
    expect(Date.now() - Date.parse(row.approved_at ?? '')).toBeLessThan(60_000);
    expect(await approvedCount(date, '18:00')).toBe(3);
  });

  it('refuses a seventh approval with the spec message and leaves the booking pending', async () => {
    const date = nextDay();
    await approvedBookings(date, '20:15', 6);
    const [id] = await insertBookings([{ date, time: '20:15' }]);
    const { error } = await jana.rpc('approve_booking', { booking_id: id as string });
    expect(error).toMatchObject({ code: 'VN001', message: capacityMessage(date, '20:15', 6) });
    expect((await bookingRow(id as string)).status).toBe('pending');
    expect(await approvedCount(date, '20:15')).toBe(6);
  });

  it('refuses a 90-minute birthday booking whose second slot is full', async () => {
    const date = nextDay();
    const blaze = await packageByTitle('Blaze');
    await approvedBookings(date, '18:45', 6);
    const [id] = await insertBookings([
      {
        date,
        time: '18:00',
        type: 'birthday',
        bundle_id: blaze.id,
        bundle_name: 'Blaze',
        bundle_price: blaze.price,
        duration: 90,
        people: 15,
      },
    ]);
    const { error } = await reception.rpc('approve_booking', { booking_id: id as string });
    expect(error).toMatchObject({ code: 'VN001', message: capacityMessage(date, '18:45', 6) });
    expect(await approvedCount(date, '18:00')).toBe(0);
  });

  it('counts a 90-minute booking in both slots it covers', async () => {
    const date = nextDay();
    const [id] = await insertBookings([birthdayBooking(date, '21:45')]);
    const { error } = await reception.rpc('approve_booking', { booking_id: id as string });
    expect(error).toBeNull();
    expect(await approvedCount(date, '21:45')).toBe(1);
    expect(await approvedCount(date, '22:30')).toBe(1);
    const { data } = await visitor().rpc('slot_occupancy', { day: date });
    expect(data?.filter((slot) => slot.approved > 0)).toEqual([
      { time: '21:45', approved: 1 },
      { time: '22:30', approved: 1 },
    ]);
  });

  it('refuses a booking that is not pending', async () => {
    const date = nextDay();
    const [id] = await approvedBookings(date, '15:00', 1);
    const { error } = await reception.rpc('approve_booking', { booking_id: id as string });
    expect(error).toMatchObject({
      code: 'VN002',
      message: 'Only pending bookings can be approved or rejected. This booking is approved.',
    });
  });

  it('says when the booking is gone', async () => {
    const { error } = await reception.rpc('approve_booking', {
      booking_id: '00000000-0000-4000-8000-000000000001',
    });
    expect(error).toMatchObject({ code: 'PT404', message: 'This booking no longer exists.' });
  });
});

describe('reject_booking', () => {
  it('rejects with a trimmed reason, rejector and time', async () => {
    const [id] = await insertBookings([{ date: nextDay(), time: '16:30' }]);
    const { error } = await reception.rpc('reject_booking', {
      booking_id: id as string,
      reason: '  Full capacity  ',
    });
    expect(error).toBeNull();
    const row = await bookingRow(id as string);
    expect(row).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Full capacity',
      rejected_by: demoStaff.reception.id,
    });
    expect(row.rejected_at).not.toBeNull();
  });

  it.each(['', '   ', '\n\t'])(
    'refuses a blank reason (%j) and keeps the booking pending',
    async (reason) => {
      const [id] = await insertBookings([{ date: nextDay(), time: '16:30' }]);
      const { error } = await reception.rpc('reject_booking', { booking_id: id as string, reason });
      expect(error).toMatchObject({
        code: 'VN004',
        message: rejectionReasonRequiredMessage,
        details: 'reason',
      });
      expect((await bookingRow(id as string)).status).toBe('pending');
    },
  );

  it('refuses to reject an approved booking', async () => {
    const [id] = await approvedBookings(nextDay(), '16:30', 1);
    const { error } = await jana.rpc('reject_booking', {
      booking_id: id as string,
      reason: 'Changed mind',
    });
    expect(error?.code).toBe('VN002');
  });
});

describe('record_contact_attempt', () => {
  it('counts up one at a time and stamps the last attempt', async () => {
    const [id] = await insertBookings([{ date: nextDay(), time: '17:15' }]);
    const first = await reception.rpc('record_contact_attempt', { booking_id: id as string });
    const second = await jana.rpc('record_contact_attempt', { booking_id: id as string });
    expect([first.data, second.data]).toEqual([1, 2]);
    const row = await bookingRow(id as string);
    expect(row.contact_attempts).toBe(2);
    expect(row.last_contact_attempt).not.toBeNull();
  });
});

describe('reschedule_booking', () => {
  it('moves an approved booking and its lane to the new slot', async () => {
    const from = nextDay();
    const to = nextDay();
    const [id] = await approvedBookings(from, '18:00', 1);
    const { data: lane, error } = await reception.rpc('reschedule_booking', {
      booking_id: id as string,
      new_date: to,
      new_time: '19:30',
    });
    expect(error).toBeNull();
    expect(lane).toBe(1);
    expect(await approvedCount(from, '18:00')).toBe(0);
    expect(await approvedCount(to, '19:30')).toBe(1);
    expect(await bookingRow(id as string)).toMatchObject({
      date: to,
      time: '19:30',
      status: 'approved',
    });
  });

  it('refuses a move into a full slot with the capacity message', async () => {
    const date = nextDay();
    await approvedBookings(date, '21:00', 6);
    const [id] = await approvedBookings(date, '20:15', 1);
    const { error } = await reception.rpc('reschedule_booking', {
      booking_id: id as string,
      new_date: date,
      new_time: '21:00',
    });
    expect(error).toMatchObject({ code: 'VN001', message: capacityMessage(date, '21:00', 6) });
    expect(await bookingRow(id as string)).toMatchObject({ date, time: '20:15' });
    expect(await approvedCount(date, '20:15')).toBe(1);
  });

  it('lets a 90-minute booking move one slot later over its own lane', async () => {
    const date = nextDay();
    await approvedBookings(date, '19:30', 5);
    const [id] = await insertBookings([birthdayBooking(date, '18:45', { approved: true })]);
    expect(await approvedCount(date, '19:30')).toBe(6);
    // 18:45+19:30 -> 19:30+20:15: 19:30 stays at 6 because the booking leaves as it arrives.
    const { error } = await reception.rpc('reschedule_booking', {
      booking_id: id as string,
      new_date: date,
      new_time: '19:30',
    });
    expect(error).toBeNull();
    expect(await approvedCount(date, '18:45')).toBe(0);
    expect(await approvedCount(date, '19:30')).toBe(6);
    expect(await approvedCount(date, '20:15')).toBe(1);
  });

  it('refuses pending bookings, past dates and moves past closing', async () => {
    const date = nextDay();
    const [pending] = await insertBookings([{ date, time: '18:00' }]);
    const notApproved = await reception.rpc('reschedule_booking', {
      booking_id: pending as string,
      new_date: date,
      new_time: '18:45',
    });
    expect(notApproved.error).toMatchObject({
      code: 'VN003',
      message: 'Only approved bookings can be rescheduled.',
    });

    const [approved] = await insertBookings([birthdayBooking(date, '18:00', { approved: true })]);
    const pastDate = await reception.rpc('reschedule_booking', {
      booking_id: approved as string,
      new_date: '2020-01-01',
      new_time: '18:00',
    });
    expect(pastDate.error).toMatchObject({ code: 'VN014', message: 'Past dates cannot be booked' });
    const pastClosing = await reception.rpc('reschedule_booking', {
      booking_id: approved as string,
      new_date: date,
      new_time: '22:30',
    });
    expect(pastClosing.error).toMatchObject({
      code: 'VN012',
      message: 'This booking would run past closing time',
    });
    const notASlot = await reception.rpc('reschedule_booking', {
      booking_id: approved as string,
      new_date: date,
      new_time: '18:20',
    });
    expect(notASlot.error).toMatchObject({ code: 'VN010', message: 'Please choose a time' });
  });
});

describe('delete_booking', () => {
  it('deletes any booking and frees its lanes', async () => {
    const date = nextDay();
    const [id] = await approvedBookings(date, '15:45', 1);
    const { error } = await reception.rpc('delete_booking', { booking_id: id as string });
    expect(error).toBeNull();
    expect(await sql('select 1 from public.bookings where id = $1', [id])).toHaveLength(0);
    expect(await approvedCount(date, '15:45')).toBe(0);
  });
});

describe('the state machine holds for direct updates too', () => {
  it('stamps the approver from the session, not from the request', async () => {
    const [id] = await insertBookings([{ date: nextDay(), time: '15:00' }]);
    const { error } = await reception
      .from('bookings')
      .update({ status: 'approved' })
      .eq('id', id as string);
    expect(error).toBeNull();
    expect((await bookingRow(id as string)).approved_by).toBe(demoStaff.reception.id);
  });

  it('refuses columns staff may not change, such as the approver or the price', async () => {
    const [id] = await insertBookings([{ date: nextDay(), time: '15:00' }]);
    const approver = await reception
      .from('bookings')
      .update({ approved_by: demoStaff.jana.id } as never)
      .eq('id', id as string);
    expect(approver.error?.code).toBe('42501');
    const price = await reception
      .from('bookings')
      .update({ bundle_price: 1 } as never)
      .eq('id', id as string);
    expect(price.error?.code).toBe('42501');
  });

  it('refuses moving a rejected booking back to pending, and moving a pending one', async () => {
    const date = nextDay();
    const [rejected, pending] = await insertBookings([
      {
        date,
        time: '15:00',
        status: 'rejected',
        rejected_at: new Date().toISOString(),
        rejection_reason: 'No',
      },
      { date, time: '15:00' },
    ]);
    const back = await reception
      .from('bookings')
      .update({ status: 'pending' })
      .eq('id', rejected as string);
    expect(back.error?.code).toBe('VN002');
    const move = await reception
      .from('bookings')
      .update({ time: '15:45' })
      .eq('id', pending as string);
    expect(move.error?.code).toBe('VN003');
  });

  it("refuses a direct update that would make a seventh approval in the spec's words: no lane is free", async () => {
    const date = nextDay();
    await approvedBookings(date, '17:15', 6);
    const [id] = await insertBookings([{ date, time: '17:15' }]);
    const { error } = await jana
      .from('bookings')
      .update({ status: 'approved' })
      .eq('id', id as string);
    expect(error).toMatchObject({
      code: 'VN001',
      message: capacityBlockedMessage(date, '17:15', 6),
    });
    expect(await approvedCount(date, '17:15')).toBe(6);
    expect((await bookingRow(id as string)).status).toBe('pending');
  });
});

describe('staff-only functions refuse everyone else', () => {
  it.each(['approve_booking', 'record_contact_attempt', 'delete_booking'] as const)(
    '%s refuses a signed-in user with no staff record and a visitor',
    async (fn) => {
      const [id] = await insertBookings([{ date: nextDay(), time: '15:00' }]);
      const { client: outsider } = await signInAsOutsider();
      const asOutsider = await outsider.rpc(fn, { booking_id: id as string });
      expect(asOutsider.error).toMatchObject({ code: '42501' });
      const asVisitor = await visitor().rpc(fn, { booking_id: id as string });
      expect(asVisitor.error?.code).toBe('42501');
      expect(await bookingRow(id as string)).toMatchObject({
        status: 'pending',
        contact_attempts: 0,
      });
    },
  );
});

describe('a booking date lies between today and the booking horizon, on every path', () => {
  const lastDay = () => lastBookableDate(new Date(), venueTimeZone);
  const bookingsWithPhone = async (phone: string) =>
    (await sql('select 1 from public.bookings where phone = $1', [phone])).length;

  it('a visitor can request the last day of the horizon', async () => {
    const { error } = await request({ date: lastDay(), time: '22:30' });
    expect(error).toBeNull();
  });

  it.each([
    ['the day after the horizon', () => addDays(lastDay(), 1)],
    ['the year 9999', () => '9999-12-31'],
    ['the year 5874897', () => '5874897-01-01'],
  ])('request_booking refuses %s and writes nothing', async (_, date) => {
    const phone = randomPhone();
    const { error } = await request({ date: date(), phone });
    expect(error).toMatchObject({ code: 'VN010', details: 'date', message: beyondHorizonMessage });
    expect(await bookingsWithPhone(phone)).toBe(0);
  });

  it.each(['infinity', '-infinity'])(
    'request_booking refuses %s and writes nothing',
    async (date) => {
      const phone = randomPhone();
      const { error } = await request({ date, phone });
      expect(error?.details).toBe('date');
      expect(error?.code).toMatch(/^VN01[04]$/);
      expect(await bookingsWithPhone(phone)).toBe(0);
    },
  );

  it('reschedule_booking refuses a day past the horizon and a past day; the booking stays', async () => {
    const date = nextDay();
    const [id] = await approvedBookings(date, '20:15', 1);
    for (const [newDate, code, message] of [
      [addDays(lastDay(), 1), 'VN010', beyondHorizonMessage],
      ['1970-01-01', 'VN014', pastDateMessage],
    ] as const) {
      const { error } = await reception.rpc('reschedule_booking', {
        booking_id: id as string,
        new_date: newDate,
        new_time: '20:15',
      });
      expect(error).toMatchObject({ code, details: 'date', message });
    }
    expect(await bookingRow(id as string)).toMatchObject({ date, time: '20:15' });
    expect(await approvedCount(date, '20:15')).toBe(1);
  });

  it.each([
    ['to 1970', () => '1970-01-01', 'VN014'],
    ['past the horizon', () => addDays(lastDay(), 1), 'VN010'],
    ['to the year 9999', () => '9999-12-31', 'VN010'],
  ])('a direct staff update cannot move a booking %s', async (_, newDate, code) => {
    const date = nextDay();
    const [id] = await approvedBookings(date, '21:00', 1);
    const { error } = await reception
      .from('bookings')
      .update({ date: newDate() })
      .eq('id', id as string);
    expect(error).toMatchObject({ code, details: 'date' });
    expect(await bookingRow(id as string)).toMatchObject({ date, time: '21:00' });
    expect(await approvedCount(date, '21:00')).toBe(1);
  });

  it('a direct staff update can still move a booking inside the horizon', async () => {
    const [date, later] = [nextDay(), nextDay()];
    const [id] = await approvedBookings(date, '21:45', 1);
    const { error } = await reception
      .from('bookings')
      .update({ date: later })
      .eq('id', id as string);
    expect(error).toBeNull();
    expect(await bookingRow(id as string)).toMatchObject({ date: later, time: '21:45' });
  });

  it('no path stores a date that is not a calendar day of years 1 to 9999', async () => {
    const { error } = await service().from('bookings').insert({
      name: 'Fixture',
      phone: randomPhone(),
      people: 2,
      date: 'infinity',
      time: '15:00',
    });
    expect(error?.code).toBe('23514');
  });
});

describe('names and notes never carry hidden characters', () => {
  const date = nextDay();

  it.each([
    ['a line break', 'Layla\nBcc: victim@example.com'],
    ['a carriage return', 'Layla\rHaddad'],
    ['a right-to-left override', 'Layla \u202Efdp.exe'],
    ['a first-strong isolate', 'Layla \u2068Haddad'],
    ['an escape character', 'Layla \u001B[31m'],
  ])('request_booking refuses a name with %s and writes nothing', async (_, name) => {
    const phone = randomPhone();
    const { error } = await request({ name, phone, date });
    expect(error).toMatchObject({
      code: 'VN010',
      details: 'name',
      message: nameHiddenCharactersMessage,
    });
    expect(await sql('select 1 from public.bookings where phone = $1', [phone])).toHaveLength(0);
  });

  it('the table refuses such names and notes from any writer', async () => {
    const insert = (row: { name?: string; notes?: string }) =>
      service()
        .from('bookings')
        .insert({
          name: 'Fixture',
          phone: randomPhone(),
          people: 2,
          date,
          time: '15:00',
          ...row,
        });
    expect((await insert({ name: 'A\u202EB' })).error?.code).toBe('23514');
    expect((await insert({ notes: 'Call back\u0007' })).error?.code).toBe('23514');
    expect((await insert({ notes: 'Call back\nafter six' })).error).toBeNull();
  });

  it('a staff name with a line break or an override is refused, and the name stays', async () => {
    for (const name of ['Reception\nDesk', 'Reception \u202Dmanager']) {
      const { error } = await jana.from('staff').update({ name }).eq('id', demoStaff.reception.id);
      expect(error?.code).toBe('23514');
    }
    const [row] = await sql<{ name: string }>('select name from public.staff where id = $1', [
      demoStaff.reception.id,
    ]);
    expect(row?.name).not.toMatch(/[\n\u202D]/);
  });

  it('feedback names and comments refuse hidden characters; comments keep line breaks', async () => {
    const insert = (row: { name: string; comment: string }) =>
      service()
        .from('feedback')
        .insert({ rating: 5, ...row });
    expect((await insert({ name: 'Lina\u2066', comment: 'Great' })).error?.code).toBe('23514');
    expect((await insert({ name: 'Lina', comment: 'Great\u202E' })).error?.code).toBe('23514');
    expect(
      (await insert({ name: 'Lina', comment: 'Great lanes.\nFriendly staff.' })).error,
    ).toBeNull();
  });
});
