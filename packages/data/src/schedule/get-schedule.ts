import { asLocalizedText } from '@venue/domain/localized-text';
import type { Closure, LaneBlock, Schedule, SpecialHours } from '@venue/domain/schedule';
import { weeklyHoursFrom } from '@venue/domain/weekly-hours-line';
import { DataError, unwrap, unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** The business days a schedule is read for, "YYYY-MM-DD" both ends included. */
export type ScheduleSpan = { readonly from: string; readonly to: string };

/**
 * The venue's schedule as the domain computes slots from it: the slot length, the lane count,
 * the weekly hours, and the special periods and closures that touch `span`. Lane blocks are read
 * only `withLaneBlocks` (staff: the public never sees them, and `venue_day` counts them for it).
 */
export async function getSchedule(
  client: PublicClient,
  span: ScheduleSpan,
  { withLaneBlocks = false }: { withLaneBlocks?: boolean } = {},
): Promise<Schedule> {
  const [settings, weekly, special, closures, blocks] = await Promise.all([
    client.from('venue_schedule').select('slot_minutes, lane_count').single(),
    client.from('opening_hours').select('weekday, opens_at, closes_at'),
    client
      .from('special_hours')
      .select('first_day, last_day, opens_at, closes_at, name')
      .lte('first_day', span.to)
      .gte('last_day', span.from)
      .order('first_day'),
    client
      .from('closures')
      .select('day, from_time, to_time, reason')
      .gte('day', span.from)
      .lte('day', span.to)
      .order('day')
      .order('from_time', { nullsFirst: true }),
    withLaneBlocks
      ? client
          .from('lane_blocks')
          .select('lanes, starts_at, ends_at, reason')
          // Generous bounds (the business day runs to 06:00 the next morning, in the venue's
          // zone); the domain keeps the blocks that touch each slot.
          .lt('starts_at', dayAfterNext(span.to))
          .gt('ends_at', span.from)
          .order('starts_at')
      : Promise.resolve({ data: [], error: null }),
  ]);
  const setting = unwrap(settings);
  if (!setting) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return {
    slotMinutes: setting.slot_minutes,
    laneCount: setting.lane_count,
    weekly: weeklyHoursFrom(unwrapRows(weekly)),
    special: unwrapRows(special).map(
      (row): SpecialHours => ({
        firstDay: row.first_day,
        lastDay: row.last_day,
        opensAt: row.opens_at,
        closesAt: row.closes_at,
        name: asLocalizedText(row.name),
      }),
    ),
    closures: unwrapRows(closures).map(
      (row): Closure => ({
        day: row.day,
        fromTime: row.from_time,
        toTime: row.to_time,
        reason: asLocalizedText(row.reason),
      }),
    ),
    laneBlocks: unwrapRows(blocks).map(
      (row): LaneBlock => ({
        lanes: row.lanes,
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
        reason: asLocalizedText(row.reason),
      }),
    ),
  };
}

/** The calendar day two after `day`: past the end of its business day in any zone. */
function dayAfterNext(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 2);
  return next.toISOString().slice(0, 10);
}
