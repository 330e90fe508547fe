import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { addDays, venueToday } from '@venue/domain/clock';
import { bookingHorizonDays, venueTimeZone } from '@venue/domain/venue';
import { fetchFrom } from '@venue/test-kit/client-address';
import type {} from '@venue/test-kit/global-setup';
import type { TestStack } from '@venue/test-kit/test-stack';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import type { Database, TablesInsert } from '../src/database.types.ts';
import { createStaffAccount } from '../src/staff/create-staff-account.ts';
import { deleteStaffAccount } from '../src/staff/delete-staff-account.ts';

export type Client = SupabaseClient<Database>;

export const stack: TestStack = inject('stack');

export const demoStaff = {
  jana: {
    email: 'jana@example.com',
    password: 'jana-demo-123',
    id: '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01',
  },
  reception: {
    email: 'reception@example.com',
    password: 'reception-demo-123',
    id: '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02',
  },
} as const;

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // Node 20 has no global WebSocket; realtime needs one even when unused.
  realtime: { transport: WebSocket as never },
};

/**
 * A visitor's client. Each connects from its own client address (or the `connection` given), which the gateway appends to
 * `X-Forwarded-For` (what the booking limit reads); the address it names there itself is ignored.
 */
export function visitor(address = randomAddress(), connection = fetchFrom()): Client {
  return createClient<Database>(stack.apiUrl, stack.publicKey, {
    ...options,
    global: { headers: { 'x-forwarded-for': address }, fetch: connection },
  });
}

export function service(): Client {
  return createClient<Database>(stack.apiUrl, stack.serverKey, options);
}

export async function signedIn(
  email: string,
  password: string,
  connection = fetchFrom(),
): Promise<Client> {
  const client = createClient<Database>(stack.apiUrl, stack.publicKey, {
    ...options,
    global: { headers: { 'x-forwarded-for': randomAddress() }, fetch: connection },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Sign-in as ${email} failed: ${error.message}`);
  return client;
}

export const signInAsJana = () => signedIn(demoStaff.jana.email, demoStaff.jana.password);
export const signInAsReception = () =>
  signedIn(demoStaff.reception.email, demoStaff.reception.password);

/** A signed-in account with no staff record: what anyone with a leaked invite would have. */
export async function signInAsOutsider(): Promise<{ client: Client; id: string }> {
  const email = `outsider-${randomUUID()}@example.com`;
  const password = 'outsider-password-1';
  const { data, error } = await service().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`Could not create an outsider: ${error?.message}`);
  return { client: await signedIn(email, password), id: data.user.id };
}

/** Who the permission tests try: a visitor, a signed-in non-staff account, and the two staff roles. */
export type Actor = 'visitor' | 'outsider' | 'reception' | 'jana';
export const actors: readonly Actor[] = ['visitor', 'outsider', 'reception', 'jana'];

/** A client for each actor, signed in where the actor is. */
export async function signInEveryActor(): Promise<Record<Actor, Client>> {
  const [reception, jana, outsider] = await Promise.all([
    signInAsReception(),
    signInAsJana(),
    signInAsOutsider(),
  ]);
  return { visitor: visitor(), outsider: outsider.client, reception, jana };
}

export function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** An e-mail address nobody else in the run uses (pending requests are limited per address). */
export function randomEmail(): string {
  return `guest-${randomUUID()}@example.com`;
}

/** A phone number nobody else in the run uses (rate limits count per phone). */
export function randomPhone(): string {
  return `+97059${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

let pool: pg.Pool | undefined;
/** Direct SQL as the database owner, for checks PostgREST cannot make (never for the code under test). */
export async function sql<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  pool ??= new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  const { rows } = await pool.query<Row>(text, values);
  return rows;
}

export async function closeSql(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

/**
 * Days that belong to one test file, for fixtures the service role inserts: each file passes its
 * own year, so files running side by side never share a slot. Every call returns the next unused
 * day of that year. Such days lie past the booking horizon: no booking can be requested for them
 * or moved to them (see `bookableDaysOf`). Years taken: 2001 and 2047 reception, 2003 day-sheet, 2083 venue-cancellation,
 * 2043 permissions, 2045 domain-mirror, 2049 booking-email, 2051 staff-sessions, 2053 staff-second-factor, 2073
 * booking-pulse, 2081 lane-move, 2087 multi-lane, 2091 schedule-admin, 2097 manage-reschedule, 2099 rejection-reasons, 2079 notifications, 2077 confirm-booking, 2071 booking-messages, 2105 and 2107 vr and vr-parties; and whole, without it: insights 2011, insights-rollups 2055, insights-vr 2131 (its periods count every request, booking and rating of their days).
 */
export function daysOf(year: number) {
  let next = 0;
  return () => {
    const day = new Date(Date.UTC(year, 0, 1 + next));
    next += 1;
    return day.toISOString().slice(0, 10);
  };
}

/**
 * Days inside the booking horizon, so a booking can be requested for them or moved to them: the
 * days from `first` to `last` days after the venue's today. Each file takes its own range, so
 * files running side by side never share a slot: bookings 1-68, public-client 69-70, concurrency 71-80, permissions
 * 81-90, rate-limit 91-98, fair-request-limits 99-102, booking-batch 103-105, domain-mirror 106-120 (notifications reuses them for a few requests and, at other times, approved bookings; staff-booking-consent for phone bookings at 17:15),
 * reception 131-137, booking-references 138-140, booking-email 141-150, lanes 151-160,
 * birthday-bookings 161-170 (multi-lane reuses booking-batch's 103-105 for a few slots of its own), staff-booking-lane 171-175, manage-links 176-177, manage-reschedule 178-180,
 * schedule 121-130; vr 48-65 and vr-concurrency 66-70 (the end of bookings' range, at VR sessions of :20 and
 * :40, which are no lane slot: VR stations are a resource of their own). Every call returns
 * the next unused day of the range.
 */
export function bookableDaysOf(first: number, last: number) {
  if (!Number.isInteger(first) || first < 1 || last < first || last > bookingHorizonDays) {
    throw new RangeError(`No days ${first} to ${last} inside the booking horizon`);
  }
  const today = venueToday(new Date(), venueTimeZone);
  let next = first;
  return () => {
    if (next > last) throw new Error(`Days ${first} to ${last} are all taken`);
    next += 1;
    return addDays(today, next - 1);
  };
}

/**
 * The days of `bookableDaysOf`, starting over at `first` once they are used up: for requests that
 * only need some bookable day, and stay far below the pending requests a slot takes.
 */
export function reusedBookableDaysOf(first: number, last: number) {
  let days = bookableDaysOf(first, last);
  let left = last - first + 1;
  return () => {
    if (left === 0) {
      days = bookableDaysOf(first, last);
      left = last - first + 1;
    }
    left -= 1;
    return days();
  };
}

type BookingSeed = Partial<TablesInsert<'bookings'>> &
  Pick<TablesInsert<'bookings'>, 'date' | 'time'>;

/** Inserts bookings as the service role (fixtures, not the code under test); returns their ids. */
export async function insertBookings(rows: BookingSeed[]): Promise<string[]> {
  const { data, error } = await service()
    .from('bookings')
    .insert(
      rows.map((row) => ({
        name: 'Fixture Guest',
        phone: randomPhone(),
        email: 'guest@example.com',
        people: 4,
        rounds: 1,
        ...row,
      })),
      // Columns a row leaves out take their defaults, not null.
      { defaultToNull: false },
    )
    .select('id');
  if (error) throw new Error(`Could not insert fixture bookings: ${error.message}`);
  return data.map((row) => row.id);
}

/**
 * A 90-minute birthday booking (the Blaze package's length): it covers two slots, on one lane (six
 * guests, and no package row to say more share a lane: six a lane, as a regular group).
 */
export function birthdayBooking(
  date: string,
  time: string,
  options: { approved?: boolean } = {},
): BookingSeed {
  return {
    date,
    time,
    type: 'birthday',
    bundle_name: 'Blaze',
    bundle_price: 70,
    duration: 90,
    people: 6,
    ...(options.approved ? { status: 'approved', approved_at: new Date().toISOString() } : {}),
  };
}

/** `count` approved bookings on one slot, as reception would have approved them. */
export function approvedBookings(date: string, time: string, count: number): Promise<string[]> {
  return insertBookings(
    Array.from({ length: count }, () => ({
      date,
      time,
      status: 'approved' as const,
      approved_at: new Date().toISOString(),
      approved_by: demoStaff.reception.id,
    })),
  );
}

export async function approvedCount(date: string, time: string): Promise<number> {
  const rows = await sql<{ approved: number }>(
    'select approved from public.slot_loads where date = $1 and time = $2',
    [date, time],
  );
  return rows[0]?.approved ?? 0;
}

/** A package by its English title (the seed's "Spark", "Blaze", "Inferno"). */
export async function packageByTitle(title: string) {
  const { data, error } = await service()
    .from('birthday_packages')
    .select('*')
    .eq('title->>en', title)
    .single();
  if (error) throw new Error(`No package ${title}: ${error.message}`);
  return data;
}

/** `request_booking`'s answer with the new booking's id as its data (its manage token aside). */
export async function requestedId<E>(
  call: PromiseLike<{ data: { booking_id: string }[] | null; error: E }>,
): Promise<{ data: string | null; error: E }> {
  const { data, error } = await call;
  return { data: data?.[0]?.booking_id ?? null, error };
}

/**
 * Staff accounts of one test file's own, made by the manager with `password` (so the seed's
 * accounts keep theirs), each named `<label>-…@example.com`; `removeAll` deletes them after.
 */
export function ownStaffMembers(label: string, password: string) {
  const made: string[] = [];
  return {
    async create(manager: Client, role: 'reception' | 'jana' = 'reception') {
      const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
      const staff = await createStaffAccount(manager, { name: 'Rana Odeh', email, password, role });
      made.push(staff.id);
      return { ...staff, email };
    },
    async removeAll(manager: Client) {
      for (const id of made) await deleteStaffAccount(manager, id).catch(() => undefined);
    },
  };
}
