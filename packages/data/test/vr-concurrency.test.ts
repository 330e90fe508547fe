import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableDaysOf,
  type Client,
  closeSql,
  insertBookings,
  packageByTitle,
  randomEmail,
  randomPhone,
  signInAsJana,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// Two receptionists approving VR bookings and parties, visitors requesting VR, reception taking
// walk-ins and the manager blocking broken headsets, all in the same second: no VR station is ever
// sold twice in a session, none beyond the zone's stations, and none while it is blocked (a block
// saved after an approval flags that booking instead). Days inside the horizon (visitors'
// requests need them), at VR sessions no lane test uses.

const nextDay = bookableDaysOf(66, 70);
const trials = 3;
afterAll(closeSql);

let staff: Client[];
let jana: Client;
let blazeId: string;

beforeAll(async () => {
  const [reception, manager, blaze] = await Promise.all([
    signInAsReception(),
    signInAsJana(),
    packageByTitle('Blaze'),
  ]);
  jana = manager;
  staff = [reception, manager];
  blazeId = blaze.id;
});

/** The VR invariant of a day, recounted from the holds, the loads, the bookings and the blocks. */
async function stationsHoldUp(date: string) {
  // The loads equal a fresh count of the holds.
  const drift = await sql(
    `select coalesce(h.session_start, l.session_start) as session, h.held, l.taken
     from (select session_start, count(*)::int as held from public.vr_station_holds
           where date = $1 group by session_start) as h
     full join (select session_start, taken from public.vr_session_loads where date = $1 and taken > 0) as l
       on l.session_start = h.session_start
     where h.held is distinct from l.taken`,
    [date],
  );
  expect(drift).toEqual([]);
  // Never more stations held than the zone has, nor one past its count.
  const over = await sql(
    `select session_start, count(*)::int as held, max(station) as highest
     from public.vr_station_holds where date = $1 group by session_start
     having count(*) > private.station_count() or max(station) > private.station_count()`,
    [date],
  );
  expect(over).toEqual([]);
  // Every approved booking with VR holds exactly its stations in each of its sessions; every other
  // booking holds none (nothing half-written by a refusal).
  const wrong = await sql(
    `select b.id, b.status, b.stations, count(h.*)::int as holds
     from public.bookings as b
     left join public.vr_station_holds as h on h.booking_id = b.id
     where b.date = $1
     group by b.id
     having count(h.*) <> case when b.stations is null then 0 else b.stations_needed * b.vr_sessions end
        or (b.status = 'approved' and b.stations_needed > 0 and b.vr_sessions > 0 and b.stations is null)
        or (b.status <> 'approved' and (b.stations is not null or b.lanes is not null))`,
    [date],
  );
  expect(wrong).toEqual([]);
  // A held station that is blocked was approved before the block was saved: it is flagged.
  const blockedUnflagged = await sql(
    `select h.booking_id, h.session_start, h.station
     from public.vr_station_holds as h
     join private.blocked_stations($1::date, array[h.session_start]) as x on x.station = h.station
     where h.date = $1
       and not exists (select from public.booking_conflicts as c where c.booking_id = h.booking_id)`,
    [date],
  );
  expect(blockedUnflagged).toEqual([]);
}

/** Runs `calls` with at most `limit` under way at any time, each started as one ends; in order. */
async function inFlight<T>(calls: readonly (() => PromiseLike<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < calls.length; index = next++) {
      results[index] = await (calls[index] as () => PromiseLike<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, calls.length) }, worker));
  return results;
}

describe('VR stations under concurrent approvals, requests, walk-ins and blocks', () => {
  it.each(Array.from({ length: trials }, (_, trial) => trial + 1))(
    'trial %i: never more players than stations in any VR session',
    async () => {
      const date = nextDay();
      const at = (time: string) =>
        sql<{ at: Date }>('select private.slot_instant($1::date, $2) as at', [date, time]).then(
          ([row]) => row?.at as Date,
        );
      // Pending VR bookings of 1 to 3 players over the sessions 19:20 to 20:00, and Blaze parties
      // of 12 whose bowling from 18:00 (90 minutes, to 19:30) sends their VR to 19:40: all want the
      // same four stations.
      const vrIds = await insertBookings(
        Array.from({ length: 12 }, (_, index) => ({
          date,
          time: ['19:20', '19:40', '20:00'][index % 3] as string,
          type: 'vr' as const,
          people: (index % 3) + 1,
          rounds: index % 2 === 0 ? 2 : 1,
          duration: index % 2 === 0 ? 40 : 20,
          bundle_price: 35,
          age_confirmed_at: new Date().toISOString(),
        })),
      );
      const partyIds = await insertBookings(
        Array.from({ length: 3 }, () => ({
          date,
          time: '18:00',
          type: 'birthday' as const,
          bundle_id: blazeId,
          bundle_name: 'Blaze',
          bundle_price: 70,
          duration: 90,
          people: 12,
        })),
      );
      const [from, to] = await Promise.all([at('19:40'), at('20:00')]);
      const calls: (() => PromiseLike<{ error: { code?: string; hint?: string } | null }>)[] = [
        ...[...vrIds, ...partyIds].map(
          (id, index) => () =>
            (staff[index % staff.length] as Client).rpc('approve_booking', { booking_id: id }),
        ),
        // Visitors' requests: they hold nothing, and are refused when too few stations are free.
        ...Array.from(
          { length: 4 },
          () => () =>
            visitor().rpc('request_booking', {
              name: 'Rami Nasser',
              phone: randomPhone(),
              email: randomEmail(),
              people: 2,
              rounds: 1,
              date,
              time: '19:40',
              type: 'vr',
              age_confirmed: true,
            }),
        ),
        // Walk-ins taken at the desk, approved at once.
        ...Array.from(
          { length: 3 },
          (_, index) => () =>
            (staff[index % staff.length] as Client).rpc('create_staff_booking', {
              name: 'Walk In',
              phone: randomPhone(),
              people: 1,
              rounds: 1,
              date,
              time: '19:40',
              source: 'walk_in',
              type: 'vr',
              age_confirmed: true,
            }),
        ),
        // The manager takes headsets out of use for the 19:40 session.
        () =>
          jana.from('vr_station_blocks').insert({
            stations: [4],
            starts_at: from.toISOString(),
            ends_at: to.toISOString(),
            reason: { en: 'Broken headset' },
          }),
        () =>
          jana.from('vr_station_blocks').insert({
            stations: [2],
            starts_at: from.toISOString(),
            ends_at: to.toISOString(),
            reason: { en: 'Cable repair' },
          }),
      ];
      // Interleave the kinds, then fire them with 8 in flight at once. The API serves 10 database
      // connections: more at once only queue for a connection (and, on a loaded machine, time out
      // there after 10 s) without adding to the race, which 8 transactions on the same sessions make.
      const order = calls.map((call, index) => ({ call, key: (index * 7) % calls.length }));
      order.sort((a, b) => a.key - b.key);
      const results = await inFlight(
        order.map(({ call }) => call),
        8,
      );

      // Every refusal is a readable capacity refusal, never a deadlock or a constraint's backstop.
      const codes = new Set(results.map((result) => result.error?.code ?? 'ok'));
      expect([...codes].filter((code) => code !== 'ok' && code !== 'VN001')).toEqual([]);
      const refusals = new Set(
        results
          .filter((result) => result.error)
          .map((result) => JSON.parse(result.error?.hint ?? '{}').code),
      );
      expect([...refusals].filter((code) => code !== 'vr.session_full')).toEqual([]);
      // Some won: the stations are really taken.
      const [taken] = await sql<{ held: number }>(
        `select count(*)::int as held from public.vr_station_holds where date = $1 and session_start = '19:40'`,
        [date],
      );
      expect(taken?.held).toBeGreaterThan(0);
      await stationsHoldUp(date);
    },
  );
});
