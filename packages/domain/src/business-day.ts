/**
 * The business day's clock (docs/decisions/025): a business day runs from 06:00 to 06:00 the next
 * morning, so hours may close past midnight ("20:00" to "02:00") and a slot at 00:30 belongs to the
 * evening before. Times of day are counted here in minutes since 06:00, as `private.day_minute`
 * counts them in SQL, and a booking's run of slots is read on the same clock.
 */
import { minutesSinceMidnight, type TimeOfDay, timeOfDayFromMinutes } from './venue.ts';

const minutesPerDay = 24 * 60;
const dayStartMinutes = 6 * 60;

/** Minutes since the business day began at 06:00: 06:00 is 0, 23:00 is 1020, 01:30 is 1170. */
export function dayMinute(time: TimeOfDay): number {
  return (minutesSinceMidnight(time) - dayStartMinutes + minutesPerDay) % minutesPerDay;
}

/** Minutes since 06:00 of a closing time: a close at 06:00 is the business day's end (1440). */
export function closingMinute(time: TimeOfDay): number {
  return dayMinute(time) === 0 ? minutesPerDay : dayMinute(time);
}

/** The time of day a number of minutes after 06:00 names. */
export function timeAtDayMinute(minute: number): TimeOfDay {
  return timeOfDayFromMinutes((minute + dayStartMinutes) % minutesPerDay);
}

/** Opening and closing times that fit one business day: the close after the open, past midnight allowed. */
export function isBusinessSpan(opensAt: TimeOfDay, closesAt: TimeOfDay): boolean {
  return dayMinute(opensAt) < closingMinute(closesAt);
}

/**
 * The slot starts a booking from `time` lasting `durationMinutes` covers, one per slot length,
 * past midnight too; null for a start that is not a time of day, a length that is not positive,
 * or a run past the business day's end (`private.covered_slots`). Whether a day offers them is
 * the schedule's question (`slotGrid`, `daySlots`).
 */
export function coveredSlotsFrom(
  time: string,
  durationMinutes: number,
  slotMinutes: number,
): readonly TimeOfDay[] | null {
  if (
    !/^([01]\d|2[0-3]):[0-5]\d$/.test(time) ||
    !Number.isInteger(durationMinutes) ||
    durationMinutes <= 0
  ) {
    return null;
  }
  const first = dayMinute(time);
  const count = Math.ceil(durationMinutes / slotMinutes);
  if (first + (count - 1) * slotMinutes >= minutesPerDay) return null;
  return Array.from({ length: count }, (_, k) => timeAtDayMinute(first + k * slotMinutes));
}
