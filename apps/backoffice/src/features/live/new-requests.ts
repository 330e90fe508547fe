/** Which requests of a pulse are new since the one before: compared by booking, not by count. */
import {
  type BookingPulse,
  type PulseRequest,
  pulseRequestLimit,
} from '@venue/data/bookings/get-booking-pulse';

/** Whether two pulses show the same requests waiting. */
export function isSamePulse(before: BookingPulse, now: BookingPulse): boolean {
  return (
    before.pendingCount === now.pendingCount &&
    before.pending.map((request) => request.id).join() ===
      now.pending.map((request) => request.id).join()
  );
}

/**
 * The requests of `now` that `before` did not show, whatever else changed between them (a
 * decision on another request in the same poll included). When `before` was a full window of the
 * newest, a request older than its oldest was waiting already and only came into view: not new.
 */
export function newRequests(before: BookingPulse, now: BookingPulse): PulseRequest[] {
  const seen = new Set(before.pending.map((request) => request.id));
  const oldestSeen = before.pending.at(-1)?.createdAt;
  const isWindowFull = before.pending.length >= pulseRequestLimit;
  return now.pending.filter(
    (request) =>
      !seen.has(request.id) &&
      (!isWindowFull ||
        oldestSeen === undefined ||
        Date.parse(request.createdAt) > Date.parse(oldestSeen)),
  );
}
