/**
 * What a change to the schedule can leave a booking with (`booking_conflicts`, decision 028), and
 * which of those its customer acts on: a closed day or time, or hours that no longer offer its
 * slot. They are e-mailed with their link to move it. A blocked lane is reception's to solve by
 * moving the booking to other lanes, so its customer is not told.
 */
import type { RefusalCode } from './refusals.ts';

const customerConflictCodes: ReadonlySet<RefusalCode> = new Set<RefusalCode>([
  'booking.day_closed',
  'booking.time_closed',
  'booking.time_required',
  'booking.past_closing',
]);

/** Whether a flagged booking's refusal is one its customer is told about. */
export function isCustomerConflict(code: string | null | undefined): boolean {
  return customerConflictCodes.has(code as RefusalCode);
}
