import { addDays, venueToday } from '@venue/domain/clock';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { venueTimeZone } from '@venue/domain/venue';
import { describe, expect, it } from 'vitest';
import {
  formFieldOf,
  initialNewBooking,
  newBookingProblems,
  staffBookingOf,
} from './new-booking-model.ts';
import { offeredPackages } from './new-booking-test-data.ts';

/** The problems, each in English (a problem carries its refusal as a code). */
function englishProblems(...args: Parameters<typeof newBookingProblems>) {
  return Object.fromEntries(
    Object.entries(newBookingProblems(...args)).map(([field, message]) => [
      field,
      englishOfMessage(message as string),
    ]),
  );
}

const now = new Date();
const today = venueToday(now, venueTimeZone);
const blaze = offeredPackages[0];
const filled = {
  ...initialNewBooking(addDays(today, 5), 'en'),
  name: 'Lina Saleh',
  phone: '0591234567',
  time: '19:30',
};

describe('the New booking form', () => {
  it('approves what reception takes by default, on the lowest free lane', () => {
    expect(initialNewBooking(today, 'ar')).toMatchObject({
      source: 'phone',
      approve: true,
      lane: '',
    });
  });

  it('starts on no slot, or on the slot and lane the lane board chose', () => {
    expect(initialNewBooking(today, 'en').time).toBe('');
    expect(initialNewBooking(today, 'en', { time: '18:45', lane: 3 })).toMatchObject({
      date: today,
      time: '18:45',
      lane: '3',
    });
  });

  it('sends the chosen lane with an approved booking, none with one left pending', () => {
    const onLane = { ...filled, lane: '4' };
    expect(staffBookingOf(onLane, undefined)).toMatchObject({ approve: true, lane: 4 });
    expect(staffBookingOf({ ...onLane, approve: false }, undefined)).toMatchObject({
      approve: false,
      lane: undefined,
    });
    expect(staffBookingOf(filled, undefined).lane).toBeUndefined();
  });

  it('takes a walk-in into the slot under way until it ends (20:15 at 20:20 and 20:59, not at 21:00)', () => {
    const walkIn = { ...filled, date: '2026-11-27', time: '20:15', source: 'walk_in' as const };
    expect(englishProblems(walkIn, undefined, new Date('2026-11-27T18:20:00Z'))).toEqual({});
    expect(englishProblems(walkIn, undefined, new Date('2026-11-27T18:59:59Z'))).toEqual({});
    expect(englishProblems(walkIn, undefined, new Date('2026-11-27T19:00:00Z'))).toEqual({
      time: 'This time is no longer available',
    });
  });

  it('accepts a complete booking without an e-mail and sends the number in its one form', () => {
    expect(englishProblems(filled, undefined, now)).toEqual({});
    expect(staffBookingOf(filled, undefined)).toMatchObject({
      phone: '+970591234567',
      email: undefined,
      notes: undefined,
      approve: true,
      locale: 'en',
    });
  });

  it('refuses a past day, a day beyond the horizon and a package run past closing', () => {
    expect(englishProblems({ ...filled, date: addDays(today, -1) }, undefined, now)).toEqual({
      date: 'Past dates cannot be booked',
    });
    expect(englishProblems({ ...filled, date: addDays(today, 400) }, undefined, now)).toEqual({
      date: 'Bookings can be made up to 180 days ahead',
    });
    const lateParty = {
      ...filled,
      type: 'birthday' as const,
      packageId: blaze?.id ?? '',
      people: 15,
      time: '22:30',
    };
    expect(englishProblems(lateParty, blaze, now)).toEqual({
      time: 'This booking would run past closing time',
    });
  });

  it('refuses guests outside the package’s group size', () => {
    const party = { ...filled, type: 'birthday' as const, packageId: blaze?.id ?? '', people: 25 };
    expect(englishProblems(party, blaze, now)).toEqual({
      people: 'This package is for 11 to 20 people',
    });
  });

  it('shows the database’s field names on the form’s fields', () => {
    expect(formFieldOf('duration')).toBe('time');
    expect(formFieldOf('package_id')).toBe('packageId');
    expect(formFieldOf('phone')).toBe('phone');
    expect(formFieldOf('lane')).toBe('lane');
    expect(formFieldOf('approved_by')).toBeNull();
  });
});
