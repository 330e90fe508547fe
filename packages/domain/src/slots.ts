/**
 * Which 45-minute slots a booking occupies. A booking starts at a slot start and covers as many
 * consecutive slots as its duration needs, rounded up; a run that would need a slot after the last
 * one (22:30) is refused, so the booking page can disable that start.
 */
import { sessionMinutes, slotStarts, type TimeOfDay } from './venue.ts';

export type CoverageRefusal = 'unknown-slot' | 'invalid-duration' | 'past-closing';

export type Coverage =
  | { readonly ok: true; readonly slots: readonly TimeOfDay[] }
  | { readonly ok: false; readonly reason: CoverageRefusal };

/** True when the text is one of the venue's slot starts ("15:00" ... "22:30"). */
export function isSlotStart(time: unknown): boolean {
  return typeof time === 'string' && slotStarts.includes(time);
}

/** True for a duration a booking can have: a positive whole number of minutes. */
export function isValidDuration(durationMinutes: unknown): boolean {
  return (
    typeof durationMinutes === 'number' && Number.isInteger(durationMinutes) && durationMinutes > 0
  );
}

/** How many slots a booking of this length needs: 45 → 1, 46..90 → 2, 91 → 3. */
export function slotCountFor(durationMinutes: number): number {
  if (!isValidDuration(durationMinutes)) {
    throw new RangeError(
      `A duration must be a positive whole number of minutes: ${durationMinutes}`,
    );
  }
  return Math.ceil(durationMinutes / sessionMinutes);
}

/**
 * The slot starts a booking at `time` lasting `durationMinutes` covers, earliest first, or why it
 * cannot be booked: the start is not a slot, the duration is not a positive whole number of
 * minutes, or the run would need a slot after the last one.
 */
export function coveredSlots(time: string, durationMinutes: number): Coverage {
  if (!isValidDuration(durationMinutes)) {
    return { ok: false, reason: 'invalid-duration' };
  }
  const first = slotStarts.indexOf(time);
  if (first === -1) {
    return { ok: false, reason: 'unknown-slot' };
  }
  const end = first + slotCountFor(durationMinutes);
  if (end > slotStarts.length) {
    return { ok: false, reason: 'past-closing' };
  }
  return { ok: true, slots: slotStarts.slice(first, end) };
}

/**
 * The slots of the run that exist, even when the run is refused: for reading the occupancy of a
 * booking already stored with a start or length the rules would no longer accept.
 */
export function existingSlotsOfRun(time: string, durationMinutes: number): readonly TimeOfDay[] {
  const first = slotStarts.indexOf(time);
  if (first === -1) {
    return [];
  }
  const count = isValidDuration(durationMinutes) ? slotCountFor(durationMinutes) : 1;
  return slotStarts.slice(first, first + count);
}
