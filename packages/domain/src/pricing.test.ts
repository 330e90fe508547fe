import { describe, expect, it } from 'vitest';
import {
  birthdayDeposit,
  birthdayPackages,
  birthdayQuote,
  birthdayTierFor,
  extraBowlingSessionPrice,
  toAgorot,
} from './pricing.ts';

describe('birthday packages', () => {
  it('are Spark 80, Blaze 70 and Inferno 60 ILS per person, with the contents the page lists', () => {
    expect(birthdayPackages).toEqual([
      {
        key: 'spark',
        title: 'Spark',
        price: 80,
        items: ['1 VR session', '1 hour bowling', 'Reserved seating'],
        groupSize: 'up to 10 people',
        minPeople: 1,
        maxPeople: 10,
        duration: 60,
      },
      {
        key: 'blaze',
        title: 'Blaze',
        price: 70,
        items: ['1 VR session', '1.5 hours bowling'],
        groupSize: '11-25 people',
        minPeople: 11,
        maxPeople: 25,
        duration: 90,
      },
      {
        key: 'inferno',
        title: 'Inferno',
        price: 60,
        items: ['2 VR sessions', '1.5 hours bowling'],
        groupSize: '26+ people',
        minPeople: 26,
        maxPeople: 40,
        duration: 90,
      },
    ]);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(birthdayPackages)).toBe(true);
    expect(birthdayPackages.every((definition) => Object.isFrozen(definition.items))).toBe(true);
  });

  it('an extra bowling session is 30 ILS per person and the deposit is 200 ILS', () => {
    expect(extraBowlingSessionPrice).toBe(30);
    expect(birthdayDeposit).toBe(200);
  });
});

describe('birthday tiers', () => {
  it('1 to 10 people is Spark, 11 is Blaze', () => {
    expect(birthdayTierFor(1).title).toBe('Spark');
    expect(birthdayTierFor(10).title).toBe('Spark');
    expect(birthdayTierFor(11).title).toBe('Blaze');
  });

  it('25 people is Blaze, 26 and more is Inferno', () => {
    expect(birthdayTierFor(25).title).toBe('Blaze');
    expect(birthdayTierFor(26).title).toBe('Inferno');
    expect(birthdayTierFor(200).title).toBe('Inferno');
  });

  it('a group of 0, a negative or a fractional number of people has no tier', () => {
    for (const people of [0, -1, 2.5, Number.NaN]) {
      expect(() => birthdayTierFor(people)).toThrow(RangeError);
    }
  });
});

describe('birthday quote', () => {
  it('10 people on Spark with no extras: 800 ILS, 200 deposit, 600 left to pay', () => {
    expect(birthdayQuote({ pricePerPerson: 80, people: 10 })).toEqual({
      perPerson: 80,
      packageTotal: 800,
      extrasTotal: 0,
      total: 800,
      deposit: 200,
      balanceDue: 600,
    });
  });

  it('20 people on Blaze with 2 extra sessions: 70 + 2 × 30 = 130 per person, 2600 in all', () => {
    expect(birthdayQuote({ pricePerPerson: 70, people: 20, extraBowlingSessions: 2 })).toEqual({
      perPerson: 130,
      packageTotal: 1400,
      extrasTotal: 1200,
      total: 2600,
      deposit: 200,
      balanceDue: 2400,
    });
  });

  it('sums prices with agorot exactly: 3 people at 70.10 is 210.30, not 210.29999', () => {
    const quote = birthdayQuote({ pricePerPerson: 70.1, people: 3 });
    expect(quote.packageTotal).toBe(210.3);
    expect(quote.balanceDue).toBe(10.3);
  });

  it('the deposit is never more than the total: 2 people at 80 pay 160 up front and owe 0', () => {
    const quote = birthdayQuote({ pricePerPerson: 80, people: 2 });
    expect(quote.deposit).toBe(160);
    expect(quote.balanceDue).toBe(0);
  });

  it('refuses a price with more than two decimals, a negative price, or a bad count', () => {
    expect(() => birthdayQuote({ pricePerPerson: 70.005, people: 1 })).toThrow(RangeError);
    expect(() => birthdayQuote({ pricePerPerson: -1, people: 1 })).toThrow(RangeError);
    expect(() => birthdayQuote({ pricePerPerson: 80, people: 0 })).toThrow(RangeError);
    expect(() =>
      birthdayQuote({ pricePerPerson: 80, people: 1, extraBowlingSessions: -1 }),
    ).toThrow(RangeError);
    expect(() =>
      birthdayQuote({ pricePerPerson: 80, people: 1, extraBowlingSessions: 0.5 }),
    ).toThrow(RangeError);
  });

  it('converts ILS to agorot only with at most two decimals', () => {
    expect(toAgorot(80.5)).toBe(8050);
    expect(toAgorot(0.29)).toBe(29);
    expect(() => toAgorot(0.291)).toThrow(RangeError);
    expect(() => toAgorot(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
