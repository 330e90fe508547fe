import { expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { offerFormSchema } from './offer-form.ts';

it('an offer of whole numbers from 1 passes, typed as numbers or as numeric text', () => {
  expect(offerFormSchema.parse({ spend: '100', get: 10 })).toEqual({ spend: 100, get: 10 });
  expect(offerFormSchema.parse({ spend: 1, get: ' 1 ' })).toEqual({ spend: 1, get: 1 });
});

it('an offer with a missing, zero, negative or fractional value is refused', () => {
  for (const value of ['', null, 0, -5, 2.5, 'ten']) {
    expect(englishErrors(offerFormSchema, { spend: value, get: value })).toEqual({
      spend: 'Please enter valid positive numbers',
      get: 'Please enter valid positive numbers',
    });
  }
});

it('an offer value can be 1,000,000 but not 1,000,001', () => {
  expect(englishErrors(offerFormSchema, { spend: 1_000_000, get: '1000000' })).toEqual({});
  expect(englishErrors(offerFormSchema, { spend: 1_000_001, get: 1 })).toEqual({
    spend: 'Please enter numbers up to 1,000,000',
  });
});
