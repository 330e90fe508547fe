import { describe, expect, it } from 'vitest';
import { birthdayDeposit, birthdayPackages, extraBowlingSessionPrice } from './pricing.ts';

describe('birthday packages', () => {
  it('are Spark 80, Blaze 70 and Inferno 60 ILS per person, with the contents the page lists', () => {
    expect(birthdayPackages).toEqual([
      {
        key: 'spark',
        title: 'Spark',
        price: 80,
        items: ['1 VR session', '1 hour bowling', 'Reserved seating'],
        groupSize: 'up to 10 people',
        maxPeople: 10,
        duration: 60,
      },
      {
        key: 'blaze',
        title: 'Blaze',
        price: 70,
        items: ['1 VR session', '1.5 hours bowling'],
        groupSize: '11-25 people',
        maxPeople: 25,
        duration: 90,
      },
      {
        key: 'inferno',
        title: 'Inferno',
        price: 60,
        items: ['2 VR sessions', '1.5 hours bowling'],
        groupSize: '26+ people',
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
