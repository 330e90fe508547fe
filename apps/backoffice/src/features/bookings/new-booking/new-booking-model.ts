/**
 * The "New booking" form's values and rules: the public form's fields (a regular booking, a
 * birthday package, or VR: players, consecutive sessions and whether reception asked the players'
 * ages), an optional e-mail, where the booking came from, whether it is approved at
 * once (on by default: reception takes it) and on which lane, the language the customer's
 * e-mails are written in, and whether the customer agreed to WhatsApp messages. Pure, so the rules are testable alone; `staffBookingFormSchema` is the
 * judge, and staff may book the slot under way until it ends.
 */
import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';
import type { StaffBooking } from '@venue/data/bookings/create-staff-booking';
import type { BookingType, StaffBookingSource } from '@venue/domain/booking';
import { checkBookingTiming, checkPackageGuests } from '@venue/domain/forms/booking-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import {
  type StaffBookingFormInput,
  type StaffBookingFormValues,
  staffBookingFormSchema,
} from '@venue/domain/forms/staff-booking-form';
import { lanesNeeded } from '@venue/domain/lanes';
import type { LocaleCode } from '@venue/domain/locales';
import { refusalMessage } from '@venue/domain/refusals';
import type { Schedule } from '@venue/domain/schedule';
import { sessionMinutes, venueTimeZone } from '@venue/domain/venue';
import { defaultVrSettings, type VrSettings } from '@venue/domain/vr';

export type NewBookingPackage = Pick<
  BirthdayPackage,
  'id' | 'title' | 'min_people' | 'max_people' | 'guests_per_lane' | 'duration'
>;

export type NewBookingValues = {
  type: BookingType;
  name: string;
  phone: string;
  /** Optional: blank when the customer has none (then no e-mail is sent). */
  email: string;
  people: number;
  rounds: number;
  /** "YYYY-MM-DD". */
  date: string;
  /** A slot start, or "" before one is chosen. */
  time: string;
  /** The birthday package's id, or "" (always "" for a regular booking). */
  packageId: string;
  notes: string;
  source: StaffBookingSource;
  /** Approved at once (it takes a lane), or left pending among the requests. */
  approve: boolean;
  /** The lane an approved booking takes ("1" to "6", as the board's free cell chose it), or "" for the lowest free. */
  lane: string;
  /** The customer's language: the booking's e-mails are written in it. */
  locale: LocaleCode;
  /** The customer agreed, asked by reception, to messages about the booking on WhatsApp (off until ticked). */
  whatsappConsent: boolean;
  /** VR: reception asked, and every player is 8 or older (off until ticked; recorded, not required). */
  ageConfirmed: boolean;
};

/**
 * A fresh form on `date` (at `time` and on `lane` when a free cell of the lane board was chosen),
 * for a customer who speaks `locale`, taken on the phone and approved.
 */
export function initialNewBooking(
  date: string,
  locale: LocaleCode,
  { time = '', lane }: { time?: string; lane?: number | undefined } = {},
): NewBookingValues {
  return {
    type: 'regular',
    name: '',
    phone: '',
    email: '',
    people: 1,
    rounds: 1,
    date,
    time,
    packageId: '',
    notes: '',
    source: 'phone',
    approve: true,
    lane: lane === undefined ? '' : String(lane),
    locale,
    whatsappConsent: false,
    ageConfirmed: false,
  };
}

/**
 * The minutes a booking lasts: one session, its package's length, or its VR sessions' (the zone's
 * `vr` settings, the defaults while they load).
 */
export function durationOf(
  values: NewBookingValues,
  pkg: NewBookingPackage | undefined,
  vr: VrSettings = defaultVrSettings,
): number {
  if (values.type === 'vr') return values.rounds * vr.sessionMinutes;
  return values.type === 'birthday' && pkg ? pkg.duration : sessionMinutes;
}

/** The lanes the party takes: six people a lane, or its package's guests per lane; VR none. */
export function lanesOf(values: NewBookingValues, pkg: NewBookingPackage | undefined): number {
  if (values.type === 'vr') return 0;
  return lanesNeeded(values.type, Math.max(values.people, 1), pkg?.guests_per_lane ?? null);
}

/**
 * The lane a group starts on: the one chosen, or the last its run fits from when the party has
 * grown past it (a board's cell on lane 6 for a group of 12 is the run 5–6); "" stays the lowest
 * free.
 */
export function startLaneOf(lane: string, laneCount: number | undefined, lanes: number): string {
  if (lane === '' || laneCount === undefined) return lane;
  const lastStart = Math.max(laneCount - lanes + 1, 1);
  return Number(lane) > lastStart ? String(lastStart) : lane;
}

/** The form's values in the shape `staffBookingFormSchema` reads. */
export function staffBookingInput(
  values: NewBookingValues,
  pkg: NewBookingPackage | undefined,
): StaffBookingFormInput {
  const common = {
    name: values.name,
    phone: values.phone,
    email: values.email,
    people: values.people,
    date: values.date,
    time: values.time,
    notes: values.notes,
    source: values.source,
    approve: values.approve,
  };
  if (values.type === 'vr') {
    return { type: 'vr', ...common, rounds: values.rounds, ageConfirmed: values.ageConfirmed };
  }
  return values.type === 'regular'
    ? { type: 'regular', ...common, rounds: values.rounds, duration: sessionMinutes }
    : {
        type: 'birthday',
        ...common,
        rounds: 1,
        packageId: values.packageId,
        duration: durationOf(values, pkg),
      };
}

/** The form field a schema path or the database's field names: the duration is the time's. */
export function formFieldOf(path: string): keyof NewBookingValues | null {
  if (path === 'duration') return 'time';
  if (path === 'package_id') return 'packageId';
  const fields: readonly string[] = [
    'name',
    'phone',
    'email',
    'people',
    'rounds',
    'date',
    'time',
    'packageId',
    'notes',
    'source',
    'lane',
  ];
  return fields.includes(path) ? (path as keyof NewBookingValues) : null;
}

/**
 * The form's problems by field, in English (the form shows them in the staff member's language):
 * the schema's, guests outside the package's group size or VR players beyond the zone's stations
 * (`vr`, when loaded), then the timing on the venue's clock and its `schedule` when loaded (the
 * slot under way is still open to staff). A VR start is judged by the database on its own grid.
 */
export function newBookingProblems(
  values: NewBookingValues,
  pkg: NewBookingPackage | undefined,
  now: Date,
  schedule?: Schedule,
  vr?: VrSettings,
): Record<string, string> {
  const input = staffBookingInput(values, pkg);
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(staffBookingFormSchema, input))) {
    const field = formFieldOf(path) ?? 'form';
    problems[field] ??= message;
  }
  if (values.type === 'birthday' && pkg && !problems.people) {
    const guests = checkPackageGuests(values.people, {
      minPeople: pkg.min_people,
      maxPeople: pkg.max_people,
    });
    if (guests) problems[guests.field] = guests.message;
  }
  if (values.type === 'vr' && vr && !problems.people && values.people > vr.stationCount) {
    problems.people = refusalMessage('vr.players_range', { max: vr.stationCount });
  }
  if (values.type === 'vr' && !problems.time && values.time === '') {
    problems.time = refusalMessage('booking.time_required');
  }
  if (Object.keys(problems).length > 0) return problems;
  const timing = checkBookingTiming(
    { date: values.date, time: values.time, duration: durationOf(values, pkg) },
    now,
    venueTimeZone,
    { isSlotUnderWayBookable: true, ...(schedule ? { schedule } : {}) },
  );
  // The lanes' grid does not hold a VR start: only the day is judged here for VR.
  if (timing && (values.type !== 'vr' || timing.field === 'date')) {
    problems[formFieldOf(timing.field) ?? 'time'] = timing.message;
  }
  return problems;
}

/** What `createStaffBooking` is sent for valid values: the schema's clean output and the language. */
export function staffBookingOf(values: NewBookingValues, pkg: NewBookingPackage | undefined) {
  const parsed: StaffBookingFormValues = staffBookingFormSchema.parse(
    staffBookingInput(values, pkg),
  );
  const booking: StaffBooking = {
    type: parsed.type,
    name: parsed.name,
    phone: parsed.phone,
    email: parsed.email === '' ? undefined : parsed.email,
    people: parsed.people,
    rounds: parsed.rounds,
    date: parsed.date,
    time: parsed.time,
    packageId: parsed.type === 'birthday' ? parsed.packageId : undefined,
    notes: parsed.notes === '' ? undefined : parsed.notes,
    source: parsed.source,
    approve: parsed.approve,
    lane:
      parsed.approve && parsed.type !== 'vr' && values.lane !== ''
        ? Number(values.lane)
        : undefined,
    locale: values.locale,
    ...(parsed.type === 'vr' && parsed.ageConfirmed ? { ageConfirmed: true } : {}),
    // Sent only when ticked: the consent is the customer's, never a default.
    ...(values.whatsappConsent ? { whatsappConsent: true } : {}),
  };
  return booking;
}
