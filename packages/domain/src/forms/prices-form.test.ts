import { expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { priceField, pricesFormSchema } from './prices-form.ts';

it('prices typed as numbers or numeric text pass and leave as numbers', () => {
  expect(pricesFormSchema.parse({ bowlingGamePrice: ' 25 ', vrSessionPrice: 35.5 })).toEqual({
    bowlingGamePrice: 25,
    vrSessionPrice: 35.5,
  });
});

it('a blank price is asked for', () => {
  expect(englishErrors(pricesFormSchema, { bowlingGamePrice: '', vrSessionPrice: '  ' })).toEqual({
    bowlingGamePrice: 'Please enter a price',
    vrSessionPrice: 'Please enter a price',
  });
});

it('a price must be more than 0: 0.01 passes, 0 and negatives are refused', () => {
  expect(englishErrors(priceField(), 0.01)).toEqual({});
  for (const value of [0, '0', -1, '-0.5', 'twenty']) {
    expect(englishErrors(priceField(), value)).toEqual({
      '': 'Price must be more than 0 and at most 1,000 ILS',
    });
  }
});

it('a price can be 1,000 ILS but not 1,000.01', () => {
  expect(englishErrors(priceField(), '1000')).toEqual({});
  expect(englishErrors(priceField(), 1000.01)).toEqual({
    '': 'Price must be more than 0 and at most 1,000 ILS',
  });
});

it('a price has at most two decimals: 24.99 passes, 24.999 is refused', () => {
  expect(englishErrors(priceField(), '24.99')).toEqual({});
  expect(englishErrors(priceField(), '24.999')).toEqual({
    '': 'Price can have at most 2 decimals',
  });
});
