/**
 * Limits and patterns of the stored values. The form schemas enforce them and the database's check
 * constraints mirror them; a test in the data package compares the two, so change both together.
 */

export const limits = Object.freeze({
  /** Customer, feedback author: characters after trimming. */
  nameMaxLength: 100,
  /** RFC 5321 path limit. */
  emailMaxLength: 254,
  /** Feedback comment. */
  commentMaxLength: 1000,
  rejectionReasonMaxLength: 500,
  /** Booking notes. */
  notesMaxLength: 1000,
  menuItemNameMaxLength: 100,
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
  faqQuestionMaxLength: 300,
  faqAnswerMaxLength: 2000,
  staffNameMaxLength: 100,
  /** New staff accounts. */
  staffPasswordMinLength: 6,
  /** Password change in settings. */
  newPasswordMinLength: 8,
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

/** E-mail shape: something, "@", something, ".", something, no spaces. SQL uses the same. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number in E.164 form, after `normalizePhone`. SQL uses the same. */
export const phonePattern = /^\+[1-9]\d{7,14}$/;

/** A phone number without the spaces, dashes, dots and parentheses people type in it. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s\-.()]/g, '');
}
