// Personal data has an end: a deleted booking's history holds no one, the manager erases a
// customer by phone or e-mail, and the retention purge erases bookings 12 months after their day.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteBooking } from '../src/bookings/delete-booking.ts';
import { countCustomerBookings } from '../src/customers/count-customer-bookings.ts';
import { eraseCustomer } from '../src/customers/erase-customer.ts';
import { getVenueInsights } from '../src/insights/get-venue-insights.ts';
import {
  type Client,
  closeSql,
  daysOf,
  demoStaff,
  insertBookings,
  randomEmail,
  randomPhone,
  service,
  signInAsJana,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// Fixtures live on days of 2089; the purge's on days of 1990 and 1991, judged as of 1991-06-15.
const nextDay = daysOf(2089);

let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

/** A customer whose every personal field is unique to the test. */
function customer() {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Guest ${tag}`,
    phone: randomPhone(),
    email: randomEmail(),
    notes: `Staff note ${tag}`,
    customer_notes: `Cake for ${tag}`,
  };
}
type Customer = ReturnType<typeof customer>;

/** The customer's personal values, as a staff member could find them in any text. */
const personalValues = (person: Customer) => [
  person.name,
  person.phone,
  person.email,
  person.notes,
  person.customer_notes,
];

/** A booking of the customer with a history: created, a contact attempt, a failed e-mail to them. */
async function bookingWithHistory(person: Customer, date = nextDay()): Promise<string> {
  const [id] = await insertBookings([{ ...person, date, time: '18:00' }]);
  if (!id) throw new Error('no booking');
  const attempt = await reception.rpc('record_contact_attempt', { booking_id: id });
  if (attempt.error) throw new Error(attempt.error.message);
  const email = await service()
    .from('booking_emails')
    .insert({
      booking_id: id,
      kind: 'approved',
      status: 'failed',
      recipient: person.email,
      subject: 'Your booking',
      error: `The provider refused ${person.email}`,
      idempotency_key: randomUUID(),
    });
  if (email.error) throw new Error(email.error.message);
  return id;
}

async function historyAs(client: Client, ids: string[]) {
  const { data, error } = await client
    .from('booking_events')
    .select('*')
    .in('booking_id', ids)
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

async function bookingsById(ids: string[]) {
  return sql<Record<string, unknown>>(
    'select * from public.bookings where id = any($1::uuid[]) order by id',
    [ids],
  );
}

async function emailsOf(ids: string[]) {
  return sql<{ recipient: string | null; error: string | null; status: string }>(
    'select recipient, error, status from public.booking_emails where booking_id = any($1::uuid[])',
    [ids],
  );
}

async function erasureCount(): Promise<number> {
  const [row] = await sql<{ count: number }>('select count(*)::int as count from public.erasures');
  return row?.count ?? 0;
}

/** Expects no text of the rows to hold any of the customer's personal values. */
function expectNoneOf(person: Customer, rows: unknown) {
  const text = JSON.stringify(rows);
  for (const value of personalValues(person)) expect(text).not.toContain(value);
}

describe('deleting a booking removes the customer from its history', () => {
  it('the events stay (kinds, staff, times) and hold no name, phone, e-mail or notes, for the manager and reception', async () => {
    const person = customer();
    const id = await bookingWithHistory(person);
    expect(JSON.stringify(await historyAs(jana, [id]))).toContain(person.name);

    await deleteBooking(reception, id);
    const [{ name: receptionName } = { name: '' }] = await sql<{ name: string }>(
      'select name from public.staff where id = $1',
      [demoStaff.reception.id],
    );
    expect(receptionName).not.toBe('');

    for (const staff of [jana, reception]) {
      const history = await historyAs(staff, [id]);
      expect(history.map((event) => event.kind)).toEqual([
        'created',
        'contact_attempt',
        'email_failed',
        'deleted',
      ]);
      // Who made the change stays: reception, by id and by the name the staff record had.
      expect(history[1]).toMatchObject({
        actor_id: demoStaff.reception.id,
        actor_name: receptionName,
      });
      expect(history[1]?.after).toEqual({ contact_attempts: 1 });
      expect(history[3]?.before).toMatchObject({ date: expect.any(String), time: '18:00' });
      expect(history[3]?.before).not.toHaveProperty('name');
      expectNoneOf(person, history);
    }
  });

  it("the booking's e-mails keep their outcome and lose the address", async () => {
    const person = customer();
    const id = await bookingWithHistory(person);
    const [email] = await sql<{ id: string }>(
      'select id from public.booking_emails where booking_id = $1',
      [id],
    );
    await deleteBooking(reception, id);
    const after = await sql<Record<string, unknown>>(
      'select booking_id, recipient, error, status from public.booking_emails where id = $1',
      [email?.id],
    );
    expect(after).toEqual([
      { booking_id: null, recipient: null, error: 'The provider refused …', status: 'failed' },
    ]);
  });
});

describe('the manager erases a customer', () => {
  it('by phone as typed locally: exactly their bookings and history are erased, the rest of each booking stays', async () => {
    const person = customer();
    const other = customer();
    const theirs = [
      await bookingWithHistory(person),
      await bookingWithHistory({ ...person, email: randomEmail() }),
    ];
    const kept = await bookingWithHistory(other);
    const typedPhone = `0${person.phone.slice(4, 6)} ${person.phone.slice(6, 9)} ${person.phone.slice(9)}`;
    const before = await bookingsById(theirs);

    expect(await countCustomerBookings(jana, { phone: typedPhone, email: '' })).toBe(2);
    const erased = await eraseCustomer(jana, { phone: typedPhone, email: '' });

    expect(erased.bookings).toBe(2);
    // Each booking's creation and failed e-mail held them; its contact attempt did not.
    expect(erased.events).toBe(4);
    const after = await bookingsById(theirs);
    for (const [index, row] of after.entries()) {
      expect(row).toMatchObject({
        name: '',
        phone: '',
        email: null,
        notes: '',
        customer_notes: '',
      });
      expect(row.erased_at).not.toBeNull();
      const { date, time, status, people, contact_attempts } = before[index] ?? {};
      expect(row).toMatchObject({ date, time, status, people, contact_attempts });
    }
    expectNoneOf(person, await historyAs(jana, theirs));
    expectNoneOf(person, await emailsOf(theirs));
    expect((await historyAs(jana, theirs)).length).toBe(6);
    expect(await countCustomerBookings(jana, { phone: typedPhone, email: '' })).toBe(0);

    const [untouched] = await bookingsById([kept]);
    expect(untouched).toMatchObject({ name: other.name, phone: other.phone, erased_at: null });
    expect(JSON.stringify(await historyAs(jana, [kept]))).toContain(other.email);
  });

  it('by e-mail in another case and with spaces around it', async () => {
    const person = customer();
    const other = customer();
    const theirs = [await bookingWithHistory(person), await bookingWithHistory(person)];
    const kept = await bookingWithHistory(other);
    const typedEmail = `  ${person.email.toUpperCase()} `;

    expect(await countCustomerBookings(jana, { phone: '', email: typedEmail })).toBe(2);
    expect((await eraseCustomer(jana, { phone: '', email: typedEmail })).bookings).toBe(2);

    expect((await bookingsById(theirs)).map((row) => row.name)).toEqual(['', '']);
    expectNoneOf(person, await historyAs(reception, theirs));
    const [untouched] = await bookingsById([kept]);
    expect(untouched).toMatchObject({ name: other.name, email: other.email });
  });

  it('records the erasure, who and how many, and never the phone or e-mail', async () => {
    const person = customer();
    await bookingWithHistory(person);
    const erased = await eraseCustomer(jana, { phone: person.phone, email: person.email });

    const { data, error } = await jana
      .from('erasures')
      .select('*')
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      erased_by: demoStaff.jana.id,
      erased_by_name: expect.any(String),
      reason: 'customer_request',
      bookings: erased.bookings,
      events: erased.events,
    });
    expectNoneOf(person, data);
  });

  it('reception and visitors are refused (42501), and nothing is erased or recorded', async () => {
    const person = customer();
    const id = await bookingWithHistory(person);
    const erasures = await erasureCount();

    for (const client of [reception, visitor()]) {
      const erase = await client.rpc('erase_customer', { phone: person.phone, email: '' });
      expect(erase.error?.code).toBe('42501');
      const count = await client.rpc('customer_booking_count', { phone: person.phone, email: '' });
      expect(count.error?.code).toBe('42501');
    }

    const [row] = await bookingsById([id]);
    expect(row).toMatchObject({ name: person.name, phone: person.phone, erased_at: null });
    expect(JSON.stringify(await historyAs(jana, [id]))).toContain(person.name);
    expect(await erasureCount()).toBe(erasures);
  });

  it('reception cannot read the record of erasures', async () => {
    await eraseCustomer(jana, { phone: customer().phone, email: '' });
    const { data } = await reception.from('erasures').select('id');
    expect(data).toEqual([]);
  });

  it('neither a phone nor an e-mail is refused (VN010), and nothing is recorded', async () => {
    const erasures = await erasureCount();
    await expect(eraseCustomer(jana, { phone: ' ', email: '' })).rejects.toMatchObject({
      code: 'VN010',
      field: 'customer',
    });
    expect(await erasureCount()).toBe(erasures);
  });

  it("the insights' counts are the same after an erasure", async () => {
    const person = customer();
    const date = nextDay();
    const made = `${date}T08:00:00Z`;
    await insertBookings([
      {
        ...person,
        date,
        time: '15:00',
        people: 5,
        created_at: made,
        status: 'approved',
        approved_at: `${date}T09:00:00Z`,
        approved_by: demoStaff.reception.id,
      },
      { ...person, date, time: '16:30', created_at: made },
    ]);
    const before = await getVenueInsights(jana, date, date);

    expect((await eraseCustomer(jana, { phone: person.phone, email: '' })).bookings).toBe(2);

    expect(await getVenueInsights(jana, date, date)).toEqual(before);
    expect(before.peopleAndRevenue).toEqual([expect.objectContaining({ bookings: 1, people: 5 })]);
  });
});

describe('the retention purge', () => {
  const asOf = '1991-06-15T12:00:00+03:00';

  it('erases only bookings whose day is more than 12 months past, and records it', async () => {
    const people = [customer(), customer(), customer()];
    const [expired, twelveMonths, recent] = await Promise.all(
      ['1990-06-14', '1990-06-15', '1991-01-10'].map(async (date, index) => {
        const person = people[index] as Customer;
        return bookingWithHistory(person, date);
      }),
    );
    const ids = [expired, twelveMonths, recent] as string[];

    const [result] = await sql<{ erased: number }>(
      'select private.purge_expired_customer_data($1) as erased',
      [asOf],
    );

    expect(result?.erased).toBe(1);
    const rows = await sql<{ id: string; name: string }>(
      'select id, name from public.bookings where id = any($1::uuid[])',
      [ids],
    );
    const nameOf = (id: string | undefined) => rows.find((row) => row.id === id)?.name;
    expect(nameOf(expired)).toBe('');
    expect(nameOf(twelveMonths)).toBe(people[1]?.name);
    expect(nameOf(recent)).toBe(people[2]?.name);
    expectNoneOf(people[0] as Customer, await historyAs(jana, [expired as string]));

    const [record] = await sql<Record<string, unknown>>(
      'select erased_by, reason, bookings from public.erasures order by id desc limit 1',
    );
    expect(record).toEqual({ erased_by: null, reason: 'retention', bookings: 1 });
  });

  it('is not callable through the API', async () => {
    const { error } = await service()
      .schema('private' as never)
      .rpc('purge_expired_customer_data' as never);
    expect(error).not.toBeNull();
  });
});
