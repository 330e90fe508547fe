import { rejectionReasonRequiredMessage as rejectionReasonRequiredMessageRefusal } from '@venue/domain/forms/rejection-form';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { slotStarts } from '@venue/domain/venue';
import { randomClientAddress } from '@venue/test-kit/client-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBooking, visitorAt } from './booking-requests.ts';
import {
  type Client,
  closeSql,
  demoStaff,
  randomPhone,
  reusedBookableDaysOf,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// The forms' checks carry codes; the database words the same refusals in the registry's English.
const rejectionReasonRequiredMessage = englishOfMessage(rejectionReasonRequiredMessageRefusal);

// The desk rejects a batch of requests (from one client address, or with one phone, within an
// hour of a booking) in one action with one reason: reject_booking_batch and booking_batch_sizes.
const nextDay = reusedBookableDaysOf(103, 105);
let requested = 0;
let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

/** Requests a booking from the client address, each in a slot of its own; answers its id. */
async function requestFrom(address: string, phone = randomPhone()): Promise<string> {
  requested += 1;
  const time = slotStarts[requested % slotStarts.length] as string;
  const { data, error } = await requestBooking(visitorAt(address), {
    date: nextDay(),
    time,
    phone,
  });
  if (error || !data?.[0]) throw new Error(`Could not request a booking: ${error?.message}`);
  return data[0].booking_id;
}

type Decision = {
  id: string;
  status: string;
  rejection_reason: string | null;
  rejected_by: string | null;
};

async function decisionsOf(ids: string[]): Promise<Decision[]> {
  return sql<Decision>(
    `select id, status, rejection_reason, rejected_by from public.bookings
     where id = any ($1::uuid[]) order by id`,
    [ids],
  );
}

const sorted = (ids: string[]) => [...ids].sort();

describe('reject_booking_batch', () => {
  it('rejects the pending requests from the address within an hour, and nothing else', async () => {
    const address = randomClientAddress();
    const batch = [
      await requestFrom(address),
      await requestFrom(address),
      await requestFrom(address),
    ];
    const [target] = batch as [string];
    const earlier = await requestFrom(address);
    await sql(
      `update public.bookings set created_at = now() - interval '61 minutes' where id = $1`,
      [earlier],
    );
    const decided = await requestFrom(address);
    expect((await reception.rpc('approve_booking', { booking_id: decided })).error).toBeNull();
    const other = await requestFrom(randomClientAddress());

    const sizes = await reception.rpc('booking_batch_sizes', { booking_ids: [target, other] });
    expect(sizes.error).toBeNull();
    expect(sizes.data).toEqual(
      expect.arrayContaining([
        { booking_id: target, batch_size: batch.length },
        { booking_id: other, batch_size: 1 },
      ]),
    );

    const { data, error } = await reception.rpc('reject_booking_batch', {
      booking_id: target,
      reason: '  Repeated requests  ',
    });
    expect(error).toBeNull();
    expect(sorted(data ?? [])).toEqual(sorted(batch));
    expect(await decisionsOf(batch)).toEqual(
      sorted(batch).map((id) => ({
        id,
        status: 'rejected',
        rejection_reason: 'Repeated requests',
        rejected_by: demoStaff.reception.id,
      })),
    );
    const untouched = await decisionsOf([earlier, decided, other]);
    expect(Object.fromEntries(untouched.map((row) => [row.id, row.status]))).toEqual({
      [earlier]: 'pending',
      [decided]: 'approved',
      [other]: 'pending',
    });
  });

  it('rejects the pending requests with the same phone from other addresses', async () => {
    const phone = randomPhone();
    const target = await requestFrom(randomClientAddress(), phone);
    const samePhone = await requestFrom(randomClientAddress(), phone);
    const otherPhone = await requestFrom(randomClientAddress());
    const { data, error } = await jana.rpc('reject_booking_batch', {
      booking_id: target,
      reason: 'Duplicate requests',
    });
    expect(error).toBeNull();
    expect(sorted(data ?? [])).toEqual(sorted([target, samePhone]));
    expect((await decisionsOf([otherPhone]))[0]?.status).toBe('pending');
  });

  it('refuses a blank reason and a booking decided meanwhile, rejecting nothing', async () => {
    const address = randomClientAddress();
    const batch = [await requestFrom(address), await requestFrom(address)];
    const [target, sibling] = batch as [string, string];
    const blank = await reception.rpc('reject_booking_batch', { booking_id: target, reason: '  ' });
    expect(blank.error).toMatchObject({ code: 'VN004', message: rejectionReasonRequiredMessage });
    expect((await reception.rpc('approve_booking', { booking_id: target })).error).toBeNull();
    const decided = await reception.rpc('reject_booking_batch', {
      booking_id: target,
      reason: 'x',
    });
    expect(decided.error?.code).toBe('VN002');
    expect((await decisionsOf([sibling]))[0]?.status).toBe('pending');
  });

  it('refuses visitors and signed-in accounts without a staff record, rejecting nothing', async () => {
    const target = await requestFrom(randomClientAddress());
    const outsider = (await signInAsOutsider()).client;
    for (const client of [visitor(), outsider]) {
      const rejected = await client.rpc('reject_booking_batch', {
        booking_id: target,
        reason: 'x',
      });
      expect(rejected.error?.code).toBe('42501');
      const sizes = await client.rpc('booking_batch_sizes', { booking_ids: [target] });
      expect(sizes.error?.code).toBe('42501');
    }
    expect((await decisionsOf([target]))[0]?.status).toBe('pending');
  });
});
