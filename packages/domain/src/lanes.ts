/**
 * How many lanes a booking needs (issue 29): six people play on one lane, so a regular group of 7
 * to 12 takes two; a birthday package says how many of its guests share a lane (its
 * `guests_per_lane`), since a party takes turns between bowling and VR. The database computes the
 * same with `private.lanes_needed` when a booking is made; a data test holds the two equal.
 */
import type { BookingType } from './booking.ts';

/** People who play on one lane in a regular group, and a package's guests per lane unless it says. */
const peoplePerLane = 6;

/**
 * The lanes a booking of `people` needs: one per 6 people for a regular group, one per
 * `guestsPerLane` guests (the package's; 6 without one) for a birthday party; none for VR.
 */
export function lanesNeeded(
  type: BookingType,
  people: number,
  guestsPerLane: number | null = null,
): number {
  if (type === 'vr') return 0;
  const perLane = type === 'birthday' ? Math.max(guestsPerLane ?? peoplePerLane, 1) : peoplePerLane;
  return Math.max(Math.ceil(people / perLane), 1);
}

/**
 * The runs of `needed` adjacent lanes a venue of `laneCount` lanes has, lowest first: with 6
 * lanes, two lanes run 1–2 to 5–6 (a run starts at lane 1 to `laneCount - needed + 1`); none
 * when it needs more lanes than there are.
 */
export function laneRuns(laneCount: number, needed: number): readonly (readonly number[])[] {
  const size = Math.max(needed, 1);
  return Array.from({ length: Math.max(laneCount - size + 1, 0) }, (_, index) =>
    Array.from({ length: size }, (_, offset) => index + 1 + offset),
  );
}
