import { describe, expect, it } from 'vitest';
import {
  birthdayDeposit,
  birthdayEstimate,
  birthdayPackages,
  extraBowlingSessionPrice,
} from './pricing.ts';

describe('birthday packages', () => {
  it('are Spark 80, Blaze 70 and Inferno 60 ILS per person, with their group sizes, minutes and VR sessions', () => {
    expect(birthdayPackages).toEqual([
      {
        key: 'spark',
        title: 'Spark',
        price: 80,
        minPeople: 1,
        maxPeople: 10,
        duration: 60,
        vrSessions: 1,
      },
      {
        key: 'blaze',
        title: 'Blaze',
        price: 70,
        minPeople: 11,
        maxPeople: 25,
        duration: 90,
        vrSessions: 1,
      },
      {
        key: 'inferno',
        title: 'Inferno',
        price: 60,
        minPeople: 26,
        maxPeople: 40,
        duration: 90,
        vrSessions: 2,
      },
    ]);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(birthdayPackages)).toBe(true);
    expect(birthdayPackages.every((definition) => Object.isFrozen(definition))).toBe(true);
  });

  it('an extra bowling session is 30 ILS per person and the deposit is 200 ILS', () => {
    expect(extraBowlingSessionPrice).toBe(30);
    expect(birthdayDeposit).toBe(200);
  });
});

describe('the estimate of a birthday party', () => {
  it('is guests times the price per person, with the 200 ILS deposit', () => {
    expect(birthdayEstimate(18, 70)).toEqual({
      guests: 18,
      pricePerPerson: 70,
      total: 1260,
      deposit: 200,
    });
  });

  it('keeps agorot and rounds to them: 3 guests at 33.33 ILS are 99.99 ILS', () => {
    expect(birthdayEstimate(3, 33.33).total).toBe(99.99);
    expect(birthdayEstimate(7, 0.1).total).toBe(0.7);
  });

  it('the group sizes follow on without a gap: Spark up to 10, Blaze 11-25, Inferno 26 up to 40', () => {
    const ranges = birthdayPackages.map(({ minPeople, maxPeople }) => [minPeople, maxPeople]);
    expect(ranges).toEqual([
      [1, 10],
      [11, 25],
      [26, 40],
    ]);
  });

  it('refuses what is not a number', () => {
    expect(() => birthdayEstimate(Number.NaN, 70)).toThrow(RangeError);
    expect(() => birthdayEstimate(10, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
