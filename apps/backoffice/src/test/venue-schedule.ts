/** The venue's schedule as component tests feed it: the opening schedule with changes, and its `venue_day`. */
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import { daySlots, defaultSchedule, type Schedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';

/** The schedule the venue opened with (15:00 to 23:00, 45-minute slots, six lanes), `changes` on top. */
export function testSchedule(changes: Partial<Schedule> = {}): Schedule {
  return { ...defaultSchedule, ...changes };
}

/**
 * What `venue_day` answers for `day` under `schedule`: its open slots, each with its open lanes and
 * those `approved` bookings (per slot start) leave free.
 */
export function venueDayOf(
  schedule: Schedule,
  day: string,
  approved: Readonly<Record<string, number>> = {},
): VenueDaySlot[] {
  return daySlots(schedule, day, venueTimeZone).map((slot) => ({
    slot: slot.slot,
    lanesOpen: slot.lanesOpen,
    lanesFree: Math.max(0, slot.lanesOpen - (approved[slot.slot] ?? 0)),
  }));
}
