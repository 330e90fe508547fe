import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveBooking } from '../src/bookings/approve-booking.ts';
import { countBookingsByStatus } from '../src/bookings/count-bookings-by-status.ts';
import { listBookings } from '../src/bookings/list-bookings.ts';
import { getBookingStations } from '../src/vr/get-booking-stations.ts';
import {
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  service,
  signInAsReception,
} from './support.ts';

// The desk's filter by kind (issue 32): bowling, VR or birthday parties, with the status counts of
// that kind, and the stations an approved VR booking holds. Every booking of this file carries the
// tag in its name and lives on days of 2125, which no other file uses.
const tag = `Kinds${randomUUID().slice(0, 8)}`;
const nextDay = daysOf(2125);
const ids: Record<'bowling' | 'vr' | 'party', string> = { bowling: '', vr: '', party: '' };
let reception: Client;

beforeAll(async () => {
  reception = await signInAsReception();
  const date = nextDay();
  const [bowling, vr, party] = await insertBookings([
    { name: `${tag} Bowling`, date, time: '18:00' },
    {
      name: `${tag} Vr`,
      date,
      time: '18:00',
      type: 'vr',
      people: 3,
      rounds: 2,
      duration: 40,
      bundle_price: 35,
    },
    {
      name: `${tag} Party`,
      date,
      time: '19:30',
      type: 'birthday',
      bundle_name: 'Blaze',
      bundle_price: 70,
      duration: 90,
      people: 10,
      status: 'rejected',
      rejected_at: new Date().toISOString(),
      rejection_reason: 'Full capacity',
    },
  ]);
  Object.assign(ids, { bowling, vr, party });
});

afterAll(async () => {
  await service().from('bookings').delete().in('id', Object.values(ids));
  await closeSql();
});

const base = { status: 'all', search: tag, sort: 'name', page: 1, pageSize: 10 } as const;
const names = (rows: { name: string }[]) => rows.map((row) => row.name.replace(`${tag} `, ''));

describe('the desk filters by kind', () => {
  it('all kinds by default; bowling, VR or parties alone when asked', async () => {
    expect(names((await listBookings(reception, base)).rows)).toEqual(['Bowling', 'Party', 'Vr']);
    expect(names((await listBookings(reception, { ...base, kind: 'all' })).rows)).toHaveLength(3);
    const vr = await listBookings(reception, { ...base, kind: 'vr' });
    expect(names(vr.rows)).toEqual(['Vr']);
    expect(vr.total).toBe(1);
    expect(vr.rows[0]).toMatchObject({
      type: 'vr',
      people: 3,
      rounds: 2,
      stations_needed: 3,
      stations: null,
      vr_start: null,
      age_confirmed_at: null,
    });
    expect(names((await listBookings(reception, { ...base, kind: 'regular' })).rows)).toEqual([
      'Bowling',
    ]);
    expect(names((await listBookings(reception, { ...base, kind: 'birthday' })).rows)).toEqual([
      'Party',
    ]);
  });

  it('counts every status of the kind shown, for the same search', async () => {
    expect(await countBookingsByStatus(reception, tag, 'birthday')).toMatchObject({
      all: 1,
      pending: 0,
      rejected: 1,
    });
    expect(await countBookingsByStatus(reception, tag, 'vr')).toMatchObject({
      all: 1,
      pending: 1,
    });
    expect(await countBookingsByStatus(reception, tag)).toMatchObject({ all: 3, pending: 2 });
  });

  it('an approved VR booking holds the lowest free stations from its time, and the desk reads them', async () => {
    expect(await getBookingStations(reception, ids.vr)).toEqual({ stations: [], vrStart: null });
    expect(await approveBooking(reception, ids.vr)).toBe(0);
    expect(await getBookingStations(reception, ids.vr)).toEqual({
      stations: [1, 2, 3],
      vrStart: '18:00',
    });
    const [row] = (await listBookings(reception, { ...base, kind: 'vr' })).rows;
    expect(row).toMatchObject({ status: 'approved', stations: [1, 2, 3], vr_start: '18:00' });
  });
});
