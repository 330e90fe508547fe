import { createHash, randomBytes } from 'node:crypto';
import { getBookingByToken } from '@venue/data/bookings/manage-booking';
import { rejectBooking } from '@venue/data/bookings/reject-booking';
import { rejectBookingBatch } from '@venue/data/bookings/reject-booking-batch';
import { DataError } from '@venue/data/errors';
import { getVenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { updateVenueContacts } from '@venue/data/venue-contacts/update-venue-contacts';
import { mobilePhonePattern } from '@venue/domain/limits';
import { rejectionReasonEnglish, rejectionReasonKeys } from '@venue/domain/rejection-reasons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  randomPhone,
  signInAsJana,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// Quick rejection reasons travel as keys (each reader writes them in its own language), typed
// reasons as typed; the manage link shows the reason, the party's price and the customer's notes;
// the venue's WhatsApp number is a setting only the manager changes.
const nextDay = daysOf(2099);
let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

type Rejection = {
  status: string;
  rejection_reason: string | null;
  rejection_reason_key: string | null;
};

async function rejectionOf(id: string): Promise<Rejection | undefined> {
  const [row] = await sql<Rejection>(
    'select status, rejection_reason, rejection_reason_key from public.bookings where id = $1',
    [id],
  );
  return row;
}

async function pendingBooking(
  overrides: Parameters<typeof insertBookings>[0][number] | object = {},
) {
  const [id] = await insertBookings([{ date: nextDay(), time: '18:00', ...overrides }]);
  return id as string;
}

describe('the quick reasons as keys', () => {
  it('are the same keys in the database as in packages/domain', async () => {
    const [row] = await sql<{ keys: string[] }>('select private.rejection_reason_keys() as keys');
    expect(row?.keys).toEqual([...rejectionReasonKeys]);
  });

  it('a quick reason is stored as its key beside its English text', async () => {
    const id = await pendingBooking();
    await rejectBooking(reception, id, { key: 'full_capacity' });
    expect(await rejectionOf(id)).toEqual({
      status: 'rejected',
      rejection_reason: rejectionReasonEnglish.full_capacity.text,
      rejection_reason_key: 'full_capacity',
    });
  });

  it('a typed reason is stored as typed, with no key', async () => {
    const id = await pendingBooking();
    await rejectBooking(reception, id, { typed: 'الممرات مغلقة للصيانة' });
    expect(await rejectionOf(id)).toEqual({
      status: 'rejected',
      rejection_reason: 'الممرات مغلقة للصيانة',
      rejection_reason_key: null,
    });
  });

  it('an unknown key is refused with VN010 naming reason_key, and the booking stays pending', async () => {
    const id = await pendingBooking();
    const { error } = await reception.rpc('reject_booking', {
      booking_id: id,
      reason: 'Closed',
      reason_key: 'closed_for_fun',
    });
    expect(error?.code).toBe('VN010');
    expect(error?.details).toBe('reason_key');
    expect(await rejectionOf(id)).toEqual({
      status: 'pending',
      rejection_reason: null,
      rejection_reason_key: null,
    });
  });

  it('a batch rejected with a key stores the key on every booking of the batch', async () => {
    const phone = randomPhone();
    const first = await pendingBooking({ phone });
    const second = await pendingBooking({ phone });
    const rejected = await rejectBookingBatch(reception, first, { key: 'party_size' });
    expect([...rejected].sort()).toEqual([first, second].sort());
    for (const id of [first, second]) {
      expect((await rejectionOf(id))?.rejection_reason_key).toBe('party_size');
    }
  });

  it('staff cannot change the key of a decided booking through the table', async () => {
    const id = await pendingBooking();
    await rejectBooking(reception, id, { key: 'slot_unavailable' });
    await reception.from('bookings').update({ rejection_reason_key: 'full_capacity' }).eq('id', id);
    expect((await rejectionOf(id))?.rejection_reason_key).toBe('slot_unavailable');
  });

  it('a key belongs to a rejected booking only: the database refuses it on a pending one', async () => {
    await expect(
      insertBookings([{ date: nextDay(), time: '18:00', rejection_reason_key: 'full_capacity' }]),
    ).rejects.toThrow(/bookings_rejection_reason_key_when_rejected/);
  });
});

describe('the manage link', () => {
  it('shows the id, the party price, the customer notes and the keyed reason', async () => {
    const token = randomBytes(32).toString('base64url');
    const [id] = await insertBookings([
      {
        date: nextDay(),
        time: '18:00',
        type: 'birthday',
        bundle_name: 'Blaze',
        bundle_price: 70,
        duration: 90,
        people: 18,
        customer_notes: 'Sami turns 8',
        manage_token_hash: `\\x${createHash('sha256').update(token, 'utf8').digest('hex')}`,
      },
    ]);
    await rejectBooking(reception, id as string, { key: 'full_capacity' });
    const booking = await getBookingByToken(visitor(), token);
    expect(booking).toMatchObject({
      id,
      status: 'rejected',
      packagePrice: 70,
      customerNotes: 'Sami turns 8',
      rescheduleCount: 0,
      rejectionReason: rejectionReasonEnglish.full_capacity.text,
      rejectionReasonKey: 'full_capacity',
    });
  });
});

describe('the venue WhatsApp number', () => {
  it('is read by visitors, refused to reception, changed by the manager only as a mobile', async () => {
    const before = await getVenueContacts(visitor());
    expect(before?.whatsapp_number).toMatch(mobilePhonePattern);

    await expect(
      updateVenueContacts(reception, { whatsAppNumber: '+970599111222' }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await getVenueContacts(visitor())).toEqual(before);

    const landline = await jana
      .from('venue_contacts')
      .update({ whatsapp_number: '+97022950000' })
      .eq('id', true);
    expect(landline.error?.code).toBe('23514');
    expect(await getVenueContacts(visitor())).toEqual(before);

    try {
      expect(await updateVenueContacts(jana, { whatsAppNumber: '+970599111222' })).toEqual({
        whatsapp_number: '+970599111222',
        address: before?.address,
      });
      expect(await getVenueContacts(visitor())).toEqual({
        whatsapp_number: '+970599111222',
        address: before?.address,
      });
    } finally {
      await updateVenueContacts(jana, { whatsAppNumber: before?.whatsapp_number ?? '' });
    }
  });

  it('is checked by the database as packages/domain checks it', async () => {
    const samples = [
      '+970599123456',
      '+972521234567',
      '+97022950000',
      '+970599',
      '0599123456',
      '+9705991234567',
      '+14155550100',
    ];
    const rows = await sql<{ value: string; ok: boolean }>(
      'select value, private.is_mobile_phone(value) as ok from unnest($1::text[]) as value',
      [samples],
    );
    expect(rows.map((row) => [row.value, row.ok])).toEqual(
      samples.map((value) => [value, mobilePhonePattern.test(value)]),
    );
  });
});

it('a refusal from reject_booking arrives as a DataError with its code', async () => {
  const error = await rejectBooking(reception, await pendingBooking(), { typed: '   ' }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataError);
  expect((error as DataError).code).toBe('VN004');
});
