/**
 * Birthday package prices (spec section 2, birthday packages page, and section 9). Amounts are in
 * ILS and may have two decimals; sums are computed in agorot (1/100 ILS) so 0.1 + 0.2 stays 0.3.
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
  /** Fewest people of the tier. */
  readonly minPeople: number;
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
    minPeople: 1,
    maxPeople: 10,
    duration: 60,
  }),
  Object.freeze({
    key: 'blaze',
    title: 'Blaze',
    price: 70,
    items: Object.freeze(['1 VR session', '1.5 hours bowling']),
    groupSize: '11-25 people',
    minPeople: 11,
    maxPeople: 25,
    duration: 90,
  }),
  Object.freeze({
    key: 'inferno',
    title: 'Inferno',
    price: 60,
    items: Object.freeze(['2 VR sessions', '1.5 hours bowling']),
    groupSize: '26+ people',
    minPeople: 26,
    maxPeople: 40,
    duration: 90,
  }),
] as const);

/** ILS per person for each extra bowling session. */
export const extraBowlingSessionPrice = 30;

/** ILS paid up front to secure a birthday booking. */
export const birthdayDeposit = 200;

/** The tier a group size falls in: up to 10 Spark, 11-25 Blaze, 26 and more Inferno. */
export function birthdayTierFor(people: number): BirthdayPackageDefinition {
  if (!Number.isInteger(people) || people < 1) {
    throw new RangeError(`A group must be a whole number of people, at least 1: ${people}`);
  }
  const tier = birthdayPackages.findLast((candidate) => people >= candidate.minPeople);
  if (!tier) {
    throw new RangeError(`No birthday tier takes ${people} people`);
  }
  return tier;
}

export type BirthdayQuote = {
  /** Package price plus the extra sessions, per person. */
  readonly perPerson: number;
  readonly packageTotal: number;
  readonly extrasTotal: number;
  readonly total: number;
  /** The deposit; never more than the total. */
  readonly deposit: number;
  /** What is left to pay after the deposit. */
  readonly balanceDue: number;
};

/** What a birthday booking costs, in ILS. */
export function birthdayQuote(order: {
  readonly pricePerPerson: number;
  readonly people: number;
  readonly extraBowlingSessions?: number;
}): BirthdayQuote {
  const { pricePerPerson, people, extraBowlingSessions = 0 } = order;
  const priceAgorot = toAgorot(pricePerPerson, 'price per person');
  if (priceAgorot < 0) {
    throw new RangeError(`A price cannot be negative: ${pricePerPerson}`);
  }
  if (!Number.isInteger(people) || people < 1) {
    throw new RangeError(`A group must be a whole number of people, at least 1: ${people}`);
  }
  if (!Number.isInteger(extraBowlingSessions) || extraBowlingSessions < 0) {
    throw new RangeError(
      `Extra sessions must be a whole number, at least 0: ${extraBowlingSessions}`,
    );
  }
  const extrasPerPersonAgorot = extraBowlingSessions * extraBowlingSessionPrice * 100;
  const packageTotal = priceAgorot * people;
  const extrasTotal = extrasPerPersonAgorot * people;
  const total = packageTotal + extrasTotal;
  const deposit = Math.min(birthdayDeposit * 100, total);
  return {
    perPerson: fromAgorot(priceAgorot + extrasPerPersonAgorot),
    packageTotal: fromAgorot(packageTotal),
    extrasTotal: fromAgorot(extrasTotal),
    total: fromAgorot(total),
    deposit: fromAgorot(deposit),
    balanceDue: fromAgorot(total - deposit),
  };
}

/** Whole agorot of an ILS amount; throws when it has more than two decimals. */
export function toAgorot(amount: number, what = 'amount'): number {
  const agorot = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(agorot - amount * 100) > 1e-6) {
    throw new RangeError(`The ${what} must be in ILS with at most two decimals: ${amount}`);
  }
  return agorot;
}

function fromAgorot(agorot: number): number {
  return agorot / 100;
}
