import { defaultSchedule, type Schedule } from '@venue/domain/schedule';
import { describe, expect, it } from 'vitest';
import {
  type BookingFormState,
  birthdayEstimateOf,
  bookingFormReducer,
  type ChosenPackage,
  canSubmitBooking,
  initialBookingForm,
  missingChoices,
  packageNamed,
  vrBookingFormInput,
  vrPriceOf,
} from './booking-form-state.ts';

const blaze: ChosenPackage = {
  id: 'blaze',
  title: { en: 'Blaze', ar: 'بليز' },
  price: 70,
  min_people: 11,
  max_people: 25,
  duration: 90,
  guests_per_lane: 8,
};
const spark: ChosenPackage = {
  id: 'spark',
  title: { en: 'Spark' },
  price: 80,
  min_people: 1,
  max_people: 10,
  duration: 60,
  guests_per_lane: 10,
};

function apply(state: BookingFormState, ...actions: Parameters<typeof bookingFormReducer>[1][]) {
  return actions.reduce(bookingFormReducer, state);
}

const start = initialBookingForm('2026-11-21');

describe('booking form rules', () => {
  it('starts as a regular booking of 45 minutes for 1 person, 1 round, with no time chosen', () => {
    expect(start).toMatchObject({
      type: 'regular',
      duration: 45,
      people: 1,
      rounds: 1,
      time: null,
    });
  });

  it('a package starts at its minimum, not its maximum, and sets the duration to its length', () => {
    const state = apply(
      start,
      { type: 'choose-type', bookingType: 'birthday' },
      { type: 'choose-package', package: blaze, schedule: defaultSchedule },
    );
    expect(state).toMatchObject({ package: blaze, people: 11, duration: 90 });
  });

  it('a package keeps a party size within its group size, and brings one outside it to the nearer end', () => {
    const fifteen = apply(
      start,
      { type: 'choose-type', bookingType: 'birthday' },
      { type: 'choose-package', package: blaze, schedule: defaultSchedule },
      { type: 'choose-people', people: 15 },
    );
    expect(
      apply(fifteen, { type: 'choose-package', package: blaze, schedule: defaultSchedule }).people,
    ).toBe(15);
    // Spark is for up to 10: 15 comes down to 10; back on Blaze (11-25), 10 goes up to 11.
    const spark10 = apply(fifteen, {
      type: 'choose-package',
      package: spark,
      schedule: defaultSchedule,
    });
    expect(spark10.people).toBe(10);
    expect(
      apply(spark10, { type: 'choose-package', package: blaze, schedule: defaultSchedule }).people,
    ).toBe(11);
    // A blank box (0) starts at the package's minimum.
    const blank = apply(fifteen, { type: 'choose-people', people: 0 });
    expect(
      apply(blank, { type: 'choose-package', package: spark, schedule: defaultSchedule }).people,
    ).toBe(1);
  });

  it('choosing regular clears the package and resets the duration to 45', () => {
    const state = apply(
      start,
      { type: 'choose-type', bookingType: 'birthday' },
      { type: 'choose-package', package: blaze, schedule: defaultSchedule },
      { type: 'choose-people', people: 25 },
      { type: 'choose-type', bookingType: 'regular' },
    );
    expect(state).toMatchObject({ type: 'regular', package: null, duration: 45 });
    // 25 people is too many for a regular booking: back to the default.
    expect(state.people).toBe(1);
  });

  it('choosing birthday clears the chosen package', () => {
    const state = apply(
      start,
      { type: 'choose-type', bookingType: 'birthday' },
      { type: 'choose-package', package: spark, schedule: defaultSchedule },
      { type: 'choose-type', bookingType: 'birthday' },
    );
    expect(state.package).toBeNull();
  });

  it('picking a new date clears the chosen time; picking the same date keeps it', () => {
    const withTime = apply(start, { type: 'choose-time', time: '18:00' });
    expect(apply(withTime, { type: 'choose-date', date: '2026-11-21' }).time).toBe('18:00');
    expect(apply(withTime, { type: 'choose-date', date: '2026-11-22' }).time).toBeNull();
  });

  it('a package too long for the chosen start clears the time; one that fits keeps it', () => {
    const late = apply(
      start,
      { type: 'choose-type', bookingType: 'birthday' },
      { type: 'choose-time', time: '22:30' },
    );
    expect(
      apply(late, { type: 'choose-package', package: blaze, schedule: defaultSchedule }).time,
    ).toBeNull();
    const early = apply(late, { type: 'choose-time', time: '18:00' });
    expect(
      apply(early, { type: 'choose-package', package: blaze, schedule: defaultSchedule }).time,
    ).toBe('18:00');
  });

  it("measures the fit on the day's own hours: a late night keeps 23:45, a schedule not yet read keeps nothing", () => {
    const lateNight: Schedule = {
      ...defaultSchedule,
      special: [
        {
          firstDay: '2026-11-21',
          lastDay: '2026-11-21',
          opensAt: '20:00',
          closesAt: '02:00',
          name: { en: 'Late night' },
        },
      ],
    };
    const late = apply(
      start,
      { type: 'choose-type', bookingType: 'birthday' },
      { type: 'choose-time', time: '23:45' },
    );
    expect(late.date).toBe('2026-11-21');
    expect(apply(late, { type: 'choose-package', package: blaze, schedule: lateNight }).time).toBe(
      '23:45',
    );
    expect(
      apply(late, { type: 'choose-package', package: blaze, schedule: defaultSchedule }).time,
    ).toBeNull();
    expect(
      apply(late, { type: 'choose-package', package: blaze, schedule: undefined }).time,
    ).toBeNull();
  });

  it('submitting needs a time, and for a birthday also a package', () => {
    expect(canSubmitBooking(start)).toBe(false);
    const regular = apply(start, { type: 'choose-time', time: '18:00' });
    expect(canSubmitBooking(regular)).toBe(true);
    const birthday = apply(regular, { type: 'choose-type', bookingType: 'birthday' });
    expect(canSubmitBooking(birthday)).toBe(false);
    expect(
      canSubmitBooking(
        apply(birthday, { type: 'choose-package', package: spark, schedule: defaultSchedule }),
      ),
    ).toBe(true);
  });

  it('reset goes back to a regular booking with nothing chosen', () => {
    const busy = apply(
      start,
      { type: 'edit', field: 'name', value: 'Lina' },
      { type: 'choose-type', bookingType: 'birthday' },
      { type: 'choose-package', package: spark, schedule: defaultSchedule },
      { type: 'choose-time', time: '18:00' },
    );
    expect(apply(busy, { type: 'reset', date: '2026-11-21' })).toEqual(start);
  });
});

describe('what the Book button waits for', () => {
  it('a regular booking waits for a time only', () => {
    expect(missingChoices(start)).toEqual(['time']);
    expect(missingChoices(apply(start, { type: 'choose-time', time: '18:00' }))).toEqual([]);
  });

  it('a birthday waits for a package, then a time', () => {
    const birthday = initialBookingForm('2026-11-21', 'birthday');
    expect(missingChoices(birthday)).toEqual(['package', 'time']);
    const chosen = apply(birthday, {
      type: 'choose-package',
      package: spark,
      schedule: defaultSchedule,
    });
    expect(missingChoices(chosen)).toEqual(['time']);
    const timed = apply(chosen, { type: 'choose-time', time: '18:00' });
    expect(missingChoices(timed)).toEqual([]);
    expect(canSubmitBooking(timed)).toBe(true);
  });
});

describe('the estimate of a birthday in the form', () => {
  it('is the guests times the package price, with the deposit; none before a package or guests', () => {
    const birthday = initialBookingForm('2026-11-21', 'birthday');
    expect(birthdayEstimateOf(birthday)).toBeNull();
    const chosen = apply(
      birthday,
      { type: 'choose-package', package: blaze, schedule: defaultSchedule },
      { type: 'choose-people', people: 18 },
    );
    expect(birthdayEstimateOf(chosen)).toMatchObject({ total: 1260, deposit: 200 });
    expect(birthdayEstimateOf(apply(chosen, { type: 'choose-people', people: 0 }))).toBeNull();
    expect(
      birthdayEstimateOf(apply(chosen, { type: 'choose-type', bookingType: 'regular' })),
    ).toBeNull();
  });
});

describe('the package a link names', () => {
  it('is found by id or by title in any language, whatever the case', () => {
    expect(packageNamed([spark, blaze], 'blaze')).toBe(blaze);
    expect(packageNamed([spark, blaze], 'BLAZE')).toBe(blaze);
    expect(packageNamed([spark, blaze], 'spark')).toBe(spark);
    expect(packageNamed([spark, blaze], 'بليز')).toBe(blaze);
  });

  it('is none for an unknown or empty name', () => {
    expect(packageNamed([spark, blaze], 'volcano')).toBeUndefined();
    expect(packageNamed([spark, blaze], ' ')).toBeUndefined();
  });
});

describe('VR on the booking form', () => {
  const vrDay = {
    sessionMinutes: 20,
    occupancy: ['18:00', '18:20', '18:40'].map((sessionStart) => ({
      sessionStart,
      stationsTaken: sessionStart === '18:20' ? 2 : 0,
      stationsTotal: 4,
    })),
  };
  const onVr = (state: BookingFormState) =>
    apply(state, {
      type: 'choose-type',
      bookingType: 'vr',
      vr: { stationCount: 4, sessionMinutes: 20 },
    });

  it('brings the count into the stations and the rounds into 1 to 3, and clears a lane time', () => {
    const eight = apply(
      start,
      { type: 'choose-people', people: 8 },
      { type: 'choose-time', time: '18:00' },
    );
    expect(onVr(eight)).toMatchObject({
      type: 'vr',
      people: 4,
      rounds: 1,
      time: null,
      package: null,
    });
    // Back to bowling: the VR start is not a lane slot either.
    const vr = apply(onVr(eight), { type: 'choose-time', time: '18:20' });
    expect(apply(vr, { type: 'choose-type', bookingType: 'regular' })).toMatchObject({
      type: 'regular',
      people: 4,
      time: null,
    });
  });

  it('keeps the chosen start while every session it plays has a station per player, else clears it', () => {
    const chosen = apply(onVr(start), { type: 'choose-time', time: '18:00' });
    const two = apply(chosen, { type: 'choose-people', people: 2, vrDay });
    expect(two.time).toBe('18:00');
    // Two sessions from 18:00 reach 18:20, which has 2 left: 2 players fit, 3 do not.
    const twoSessions = apply(two, { type: 'choose-rounds', rounds: 2, vrDay });
    expect(twoSessions.time).toBe('18:00');
    expect(apply(twoSessions, { type: 'choose-people', people: 3, vrDay }).time).toBeNull();
    // Three sessions from 18:20 would run past the last one.
    const late = apply(onVr(start), { type: 'choose-time', time: '18:20' });
    expect(apply(late, { type: 'choose-rounds', rounds: 3, vrDay }).time).toBeNull();
    // Without the day's occupancy the choice stays: the grid and the submit check judge it.
    expect(apply(late, { type: 'choose-rounds', rounds: 3 }).time).toBe('18:20');
  });

  it('records the age box, prices players × sessions × the session price, and gives the VR input', () => {
    const vr = apply(
      onVr(start),
      { type: 'choose-people', people: 3 },
      { type: 'choose-rounds', rounds: 2 },
      { type: 'choose-age-confirmation', isConfirmed: true },
    );
    expect(vr.ageConfirmed).toBe(true);
    expect(vrPriceOf(vr, 35)).toBe(210);
    expect(vrPriceOf(start, 35)).toBeNull();
    expect(vrBookingFormInput(vr)).toMatchObject({
      type: 'vr',
      people: 3,
      rounds: 2,
      ageConfirmed: true,
    });
    expect(canSubmitBooking(vr)).toBe(false);
    expect(canSubmitBooking(apply(vr, { type: 'choose-time', time: '18:00' }))).toBe(true);
  });

  it('a fresh form leaves the age box unticked, and a link may open it on VR', () => {
    expect(initialBookingForm('2026-11-21', 'vr')).toMatchObject({
      type: 'vr',
      ageConfirmed: false,
    });
  });
});
