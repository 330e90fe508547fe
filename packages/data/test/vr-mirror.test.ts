import { bookingTypes } from '@venue/domain/booking';
import { lanesNeeded } from '@venue/domain/lanes';
import {
  defaultVrSettings,
  partyVrStart,
  stationsNeeded,
  vrCoveredSessions,
  vrSessionsOfHours,
} from '@venue/domain/vr';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSql, sql } from './support.ts';

// The VR rules have two copies, packages/domain/src/vr.ts and the SQL functions; these tests hold
// them equal on the live schema (decision 034).

afterAll(closeSql);

const { sessionMinutes, stationCount } = defaultVrSettings;

describe('the VR rules in SQL and in packages/domain agree', () => {
  it('the settings the migration seeds are the domain defaults', async () => {
    const [row] = await sql<{ station_count: number; session_minutes: number }>(
      'select station_count, session_minutes from public.vr_settings',
    );
    expect(row).toEqual({ station_count: stationCount, session_minutes: sessionMinutes });
  });

  it.each([
    ['15:00', '23:00'],
    ['20:00', '02:00'],
    ['15:00', '15:50'],
    ['06:00', '06:00'],
    ['12:10', '13:00'],
  ])('the VR sessions of hours %s to %s', async (opensAt, closesAt) => {
    const rows = await sql<{ session: string }>(
      'select session from private.vr_sessions_of_hours($1, $2) order by position',
      [opensAt, closesAt],
    );
    expect(rows.map((row) => row.session)).toEqual(
      vrSessionsOfHours({ opensAt, closesAt }, sessionMinutes),
    );
  });

  it('the consecutive sessions from every start of the day, 1 to 3 of them', async () => {
    const starts = Array.from({ length: 72 }, (_, k) => {
      const minute = (6 * 60 + k * 20) % (24 * 60);
      return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    });
    const rows = await sql<{ start: string; sessions: number; covered: string[] | null }>(
      `select s.start, n.sessions, private.vr_covered_sessions(s.start, n.sessions) as covered
       from unnest($1::text[]) as s (start) cross join generate_series(1, 3) as n (sessions)`,
      [starts],
    );
    for (const row of rows) {
      expect(row.covered, `${row.start} x ${row.sessions}`).toEqual(
        vrCoveredSessions(row.start, row.sessions, sessionMinutes),
      );
    }
  });

  it('the stations and lanes every kind of booking needs', async () => {
    const rows = await sql<{
      type: string;
      people: number;
      vr: number;
      stations: number;
      lanes: number;
    }>(
      `select t.type, p.people, v.vr,
         private.stations_needed(t.type::public.booking_type, p.people, v.vr, $1) as stations,
         private.lanes_needed(t.type::public.booking_type, p.people) as lanes
       from unnest($2::text[]) as t (type)
       cross join generate_series(1, 40) as p (people)
       cross join generate_series(0, 3) as v (vr)`,
      [stationCount, [...bookingTypes]],
    );
    expect(rows).toHaveLength(bookingTypes.length * 40 * 4);
    for (const row of rows) {
      const type = row.type as (typeof bookingTypes)[number];
      expect(row.stations, `${type} ${row.people} ${row.vr}`).toBe(
        stationsNeeded(type, row.people, row.vr, stationCount),
      );
      expect(row.lanes, `${type} ${row.people}`).toBe(lanesNeeded(type, row.people));
    }
  });

  it("a party's default VR start for every lane slot, length and number of sessions", async () => {
    const day = '2105-06-06';
    const [hours] = await sql<{ opens_at: string; closes_at: string }>(
      'select opens_at, closes_at from private.hours_on($1::date)',
      [day],
    );
    if (!hours) throw new Error(`The venue does not open on ${day}`);
    const grid = vrSessionsOfHours(
      { opensAt: hours.opens_at, closesAt: hours.closes_at },
      sessionMinutes,
    );
    const rows = await sql<{
      slot: string;
      duration: number;
      sessions: number;
      start: string | null;
    }>(
      `select g.slot, d.duration, n.sessions, private.party_vr_start($1::date, g.slot, d.duration, n.sessions) as start
       from private.slot_grid($1::date) as g
       cross join unnest(array[45, 60, 90, 135]) as d (duration)
       cross join generate_series(1, 3) as n (sessions)`,
      [day],
    );
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect(row.start, `${row.slot} ${row.duration} ${row.sessions}`).toBe(
        partyVrStart(grid, row.slot, row.duration, row.sessions, sessionMinutes),
      );
    }
  });
});
