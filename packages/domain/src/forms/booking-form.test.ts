import { describe, expect, it } from 'vitest';
import { englishOfMessage } from '../refusal-english.ts';
import { defaultSchedule, type Schedule } from '../schedule.ts';
import {
  beyondHorizonMessage,
  bookingFormSchema,
  bookingFormSchemaFor,
  bookingRescheduleSchema,
  checkBookingTiming,
  checkPackageGuests,
  pastClosingMessage,
  pastDateMessage,
  pastSlotMessage,
  timeRequiredMessage,
  vrBookingFormSchema,
  vrBookingFormSchemaFor,
} from './booking-form.ts';
import { englishErrors } from './english-errors.test-support.ts';

const hebron = 'Asia/Hebron';

const regular = {
  type: 'regular',
  name: '  Lina Haddad ',
  email: ' lina@example.com ',
  phone: '+970 (59) 123-4567',
  people: 4,
  rounds: 2,
  date: '2026-11-21',
  time: '18:00',
};

const birthday = {
  ...regular,
  type: 'birthday',
  people: 25,
  packageId: 'blaze',
  duration: 90,
};

describe('booking form', () => {
  it('a complete regular booking passes: text trimmed, phone reduced to E.164, 45 minutes', () => {
    expect(bookingFormSchema.parse(regular)).toEqual({
      type: 'regular',
      name: 'Lina Haddad',
      email: 'lina@example.com',
      phone: '+970591234567',
      people: 4,
      rounds: 2,
      date: '2026-11-21',
      time: '18:00',
      duration: 45,
      notes: '',
    });
  });

  it('a complete birthday booking passes with its package and the package duration', () => {
    expect(bookingFormSchema.parse(birthday)).toMatchObject({
      type: 'birthday',
      packageId: 'blaze',
      people: 25,
      duration: 90,
    });
  });

  it('an empty form names every missing field with the spec texts', () => {
    const empty = {
      type: 'regular',
      name: '',
      email: '',
      phone: '',
      people: 1,
      date: '',
      time: null,
    };
    expect(englishErrors(bookingFormSchema, empty)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      date: 'Please choose a date',
      time: 'Please choose a time',
    });
  });

  it('a name of only spaces is missing; 100 characters is the longest name', () => {
    expect(englishErrors(bookingFormSchema, { ...regular, name: '   ' })).toEqual({
      name: 'Name is required',
    });
    expect(englishErrors(bookingFormSchema, { ...regular, name: 'a'.repeat(100) })).toEqual({});
    expect(englishErrors(bookingFormSchema, { ...regular, name: 'a'.repeat(101) })).toEqual({
      name: 'Name must be at most 100 characters',
    });
  });

  it('an e-mail needs "@" and a dot after it, and no spaces', () => {
    for (const email of ['lina', 'lina@example', 'lina @example.com', '@example.com']) {
      expect(englishErrors(bookingFormSchema, { ...regular, email })).toEqual({
        email: 'Email is invalid',
      });
    }
  });

  it('with consent to WhatsApp messages at the number the e-mail may be blank, but not wrong', () => {
    const withConsent = bookingFormSchemaFor(true);
    expect(withConsent.parse({ ...regular, email: '  ' })).toMatchObject({ email: '' });
    const { email: _, ...withoutEmail } = birthday;
    expect(withConsent.parse(withoutEmail)).toMatchObject({ email: '', packageId: 'blaze' });
    expect(englishErrors(withConsent, { ...regular, email: 'lina@example' })).toEqual({
      email: 'Email is invalid',
    });
    expect(englishErrors(withConsent, { ...regular, email: '', name: '' })).toEqual({
      name: 'Name is required',
    });
    expect(bookingFormSchemaFor(false)).toBe(bookingFormSchema);
    expect(englishErrors(bookingFormSchemaFor(false), { ...regular, email: '' })).toEqual({
      email: 'Email is required',
    });
  });

  it('a phone needs "+", a country code not starting with 0, and 8 to 15 digits', () => {
    const message = 'Enter the WhatsApp number like 05XXXXXXXX or +970XXXXXXXXX';
    expect(englishErrors(bookingFormSchema, { ...regular, phone: '+12345678' })).toEqual({});
    expect(englishErrors(bookingFormSchema, { ...regular, phone: '+123456789012345' })).toEqual({});
    for (const phone of [
      '059123456',
      '+0591234567',
      '+1234567',
      '+1234567890123456',
      '+97059abc4567',
    ]) {
      expect(englishErrors(bookingFormSchema, { ...regular, phone })).toEqual({ phone: message });
    }
  });

  it('a local mobile number is taken and stored as +970', () => {
    expect(bookingFormSchema.parse({ ...regular, phone: '0599123456' })).toMatchObject({
      phone: '+970599123456',
    });
    expect(bookingFormSchema.parse({ ...regular, phone: '00972 54-123-4567' })).toMatchObject({
      phone: '+972541234567',
    });
  });

  it('notes are optional, trimmed, at most 500 characters, line breaks allowed', () => {
    expect(bookingFormSchema.parse(birthday)).toMatchObject({ notes: '' });
    expect(
      bookingFormSchema.parse({ ...birthday, notes: '  Sami turns 8\nChocolate cake  ' }),
    ).toMatchObject({ notes: 'Sami turns 8\nChocolate cake' });
    expect(englishErrors(bookingFormSchema, { ...birthday, notes: 'x'.repeat(500) })).toEqual({});
    expect(englishErrors(bookingFormSchema, { ...birthday, notes: 'x'.repeat(501) })).toEqual({
      notes: 'Notes must be at most 500 characters',
    });
  });

  it('notes refuse hidden formatting and control characters', () => {
    for (const notes of ['Sami \u202Eturns 8', 'cake\u0007', 'a\u2066b']) {
      expect(englishErrors(bookingFormSchema, { ...birthday, notes })).toEqual({
        notes: 'Please remove hidden formatting characters',
      });
    }
  });

  it('a regular booking takes 1 to 12 people and 1 to 3 rounds', () => {
    expect(englishErrors(bookingFormSchema, { ...regular, people: 12, rounds: 3 })).toEqual({});
    expect(englishErrors(bookingFormSchema, { ...regular, people: 1, rounds: 1 })).toEqual({});
    expect(englishErrors(bookingFormSchema, { ...regular, people: 13, rounds: 4 })).toEqual({
      people: 'Choose 1 to 12 people',
      rounds: 'Choose 1 to 3 rounds',
    });
    expect(englishErrors(bookingFormSchema, { ...regular, people: 0, rounds: 0 })).toEqual({
      people: 'Choose 1 to 12 people',
      rounds: 'Choose 1 to 3 rounds',
    });
    expect(englishErrors(bookingFormSchema, { ...regular, people: 2.5 })).toEqual({
      people: 'Choose 1 to 12 people',
    });
  });

  it('a regular booking lasts 45 minutes, whatever the form still holds', () => {
    expect(englishErrors(bookingFormSchema, { ...regular, duration: 90 })).toEqual({
      duration: 'A regular booking lasts 45 minutes',
    });
  });

  it('a birthday booking takes up to 200 people, set from the package, but not 201', () => {
    expect(englishErrors(bookingFormSchema, { ...birthday, people: 200 })).toEqual({});
    expect(englishErrors(bookingFormSchema, { ...birthday, people: 201 })).toEqual({
      people: 'A party can have 1 to 200 people',
    });
  });

  it("a party fits its package's group size: Blaze takes 11 to 25 guests, not 10 or 26", () => {
    const blaze = { minPeople: 11, maxPeople: 25 };
    expect(checkPackageGuests(11, blaze)).toBeUndefined();
    expect(checkPackageGuests(25, blaze)).toBeUndefined();
    for (const people of [10, 26, 0, 12.5, Number.NaN]) {
      const refusal = checkPackageGuests(people, blaze);
      expect(refusal?.field, String(people)).toBe('people');
      expect(englishOfMessage(refusal?.message ?? ''), String(people)).toBe(
        'This package is for 11 to 25 people',
      );
    }
  });

  it('a package from one guest is "for up to" its maximum', () => {
    const spark = { minPeople: 1, maxPeople: 10 };
    expect(checkPackageGuests(1, spark)).toBeUndefined();
    expect(englishOfMessage(checkPackageGuests(11, spark)?.message ?? '')).toBe(
      'This package is for up to 10 people',
    );
  });

  it('a birthday booking without a package asks for one', () => {
    expect(englishErrors(bookingFormSchema, { ...birthday, packageId: null })).toEqual({
      packageId: 'Please choose a package',
    });
    expect(englishErrors(bookingFormSchema, { ...birthday, packageId: ' ' })).toEqual({
      packageId: 'Please choose a package',
    });
  });

  it('a birthday duration is whole minutes from 45 to 480, one session when missing', () => {
    const { duration: _, ...withoutDuration } = birthday;
    expect(bookingFormSchema.parse(withoutDuration)).toMatchObject({ duration: 45 });
    expect(englishErrors(bookingFormSchema, { ...birthday, duration: 44 })).toEqual({
      duration: 'A package lasts 45 to 480 whole minutes',
    });
    expect(englishErrors(bookingFormSchema, { ...birthday, duration: 481 })).toEqual({
      duration: 'A package lasts 45 to 480 whole minutes',
    });
  });

  it("a date must be a real calendar day, a time a time of day (the day's slots are checked with the schedule)", () => {
    expect(
      englishErrors(bookingFormSchema, { ...regular, date: '2026-02-29', time: '24:30' }),
    ).toEqual({ date: 'Please choose a date', time: 'Please choose a time' });
    expect(englishErrors(bookingFormSchema, { ...regular, time: '00:30' })).toEqual({});
    expect(englishErrors(bookingFormSchema, { ...regular, time: '7:30' })).toEqual({
      time: 'Please choose a time',
    });
  });

  it('a booking type other than regular or birthday is refused on the type field', () => {
    expect(englishErrors(bookingFormSchema, { ...regular, type: 'party' })).toEqual({
      type: 'Choose Regular Booking or Birthday Package',
    });
  });

  it('moving an approved booking needs a calendar day and a time of day only', () => {
    expect(bookingRescheduleSchema.parse({ date: '2026-12-01', time: '22:30' })).toEqual({
      date: '2026-12-01',
      time: '22:30',
    });
    expect(englishErrors(bookingRescheduleSchema, { date: '', time: '23:60' })).toEqual({
      date: 'Please choose a date',
      time: 'Please choose a time',
    });
  });
});

describe('booking timing', () => {
  // 2026-11-21 at 18:00 in Asia/Hebron (UTC+2 in winter).
  const now = new Date('2026-11-21T16:00:00Z');

  it('a slot later today, or any slot on a later day, can be booked', () => {
    expect(checkBookingTiming({ date: '2026-11-21', time: '18:45' }, now, hebron)).toBeUndefined();
    expect(checkBookingTiming({ date: '2026-11-22', time: '15:00' }, now, hebron)).toBeUndefined();
  });

  it('yesterday is refused as a past date', () => {
    expect(checkBookingTiming({ date: '2026-11-20', time: '22:30' }, now, hebron)).toEqual({
      field: 'date',
      reason: 'past-date',
      message: pastDateMessage,
    });
  });

  it('the last day of the horizon can be booked; the day after is refused', () => {
    // 180 days after 2026-11-21 is 2027-05-20.
    expect(checkBookingTiming({ date: '2027-05-20', time: '22:30' }, now, hebron)).toBeUndefined();
    expect(checkBookingTiming({ date: '2027-05-21', time: '15:00' }, now, hebron)).toEqual({
      field: 'date',
      reason: 'beyond-horizon',
      message: beyondHorizonMessage,
    });
    expect(checkBookingTiming({ date: '9999-12-31', time: '15:00' }, now, hebron)?.reason).toBe(
      'beyond-horizon',
    );
  });

  it("the horizon counts from the venue's business day, not from UTC", () => {
    // 04:30 UTC on Nov 22 is 06:30 at the venue: Nov 22 has begun, the horizon ends on 2027-05-21.
    const morning = new Date('2026-11-22T04:30:00Z');
    expect(
      checkBookingTiming({ date: '2027-05-21', time: '15:00' }, morning, hebron),
    ).toBeUndefined();
    // 23:30 UTC on Nov 21 is 01:30 on Nov 22 at the venue: still Nov 21's evening.
    const late = new Date('2026-11-21T23:30:00Z');
    expect(checkBookingTiming({ date: '2027-05-21', time: '15:00' }, late, hebron)).toMatchObject({
      reason: 'beyond-horizon',
    });
  });

  it('at 18:00 the 18:00 slot of today is no longer available', () => {
    expect(checkBookingTiming({ date: '2026-11-21', time: '18:00' }, now, hebron)).toEqual({
      field: 'time',
      reason: 'past-slot',
      message: pastSlotMessage,
    });
  });

  it('staff take the 18:00 slot until it ends: at 18:44 it is open to them, at 18:45 it is not', () => {
    const staff = { isSlotUnderWayBookable: true };
    const slot = { date: '2026-11-21', time: '18:00' };
    expect(checkBookingTiming(slot, new Date('2026-11-21T16:44:59Z'), hebron, staff)).toBe(
      undefined,
    );
    expect(checkBookingTiming(slot, new Date('2026-11-21T16:44:59Z'), hebron)?.reason).toBe(
      'past-slot',
    );
    expect(checkBookingTiming(slot, new Date('2026-11-21T16:45:00Z'), hebron, staff)).toEqual({
      field: 'time',
      reason: 'past-slot',
      message: pastSlotMessage,
    });
  });

  it('a 90-minute booking at 22:30 would run past closing time; at 21:45 it fits', () => {
    expect(
      checkBookingTiming({ date: '2026-11-22', time: '22:30', duration: 90 }, now, hebron),
    ).toEqual({
      field: 'time',
      reason: 'past-closing',
      message: pastClosingMessage,
    });
    expect(
      checkBookingTiming({ date: '2026-11-22', time: '21:45', duration: 90 }, now, hebron),
    ).toBeUndefined();
  });

  it('follows the schedule it is given: past midnight, a closed weekday, a closure left to the database', () => {
    const ramadan: Schedule = {
      ...defaultSchedule,
      weekly: { ...defaultSchedule.weekly, 1: null },
      special: [
        {
          firstDay: '2026-11-25',
          lastDay: '2026-11-26',
          opensAt: '20:00',
          closesAt: '02:00',
          name: { en: 'Late nights' },
        },
      ],
      closures: [
        { day: '2026-11-26', fromTime: '23:00', toTime: '23:45', reason: { en: 'Private event' } },
      ],
    };
    const rule = { schedule: ramadan };
    expect(checkBookingTiming({ date: '2026-11-25', time: '00:30' }, now, hebron, rule)).toBe(
      undefined,
    );
    expect(
      checkBookingTiming({ date: '2026-11-25', time: '01:15', duration: 90 }, now, hebron, rule),
    ).toMatchObject({ reason: 'past-closing' });
    expect(
      checkBookingTiming({ date: '2026-11-25', time: '15:00' }, now, hebron, rule),
    ).toMatchObject({
      reason: 'unknown-slot',
    });
    // 2026-11-23 is a Monday, closed every week.
    expect(
      checkBookingTiming({ date: '2026-11-23', time: '18:45' }, now, hebron, rule),
    ).toMatchObject({
      reason: 'unknown-slot',
    });
    expect(checkBookingTiming({ date: '2026-11-26', time: '23:00' }, now, hebron, rule)).toBe(
      undefined,
    );
  });

  it('a date, time or duration the rules cannot read is reported on its field', () => {
    expect(checkBookingTiming({ date: '', time: '18:45' }, now, hebron)?.field).toBe('date');
    expect(checkBookingTiming({ date: '2026-11-22', time: '18:30' }, now, hebron)).toMatchObject({
      field: 'time',
      message: timeRequiredMessage,
    });
    expect(
      checkBookingTiming({ date: '2026-11-22', time: '18:45', duration: 0 }, now, hebron),
    ).toMatchObject({ field: 'duration', reason: 'invalid-duration' });
  });

  it("uses the venue's business day, not UTC's date: 04:30 UTC on Nov 21 is Nov 21 at the venue", () => {
    const morning = new Date('2026-11-21T04:30:00Z');
    expect(
      checkBookingTiming({ date: '2026-11-20', time: '22:30' }, morning, hebron),
    ).toMatchObject({ reason: 'past-date' });
    expect(
      checkBookingTiming({ date: '2026-11-21', time: '15:00' }, morning, hebron),
    ).toBeUndefined();
  });

  it('at 00:30 the evening before is still under way: its slots have started, its day is not past', () => {
    const lateNight = new Date('2026-11-20T22:30:00Z'); // 00:30 on Nov 21 at the venue
    expect(
      checkBookingTiming({ date: '2026-11-20', time: '22:30' }, lateNight, hebron),
    ).toMatchObject({ reason: 'past-slot' });
    expect(
      checkBookingTiming({ date: '2026-11-21', time: '15:00' }, lateNight, hebron),
    ).toBeUndefined();
  });
});

describe('the VR booking form', () => {
  const vr = { ...regular, type: 'vr', people: 3, rounds: 2, ageConfirmed: true };

  it('takes players, sessions and the age confirmation: 3 players for 2 sessions', () => {
    expect(vrBookingFormSchema(4).parse(vr)).toEqual({
      type: 'vr',
      name: 'Lina Haddad',
      email: 'lina@example.com',
      phone: '+970591234567',
      people: 3,
      rounds: 2,
      date: '2026-11-21',
      time: '18:00',
      notes: '',
      ageConfirmed: true,
    });
  });

  it('sends nothing until the visitor confirms that every player is 8 or older', () => {
    for (const ageConfirmed of [false, undefined]) {
      expect(englishErrors(vrBookingFormSchema(4), { ...vr, ageConfirmed })).toEqual({
        ageConfirmed: 'Please confirm that every player is 8 or older',
      });
    }
  });

  it('with consent to WhatsApp messages, takes a blank e-mail, as for bowling', () => {
    const blank = { ...vr, email: '' };
    expect(englishErrors(vrBookingFormSchemaFor(4, false), blank)).toHaveProperty('email');
    expect(vrBookingFormSchemaFor(4, true).parse(blank).email).toBe('');
    expect(englishErrors(vrBookingFormSchemaFor(4, true), { ...blank, people: 5 })).toEqual({
      people: 'Choose 1 to 4 players',
    });
  });

  it('takes one player per station the zone has, and 1 to 3 sessions', () => {
    expect(englishErrors(vrBookingFormSchema(4), { ...vr, people: 5 })).toEqual({
      people: 'Choose 1 to 4 players',
    });
    expect(vrBookingFormSchema(6).parse({ ...vr, people: 6 }).people).toBe(6);
    expect(englishErrors(vrBookingFormSchema(4), { ...vr, people: 0, rounds: 4 })).toEqual({
      people: 'Choose 1 to 4 players',
      rounds: 'Choose 1 to 3 sessions',
    });
  });
});
