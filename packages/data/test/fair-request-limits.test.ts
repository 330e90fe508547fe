import {
  bookingRequestLimits,
  pendingPerEmailMessage,
  pendingPerSlotMessage,
} from '@venue/domain/limits';
import { slotStarts } from '@venue/domain/venue';
import { randomClientAddress } from '@venue/test-kit/client-address';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingsWith, requestBooking, visitorAt } from './booking-requests.ts';
import {
  closeSql,
  insertBookings,
  randomEmail,
  randomPhone,
  reusedBookableDaysOf,
  sql,
  visitor,
} from './support.ts';

// The tight booking request limits count per client address: requests a stranger sends from
// other addresses never stop a customer booking from their own, while one address spraying a
// slot, an e-mail or a phone, and many addresses spraying one past the generous caps, are refused.
const nextDay = reusedBookableDaysOf(99, 102);
const {
  pendingPerSlotPerAddress,
  emailPerAddressPerDay,
  pendingPerEmailPerDay,
  perPhonePerAddress,
} = bookingRequestLimits;
const addressRefusal = 'Too many booking requests. Please try again in a few minutes, or call us.';

/** The `count`-th slot start of the day, so that requests of one test take different slots. */
const slot = (count: number) => slotStarts[count % slotStarts.length] as string;

/** Requests `count` bookings from one address, each in a slot of its own; all must pass. */
async function requestsFrom(
  address: string,
  count: number,
  booking: { date: string; phone?: string; email?: string },
) {
  const client = visitorAt(address);
  const tokens: string[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const { data, error } = await requestBooking(client, { ...booking, time: slot(attempt) });
    expect(error, `request ${attempt + 1} from ${address}`).toBeNull();
    tokens.push(data?.[0]?.manage_token ?? '');
  }
  return tokens;
}

afterAll(closeSql);

describe('pending requests per slot count per address', () => {
  it('12 requests waiting from two addresses leave the slot open to a third', async () => {
    const date = nextDay();
    const ids = await insertBookings(Array.from({ length: 12 }, () => ({ date, time: '19:30' })));
    await sql(
      `insert into private.booking_request_origins (booking_id, address_key)
       select id, case when ordinality % 2 = 0 then 'stranger one'::bytea else 'stranger two'::bytea end
       from unnest($1::uuid[]) with ordinality as id`,
      [ids],
    );
    expect((await requestBooking(visitorAt(), { date, time: '19:30' })).error).toBeNull();
  });

  it(`refuses request ${pendingPerSlotPerAddress + 1} for a slot from one address, and not a third address's`, async () => {
    const date = nextDay();
    for (const stranger of [randomClientAddress(), randomClientAddress()]) {
      const client = visitorAt(stranger);
      for (let attempt = 1; attempt <= pendingPerSlotPerAddress; attempt += 1) {
        expect((await requestBooking(client, { date, time: '20:15' })).error).toBeNull();
      }
      const phone = randomPhone();
      const refused = await requestBooking(client, { date, time: '20:15', phone });
      expect(refused.error).toMatchObject({
        code: 'PT429',
        message: pendingPerSlotMessage,
        details: 'time',
      });
      expect(JSON.parse(refused.error?.hint ?? 'null')).toEqual({
        code: 'limit.pending_per_slot',
        params: {},
      });
      expect(await bookingsWith('phone', phone)).toBe(0);
    }
    expect((await requestBooking(visitorAt(), { date, time: '20:15' })).error).toBeNull();
  });
});

describe('requests per e-mail address count per address', () => {
  it(`${emailPerAddressPerDay} requests naming an e-mail from one address do not stop its owner booking from theirs`, async () => {
    const date = nextDay();
    const email = randomEmail();
    const stranger = randomClientAddress();
    await requestsFrom(stranger, emailPerAddressPerDay, { date, email });
    const phone = randomPhone();
    const refused = await requestBooking(visitorAt(stranger), {
      date,
      time: slot(emailPerAddressPerDay),
      email,
      phone,
    });
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: pendingPerEmailMessage,
      details: 'email',
    });
    expect(JSON.parse(refused.error?.hint ?? 'null')).toEqual({
      code: 'limit.pending_per_email',
      params: {},
    });
    expect(await bookingsWith('phone', phone)).toBe(0);

    const owner = await requestBooking(visitorAt(), { date, time: slot(0), email });
    expect(owner.error).toBeNull();
    expect(await bookingsWith('email', email)).toBe(emailPerAddressPerDay + 1);
  });

  it('counts requests cancelled since: cancelling does not make room for more', async () => {
    const date = nextDay();
    const email = randomEmail();
    const address = randomClientAddress();
    const tokens = await requestsFrom(address, emailPerAddressPerDay, { date, email });
    for (const token of tokens) {
      expect((await visitor().rpc('cancel_booking_by_token', { token })).error).toBeNull();
    }
    const refused = await requestBooking(visitorAt(address), { date, time: slot(9), email });
    expect(refused.error).toMatchObject({ code: 'PT429', details: 'email' });
    expect(await bookingsWith('email', email)).toBe(emailPerAddressPerDay);
  });

  it(`refuses request ${pendingPerEmailPerDay + 1} naming one e-mail sprayed from many addresses`, async () => {
    const date = nextDay();
    const email = randomEmail();
    const addresses = pendingPerEmailPerDay / emailPerAddressPerDay;
    for (let sprayer = 0; sprayer < addresses; sprayer += 1) {
      await requestsFrom(randomClientAddress(), emailPerAddressPerDay, { date, email });
    }
    const refused = await requestBooking(visitorAt(), { date, time: slot(0), email });
    expect(refused.error).toMatchObject({ code: 'PT429', details: 'email' });
    expect(await bookingsWith('email', email)).toBe(pendingPerEmailPerDay);
  });
});

describe('requests per phone count per address', () => {
  it(`${perPhonePerAddress.max} requests naming a phone from one address do not stop its owner booking from theirs`, async () => {
    const date = nextDay();
    const phone = randomPhone();
    const stranger = randomClientAddress();
    await requestsFrom(stranger, perPhonePerAddress.max, { date, phone });
    const refused = await requestBooking(visitorAt(stranger), {
      date,
      time: slot(perPhonePerAddress.max),
      phone,
    });
    expect(refused.error).toMatchObject({ code: 'PT429', message: addressRefusal });
    expect(JSON.parse(refused.error?.hint ?? 'null')).toEqual({
      code: 'limit.too_many_requests',
      params: { bucket: 'request_booking' },
    });
    expect(await bookingsWith('phone', phone)).toBe(perPhonePerAddress.max);

    expect((await requestBooking(visitorAt(), { date, time: slot(0), phone })).error).toBeNull();
    expect(await bookingsWith('phone', phone)).toBe(perPhonePerAddress.max + 1);
  });
});
