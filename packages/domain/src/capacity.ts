/**
 * Lane capacity. Only approved bookings occupy lanes, and an approved booking occupies a lane in
 * every 45-minute slot it covers. A slot holds at most one approved booking per lane (6).
 */
import { formatTime } from './format.ts';
import { existingSlotsOfRun } from './slots.ts';
import { laneCount, type TimeOfDay } from './venue.ts';

/** Approved bookings per slot start; a slot that is absent has none. */
export type Occupancy =
  | ReadonlyMap<TimeOfDay, number>
  | Readonly<Partial<Record<TimeOfDay, number>>>;

/** Approved bookings at one slot start. */
export function approvedIn(occupancy: Occupancy, time: TimeOfDay): number {
  const count =
    occupancy instanceof Map
      ? occupancy.get(time)
      : (occupancy as Record<string, number | undefined>)[time];
  return count ?? 0;
}

/**
 * The covered slot with the most approved bookings (the earliest on a tie), for the "x/6" lane
 * indicator; undefined when `time` is not a slot start. A run that goes past the last slot is
 * judged on the slots that exist.
 */
export function fullestCoveredSlot(
  occupancy: Occupancy,
  time: TimeOfDay,
  durationMinutes: number,
): { readonly time: TimeOfDay; readonly approved: number } | undefined {
  let fullest: { time: TimeOfDay; approved: number } | undefined;
  for (const slot of existingSlotsOfRun(time, durationMinutes)) {
    const approved = approvedIn(occupancy, slot);
    if (!fullest || approved > fullest.approved) {
      fullest = { time: slot, approved };
    }
  }
  return fullest;
}

/** The highest approved count over the slots a booking covers; 0 when none. */
export function approvedAt(occupancy: Occupancy, time: TimeOfDay, durationMinutes: number): number {
  return fullestCoveredSlot(occupancy, time, durationMinutes)?.approved ?? 0;
}

/** True when any slot the booking covers already has all 6 lanes approved. */
export function isSlotFull(
  occupancy: Occupancy,
  time: TimeOfDay,
  durationMinutes: number,
): boolean {
  return approvedAt(occupancy, time, durationMinutes) >= laneCount;
}

/** The refusal the approval raises when the slot is full; the database raises the same text. */
export function capacityBlockedMessage(date: string, time: TimeOfDay, approved: number): string {
  return `Cannot approve booking: All ${laneCount} lanes are already booked for ${date} at ${formatTime(time)}. Currently approved: ${approved}/${laneCount} lanes.`;
}
