import { describe, expect, it } from 'vitest';
import { isCustomerConflict } from './booking-conflicts.ts';

describe('the conflicts a customer is told about', () => {
  it('are a closed day or time and hours that no longer offer the slot', () => {
    for (const code of [
      'booking.day_closed',
      'booking.time_closed',
      'booking.time_required',
      'booking.past_closing',
    ]) {
      expect(isCustomerConflict(code), code).toBe(true);
    }
  });

  it('leave a blocked or taken lane, and anything else, to reception', () => {
    for (const code of ['lane.blocked', 'lane.taken', 'booking.slot_full', '', null, undefined]) {
      expect(isCustomerConflict(code), String(code)).toBe(false);
    }
  });
});
