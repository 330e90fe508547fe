import { describe, expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { staffBookingFormSchema } from './staff-booking-form.ts';

const phoneBooking = {
  type: 'regular',
  name: ' Omar Saleh ',
  phone: '059-912 3456',
  people: 5,
  rounds: 1,
  date: '2026-11-21',
  time: '19:30',
  source: 'phone',
};

describe('staff booking form', () => {
  it('a phone booking without an e-mail passes, approved by default, with the local number in E.164', () => {
    expect(staffBookingFormSchema.parse(phoneBooking)).toEqual({
      type: 'regular',
      name: 'Omar Saleh',
      email: '',
      phone: '+970599123456',
      people: 5,
      rounds: 1,
      date: '2026-11-21',
      time: '19:30',
      duration: 45,
      notes: '',
      source: 'phone',
      approve: true,
    });
  });

  it('a blank e-mail is no e-mail; a given one must be valid', () => {
    expect(englishErrors(staffBookingFormSchema, { ...phoneBooking, email: '   ' })).toEqual({});
    expect(englishErrors(staffBookingFormSchema, { ...phoneBooking, email: 'omar@' })).toEqual({
      email: 'Email is invalid',
    });
    expect(
      staffBookingFormSchema.parse({ ...phoneBooking, email: ' omar@example.com ' }).email,
    ).toBe('omar@example.com');
  });

  it('a walk-in approved at once passes; a phone booking can be left pending', () => {
    expect(
      staffBookingFormSchema.parse({ ...phoneBooking, source: 'walk_in', approve: true }),
    ).toMatchObject({ source: 'walk_in', approve: true });
    expect(staffBookingFormSchema.parse({ ...phoneBooking, approve: false }).approve).toBe(false);
  });

  it.each(['website', '', undefined, 'walk-in'])(
    'the source %j is refused: staff take bookings by phone or at the counter',
    (source) => {
      expect(englishErrors(staffBookingFormSchema, { ...phoneBooking, source })).toEqual({
        source: 'Choose phone or walk-in',
      });
    },
  );

  it('keeps the public form rules: a landline is refused, a birthday needs its package', () => {
    expect(englishErrors(staffBookingFormSchema, { ...phoneBooking, phone: '022950000' })).toEqual({
      phone: 'Enter the WhatsApp number like 05XXXXXXXX or +970XXXXXXXXX',
    });
    expect(
      englishErrors(staffBookingFormSchema, { ...phoneBooking, type: 'birthday', people: 12 }),
    ).toEqual({ packageId: 'Please choose a package' });
  });
});

describe('a VR booking taken by reception', () => {
  const vrCall = { ...phoneBooking, type: 'vr', people: 3, rounds: 2, time: '18:20' };

  it('passes without the age confirmed (recorded, not required), and keeps it when given', () => {
    expect(staffBookingFormSchema.parse(vrCall)).toMatchObject({
      type: 'vr',
      people: 3,
      rounds: 2,
      time: '18:20',
      ageConfirmed: false,
      approve: true,
    });
    expect(staffBookingFormSchema.parse({ ...vrCall, ageConfirmed: true })).toMatchObject({
      ageConfirmed: true,
    });
  });

  it('refuses more than 3 consecutive sessions, and no player', () => {
    expect(englishErrors(staffBookingFormSchema, { ...vrCall, rounds: 4 })).toEqual({
      rounds: 'Choose 1 to 3 sessions',
    });
    expect(Object.keys(englishErrors(staffBookingFormSchema, { ...vrCall, people: 0 }))).toEqual([
      'people',
    ]);
  });
});
