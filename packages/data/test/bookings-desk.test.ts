import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countBookingsByStatus } from '../src/bookings/count-bookings-by-status.ts';
import { listBookings } from '../src/bookings/list-bookings.ts';
import { listBookingsBetween } from '../src/bookings/list-bookings-between.ts';
import { listSlotLoads } from '../src/bookings/list-slot-loads.ts';
import { type Client, randomPhone, service, signInAsReception, visitor } from './support.ts';

// Every booking of this file carries the tag in its name and lives on days no other test uses.
const tag = `Desk${randomUUID().slice(0, 8)}`;
const day = 1 + Math.floor(Math.random() * 27);
const dates = [
  `2046-03-${String(day).padStart(2, '0')}`,
  `2046-07-${String(day).padStart(2, '0')}`,
  `2047-01-${String(day).padStart(2, '0')}`,
];
const phone = randomPhone();

type Seeded = { id: string; name: string; date: string; time: string; status: string };
const seeded: Seeded[] = [];
let reception: Client;

function at(minutesAgo: number): string {
  return new Date(Date.now() - minutesAgo * 60_000).toISOString();
}

beforeAll(async () => {
  reception = await signInAsReception();
  const rows = [
    { name: `${tag} Carla`, date: dates[1], time: '15:00', status: 'pending', created_at: at(5) },
    { name: `${tag} Adam`, date: dates[2], time: '16:30', status: 'approved', created_at: at(4) },
    { name: `${tag} Bilal`, date: dates[0], time: '18:00', status: 'rejected', created_at: at(3) },
    { name: `${tag} Dana`, date: dates[0], time: '15:00', status: 'pending', created_at: at(2) },
    { name: `${tag} Eyad`, date: dates[1], time: '22:30', status: 'approved', created_at: at(1) },
  ] as const;
  for (const [index, row] of rows.entries()) {
    const { data, error } = await service()
      .from('bookings')
      .insert({
        name: row.name,
        phone: index === 0 ? phone : randomPhone(),
        email: index === 1 ? `${tag.toLowerCase()}@example.com` : null,
        people: 2,
        rounds: 1,
        date: row.date as string,
        time: row.time,
        status: row.status,
        created_at: row.created_at,
        approved_at: row.status === 'approved' ? row.created_at : null,
        rejected_at: row.status === 'rejected' ? row.created_at : null,
        rejection_reason: row.status === 'rejected' ? 'Full capacity' : null,
        // Inserted as they are once recorded (the rule on marking them is tested in reception).
        attendance: row.name.endsWith('Adam')
          ? 'arrived'
          : row.name.endsWith('Eyad')
            ? 'no_show'
            : null,
      })
      .select('id, name, date, time, status')
      .single();
    if (error) throw new Error(error.message);
    seeded.push(data);
  }
});

afterAll(async () => {
  await service()
    .from('bookings')
    .delete()
    .in(
      'id',
      seeded.map((row) => row.id),
    );
});

const base = { status: 'all', search: tag, sort: 'newest', page: 1, pageSize: 10 } as const;
const names = (rows: { name: string }[]) => rows.map((row) => row.name.replace(`${tag} `, ''));

describe('the bookings desk queries', () => {
  it('search by name finds exactly the matching bookings, newest first, with an exact count', async () => {
    const page = await listBookings(reception, base);
    expect(page.total).toBe(5);
    expect(names(page.rows)).toEqual(['Eyad', 'Dana', 'Bilal', 'Adam', 'Carla']);
  });

  it('pages with the exact total: 2 per page, page 3 holds the last one', async () => {
    const second = await listBookings(reception, { ...base, pageSize: 2, page: 2 });
    expect(second.total).toBe(5);
    expect(names(second.rows)).toEqual(['Bilal', 'Adam']);
    const third = await listBookings(reception, { ...base, pageSize: 2, page: 3 });
    expect(names(third.rows)).toEqual(['Carla']);
  });

  it('sorts oldest first, by name A-Z, and by booking date then time', async () => {
    expect(names((await listBookings(reception, { ...base, sort: 'oldest' })).rows)).toEqual([
      'Carla',
      'Adam',
      'Bilal',
      'Dana',
      'Eyad',
    ]);
    expect(names((await listBookings(reception, { ...base, sort: 'name' })).rows)).toEqual([
      'Adam',
      'Bilal',
      'Carla',
      'Dana',
      'Eyad',
    ]);
    expect(names((await listBookings(reception, { ...base, sort: 'booking-date' })).rows)).toEqual([
      'Dana',
      'Bilal',
      'Carla',
      'Eyad',
      'Adam',
    ]);
  });

  it('filters by status, and counts every status for the same search', async () => {
    const pending = await listBookings(reception, { ...base, status: 'pending' });
    expect(names(pending.rows)).toEqual(['Dana', 'Carla']);
    expect(await countBookingsByStatus(reception, tag)).toEqual({
      all: 5,
      pending: 2,
      approved: 2,
      rejected: 1,
      cancelled: 0,
      arrived: 1,
      no_show: 1,
    });
  });

  it('filters by attendance: only the arrived, or only the no-shows, with their own count', async () => {
    const arrived = await listBookings(reception, { ...base, attendance: 'arrived' });
    expect(names(arrived.rows)).toEqual(['Adam']);
    expect(arrived.total).toBe(1);
    expect(arrived.rows[0]).toMatchObject({ attendance: 'arrived', source: 'website' });
    const noShows = await listBookings(reception, { ...base, attendance: 'no_show' });
    expect(names(noShows.rows)).toEqual(['Eyad']);
    const pendingArrived = await listBookings(reception, {
      ...base,
      status: 'pending',
      attendance: 'arrived',
    });
    expect(pendingArrived.total).toBe(0);
  });

  it('finds a booking by part of its e-mail, by its phone typed with spaces, and by its date', async () => {
    const byEmail = await listBookings(reception, { ...base, search: tag.toLowerCase() });
    expect(byEmail.total).toBe(5);
    const emailOnly = await listBookings(reception, {
      ...base,
      search: `${tag.toLowerCase()}@example`,
    });
    expect(names(emailOnly.rows)).toEqual(['Adam']);

    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 8)} ${phone.slice(8)}`;
    const byPhone = await listBookings(reception, { ...base, search: spaced });
    expect(names(byPhone.rows)).toEqual(['Carla']);

    const byDate = await listBookings(reception, { ...base, search: dates[0] as string });
    expect(byDate.rows.every((row) => row.date === dates[0])).toBe(true);
    expect(byDate.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([`${tag} Dana`, `${tag} Bilal`]),
    );

    const byMonth = await listBookings(reception, {
      ...base,
      search: (dates[2] as string).slice(0, 7),
    });
    expect(byMonth.rows.every((row) => row.date.startsWith('2047-01'))).toBe(true);
    expect(byMonth.rows.map((row) => row.name)).toContain(`${tag} Adam`);
  });

  it('finds a booking by its phone, local or international, and its date typed in Arabic-Indic digits', async () => {
    const arabicIndic = (text: string) =>
      text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const international = `+${arabicIndic(phone.slice(1, 4))} ${arabicIndic(phone.slice(4))}`;
    const local = `٠${arabicIndic(phone.slice(4))}`;
    for (const search of [international, local]) {
      expect(names((await listBookings(reception, { ...base, search })).rows), search).toEqual([
        'Carla',
      ]);
    }
    const byDate = await listBookings(reception, { ...base, search: arabicIndic(dates[2] ?? '') });
    expect(byDate.rows.map((row) => row.name)).toContain(`${tag} Adam`);
    expect(byDate.rows.every((row) => row.date === dates[2])).toBe(true);
  });

  it('reads search text with PostgREST syntax characters as plain text', async () => {
    const page = await listBookings(reception, { ...base, search: `${tag}),name.eq.x,(*%_` });
    expect(page.total).toBe(0);
  });

  it('lists a month for the calendar and the lane loads of the desk page', async () => {
    const month = await listBookingsBetween(reception, '2046-07-01', '2046-07-31');
    const ours = month.filter((row) => row.name.startsWith(tag));
    expect(names(ours)).toEqual(['Carla', 'Eyad']);

    const loads = await listSlotLoads(reception, [dates[1] as string, dates[2] as string]);
    expect(loads.get(dates[1] as string)?.get('22:30')).toBeGreaterThanOrEqual(1);
    expect(loads.get(dates[2] as string)?.get('16:30')).toBeGreaterThanOrEqual(1);
  });

  it("counts a blocked lane as taken in the desk's loads, as the booking form does", async () => {
    const date = dates[2] as string;
    const before = await listSlotLoads(reception, [date]);
    const taken = (time: string, loads: typeof before) => loads.get(date)?.get(time) ?? 0;
    // Lanes 5 and 6 are broken for the 18:00 slot (Ramallah, UTC+2 in January), no booking on them.
    const { data: block, error } = await service()
      .from('lane_blocks')
      .insert({
        lanes: [5, 6],
        starts_at: `${date}T18:00:00+02:00`,
        ends_at: `${date}T18:45:00+02:00`,
        reason: { en: `${tag} broken pinsetter` },
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      const after = await listSlotLoads(reception, [date]);
      expect(taken('18:00', after)).toBe(taken('18:00', before) + 2);
      expect(taken('17:15', after)).toBe(taken('17:15', before));
      expect(taken('16:30', after)).toBe(taken('16:30', before));
    } finally {
      await service()
        .from('lane_blocks')
        .delete()
        .eq('id', block?.id ?? '');
    }
  });

  it('refuses the desk query to visitors', async () => {
    await expect(listBookings(visitor(), base)).rejects.toMatchObject({ code: '42501' });
  });
});
