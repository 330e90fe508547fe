/**
 * The booking form's state and its rules (spec section 4): choosing regular resets the duration
 * to one session and clears the package; choosing birthday clears the package; a package sets the
 * duration and brings the people count into its group size (a party of 15 keeps 15 in an 11-25
 * package; a fresh form starts at the package's minimum, never its maximum); a new date clears the
 * time. VR (decision 034) counts players up to the zone's stations and 1 to 3 sessions on its own
 * grid of session starts: moving to or from VR clears the time, and more players or sessions keep
 * it only while every session they play has a station left for each player. Pure, so the rules
 * are testable alone.
 */
import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import type { BookingType } from '@venue/domain/booking';
import { countWithin } from '@venue/domain/digits';
import type { BookingFormInput, VrBookingFormInput } from '@venue/domain/forms/booking-form';
import { lanesNeeded } from '@venue/domain/lanes';
import { type BirthdayEstimate, birthdayEstimate } from '@venue/domain/pricing';
import type { Schedule } from '@venue/domain/schedule';
import { maxPeoplePerBooking, sessionMinutes } from '@venue/domain/venue';
import {
  defaultVrSettings,
  maxVrSessionsPerBooking,
  type VrSettings,
  vrPrice,
} from '@venue/domain/vr';
import { fitsDay } from './slot-choices.ts';
import { vrRunFits } from './vr-choices.ts';

export type ChosenPackage = Pick<
  BirthdayPackage,
  'id' | 'title' | 'price' | 'min_people' | 'max_people' | 'duration' | 'guests_per_lane'
>;

export type BookingFormState = {
  type: BookingType;
  name: string;
  email: string;
  phone: string;
  people: number;
  rounds: number;
  /** "YYYY-MM-DD", or null before a date is picked. */
  date: string | null;
  /** A slot start, or null before a time is picked. */
  time: string | null;
  package: ChosenPackage | null;
  /** Minutes: 45 for a regular booking, the package's length for a birthday (VR: unused). */
  duration: number;
  /** What the visitor tells us about a birthday (the child's name and age, cake, allergies). */
  notes: string;
  /** The hidden field only bots fill in. */
  honeypot: string;
  /**
   * The visitor ticked the box beside the number: messages about this booking on WhatsApp, and
   * the e-mail becomes optional. Unticked on a fresh form.
   */
  hasWhatsAppConsent: boolean;
  /** VR: the visitor confirmed that every player is at least 8. Unticked on a fresh form. */
  ageConfirmed: boolean;
};

/** A VR day as the form knows it: its sessions with the stations taken, and a session's length. */
export type VrDay = {
  occupancy: readonly VrSessionOccupancy[];
  sessionMinutes: number;
};

export type ContactField = 'name' | 'email' | 'phone' | 'honeypot';
export type TextField = ContactField | 'notes';

export type BookingFormAction =
  | { type: 'choose-type'; bookingType: BookingType; vr?: VrSettings | undefined }
  | { type: 'edit'; field: TextField; value: string }
  | { type: 'choose-people'; people: number; vrDay?: VrDay | undefined }
  | { type: 'choose-rounds'; rounds: number; vrDay?: VrDay | undefined }
  | { type: 'choose-age-confirmation'; isConfirmed: boolean }
  | { type: 'choose-package'; package: ChosenPackage; schedule: Schedule | undefined }
  | { type: 'choose-date'; date: string }
  | { type: 'choose-time'; time: string }
  | { type: 'choose-whatsapp-consent'; hasConsent: boolean }
  | { type: 'reset'; date: string | null };

/** A fresh form on `date`; a link may ask for the birthday or the VR type (`bookingType`). */
export function initialBookingForm(
  date: string | null,
  bookingType: BookingType = 'regular',
): BookingFormState {
  return {
    type: bookingType,
    name: '',
    email: '',
    phone: '',
    people: 1,
    rounds: 1,
    date,
    time: null,
    package: null,
    duration: sessionMinutes,
    notes: '',
    honeypot: '',
    hasWhatsAppConsent: false,
    ageConfirmed: false,
  };
}

/**
 * The chosen VR start, unless `people` players for `rounds` sessions from it no longer fit the
 * day's stations (or its grid); kept while the day's occupancy is unknown.
 */
function vrTimeThatStillFits(
  state: BookingFormState,
  people: number,
  rounds: number,
  vrDay: VrDay | undefined,
): string | null {
  if (state.type !== 'vr' || state.time === null || !vrDay) return state.time;
  const { occupancy, sessionMinutes: minutes } = vrDay;
  return vrRunFits(occupancy, state.time, Math.max(people, 1), rounds, minutes) ? state.time : null;
}

/** The chosen time, unless a booking of `duration` minutes from it no longer fits its day. */
function timeThatStillFits(
  state: BookingFormState,
  duration: number,
  schedule: Schedule | undefined,
): string | null {
  const { date, time } = state;
  if (date === null || time === null || !schedule) return null;
  return fitsDay(schedule, date, time, duration) ? time : null;
}

export function bookingFormReducer(
  state: BookingFormState,
  action: BookingFormAction,
): BookingFormState {
  switch (action.type) {
    case 'choose-type': {
      // VR starts every session length, the lanes every slot: a time of one is not the other's.
      const time = action.bookingType === 'vr' || state.type === 'vr' ? null : state.time;
      if (action.bookingType === 'vr') {
        const stations = (action.vr ?? defaultVrSettings).stationCount;
        return {
          ...state,
          type: 'vr',
          package: null,
          duration: sessionMinutes,
          people: countWithin(state.people, 1, stations),
          rounds: countWithin(state.rounds, 1, maxVrSessionsPerBooking),
          time,
        };
      }
      if (action.bookingType === 'regular') {
        return {
          ...state,
          type: 'regular',
          package: null,
          duration: sessionMinutes,
          people: state.people <= maxPeoplePerBooking ? state.people : 1,
          time,
        };
      }
      return { ...state, type: 'birthday', package: null, time };
    }
    case 'edit':
      return { ...state, [action.field]: action.value };
    case 'choose-people':
      return {
        ...state,
        people: action.people,
        time: vrTimeThatStillFits(state, action.people, state.rounds, action.vrDay),
      };
    case 'choose-rounds':
      return {
        ...state,
        rounds: action.rounds,
        time: vrTimeThatStillFits(state, state.people, action.rounds, action.vrDay),
      };
    case 'choose-age-confirmation':
      return { ...state, ageConfirmed: action.isConfirmed };
    case 'choose-package':
      return {
        ...state,
        package: action.package,
        people: countWithin(state.people, action.package.min_people, action.package.max_people),
        duration: action.package.duration,
        time: timeThatStillFits(state, action.package.duration, action.schedule),
      };
    case 'choose-date':
      return action.date === state.date ? state : { ...state, date: action.date, time: null };
    case 'choose-time':
      return { ...state, time: action.time };
    case 'choose-whatsapp-consent':
      return { ...state, hasWhatsAppConsent: action.hasConsent };
    case 'reset':
      return initialBookingForm(action.date);
  }
}

/** A choice the submit button waits for (spec section 2): a package for a birthday, and a time. */
export type MissingChoice = 'package' | 'time';

/** What is still to choose before the booking can be sent, in the form's order. */
export function missingChoices(state: BookingFormState): MissingChoice[] {
  const missing: MissingChoice[] = [];
  if (state.type === 'birthday' && state.package === null) missing.push('package');
  if (state.time === null) missing.push('time');
  return missing;
}

/** Whether the submit button may be pressed: nothing is missing. */
export function canSubmitBooking(state: BookingFormState): boolean {
  return missingChoices(state).length === 0;
}

/**
 * The lanes the group being chosen takes (docs/decisions/026): one per 6 people for a regular
 * booking, one per the package's `guests_per_lane` guests for a birthday; one while the count is
 * blank.
 */
export function lanesNeededOf(state: BookingFormState): number {
  return lanesNeeded(state.type, state.people, state.package?.guests_per_lane ?? null);
}

/**
 * What the VR being chosen costs: players × sessions × the price of a session; null before a
 * count of players or for another type.
 */
export function vrPriceOf(state: BookingFormState, sessionPrice: number): number | null {
  if (state.type !== 'vr' || !(state.people > 0) || !(state.rounds > 0)) return null;
  return vrPrice(state.people, state.rounds, sessionPrice);
}

/** The estimated total and deposit of the birthday being chosen; null before a package and guests. */
export function birthdayEstimateOf(state: BookingFormState): BirthdayEstimate | null {
  if (state.type !== 'birthday' || state.package === null || !(state.people > 0)) return null;
  return birthdayEstimate(state.people, state.package.price);
}

/**
 * The package a link names, by id or by its title in any language ("blaze"), among the packages
 * on offer.
 */
export function packageNamed<Package extends ChosenPackage>(
  packages: readonly Package[],
  name: string,
): Package | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return undefined;
  return packages.find(
    (pkg) =>
      pkg.id === name ||
      Object.values(pkg.title).some((title) => title.trim().toLowerCase() === wanted),
  );
}

/** The VR form's values in the shape the domain's VR schema reads. */
export function vrBookingFormInput(state: BookingFormState): VrBookingFormInput {
  return {
    type: 'vr',
    name: state.name,
    email: state.email,
    phone: state.phone,
    date: state.date ?? '',
    time: state.time ?? '',
    people: state.people,
    rounds: state.rounds,
    ageConfirmed: state.ageConfirmed,
  };
}

/** The form's values in the shape the domain's booking schema reads (VR: `vrBookingFormInput`). */
export function bookingFormInput(state: BookingFormState): BookingFormInput {
  const common = {
    name: state.name,
    email: state.email,
    phone: state.phone,
    date: state.date ?? '',
    time: state.time ?? '',
  };
  if (state.type === 'regular') {
    return {
      type: 'regular',
      ...common,
      people: state.people,
      rounds: state.rounds,
      duration: sessionMinutes,
    };
  }
  return {
    type: 'birthday',
    ...common,
    people: state.people,
    rounds: 1,
    packageId: state.package?.id ?? '',
    duration: state.duration,
    notes: state.notes,
  };
}
