import { birthdayPackages } from '@venue/domain/pricing';
import { partyVrStart, vrSessionsOfHours } from '@venue/domain/vr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveBooking } from '../src/bookings/approve-booking.ts';
import { DataError } from '../src/errors.ts';
import {
  birthdayBooking,
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  packageByTitle,
  service,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// Packages that hold both (issue 32, point 3; decision 034): approving a party books its lanes and
// its VR stations in one transaction, right after its bowling by default or where reception
// chooses, and refuses the whole approval when either does not fit, leaving nothing written.
// Fixtures on days of 2107, which no other file uses.

const nextDay = daysOf(2107);
afterAll(closeSql);

let reception: Client;
type Package = Awaited<ReturnType<typeof packageByTitle>>;
let spark: Package;
let blaze: Package;
let inferno: Package;

beforeAll(async () => {
  [reception, spark, blaze, inferno] = await Promise.all([
    signInAsReception(),
    packageByTitle('Spark'),
    packageByTitle('Blaze'),
    packageByTitle('Inferno'),
  ]);
});

/** A pending party of a seeded package, as a visitor's request would have stored it. */
async function pendingParty(pkg: Package, date: string, time: string, people: number) {
  const [id] = await insertBookings([
    {
      date,
      time,
      type: 'birthday',
      bundle_id: pkg.id,
      bundle_name: (pkg.title as { en: string }).en,
      bundle_price: pkg.price,
      duration: pkg.duration,
      people,
    },
  ]);
  return id as string;
}

/** An approved VR booking of `players` at `time` (a fixture). */
async function approvedVr(date: string, time: string, players: number) {
  const [id] = await insertBookings([
    {
      date,
      time,
      type: 'vr',
      people: players,
      rounds: 1,
      duration: 20,
      bundle_price: 35,
      age_confirmed_at: new Date().toISOString(),
      status: 'approved',
      approved_at: new Date().toISOString(),
    },
  ]);
  return id as string;
}

async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    return { code: error.refusal?.code, params: error.refusal?.params };
  }
  throw new Error('Expected a refusal');
}

async function party(id: string) {
  const { data, error } = await service()
    .from('bookings')
    .select('status, lanes, lanes_needed, stations, stations_needed, vr_sessions, vr_start')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

async function heldBy(id: string) {
  const [row] = await sql<{ lanes: number; stations: string[] }>(
    `select (select count(*)::int from public.slot_lanes where booking_id = $1) as lanes,
            array(select distinct session_start from public.vr_station_holds where booking_id = $1
                  order by session_start) as stations`,
    [id],
  );
  return row;
}

describe('the packages state their VR sessions', () => {
  it('Spark and Blaze hold one, Inferno two (their items "1 VR session", "2 VR sessions")', () => {
    expect([spark.vr_sessions, blaze.vr_sessions, inferno.vr_sessions]).toEqual([1, 1, 2]);
    expect(birthdayPackages.map((definition) => definition.vrSessions)).toEqual([1, 1, 2]);
  });
});

describe('approving a party books its lanes and its VR stations together', () => {
  it('a Blaze party of 12 at 18:00 takes 2 lanes and all 4 stations in the first VR session after its bowling', async () => {
    const date = nextDay();
    const id = await pendingParty(blaze, date, '18:00', 12);
    expect(await party(id)).toMatchObject({ vr_sessions: 1, stations_needed: 4, lanes_needed: 2 });
    await approveBooking(reception, id);
    // 90 minutes of bowling end at 19:30; the next VR session starts at 19:40.
    const grid = vrSessionsOfHours({ opensAt: '15:00', closesAt: '23:00' }, 20);
    expect(partyVrStart(grid, '18:00', 90, 1, 20)).toBe('19:40');
    expect(await party(id)).toMatchObject({
      status: 'approved',
      lanes: [1, 2],
      stations: [1, 2, 3, 4],
      vr_start: '19:40',
    });
    expect(await heldBy(id)).toEqual({ lanes: 4, stations: ['19:40'] });
  });

  it('a party of 3 takes one station per guest', async () => {
    const date = nextDay();
    const id = await pendingParty(spark, date, '16:30', 3);
    await approveBooking(reception, id);
    expect(await party(id)).toMatchObject({ stations: [1, 2, 3], vr_start: '17:40' });
  });

  it('an Inferno party of 30 plays two VR sessions in a row (and bowls on 3 lanes)', async () => {
    const date = nextDay();
    const id = await pendingParty(inferno, date, '18:00', 30);
    await approveBooking(reception, id);
    expect(await party(id)).toMatchObject({ stations: [1, 2, 3, 4], vr_start: '19:40' });
    expect(await heldBy(id)).toEqual({ lanes: 6, stations: ['19:40', '20:00'] });
  });

  it('takes the VR start reception chooses', async () => {
    const date = nextDay();
    const id = await pendingParty(blaze, date, '18:00', 12);
    await approveBooking(reception, id, { vrStart: '16:20' });
    expect(await party(id)).toMatchObject({ status: 'approved', vr_start: '16:20' });
  });

  it('plays VR before the bowling when none is left after it (Spark at 21:45)', async () => {
    const date = nextDay();
    const id = await pendingParty(spark, date, '21:45', 6);
    await approveBooking(reception, id);
    expect(await party(id)).toMatchObject({ status: 'approved', vr_start: '21:20' });
  });

  it('frees its lanes and stations when cancelled', async () => {
    const date = nextDay();
    const id = await pendingParty(blaze, date, '18:00', 12);
    await approveBooking(reception, id);
    expect(await heldBy(id)).toEqual({ lanes: 4, stations: ['19:40'] });
    const { error: cancelled } = await reception.rpc('cancel_booking', {
      booking_id: id,
      message: 'The party moved to another venue.',
    });
    expect(cancelled).toBeNull();
    expect(await heldBy(id)).toEqual({ lanes: 0, stations: [] });
  });

  it('a party made before packages held VR (no package row) books no station', async () => {
    const date = nextDay();
    const [id] = await insertBookings([birthdayBooking(date, '18:00')]);
    await approveBooking(reception, id as string);
    expect(await party(id as string)).toMatchObject({
      status: 'approved',
      stations: null,
      vr_sessions: 0,
    });
  });
});

describe('a party that does not fit is refused whole, with nothing written', () => {
  async function expectNothingHeld(id: string, date: string) {
    expect(await party(id)).toMatchObject({ status: 'pending', lanes: null, stations: null });
    expect(await heldBy(id)).toEqual({ lanes: 0, stations: [] });
    const [loads] = await sql<{ lanes: number; stations: number }>(
      `select coalesce((select sum(approved)::int from public.slot_loads where date = $1), 0) as lanes,
              coalesce((select sum(taken)::int from public.vr_session_loads where date = $1), 0) as stations`,
      [date],
    );
    return loads;
  }

  it('when its VR session has too few stations free (a walk-in holds 2 of 4 at 19:40)', async () => {
    const date = nextDay();
    await approvedVr(date, '19:40', 2);
    const id = await pendingParty(blaze, date, '18:00', 12);
    expect(await refusalOf(approveBooking(reception, id))).toEqual({
      code: 'vr.session_full',
      params: { date, time: '19:40', left: 2, stations: 4, needed: 4 },
    });
    // Only the walk-in's two stations are held; the party's lanes went back with the refusal.
    expect(await expectNothingHeld(id, date)).toEqual({ lanes: 0, stations: 2 });
  });

  it('when its lanes are full, its VR stations are not taken either', async () => {
    const date = nextDay();
    await insertBookings(
      Array.from({ length: 6 }, () => ({
        date,
        time: '18:00',
        status: 'approved' as const,
        approved_at: new Date().toISOString(),
      })),
    );
    const id = await pendingParty(blaze, date, '18:00', 12);
    expect((await refusalOf(approveBooking(reception, id))).code).toBe('booking.slot_full');
    expect(await expectNothingHeld(id, date)).toEqual({ lanes: 6, stations: 0 });
  });

  it('when reception chooses a VR start the grid does not offer', async () => {
    const date = nextDay();
    const id = await pendingParty(blaze, date, '18:00', 12);
    expect(await refusalOf(approveBooking(reception, id, { vrStart: '19:50' }))).toEqual({
      code: 'vr.start_invalid',
      params: { time: '19:50' },
    });
    expect(await expectNothingHeld(id, date)).toEqual({ lanes: 0, stations: 0 });
  });

  it('when a blocked station leaves too few (a broken headset at 19:40)', async () => {
    const date = nextDay();
    await sql(
      `insert into public.vr_station_blocks (stations, starts_at, ends_at, reason)
       values ('{3}', private.slot_instant($1::date, '19:40'), private.slot_instant($1::date, '20:00'),
               '{"en": "Broken headset"}')`,
      [date],
    );
    const id = await pendingParty(blaze, date, '18:00', 12);
    expect(await refusalOf(approveBooking(reception, id))).toMatchObject({
      code: 'vr.session_full',
      params: { time: '19:40', left: 3, needed: 4 },
    });
    expect(await expectNothingHeld(id, date)).toEqual({ lanes: 0, stations: 0 });
    // Reception chooses another session: approved.
    await approveBooking(reception, id, { vrStart: '20:00' });
    expect(await party(id)).toMatchObject({ status: 'approved', vr_start: '20:00' });
  });
});

describe('a block saved over held stations flags the booking, as a lane block does', () => {
  it('a headset blocked at 19:40 after a party took it flags the party with vr.station_blocked', async () => {
    const date = nextDay();
    const id = await pendingParty(blaze, date, '18:00', 12);
    await approveBooking(reception, id);
    await sql(
      `insert into public.vr_station_blocks (stations, starts_at, ends_at, reason)
       values ('{2}', private.slot_instant($1::date, '19:40'), private.slot_instant($1::date, '20:00'),
               '{"en": "Broken headset"}')`,
      [date],
    );
    const [flag] = await sql<{ conflict: unknown }>(
      'select conflict from public.booking_conflicts where booking_id = $1',
      [id],
    );
    expect(flag?.conflict).toEqual({
      code: 'vr.station_blocked',
      params: { station: 2, time: '19:40', reason: { en: 'Broken headset' } },
    });
    // Removing the block clears the flag.
    await sql(
      'delete from public.vr_station_blocks where starts_at = private.slot_instant($1::date, $2)',
      [date, '19:40'],
    );
    const left = await sql('select 1 from public.booking_conflicts where booking_id = $1', [id]);
    expect(left).toEqual([]);
  });
});

describe("reception moves an approved party's VR straight on the row (vr_start)", () => {
  /** Reception's PATCH of the party's VR start: the refusal's code and params, or null. */
  async function moveVr(client: Client, id: string, vrStart: string) {
    const { error } = await client.from('bookings').update({ vr_start: vrStart }).eq('id', id);
    return error ? (JSON.parse(error.hint ?? '{}') as { code?: string; params?: object }) : null;
  }

  it('moves the stations to a free session and frees the old one', async () => {
    const date = nextDay();
    const id = await pendingParty(blaze, date, '18:00', 12);
    await approveBooking(reception, id);
    expect(await party(id)).toMatchObject({ vr_start: '19:40' });

    expect(await moveVr(reception, id, '20:20')).toBeNull();
    expect(await party(id)).toMatchObject({ vr_start: '20:20', stations: [1, 2, 3, 4] });
    // Its two lanes in both bowling slots stay; its stations moved.
    expect(await heldBy(id)).toEqual({ lanes: 4, stations: ['20:20'] });
  });

  it('is refused by code into a full session or off the grid, and keeps the party where it was', async () => {
    const date = nextDay();
    await approvedVr(date, '20:20', 2);
    const id = await pendingParty(blaze, date, '18:00', 12);
    await approveBooking(reception, id);

    expect(await moveVr(reception, id, '20:20')).toEqual({
      code: 'vr.session_full',
      params: { date, time: '20:20', left: 2, stations: 4, needed: 4 },
    });
    expect(await moveVr(reception, id, '20:25')).toMatchObject({ code: 'vr.start_invalid' });
    expect(await party(id)).toMatchObject({ vr_start: '19:40', stations: [1, 2, 3, 4] });
    expect(await heldBy(id)).toEqual({ lanes: 4, stations: ['19:40'] });
  });

  it('a visitor cannot move it', async () => {
    const date = nextDay();
    const id = await pendingParty(blaze, date, '18:00', 12);
    await approveBooking(reception, id);

    await visitor().from('bookings').update({ vr_start: '20:20' }).eq('id', id);
    expect(await party(id)).toMatchObject({ vr_start: '19:40' });
  });
});
