/**
 * The public booking form (spec sections 2 and 5). The schema checks what a form can know on its
 * own; `checkBookingTiming` then checks the choice against the venue's clock.
 */
import * as z from 'zod/mini';
import {
  isCalendarDate,
  isDateBeyondHorizon,
  isDatePast,
  isSlotOver,
  isSlotPast,
} from '../clock.ts';
import { hiddenTextCharacters, limits } from '../limits.ts';
import { refusalMessage } from '../refusals.ts';
import { defaultSchedule, type Schedule } from '../schedule.ts';
import { checkRun } from '../schedule-day.ts';
import {
  bookingHorizonDays,
  isTimeOfDay,
  maxPeoplePerBooking,
  maxRoundsPerBooking,
  sessionMinutes,
} from '../venue.ts';
import { maxVrSessionsPerBooking, vrMinimumAge } from '../vr.ts';
import {
  emailField,
  nameField,
  optionalEmailField,
  phoneField,
  textHiddenCharactersMessage,
} from './fields.ts';

export const dateRequiredMessage = refusalMessage('booking.date_required');
export const timeRequiredMessage = refusalMessage('booking.time_required');
export const packageRequiredMessage = refusalMessage('booking.package_required');
export const peopleMessage = refusalMessage('booking.people_range', { max: maxPeoplePerBooking });
export const birthdayPeopleMessage = refusalMessage('booking.party_size', {
  min: limits.birthdayPeopleMin,
  max: limits.birthdayPeopleMax,
});
export const roundsMessage = refusalMessage('booking.rounds_range', { max: maxRoundsPerBooking });
export const regularDurationMessage = refusalMessage('booking.regular_duration', {
  minutes: sessionMinutes,
});
export const birthdayDurationMessage = refusalMessage('booking.package_duration', {
  min: limits.packageDurationMin,
  max: limits.packageDurationMax,
});
export const pastDateMessage = refusalMessage('booking.past_date');
export const beyondHorizonMessage = refusalMessage('booking.beyond_horizon', {
  days: bookingHorizonDays,
});
export const pastSlotMessage = refusalMessage('booking.slot_started');
export const pastClosingMessage = refusalMessage('booking.past_closing');
export const invalidDurationMessage = refusalMessage('booking.duration_whole');
export const notesTooLongMessage = refusalMessage('field.notes_too_long', {
  max: limits.customerNotesMaxLength,
});

/** The refusal of a party that does not fit its package's group size. */
export function packageGuestsMessage(range: PackageGuestRange): string {
  return refusalMessage('booking.package_guests', { min: range.minPeople, max: range.maxPeople });
}

/** A package's group size: the fewest and the most guests it is for. */
export type PackageGuestRange = { readonly minPeople: number; readonly maxPeople: number };

/**
 * Whether a party fits its package: a whole number of guests from the package's minimum to its
 * maximum. Returns the refusal on the people field, or undefined when it fits.
 */
export function checkPackageGuests(
  people: number,
  range: PackageGuestRange,
): { readonly field: 'people'; readonly message: string } | undefined {
  const fits = Number.isInteger(people) && people >= range.minPeople && people <= range.maxPeople;
  return fits ? undefined : { field: 'people', message: packageGuestsMessage(range) };
}

function wholeNumberBetween(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .check(
      z.refine(Number.isInteger, { error: message, abort: true }),
      z.gte(min, message),
      z.lte(max, message),
    );
}

/** A calendar day "YYYY-MM-DD". */
export const bookingDateField = z
  .string({ error: dateRequiredMessage })
  .check(z.refine(isCalendarDate, dateRequiredMessage));

/** A time of day "HH:mm"; whether the day offers it is `checkBookingTiming`'s question. */
export const bookingTimeField = z
  .string({ error: timeRequiredMessage })
  .check(z.refine(isTimeOfDay, timeRequiredMessage));

const contactFields = {
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  date: bookingDateField,
  time: bookingTimeField,
  rounds: z._default(wholeNumberBetween(1, maxRoundsPerBooking, roundsMessage), 1),
  /** What the customer tells the venue (the child's name and age, cake, allergies); optional. */
  notes: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(limits.customerNotesMaxLength, notesTooLongMessage),
      z.refine((text: string) => !hiddenTextCharacters.test(text), textHiddenCharactersMessage),
    ),
    '',
  ),
};

export const regularBookingFormSchema = z.object({
  type: z.literal('regular'),
  ...contactFields,
  people: wholeNumberBetween(1, maxPeoplePerBooking, peopleMessage),
  duration: z._default(z.literal(sessionMinutes, regularDurationMessage), sessionMinutes),
});

export const birthdayBookingFormSchema = z.object({
  type: z.literal('birthday'),
  ...contactFields,
  /** Set from the package's maxPeople, then within its group size (`checkPackageGuests`). */
  people: wholeNumberBetween(
    limits.birthdayPeopleMin,
    limits.birthdayPeopleMax,
    birthdayPeopleMessage,
  ),
  packageId: z
    .string({ error: packageRequiredMessage })
    .check(z.trim(), z.minLength(1, packageRequiredMessage)),
  /** Set from the package's duration. */
  duration: z._default(
    wholeNumberBetween(
      limits.packageDurationMin,
      limits.packageDurationMax,
      birthdayDurationMessage,
    ),
    sessionMinutes,
  ),
});

export const vrAgeMessage = refusalMessage('vr.age_unconfirmed', { age: vrMinimumAge });
export const vrSessionsMessage = refusalMessage('vr.sessions_range', {
  max: maxVrSessionsPerBooking,
});

/**
 * A VR booking on the form: players (one station each, up to the zone's `stationCount`), the
 * consecutive sessions they play, and the visitor's confirmation that every player is 8 or older,
 * without which the form sends nothing (the database records the confirmation, decision 034).
 */
export function vrBookingFormSchema(stationCount: number) {
  return z.object({
    type: z.literal('vr'),
    ...contactFields,
    people: wholeNumberBetween(
      1,
      stationCount,
      refusalMessage('vr.players_range', { max: stationCount }),
    ),
    rounds: z._default(wholeNumberBetween(1, maxVrSessionsPerBooking, vrSessionsMessage), 1),
    ageConfirmed: z.literal(true, vrAgeMessage),
  });
}

/**
 * The VR form's schema for a zone of `stationCount` stations; with the visitor's consent to
 * WhatsApp messages the e-mail may be left blank, as for bowling.
 */
export function vrBookingFormSchemaFor(stationCount: number, hasWhatsAppConsent: boolean) {
  const schema = vrBookingFormSchema(stationCount);
  return hasWhatsAppConsent ? z.extend(schema, { email: optionalEmailField() }) : schema;
}

/** The VR form's values as typed (the box may still be unticked) and once checked. */
export type VrBookingFormInput = Omit<
  z.input<ReturnType<typeof vrBookingFormSchema>>,
  'ageConfirmed'
> & { ageConfirmed: boolean };
export type VrBookingFormValues = z.output<ReturnType<typeof vrBookingFormSchema>>;

/** The booking form: a regular booking or a birthday package, told apart by `type`. */
export const bookingFormSchema = z.discriminatedUnion(
  'type',
  [regularBookingFormSchema, birthdayBookingFormSchema],
  { error: refusalMessage('booking.type_choice') },
);

/**
 * The booking form of a visitor who agreed to messages about the booking on WhatsApp at their
 * number (the box beside it): the same rules, but the e-mail may be left blank, as
 * `request_booking` takes it with `whatsapp_consent`.
 */
export const whatsAppConsentBookingFormSchema = z.discriminatedUnion(
  'type',
  [
    z.extend(regularBookingFormSchema, { email: optionalEmailField() }),
    z.extend(birthdayBookingFormSchema, { email: optionalEmailField() }),
  ],
  { error: refusalMessage('booking.type_choice') },
);

/** The booking form's schema, with or without the visitor's consent to WhatsApp messages. */
export function bookingFormSchemaFor(hasWhatsAppConsent: boolean) {
  return hasWhatsAppConsent ? whatsAppConsentBookingFormSchema : bookingFormSchema;
}

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;

/** Moving an approved booking: a new date and time only. */
export const bookingRescheduleSchema = z.object({
  date: bookingDateField,
  time: bookingTimeField,
});

export type BookingRescheduleInput = z.input<typeof bookingRescheduleSchema>;
export type BookingRescheduleValues = z.output<typeof bookingRescheduleSchema>;

export type BookingTimingProblem = {
  readonly field: 'date' | 'time' | 'duration';
  readonly reason:
    | 'invalid-date'
    | 'past-date'
    | 'beyond-horizon'
    | 'unknown-slot'
    | 'invalid-duration'
    | 'past-slot'
    | 'past-closing';
  readonly message: string;
};

/**
 * Who books and on what schedule: staff (`isSlotUnderWayBookable`) take walk-ins into the slot
 * under way; `schedule` is the venue's as read from the database (the weekly defaults without).
 */
export type BookingTimingRule = {
  readonly isSlotUnderWayBookable?: boolean;
  readonly schedule?: Schedule;
};

/**
 * Whether a booking can still be made at `now`: its day is not before the venue's today nor after
 * the booking horizon, its time is one of the day's slots and has not started (for staff: has not
 * ended), and its run of slots ends by closing. Returns the first problem, or undefined when the timing is fine.
 */
export function checkBookingTiming(
  booking: { readonly date: string; readonly time: string; readonly duration?: number },
  now: Date,
  timeZone: string,
  { isSlotUnderWayBookable = false, schedule = defaultSchedule }: BookingTimingRule = {},
): BookingTimingProblem | undefined {
  const { date, time, duration = sessionMinutes } = booking;
  if (!isCalendarDate(date)) {
    return { field: 'date', reason: 'invalid-date', message: dateRequiredMessage };
  }
  if (isDatePast(date, now, timeZone)) {
    return { field: 'date', reason: 'past-date', message: pastDateMessage };
  }
  if (isDateBeyondHorizon(date, now, timeZone)) {
    return { field: 'date', reason: 'beyond-horizon', message: beyondHorizonMessage };
  }
  const coverage = checkRun(schedule, date, time, duration);
  if (!coverage.ok && coverage.reason === 'unknown-slot') {
    return { field: 'time', reason: 'unknown-slot', message: timeRequiredMessage };
  }
  if (!coverage.ok && coverage.reason === 'invalid-duration') {
    return { field: 'duration', reason: 'invalid-duration', message: invalidDurationMessage };
  }
  const isTooLate = isSlotUnderWayBookable
    ? isSlotOver(date, time, now, timeZone, schedule.slotMinutes)
    : isSlotPast(date, time, now, timeZone);
  if (isTooLate) {
    return { field: 'time', reason: 'past-slot', message: pastSlotMessage };
  }
  if (!coverage.ok && coverage.reason === 'past-closing') {
    return { field: 'time', reason: 'past-closing', message: pastClosingMessage };
  }
  // A closure is left to the database, which refuses it with its reason in the visitor's language.
  return undefined;
}
