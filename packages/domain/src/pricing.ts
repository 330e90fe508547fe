/**
 * Birthday package prices (spec section 2, birthday packages page, and section 9). Amounts are in
 * ILS and may have two decimals.
 */

export type BirthdayPackageKey = 'spark' | 'blaze' | 'inferno';

export type BirthdayPackageDefinition = {
  readonly key: BirthdayPackageKey;
  readonly title: string;
  /** ILS per person. */
  readonly price: number;
  /** What the package includes, as the page lists it. */
  readonly items: readonly string[];
  /** The group size as the page words it. */
  readonly groupSize: string;
  /** Most people the package takes; a booking's people count is set to it. */
  readonly maxPeople: number;
  /** Minutes of bowling. */
  readonly duration: number;
};

/** The three packages of the static page, cheapest per person last; the seed uses the same values. */
export const birthdayPackages: readonly BirthdayPackageDefinition[] = Object.freeze([
  Object.freeze({
    key: 'spark',
    title: 'Spark',
    price: 80,
    items: Object.freeze(['1 VR session', '1 hour bowling', 'Reserved seating']),
    groupSize: 'up to 10 people',
    maxPeople: 10,
    duration: 60,
  }),
  Object.freeze({
    key: 'blaze',
    title: 'Blaze',
    price: 70,
    items: Object.freeze(['1 VR session', '1.5 hours bowling']),
    groupSize: '11-25 people',
    maxPeople: 25,
    duration: 90,
  }),
  Object.freeze({
    key: 'inferno',
    title: 'Inferno',
    price: 60,
    items: Object.freeze(['2 VR sessions', '1.5 hours bowling']),
    groupSize: '26+ people',
    maxPeople: 40,
    duration: 90,
  }),
] as const);

/** ILS per person for each extra bowling session. */
export const extraBowlingSessionPrice = 30;

/** ILS paid up front to secure a birthday booking. */
export const birthdayDeposit = 200;
