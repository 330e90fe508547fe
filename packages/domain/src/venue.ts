/**
 * Facts about the venue that both apps and the database rely on (spec section 9).
 * Times of day are venue-local wall-clock times written as "HH:mm".
 */
import type { LocaleCode } from './locales.ts';
import { type ShownText, textIn } from './localized-text.ts';

/** A venue-local time of day, "HH:mm" on a 24-hour clock. */
export type TimeOfDay = string;

export type OpeningHours = {
  readonly opensAt: TimeOfDay;
  readonly closesAt: TimeOfDay;
};

/** The venue is open 3 PM to 11 PM, every day. */
export const openingHours: OpeningHours = Object.freeze({ opensAt: '15:00', closesAt: '23:00' });

/** Length of one bowling session, and the default booking duration. */
export const sessionMinutes = 45;

/** Lanes, and so the most approved bookings one slot can hold. */
export const laneCount = 6;

/** Most people one regular booking can bring. */
export const maxPeoplePerBooking = 12;

/** Most rounds one regular booking can play. */
export const maxRoundsPerBooking = 3;

/**
 * How many days after the venue's today a booking can be made for: about six months, so a party
 * can be planned a season ahead while the desk never holds requests it cannot plan staff for.
 */
export const bookingHorizonDays = 180;

/** ISO 4217 code of the currency every price is in. */
export const currency = 'ILS';

const minutesPerDay = 24 * 60;
const timeOfDayPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a venue-local time of day written "HH:mm" on a 24-hour clock. */
export function isTimeOfDay(value: unknown): value is TimeOfDay {
  return typeof value === 'string' && timeOfDayPattern.test(value);
}

/** Minutes since midnight for an "HH:mm" time of day; throws for anything else. */
export function minutesSinceMidnight(time: TimeOfDay): number {
  const match = timeOfDayPattern.exec(time);
  if (!match) {
    throw new RangeError(`Not a time of day in HH:mm form: "${time}"`);
  }
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The "HH:mm" time of day that is the given number of minutes after midnight. */
export function timeOfDayFromMinutes(minutes: number): TimeOfDay {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= minutesPerDay) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * The bookable slot starts: one every session length from opening, for as long as the start is
 * before closing. The last slot may run past closing time; the spec's slot list (ending with a
 * 22:30 start on a 23:00 close) is the contract.
 */
export function deriveSlotStarts(hours: OpeningHours, slotMinutes: number): readonly TimeOfDay[] {
  if (!Number.isInteger(slotMinutes) || slotMinutes <= 0) {
    throw new RangeError(`A slot must last a whole, positive number of minutes: ${slotMinutes}`);
  }
  const opensAt = minutesSinceMidnight(hours.opensAt);
  const closesAt = minutesSinceMidnight(hours.closesAt);
  const starts: TimeOfDay[] = [];
  for (let start = opensAt; start < closesAt; start += slotMinutes) {
    starts.push(timeOfDayFromMinutes(start));
  }
  return Object.freeze(starts);
}

/** Every slot start of the day, earliest first. */
export const slotStarts: readonly TimeOfDay[] = deriveSlotStarts(openingHours, sessionMinutes);

/** IANA zone of the venue's wall clock: every "today" and "now" of the rules is read in it. */
export const venueTimeZone = 'Asia/Hebron';

export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok';

export type SocialLink = {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly url: string;
};

export type Venue = {
  readonly name: string;
  readonly timeZone: string;
  readonly openingHours: OpeningHours;
  readonly slotStarts: readonly TimeOfDay[];
  readonly sessionMinutes: number;
  readonly laneCount: number;
  readonly maxPeoplePerBooking: number;
  readonly maxRoundsPerBooking: number;
  readonly currency: string;
  readonly address: {
    /** The city and country search engines read beside the street (JSON-LD's PostalAddress). */
    readonly city: string;
    readonly country: string;
    /**
     * The address on one line in each language, as the manager first had it: what the footer, the
     * e-mails and the calendar files show until the setting (`venue_contacts.address`, which she
     * edits) is read, and when it cannot be (docs/decisions/027).
     */
    readonly oneLine: Readonly<Record<LocaleCode, string>>;
  };
  /** Also the cancellation number of the booking page. */
  readonly phone: {
    /** For people to read. */
    readonly display: string;
    /** For `tel:` and WhatsApp links: "+" and digits only. */
    readonly tel: string;
  };
  readonly email: string;
  readonly socialLinks: readonly SocialLink[];
};

/** Everything a visitor is told about the venue, in one frozen object. */
export const venue: Venue = Object.freeze({
  name: 'Strike Zone',
  timeZone: venueTimeZone,
  openingHours,
  slotStarts,
  sessionMinutes,
  laneCount,
  maxPeoplePerBooking,
  maxRoundsPerBooking,
  currency,
  address: Object.freeze({
    city: 'Ramallah',
    country: 'Palestine',
    oneLine: Object.freeze({
      en: '14 Al-Irsal Street, Al-Masyoun, Ramallah, Palestine',
      ar: '14 شارع الإرسال، المصيون، رام الله، فلسطين',
    }),
  }),
  phone: Object.freeze({ display: '+970 2 295 0000', tel: '+97022950000' }),
  email: 'hello@strikezone.example',
  socialLinks: Object.freeze([
    Object.freeze({
      network: 'instagram',
      label: 'Instagram',
      url: 'https://www.instagram.com/strikezone',
    }),
    Object.freeze({
      network: 'facebook',
      label: 'Facebook',
      url: 'https://www.facebook.com/strikezone',
    }),
    Object.freeze({
      network: 'tiktok',
      label: 'TikTok',
      url: 'https://www.tiktok.com/@strikezone',
    }),
  ] as const),
});

/** The venue's address on one line in the reader's language, as the code carries it. */
export function venueAddress(locale: LocaleCode): string {
  return venue.address.oneLine[locale];
}

/**
 * The address a reader of `locale` is shown: the manager's (`venue_contacts.address`) in that
 * language, else in the other (marked as a fallback, for its own `lang` and `dir`); the code's
 * when hers is not known (not read yet, or unreadable). Never blank.
 */
export function shownVenueAddress(stored: unknown, locale: LocaleCode): ShownText {
  return textIn(stored, locale) ?? { text: venueAddress(locale), lang: locale, isFallback: false };
}
