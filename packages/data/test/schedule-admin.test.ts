import { addDays, slotInstant, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataError } from '../src/errors.ts';
import { addClosure } from '../src/schedule/add-closure.ts';
import { addLaneBlock } from '../src/schedule/add-lane-block.ts';
import { addSpecialHours } from '../src/schedule/add-special-hours.ts';
import { deleteClosure } from '../src/schedule/delete-closure.ts';
import { deleteLaneBlock } from '../src/schedule/delete-lane-block.ts';
import { deleteSpecialHours } from '../src/schedule/delete-special-hours.ts';
import { getSchedule } from '../src/schedule/get-schedule.ts';
import { listClosures } from '../src/schedule/list-closures.ts';
import { listLaneBlocks } from '../src/schedule/list-lane-blocks.ts';
import { listSpecialHours } from '../src/schedule/list-special-hours.ts';
import { updateLaneBlock } from '../src/schedule/update-lane-block.ts';
import { updateScheduleSettings } from '../src/schedule/update-schedule-settings.ts';
import { updateSpecialHours } from '../src/schedule/update-special-hours.ts';
import { updateWeeklyHours } from '../src/schedule/update-weekly-hours.ts';
import {
  approvedBookings,
  type Client,
  closeSql,
  daysOf,
  signInAsJana,
  signInAsReception,
  sql,
} from './support.ts';

// The manager's "Hours & closures" page writes the schedule through these functions; every
// refusal arrives as a code. Special periods, closures and blocks go on days of 2091, which no
// booking can reach; the weekly hours and the slot settings are global, so a test that changes
// them writes back a value that gives every day the same slots, and restores it.

const nextDay = daysOf(2091);
let jana: Client;
let reception: Client;

beforeAll(async () => {
  [jana, reception] = await Promise.all([signInAsJana(), signInAsReception()]);
});
afterAll(closeSql);

const ramadan = { en: 'Ramadan', ar: 'رمضان' };
const eid = { en: 'Eid al-Fitr', ar: 'عيد الفطر' };
const repair = { en: 'Pinsetter repair', ar: 'إصلاح آلة ترتيب القوارير' };

/** The refusal code a call was refused with (null: it was not refused). */
async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return (error as DataError).refusal;
  }
}

async function tuesdayHours() {
  return sql<{ opens_at: string | null; closes_at: string | null }>(
    'select opens_at, closes_at from public.opening_hours where weekday = 2',
  );
}

describe('the weekly hours and the slot settings', () => {
  it('the manager changes a weekday’s hours; a close before the open is refused as schedule.hours_span', async () => {
    const [before] = await tuesdayHours();
    expect(before).toEqual({ opens_at: '15:00', closes_at: '23:00' });
    try {
      // 23:05 gives Tuesdays the same slots as 23:00 (the last starts at 22:30): no other test's
      // day changes while it stands.
      await updateWeeklyHours(jana, { 2: { opensAt: '15:00', closesAt: '23:05' } });
      expect(await tuesdayHours()).toEqual([{ opens_at: '15:00', closes_at: '23:05' }]);
      const schedule = await getSchedule(jana, { from: '2091-01-01', to: '2091-01-01' });
      expect(schedule.weekly[2]).toEqual({ opensAt: '15:00', closesAt: '23:05' });

      const refusal = await refusalOf(
        updateWeeklyHours(jana, { 2: { opensAt: '23:00', closesAt: '15:00' } }),
      );
      expect(refusal).toEqual({ code: 'schedule.hours_span', params: {} });
      expect(await tuesdayHours()).toEqual([{ opens_at: '15:00', closes_at: '23:05' }]);
    } finally {
      await sql(
        "update public.opening_hours set opens_at = '15:00', closes_at = '23:00' where weekday = 2",
      );
    }
    expect(await tuesdayHours()).toEqual([{ opens_at: '15:00', closes_at: '23:00' }]);
  });

  it('reception may not change the weekly hours (schedule.not_allowed) and nothing is written', async () => {
    const refusal = await refusalOf(updateWeeklyHours(reception, { 2: null }));
    expect(refusal).toEqual({ code: 'schedule.not_allowed', params: {} });
    expect(await tuesdayHours()).toEqual([{ opens_at: '15:00', closes_at: '23:00' }]);
    const settings = await refusalOf(
      updateScheduleSettings(reception, { slotMinutes: 45, laneCount: 6 }),
    );
    expect(settings).toEqual({ code: 'schedule.not_allowed', params: {} });
  });

  it('the manager saves the slot settings; fewer lanes or a new length over standing bookings are refused by code', async () => {
    // A booking of this file's own holds lane 6 from today on, so both refusals are certain.
    await approvedBookings(nextDay(), '15:00', 6);
    expect(await updateScheduleSettings(jana, { slotMinutes: 45, laneCount: 6 })).toEqual({
      slotMinutes: 45,
      laneCount: 6,
    });
    expect(
      await refusalOf(updateScheduleSettings(jana, { slotMinutes: 45, laneCount: 5 })),
    ).toEqual({ code: 'schedule.lane_in_use', params: { lane: 6 } });
    expect(
      await refusalOf(updateScheduleSettings(jana, { slotMinutes: 60, laneCount: 6 })),
    ).toMatchObject({ code: 'schedule.slot_length_in_use' });
    const [row] = await sql('select slot_minutes, lane_count from public.venue_schedule');
    expect(row).toEqual({ slot_minutes: 45, lane_count: 6 });
  });
});

describe('special periods', () => {
  it('the manager adds one past midnight, edits and deletes it; an overlap is refused as schedule.special_overlap', async () => {
    const [first, , , last] = [nextDay(), nextDay(), nextDay(), nextDay()];
    const added = await addSpecialHours(jana, {
      firstDay: first,
      lastDay: addDays(first, 1),
      opensAt: '20:00',
      closesAt: '02:00',
      name: ramadan,
    });
    try {
      expect(added).toMatchObject({
        firstDay: first,
        opensAt: '20:00',
        closesAt: '02:00',
        name: ramadan,
      });
      const overlapping = await refusalOf(
        addSpecialHours(jana, {
          firstDay: addDays(first, 1),
          lastDay: last,
          opensAt: '16:00',
          closesAt: '23:00',
          name: { en: 'Holiday' },
        }),
      );
      expect(overlapping).toEqual({ code: 'schedule.special_overlap', params: {} });
      const backwards = await refusalOf(
        updateSpecialHours(jana, added.id, {
          firstDay: last,
          lastDay: first,
          opensAt: '20:00',
          closesAt: '02:00',
          name: ramadan,
        }),
      );
      expect(backwards).toEqual({ code: 'schedule.special_days', params: {} });
      const edited = await updateSpecialHours(jana, added.id, {
        firstDay: first,
        lastDay: last,
        opensAt: '19:00',
        closesAt: '01:00',
        name: { ar: 'رمضان' },
      });
      expect(edited).toMatchObject({ lastDay: last, opensAt: '19:00', name: { ar: 'رمضان' } });
      const listed = await listSpecialHours(reception, first);
      expect(listed.find((entry) => entry.id === added.id)).toEqual(edited);
      expect(await refusalOf(deleteSpecialHours(reception, added.id))).toEqual({
        code: 'schedule.entry_gone',
        params: {},
      });
    } finally {
      await deleteSpecialHours(jana, added.id);
    }
    const [counted] = await sql<{ count: number }>(
      'select count(*)::int as count from public.special_hours where id = $1',
      [added.id],
    );
    expect(counted?.count).toBe(0);
  });

  it('reception may not add one (schedule.not_allowed)', async () => {
    const day = nextDay();
    const refusal = await refusalOf(
      addSpecialHours(reception, {
        firstDay: day,
        lastDay: day,
        opensAt: '20:00',
        closesAt: '02:00',
        name: ramadan,
      }),
    );
    expect(refusal).toEqual({ code: 'schedule.not_allowed', params: {} });
    expect(await listSpecialHours(jana, day)).not.toContainEqual(
      expect.objectContaining({ firstDay: day }),
    );
  });
});

describe('closures', () => {
  it('the manager closes a whole day and part of one; a part that ends before it starts is refused', async () => {
    const day = nextDay();
    const whole = await addClosure(jana, { day, fromTime: null, toTime: null, reason: eid });
    const evening = await addClosure(jana, {
      day: addDays(day, 1),
      fromTime: '21:00',
      toTime: '01:00',
      reason: { ar: 'صيانة' },
    });
    try {
      const listed = await listClosures(reception, day);
      expect(listed.slice(0, 2)).toEqual([whole, evening]);
      expect(whole).toMatchObject({ day, fromTime: null, toTime: null, reason: eid });
      const schedule = await getSchedule(jana, { from: day, to: addDays(day, 1) });
      expect(schedule.closures).toHaveLength(2);
      const backwards = await refusalOf(
        addClosure(jana, { day, fromTime: '22:00', toTime: '18:00', reason: eid }),
      );
      expect(backwards).toEqual({ code: 'schedule.hours_span', params: {} });
    } finally {
      await deleteClosure(jana, whole.id);
      await deleteClosure(jana, evening.id);
    }
    expect(await listClosures(jana, day)).not.toContainEqual(expect.objectContaining({ day }));
  });

  it('reception may not close a day (schedule.not_allowed) and nothing is written', async () => {
    const day = nextDay();
    const refusal = await refusalOf(
      addClosure(reception, { day, fromTime: null, toTime: null, reason: eid }),
    );
    expect(refusal).toEqual({ code: 'schedule.not_allowed', params: {} });
    expect(await listClosures(jana, day)).not.toContainEqual(expect.objectContaining({ day }));
  });
});

describe('lane blocks', () => {
  it('the manager blocks lanes for days, ends the block early and deletes it', async () => {
    const day = nextDay();
    const startsAt = slotInstant(day, '18:00', venueTimeZone);
    const endsAt = slotInstant(addDays(day, 2), '02:00', venueTimeZone);
    const block = await addLaneBlock(jana, { lanes: [5, 2], startsAt, endsAt, reason: repair });
    try {
      expect(block).toMatchObject({ lanes: [2, 5], startsAt, endsAt, reason: repair });
      const earlier = slotInstant(day, '23:00', venueTimeZone);
      const ended = await updateLaneBlock(jana, block.id, {
        lanes: block.lanes,
        startsAt,
        endsAt: earlier,
        reason: repair,
      });
      expect(ended.endsAt).toEqual(earlier);
      const backwards = await refusalOf(
        updateLaneBlock(jana, block.id, { lanes: [2], startsAt, endsAt: startsAt, reason: repair }),
      );
      expect(backwards).toEqual({ code: 'schedule.block_period', params: {} });
      const noLane = await refusalOf(
        addLaneBlock(jana, { lanes: [25], startsAt, endsAt, reason: repair }),
      );
      expect(noLane?.code).toBe('lane.range');
    } finally {
      await deleteLaneBlock(jana, block.id);
    }
    const [counted] = await sql<{ count: number }>(
      'select count(*)::int as count from public.lane_blocks where id = $1',
      [block.id],
    );
    expect(counted?.count).toBe(0);
  });

  it('reception blocks a lane within today but not outside it (schedule.block_today_only)', async () => {
    const today = venueToday(new Date(), venueTimeZone);
    // Tomorrow's evening: refused, and nothing is written.
    const tomorrow = await refusalOf(
      addLaneBlock(reception, {
        lanes: [6],
        startsAt: slotInstant(addDays(today, 1), '18:00', venueTimeZone),
        endsAt: slotInstant(addDays(today, 1), '19:00', venueTimeZone),
        reason: repair,
      }),
    );
    expect(tomorrow).toEqual({ code: 'schedule.block_today_only', params: {} });
    // Today, running past the business day's end at 06:00: refused too.
    const overnight = await refusalOf(
      addLaneBlock(reception, {
        lanes: [6],
        startsAt: slotInstant(today, '05:00', venueTimeZone),
        endsAt: slotInstant(addDays(today, 1), '07:00', venueTimeZone),
        reason: repair,
      }),
    );
    expect(overnight).toEqual({ code: 'schedule.block_today_only', params: {} });
    // Lane 6 in today's small hours, when the venue offers no slot: allowed.
    const startsAt = slotInstant(today, '05:00', venueTimeZone);
    const endsAt = slotInstant(today, '05:45', venueTimeZone);
    const block = await addLaneBlock(reception, { lanes: [6], startsAt, endsAt, reason: repair });
    try {
      expect(block).toMatchObject({ lanes: [6], startsAt, endsAt });
      const listed = await listLaneBlocks(reception, startsAt);
      expect(listed.map((entry) => entry.id)).toContain(block.id);
      // Ending or removing it is the manager's.
      expect(await refusalOf(deleteLaneBlock(reception, block.id))).toEqual({
        code: 'schedule.entry_gone',
        params: {},
      });
    } finally {
      await deleteLaneBlock(jana, block.id);
    }
    const [counted] = await sql<{ count: number }>(
      `select count(*)::int as count from public.lane_blocks
       where lanes = '{6}' and starts_at > $1 and reason->>'en' = $2`,
      [slotInstant(addDays(today, 1), '06:00', venueTimeZone).toISOString(), repair.en],
    );
    expect(counted?.count).toBe(0);
  });
});
