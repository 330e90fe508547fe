// The booking reference: every booking has one, unique under concurrent requests, never written
// by hand and never handed out again; request_booking answers it, the manage link shows it, the
// desk finds a booking by it; and the database's shape check is the domain's.
import { randomUUID } from 'node:crypto';
import {
  bookingReferenceAlphabet,
  isBookingReference,
  normalizeBookingReference,
} from '@venue/domain/booking-reference';
import { slotStarts } from '@venue/domain/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBookings } from '../src/bookings/list-bookings.ts';
import { getBookingByToken } from '../src/bookings/manage-booking.ts';
import { requestBooking } from '../src/bookings/request-booking.ts';
import {
  bookableDaysOf,
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  randomEmail,
  randomPhone,
  service,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

const nextBookableDay = bookableDaysOf(138, 140);
const nextDay = daysOf(2051);
let reception: Client;

beforeAll(async () => {
  reception = await signInAsReception();
});
afterAll(closeSql);

function request(date: string, time: string, name = 'Reference Guest') {
  return requestBooking(visitor(), {
    name,
    phone: randomPhone(),
    email: randomEmail(),
    people: 2,
    rounds: 1,
    date,
    time,
    type: 'regular',
  });
}

async function referenceOf(id: string): Promise<string> {
  const [row] = await sql<{ reference: string }>(
    'select reference from public.bookings where id = $1',
    [id],
  );
  return row?.reference ?? '';
}

describe('every booking has a reference', () => {
  it('no booking is without one, and each has the shape SZ- and 4 to 6 characters', async () => {
    await insertBookings([{ date: nextDay(), time: '15:00' }]);
    const [row] = await sql<{ bookings: number; shaped: number; distinct: number }>(
      `select count(*)::integer as bookings,
              count(*) filter (where private.is_booking_reference(reference))::integer as shaped,
              count(distinct reference)::integer as distinct
       from public.bookings`,
    );
    expect(row?.bookings).toBeGreaterThan(0);
    expect(row?.shaped).toBe(row?.bookings);
    expect(row?.distinct).toBe(row?.bookings);
  });

  it('request_booking answers the reference of the booking it stored, beside its id and token', async () => {
    const created = await request(nextBookableDay(), '15:00');
    expect(isBookingReference(created.reference)).toBe(true);
    expect(created.manageToken).toHaveLength(43);
    expect(await referenceOf(created.id)).toBe(created.reference);
  });

  it('50 requests at once get 50 different references', async () => {
    const date = nextBookableDay();
    // 10 per slot over 5 slots: under the pending requests one slot takes.
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, index) => request(date, slotStarts[index % 5] as string)),
    );
    const references = created.map((booking) => booking.reference);
    expect(new Set(references).size).toBe(50);
    for (const booking of created) expect(await referenceOf(booking.id)).toBe(booking.reference);
  });

  it('the manage link shows the booking its reference', async () => {
    const created = await request(nextBookableDay(), '16:30');
    const managed = await getBookingByToken(visitor(), created.manageToken);
    expect(managed?.reference).toBe(created.reference);
  });
});

describe('a reference is the database’s own', () => {
  it('cannot be chosen on insert: the insert is refused and nothing is written', async () => {
    const name = `Chosen ${randomUUID().slice(0, 8)}`;
    const { error } = await service()
      .from('bookings')
      .insert({
        name,
        phone: randomPhone(),
        people: 2,
        date: nextDay(),
        time: '15:00',
        reference: 'SZ-2222',
      } as never);
    expect(error).not.toBeNull();
    expect(await sql('select 1 from public.bookings where name = $1', [name])).toEqual([]);
  });

  it('cannot be changed, not even by the service role', async () => {
    const [id] = await insertBookings([{ date: nextDay(), time: '15:00' }]);
    const before = await referenceOf(id as string);
    const { error } = await service()
      .from('bookings')
      .update({ reference: 'SZ-2222' } as never)
      .eq('id', id as string);
    expect(error).not.toBeNull();
    expect(await referenceOf(id as string)).toBe(before);
  });

  it('a deleted booking’s reference is never handed out again', async () => {
    const [deleted] = await insertBookings([{ date: nextDay(), time: '15:00' }]);
    const gone = await referenceOf(deleted as string);
    await sql('delete from public.bookings where id = $1', [deleted]);
    const later = await insertBookings(
      Array.from({ length: 20 }, () => ({ date: nextDay(), time: '15:00' })),
    );
    const references = await Promise.all(later.map(referenceOf));
    expect(references).not.toContain(gone);
    const [row] = await sql<{ owners: number }>(
      'select count(*)::integer as owners from public.bookings where reference = $1',
      [gone],
    );
    expect(row?.owners).toBe(0);
  });

  it('the numbering gives each number its own reference, 4 characters up to 26^4, then 5', async () => {
    const fourCharacters = 26 ** 4;
    const [row] = await sql<{ numbers: number; distinct: number; lengths: number[] }>(
      `select count(*)::integer as numbers,
              count(distinct private.booking_reference(n))::integer as distinct,
              array[length(private.booking_reference($1)), length(private.booking_reference($1 + 1))] as lengths
       from (select generate_series(1::bigint, 5000) union all select generate_series($1 - 2500, $1 + 2500)) as s (n)`,
      [fourCharacters],
    );
    expect(row?.distinct).toBe(row?.numbers);
    expect(row?.lengths).toEqual(['SZ-'.length + 4, 'SZ-'.length + 5]);
  });
});

describe('the desk finds a booking by its reference', () => {
  it('as stored, in lower case, without the dash, or without the prefix', async () => {
    const name = `Findme ${randomUUID().slice(0, 8)}`;
    const [id] = await insertBookings([{ date: nextDay(), time: '18:00', name }]);
    const reference = await referenceOf(id as string);
    const code = reference.slice('SZ-'.length);
    for (const search of [
      reference,
      reference.toLowerCase(),
      `SZ${code}`,
      ` ${code.toLowerCase()} `,
    ]) {
      const page = await listBookings(reception, {
        status: 'all',
        search,
        sort: 'newest',
        page: 1,
        pageSize: 10,
      });
      expect(
        page.rows.map((row) => row.reference),
        search,
      ).toEqual([reference]);
    }
  });
});

describe('the shape check mirrors packages/domain', () => {
  it('the alphabet is the same', async () => {
    const [row] = await sql<{ alphabet: string }>(
      'select private.booking_reference_alphabet() as alphabet',
    );
    expect(row?.alphabet).toBe(bookingReferenceAlphabet);
  });

  it('SQL and TypeScript agree on every character and on lengths, prefixes and dashes', async () => {
    const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZa';
    const values = [
      ...Array.from(characters, (character) => `SZ-7K4${character}`),
      'SZ-7K4',
      'SZ-7K4QAX',
      'SZ-7K4QAXY',
      'SZ7K4Q',
      'sz-7k4q',
      'AB-7K4Q',
      ' SZ-7K4Q',
      'SZ-7K4Q\n',
      '',
    ];
    const rows = await sql<{ value: string; shaped: boolean }>(
      'select v as value, private.is_booking_reference(v) as shaped from unnest($1::text[]) as v',
      [values],
    );
    for (const row of rows)
      expect(row.shaped, JSON.stringify(row.value)).toBe(isBookingReference(row.value));
    expect(rows.filter((row) => row.shaped)).toHaveLength(bookingReferenceAlphabet.length + 1);
  });

  it('what the domain reads from a typed reference always passes the SQL check', async () => {
    const typed = ['sz7k4q', ' 7k4q ', 'SZ \u0667K\u0664Q'].map(normalizeBookingReference);
    const rows = await sql<{ shaped: boolean }>(
      'select private.is_booking_reference(v) as shaped from unnest($1::text[]) as v',
      [typed],
    );
    expect(rows.map((row) => row.shaped)).toEqual([true, true, true]);
  });
});
