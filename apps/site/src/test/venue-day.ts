import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import { defaultSchedule } from '@venue/domain/schedule';
import { slotStarts } from '@venue/domain/venue';

/** What `venue_day` answers for a day of the weekly hours with `approved` lanes taken per slot. */
export function venueDayOf(approved: Readonly<Record<string, number>>): VenueDaySlot[] {
  return slotStarts.map((slot) => ({
    slot,
    lanesOpen: defaultSchedule.laneCount,
    lanesFree: defaultSchedule.laneCount - (approved[slot] ?? 0),
  }));
}
