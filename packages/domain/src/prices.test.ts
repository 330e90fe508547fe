import { expect, it } from 'vitest';
import { formatBowlingGamePrice, formatVrSessionPrice } from './prices.ts';

it('a bowling price reads per game per person, in ILS with agorot only when there are some', () => {
  expect(formatBowlingGamePrice(25)).toBe('25 ILS per game per person');
  expect(formatBowlingGamePrice(22.5)).toBe('22.50 ILS per game per person');
});

it('a VR price reads per session', () => {
  expect(formatVrSessionPrice(35)).toBe('35 ILS per session');
  expect(formatVrSessionPrice(1000)).toBe('1,000 ILS per session');
});
