import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDayBoard } from '../src/bookings/list-day-board.ts';
import {
  type Actor,
  birthdayBooking,
  type Client,
  closeSql,
  daysOf,
  demoStaff,
  insertBookings,
  signInEveryActor,
  sql,
} from './support.ts';

// The lane board's read of one day (issue 14, item 2): approved bookings on their lanes and the
// pending requests, in one query, for staff only.

const nextDay = daysOf(2075);
const clients = {} as Record<Actor, Client>;
const boardDay = nextDay();
const otherDay = nextDay();
let fixtureIds: string[] = [];

const approved = {
  status: 'approved' as const,
  approved_at: new Date().toISOString(),
  approved_by: demoStaff.reception.id,
};

beforeAll(async () => {
  Object.assign(clients, await signInEveryActor());
  fixtureIds = await insertBookings([
    {
      date: boardDay,
      time: '18:00',
      name: 'Later Walk-in',
      source: 'walk_in',
      confirmed_at: '2026-01-02T10:00:00Z',
      ...approved,
    },
    { date: boardDay, time: '15:00', name: 'First Caller', source: 'phone', ...approved },
    { date: boardDay, time: '15:00', name: 'Second Caller', source: 'phone', ...approved },
    { ...birthdayBooking(boardDay, '16:30', { approved: true }), name: 'Party Family' },
    { date: boardDay, time: '15:00', name: 'Waiting Visitor' },
    {
      date: boardDay,
      time: '15:45',
      name: 'Refused Visitor',
      status: 'rejected',
      rejection_reason: 'Closed',
      rejected_at: new Date().toISOString(),
    },
    { date: otherDay, time: '15:00', name: 'Another Day', ...approved },
  ]);
});
afterAll(async () => {
  await sql('delete from public.bookings where id = any($1)', [fixtureIds]);
  await closeSql();
});

describe('listDayBoard: the lane board of one day', () => {
  it.each(['reception', 'jana'] as const)(
    'gives %s the approved bookings with their lanes and the pending requests, by time then lane',
    async (actor) => {
      const rows = await listDayBoard(clients[actor], boardDay);
      expect(rows.map((row) => [row.time, row.lane, row.name, row.status])).toEqual([
        ['15:00', 1, 'First Caller', 'approved'],
        ['15:00', 2, 'Second Caller', 'approved'],
        ['15:00', null, 'Waiting Visitor', 'pending'],
        ['16:30', 1, 'Party Family', 'approved'],
        ['18:00', 1, 'Later Walk-in', 'approved'],
      ]);
    },
  );

  it('carries what a board cell shows: source, length, party, package, attendance and "Coming"', async () => {
    const rows = await listDayBoard(clients.reception, boardDay);
    const party = rows.find((row) => row.name === 'Party Family');
    expect(party).toMatchObject({
      type: 'birthday',
      bundle_name: 'Blaze',
      duration: 90,
      people: 6,
      attendance: null,
      confirmed_at: null,
    });
    expect(rows.find((row) => row.name === 'Later Walk-in')).toMatchObject({
      source: 'walk_in',
      confirmed_at: expect.stringMatching(/^2026-01-02T10:00:00/),
    });
    expect(rows.find((row) => row.name === 'Waiting Visitor')?.source).toBe('website');
  });

  it('leaves out rejected bookings and other days', async () => {
    const names = (await listDayBoard(clients.jana, boardDay)).map((row) => row.name);
    expect(names).not.toContain('Refused Visitor');
    expect(names).not.toContain('Another Day');
  });

  it('is empty for a day without bookings', async () => {
    expect(await listDayBoard(clients.reception, nextDay())).toEqual([]);
  });

  it('refuses a visitor', async () => {
    await expect(listDayBoard(clients.visitor, boardDay)).rejects.toThrow(
      'permission denied for table bookings',
    );
  });

  it('shows a signed-in user who is not staff nothing', async () => {
    expect(await listDayBoard(clients.outsider, boardDay)).toEqual([]);
  });
});
