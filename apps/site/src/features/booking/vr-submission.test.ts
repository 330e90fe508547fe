import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { pastClosingMessage, pastSlotMessage } from '@venue/domain/forms/booking-form';
import { refusalOf } from '@venue/domain/refusals';
import { venueTimeZone } from '@venue/domain/venue';
import { defaultVrSettings } from '@venue/domain/vr';
import { describe, expect, it } from 'vitest';
import { bookingFormReducer, initialBookingForm } from './booking-form-state.ts';
import { checkVrForm, vrTimingProblem } from './vr-submission.ts';

const occupancy: VrSessionOccupancy[] = ['18:00', '18:20', '18:40'].map((sessionStart) => ({
  sessionStart,
  stationsTaken: sessionStart === '18:20' ? 3 : 0,
  stationsTotal: 4,
}));
// 10:00 UTC is 12:00 at the venue on November 21, 2026.
const now = new Date('2026-11-21T10:00:00Z');
const request = { date: '2026-11-21', time: '18:00', people: 1, rounds: 2 };

describe('checking a VR request before it is sent', () => {
  it('refuses an unticked age box by its code on ageConfirmed, and passes once ticked', () => {
    let state = bookingFormReducer(initialBookingForm('2026-11-21'), {
      type: 'choose-type',
      bookingType: 'vr',
    });
    for (const [field, value] of [
      ['name', 'Lina Haddad'],
      ['email', 'lina@example.com'],
      ['phone', '+970591234567'],
    ] as const) {
      state = bookingFormReducer(state, { type: 'edit', field, value });
    }
    state = bookingFormReducer(state, { type: 'choose-time', time: '18:00' });
    const unticked = checkVrForm(state, 4);
    expect('problems' in unticked && refusalOf(unticked.problems.ageConfirmed)).toEqual({
      code: 'vr.age_unconfirmed',
      params: { age: 8 },
    });
    const ticked = checkVrForm(
      bookingFormReducer(state, { type: 'choose-age-confirmation', isConfirmed: true }),
      4,
    );
    expect(ticked).toEqual({
      values: expect.objectContaining({ type: 'vr', people: 1, rounds: 1 }),
    });
  });

  it('refuses a start that has begun, leaves the grid, or a session with too few stations', () => {
    const check = (values: typeof request, at = now) =>
      vrTimingProblem(values, occupancy, at, venueTimeZone, defaultVrSettings);
    expect(check(request)).toBeUndefined();
    expect(check(request, new Date('2026-11-21T16:05:00Z'))).toEqual({ time: pastSlotMessage });
    expect(check({ ...request, time: '18:40' })).toEqual({ time: pastClosingMessage });
    expect(refusalOf(check({ ...request, people: 2 })?.time)).toEqual({
      code: 'vr.session_full',
      params: { date: '2026-11-21', time: '18:20', left: 1, stations: 4, needed: 2 },
    });
  });
});
