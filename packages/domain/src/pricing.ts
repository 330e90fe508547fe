/**
 * Birthday package prices (spec section 2, birthday packages page, and section 9). Amounts are in
 * ILS and may have two decimals.
 */

export type BirthdayPackageKey = 'spark' | 'blaze' | 'inferno';

export type BirthdayPackageDefinition = {
  readonly key: BirthdayPackageKey;
  /** Its name, a brand name written the same in every language. */
  readonly title: string;
  /** ILS per person. */
  readonly price: number;
  /** Fewest guests the package is for: the bottom of its group size. */
  readonly minPeople: number;
  /** Most people the package takes; choosing the package sets a booking's people count to it. */
  readonly maxPeople: number;
  /** Minutes of bowling. */
  readonly duration: number;
  /** Consecutive VR sessions the party plays after its bowling (birthday_packages.vr_sessions). */
  readonly vrSessions: number;
};

/**
 * The three packages the venue opened with, cheapest per person last: the seed writes them (with
 * their items in English and Arabic), and the site's description and lowest price quote them. The
 * birthday page and the booking form show the packages the manager keeps in the database.
 */
export const birthdayPackages: readonly BirthdayPackageDefinition[] = Object.freeze([
  Object.freeze({
    key: 'spark',
    title: 'Spark',
    price: 80,
    minPeople: 1,
    maxPeople: 10,
    duration: 60,
    vrSessions: 1,
  }),
  Object.freeze({
    key: 'blaze',
    title: 'Blaze',
    price: 70,
    minPeople: 11,
    maxPeople: 25,
    duration: 90,
    vrSessions: 1,
  }),
  Object.freeze({
    key: 'inferno',
    title: 'Inferno',
    price: 60,
    minPeople: 26,
    maxPeople: 40,
    duration: 90,
    vrSessions: 2,
  }),
] as const);

/** ILS per person for each extra bowling session. */
export const extraBowlingSessionPrice = 30;

/** ILS paid up front to secure a birthday booking. */
export const birthdayDeposit = 200;

/** What a birthday party is expected to cost: guests × price per person, and the deposit. */
export type BirthdayEstimate = {
  readonly guests: number;
  /** ILS per person, as the package was priced. */
  readonly pricePerPerson: number;
  /** ILS, rounded to agorot. */
  readonly total: number;
  /** ILS paid up front; part of the total. */
  readonly deposit: number;
};

/**
 * The estimated total of a birthday party and its deposit. The site's form and confirmation, the
 * desk's card and the e-mails all show this one sum.
 */
export function birthdayEstimate(guests: number, pricePerPerson: number): BirthdayEstimate {
  if (!Number.isFinite(guests) || !Number.isFinite(pricePerPerson)) {
    throw new RangeError(`Not an estimate: ${guests} guests at ${pricePerPerson}`);
  }
  const total = Math.round(guests * pricePerPerson * 100) / 100;
  return { guests, pricePerPerson, total, deposit: birthdayDeposit };
}
