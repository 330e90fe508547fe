import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/database.types.ts';
import {
  type Actor,
  actors,
  bookableDaysOf,
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  randomEmail,
  service,
  signInEveryActor,
  sql,
} from './support.ts';

// Who may do what (spec section 6): every table x select/insert/update/delete, every function and
// every bucket, tried by each actor; the allowed case and the refused case are both proven by
// looking at the data afterwards as the owner, not by trusting the response.

type TableName = keyof Database['public']['Tables'];
const clients = {} as Record<Actor, Client>;
/** The same clients without table types, for the checks written once for many tables. */
const untyped = (client: Client) => client as unknown as SupabaseClient;
const nextDay = daysOf(2043);
const nextBookableDay = bookableDaysOf(81, 90);

beforeAll(async () => {
  Object.assign(clients, await signInEveryActor());
});
afterAll(closeSql);

type Operation = 'select' | 'insert' | 'update' | 'delete';
type Rule = Record<Operation, readonly Actor[]>;

const everyone = actors;
const staff: Actor[] = ['reception', 'jana'];
const manager: Actor[] = ['jana'];
const nobody: Actor[] = [];

type TableCase = {
  table: TableName;
  rule: Rule;
  /** A row made by the owner for select/update/delete; returns its key. */
  fixture: () => Promise<string>;
  /** A valid new row, carrying `marker` somewhere checkable. */
  newRow: (marker: string) => Record<string, unknown>;
  /** Where the marker lands, to look for the inserted row (a JSON path such as `question->>en`). */
  markerColumn: string;
  /** A change an allowed actor may make, and the column it changes. */
  change: Record<string, unknown>;
};

async function ownerInsert(table: TableName, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await untyped(service()).from(table).insert(row).select('id').single();
  if (error) throw new Error(`fixture for ${table}: ${error.message}`);
  return (data as { id: string }).id;
}

const contentTables: TableCase[] = [
  {
    table: 'menu_items',
    rule: { select: everyone, insert: manager, update: manager, delete: manager },
    fixture: () =>
      ownerInsert('menu_items', { name: { en: 'Fixture tea', ar: 'شاي' }, image: 'Hot tea' }),
    newRow: (marker) => ({ name: { ar: marker }, image: 'Text instead of an image' }),
    markerColumn: 'name->>ar',
    change: { name: { en: 'Renamed tea', ar: 'شاي جديد' } },
  },
  {
    table: 'birthday_packages',
    rule: { select: everyone, insert: manager, update: manager, delete: manager },
    fixture: () =>
      ownerInsert('birthday_packages', {
        title: { en: 'Fixture pack' },
        price: 50,
        items: { en: ['Bowling'] },
        max_people: 8,
      }),
    newRow: (marker) => ({ title: { en: marker, ar: 'باقة' }, price: 55, max_people: 10 }),
    markerColumn: 'title->>en',
    change: { price: 65 },
  },
  {
    table: 'offers',
    rule: { select: everyone, insert: manager, update: manager, delete: manager },
    fixture: () => ownerInsert('offers', { spend: 77, get: 7 }),
    newRow: () => ({ spend: 4321, get: 12 }),
    markerColumn: 'spend',
    change: { get: 9 },
  },
  {
    table: 'faqs',
    rule: { select: everyone, insert: manager, update: manager, delete: manager },
    fixture: () =>
      ownerInsert('faqs', {
        question: { en: 'Fixture question?' },
        answer: { en: 'Fixture answer.' },
      }),
    newRow: (marker) => ({ question: { en: marker }, answer: { en: 'An answer.' } }),
    markerColumn: 'question->>en',
    change: { answer: { en: 'A better answer.' } },
  },
  {
    table: 'zone_media',
    rule: { select: everyone, insert: manager, update: manager, delete: manager },
    fixture: () =>
      ownerInsert('zone_media', {
        zone: 'vr',
        kind: 'image',
        url: 'https://cdn.example.com/vr.jpg',
        name: { en: 'Fixture' },
      }),
    newRow: (marker) => ({
      zone: 'cafe',
      kind: 'video',
      url: 'https://cdn.example.com/cafe.mp4',
      name: { en: marker },
    }),
    markerColumn: 'name->>en',
    change: { name: { en: 'Renamed media', ar: 'صورة بعنوان جديد' } },
  },
  {
    table: 'feedback',
    rule: { select: everyone, insert: nobody, update: nobody, delete: manager },
    fixture: () =>
      ownerInsert('feedback', { name: 'Fixture fan', rating: 4, comment: 'Fixture comment' }),
    newRow: (marker) => ({ name: marker, rating: 5, comment: 'Lovely evening' }),
    markerColumn: 'name',
    change: { likes: 500 },
  },
  {
    table: 'bookings',
    // Staff delete one booking at a time through delete_booking, never with a table DELETE.
    rule: { select: staff, insert: nobody, update: staff, delete: nobody },
    fixture: async () => (await insertBookings([{ date: nextDay(), time: '15:00' }]))[0] as string,
    newRow: (marker) => ({
      name: marker,
      phone: '+970599000000',
      email: 'x@example.com',
      people: 2,
      rounds: 1,
      date: nextDay(),
      time: '15:00',
    }),
    markerColumn: 'name',
    change: { contact_attempts: 1 },
  },
  {
    table: 'booking_emails',
    rule: { select: staff, insert: nobody, update: nobody, delete: nobody },
    fixture: async () =>
      ownerInsert('booking_emails', {
        booking_id: (await insertBookings([{ date: nextDay(), time: '15:00' }]))[0],
        kind: 'rejected',
        status: 'skipped',
        subject: 'Bowling Booking Update - 2043-01-01',
        idempotency_key: randomUUID(),
      }),
    newRow: (marker) => ({
      kind: 'approved',
      status: 'skipped',
      subject: marker,
      idempotency_key: randomUUID(),
    }),
    markerColumn: 'subject',
    change: { error: 'forged' },
  },
];

async function rowExists(table: TableName, column: string, value: unknown): Promise<boolean> {
  const { data, error } = await untyped(service()).from(table).select('*').eq(column, value);
  if (error) throw error;
  return data.length > 0;
}

async function rowValue(table: TableName, id: string, column: string): Promise<unknown> {
  const { data, error } = await untyped(service())
    .from(table)
    .select('*')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data ? (data as Record<string, unknown>)[column] : undefined;
}

describe.each(contentTables)('table $table', (testCase) => {
  const { table, rule } = testCase;

  it.each(actors)('select as %s', async (actor) => {
    const id = await testCase.fixture();
    const { data } = await untyped(clients[actor]).from(table).select('*').eq('id', id);
    expect((data ?? []).length === 1).toBe(rule.select.includes(actor));
  });

  it.each(actors)('insert as %s', async (actor) => {
    const marker =
      table === 'offers' ? Math.floor(Math.random() * 900_000) + 10_000 : `matrix ${randomUUID()}`;
    const row = testCase.newRow(String(marker));
    if (table === 'offers') row.spend = marker;
    const { error } = await untyped(clients[actor]).from(table).insert(row);
    const landed = await rowExists(table, testCase.markerColumn, marker);
    expect(landed).toBe(rule.insert.includes(actor));
    if (!rule.insert.includes(actor)) expect(error?.code).toMatch(/^(42501|PGRST)/);
  });

  it.each(actors)('update as %s', async (actor) => {
    const id = await testCase.fixture();
    const [column, value] = Object.entries(testCase.change)[0] as [string, unknown];
    await untyped(clients[actor]).from(table).update(testCase.change).eq('id', id);
    const changed = isDeepStrictEqual(await rowValue(table, id, column), value);
    expect(changed).toBe(rule.update.includes(actor));
  });

  it.each(actors)('delete as %s', async (actor) => {
    const id = await testCase.fixture();
    await untyped(clients[actor]).from(table).delete().eq('id', id);
    const gone = (await rowValue(table, id, 'id')) === undefined;
    expect(gone).toBe(rule.delete.includes(actor));
  });
});

describe('feedback posts cannot forge votes', () => {
  it.each(actors)('%s cannot post feedback that already has likes or dislikes', async (actor) => {
    const name = `forger ${randomUUID()}`;
    const { error } = await clients[actor]
      .from('feedback')
      .insert({ name, rating: 5, comment: 'Five stars', likes: 99 } as never);
    expect(error?.code).toBe('42501');
    expect(await rowExists('feedback', 'name', name)).toBe(false);
  });
});

describe('table staff', () => {
  async function newAuthUser() {
    const { data, error } = await service().auth.admin.createUser({
      email: `staff-${randomUUID()}@example.com`,
      password: 'staff-password-1',
      email_confirm: true,
    });
    if (error || !data.user) throw error ?? new Error('no user');
    return data.user;
  }
  async function staffFixture() {
    const user = await newAuthUser();
    await ownerInsert('staff', {
      id: user.id,
      name: 'Fixture staff',
      email: user.email,
      role: 'reception',
    });
    return user.id;
  }

  it.each(actors)('select of another staff row as %s', async (actor) => {
    const id = await staffFixture();
    const { data } = await clients[actor].from('staff').select('*').eq('id', id);
    expect((data ?? []).length).toBe(actor === 'jana' ? 1 : 0);
  });

  it('reception reads its own row and learns its role from it', async () => {
    const { data } = await clients.reception.from('staff').select('role');
    expect(data).toEqual([{ role: 'reception' }]);
  });

  it.each(actors)('insert as %s', async (actor) => {
    const user = await newAuthUser();
    await clients[actor]
      .from('staff')
      .insert({ id: user.id, name: 'New hire', email: user.email ?? '', role: 'jana' });
    expect(await rowExists('staff', 'id', user.id)).toBe(actor === 'jana');
  });

  it.each(actors)('update as %s', async (actor) => {
    const id = await staffFixture();
    await clients[actor].from('staff').update({ role: 'jana' }).eq('id', id);
    expect((await rowValue('staff', id, 'role')) === 'jana').toBe(actor === 'jana');
  });

  it.each(actors)(
    'delete as %s: nobody, the account goes through staff-accounts',
    async (actor) => {
      const id = await staffFixture();
      await clients[actor].from('staff').delete().eq('id', id);
      expect(await rowValue('staff', id, 'id')).toBe(id);
    },
  );

  it('nobody can promote themselves: reception updating its own role changes nothing', async () => {
    await clients.reception
      .from('staff')
      .update({ role: 'jana' })
      .eq('email', 'reception@example.com');
    const [row] = await sql<{ role: string }>(
      `select role from public.staff where email = 'reception@example.com'`,
    );
    expect(row?.role).toBe('reception');
  });

  it('the e-mail of a staff member cannot be changed', async () => {
    const id = await staffFixture();
    const { error } = await clients.jana
      .from('staff')
      .update({ email: 'changed@example.com' } as never)
      .eq('id', id);
    expect(error?.code).toBe('42501');
  });

  it('the last manager cannot be demoted', async () => {
    const { error } = await service()
      .from('staff')
      .update({ role: 'reception' })
      .eq('role', 'jana');
    expect(error).toMatchObject({ code: 'VN030' });
    const [row] = await sql<{ count: number }>(
      `select count(*)::int as count from public.staff where role = 'jana'`,
    );
    expect(row?.count).toBeGreaterThan(0);
  });
});

describe.each(['feedback_votes', 'slot_loads'] as const)(
  'table %s is written only by functions',
  (table) => {
    it.each(actors)('%s cannot write it', async (actor) => {
      const row: Record<string, unknown> =
        table === 'slot_loads'
          ? { date: nextDay(), time: '15:00', approved: 6 }
          : { feedback_id: randomUUID(), voter_id: randomUUID(), vote: 'like' };
      const { error } = await untyped(clients[actor]).from(table).insert(row);
      expect(error?.code).toBe('42501');
    });

    it.each(actors)('select as %s', async (actor) => {
      const { error, data } = await clients[actor].from(table).select('*').limit(1);
      const readable = table === 'slot_loads' ? everyone : manager;
      expect(!error && (data ?? []).length === 1).toBe(readable.includes(actor));
    });
  },
);

describe('functions', () => {
  it.each(actors)('slot_occupancy answers %s with counts only', async (actor) => {
    const { data, error } = await clients[actor].rpc('slot_occupancy', { day: nextDay() });
    expect(error).toBeNull();
    expect(data).toHaveLength(11);
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(['approved', 'time']);
  });

  it.each(actors)('request_booking is open to %s', async (actor) => {
    const phone = `+97059${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const { error } = await clients[actor].rpc('request_booking', {
      name: 'Matrix guest',
      phone,
      email: randomEmail(),
      people: 2,
      rounds: 1,
      date: nextBookableDay(),
      time: '16:30',
    });
    expect(error).toBeNull();
    expect(await rowExists('bookings', 'phone', phone)).toBe(true);
  });

  it.each(actors)('post_feedback is open to %s', async (actor) => {
    const name = `Poster ${randomUUID()}`;
    const { error } = await clients[actor].rpc('post_feedback', { name, rating: 5, comment: 'Hi' });
    expect(error).toBeNull();
    expect(await rowExists('feedback', 'name', name)).toBe(true);
  });

  it.each(actors)('vote_feedback is open to %s', async (actor) => {
    const id = await ownerInsert('feedback', { name: 'Votable', rating: 5, comment: 'Vote on me' });
    const { data, error } = await clients[actor].rpc('vote_feedback', {
      feedback_id: id,
      voter_id: randomUUID(),
      vote: 'like',
    });
    expect(error).toBeNull();
    expect(data).toEqual([{ likes: 1, dislikes: 0 }]);
  });

  const staffFunctions = [
    ['approve_booking', (id: string) => ({ booking_id: id })],
    ['reject_booking', (id: string) => ({ booking_id: id, reason: 'Matrix' })],
    ['record_contact_attempt', (id: string) => ({ booking_id: id })],
    ['delete_booking', (id: string) => ({ booking_id: id })],
  ] as const;

  describe.each(staffFunctions)('%s', (fn, args) => {
    it.each(actors)('as %s', async (actor) => {
      const [id] = await insertBookings([{ date: nextDay(), time: '17:15' }]);
      const before = await sql(
        'select status, contact_attempts from public.bookings where id = $1',
        [id],
      );
      const { error } = await clients[actor].rpc(fn, args(id as string) as never);
      const after = await sql(
        'select status, contact_attempts from public.bookings where id = $1',
        [id],
      );
      const allowed = staff.includes(actor);
      expect(error === null).toBe(allowed);
      expect(JSON.stringify(after) !== JSON.stringify(before)).toBe(allowed);
      if (!allowed) expect(error?.code).toBe('42501');
    });
  });

  it.each(actors)('reschedule_booking as %s', async (actor) => {
    const date = nextBookableDay();
    const [id] = await insertBookings([
      { date, time: '17:15', status: 'approved', approved_at: new Date().toISOString() },
    ]);
    const { error } = await clients[actor].rpc('reschedule_booking', {
      booking_id: id as string,
      new_date: date,
      new_time: '18:00',
    });
    const [row] = await sql<{ time: string }>('select time from public.bookings where id = $1', [
      id,
    ]);
    expect(row?.time === '18:00').toBe(staff.includes(actor));
    if (!staff.includes(actor)) expect(error?.code).toBe('42501');
  });

  it('the policy helpers cannot be called through the API', async () => {
    const { error } = await clients.jana.rpc('is_manager' as never);
    expect(error?.code).toBe('PGRST202');
  });
});

describe.each(['zone-media', 'menu-images'] as const)('storage bucket %s', (bucket) => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  async function ownerUpload() {
    const path = `tests/${randomUUID()}.png`;
    const { error } = await service()
      .storage.from(bucket)
      .upload(path, png, { contentType: 'image/png' });
    if (error) throw error;
    return path;
  }
  async function stored(path: string) {
    const rows = await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [
      bucket,
      path,
    ]);
    return rows.length === 1;
  }

  it.each(actors)('%s can download a public object', async (actor) => {
    const path = await ownerUpload();
    const { data, error } = await clients[actor].storage.from(bucket).download(path);
    expect(error).toBeNull();
    expect(data?.size).toBe(png.length);
  });

  it.each(actors)('upload as %s', async (actor) => {
    const path = `tests/${randomUUID()}.png`;
    const { error } = await clients[actor].storage
      .from(bucket)
      .upload(path, png, { contentType: 'image/png' });
    expect(error === null).toBe(actor === 'jana');
    expect(await stored(path)).toBe(actor === 'jana');
  });

  it.each(actors)('delete as %s', async (actor) => {
    const path = await ownerUpload();
    await clients[actor].storage.from(bucket).remove([path]);
    expect(await stored(path)).toBe(actor !== 'jana');
  });

  it('refuses a file type the bucket does not take, even from the manager', async () => {
    const path = `tests/${randomUUID()}.html`;
    const { error } = await clients.jana.storage
      .from(bucket)
      .upload(path, Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    expect(error).not.toBeNull();
    expect(await stored(path)).toBe(false);
  });
});
