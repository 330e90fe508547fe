/**
 * Limits and patterns of the stored values. The form schemas enforce them and the database's check
 * constraints mirror them; a test in the data package compares the two, so change both together.
 */
import { toAsciiDigits } from './digits.ts';

export const limits = Object.freeze({
  /** Customer, feedback author: characters after trimming. */
  nameMaxLength: 100,
  /** RFC 5321 path limit. */
  emailMaxLength: 254,
  /** Feedback comment. */
  commentMaxLength: 1000,
  rejectionReasonMaxLength: 500,
  /** Booking notes (the staff's). */
  notesMaxLength: 1000,
  /** What the customer writes with a booking request: the child's name and age, cake, allergies. */
  customerNotesMaxLength: 500,
  menuItemNameMaxLength: 100,
  /** Menu item description (optional, one short line or two). */
  menuItemDescriptionMaxLength: 200,
  /** The manager's own menu category name, on one line. */
  menuCategoryMaxLength: 40,
  /** Menu item price: ILS, from 0, two decimals; optional. */
  menuPriceMax: 1000,
  /** Menu item image value (a URL, or text shown instead of an image). */
  imageMaxLength: 2048,
  packageTitleMaxLength: 100,
  packageItemsMaxCount: 20,
  packageItemMaxLength: 200,
  /** ILS per person, two decimals allowed. */
  packagePriceMin: 1,
  packagePriceMax: 10_000,
  packageMaxPeopleMin: 1,
  packageMaxPeopleMax: 200,
  /** Whole minutes. */
  packageDurationMin: 45,
  packageDurationMax: 480,
  /** Offer spend (ILS) and get (points): whole numbers from 1. */
  offerValueMin: 1,
  offerValueMax: 1_000_000,
  /** Price list (bowling per game per person, VR per session): ILS, more than 0, two decimals. */
  priceMax: 1000,
  faqQuestionMaxLength: 300,
  faqAnswerMaxLength: 2000,
  /** A zone picture's or video's name (its alt text and caption), in each language. */
  zoneMediaNameMaxLength: 200,
  staffNameMaxLength: 100,
  /**
   * Every staff password, however it is set (the manager adding an account or setting a new
   * password, a member changing their own); config.toml's `minimum_password_length` is the same.
   */
  staffPasswordMinLength: 10,
  /** The auth service refuses longer passwords (bcrypt reads 72 bytes). */
  passwordMaxLength: 72,
  /** Feedback stars. */
  ratingMin: 1,
  ratingMax: 5,
  /** People of a birthday booking: set from the package's maxPeople. */
  birthdayPeopleMin: 1,
  birthdayPeopleMax: 200,
  /**
   * Feedback posts per client address: a burst inside `feedbackPostBurstMinutes`, and a day. The
   * outer fence against a script; a family or a shared network stays far below it.
   */
  feedbackPostsPerAddressBurst: 5,
  feedbackPostBurstMinutes: 10,
  feedbackPostsPerAddressDaily: 30,
  /**
   * Likes and dislikes inside `feedbackVoteWindowMinutes`: per client address, per voter id, and per
   * address on one entry (so fresh voter ids from one address add at most a few votes to an entry).
   */
  feedbackVotesPerAddress: 60,
  feedbackVotesPerVoter: 30,
  feedbackVotesPerAddressOnOneEntry: 5,
  feedbackVoteWindowMinutes: 60,
});

/**
 * Public booking requests (decision 019). The tight fences count per client address, so that a
 * stranger's requests never stop a customer booking from their own address: per phone, per
 * e-mail address and per slot. The fences over all addresses are generous: only a spray from
 * many addresses meets them. The per-address limit stays the outer fence, generous too, since
 * visitors on one mobile network share an address. `request_booking` applies the same numbers
 * (private.booking_request_limits).
 */
export const bookingRequestLimits = Object.freeze({
  /** Requests from one client address. */
  perAddress: Object.freeze({ max: 10, windowMinutes: 10 }),
  perAddressPerDay: Object.freeze({ max: 30, windowMinutes: 24 * 60 }),
  /** Requests for one phone number from all addresses together: six addresses at their cap. */
  perPhone: Object.freeze({ max: 30, windowMinutes: 10 }),
  /** Requests for one phone number from one address. */
  perPhonePerAddress: Object.freeze({ max: 5, windowMinutes: 10 }),
  /**
   * Requests naming one e-mail address within a day, pending or cancelled, from all addresses
   * together: five addresses at their cap.
   */
  pendingPerEmailPerDay: 15,
  /** Requests naming one e-mail address within a day, pending or cancelled, from one address. */
  emailPerAddressPerDay: 3,
  /** Requests waiting for the desk on one date and slot from all addresses: six per lane. */
  pendingPerSlot: 36,
  /** Requests made within a day that wait for the desk on one date and slot, from one address. */
  pendingPerSlotPerAddress: 3,
});

/** The refusals of the pending limits, as `request_booking` words them (HTTP 429). */
export const pendingPerEmailMessage =
  'This email address already has booking requests waiting for our reply. We will contact you soon, or call us.';
export const pendingPerSlotMessage =
  'This time already has many booking requests waiting for our reply. Please choose another time, or call us.';

/**
 * Characters a name refuses, all of which show as nothing or break the line on the desk: C0 and
 * C1 controls (line breaks and tabs included), every format character (Unicode Cf: zero-width
 * spaces and joiners, the byte order mark, soft hyphen, direction marks, and the bidirectional
 * embeddings, overrides and isolates that would reorder what the venue's e-mails show), the line
 * and paragraph separators (U+2028, U+2029) and the Hangul fillers. The zero-width joiners
 * (U+200C, U+200D) that some Arabic-script and emoji spellings use are refused too: a name reads
 * the same without them (decision 016). SQL's private.is_plain_line lists the same characters.
 */
export const hiddenLineCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

/**
 * Characters a text of several lines refuses (private.is_plain_text): the controls but tabs and
 * line breaks, the bidirectional embeddings, overrides and isolates, the line and paragraph
 * separators, the zero-width space, word joiner and invisible operators, the byte order mark and
 * the Hangul fillers. The joiners and direction marks stay: they belong in Arabic and emoji.
 */
export const hiddenTextCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u115F\u1160\u200B\u2028-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0]/;

/** Whitespace as JavaScript's `trim` and `\s` read it: a name must hold something else. */
const visibleCharacter = /\S/;

/**
 * True for a one-line text that shows as typed: no hidden character, and more than whitespace.
 * SQL's private.is_plain_line is the same function.
 */
export function isPlainLine(text: string): boolean {
  return !hiddenLineCharacters.test(text) && visibleCharacter.test(text);
}

/** E-mail shape: something, "@", something, ".", something, no spaces. SQL uses the same. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number in E.164 form, after `normalizePhone`. SQL uses the same. */
export const phonePattern = /^\+[1-9]\d{7,14}$/;

/**
 * A Palestinian mobile number (the kind WhatsApp runs on) in E.164 form, after `normalizePhone`:
 * +970 or +972, then 5 and 8 more digits. SQL's private.is_mobile_phone uses the same.
 */
export const mobilePhonePattern = /^\+97[02]5\d{8}$/;

/**
 * A phone number as people type it, in one stored form (E.164, "+970599123456"). Arabic-Indic
 * and Persian digits are read as ASCII ones (`toAsciiDigits`); spaces, dashes, dots and
 * parentheses go; "00" before the country code becomes "+"; a local mobile number ("05" and 8 more digits) is a Palestinian one (+970); the trunk zero some write after
 * +970 or +972 ("+970 0599...") goes. Anything else is returned compacted, for `phonePattern` to
 * refuse. SQL's private.normalise_phone is the same function.
 */
export function normalizePhone(phone: string): string {
  const compact = toAsciiDigits(phone).replace(/[\s\-.()]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (/^05\d{8}$/.test(international)) return `+970${international.slice(1)}`;
  return international.replace(/^\+(970|972)0/, '+$1');
}
