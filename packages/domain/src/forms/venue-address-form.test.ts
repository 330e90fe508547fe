import { expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { venueAddressFormSchema, venueAddressFormValues } from './venue-address-form.ts';

it('the address keeps the languages written, trimmed, and drops a blank one', () => {
  expect(
    venueAddressFormSchema.parse({ address: { en: '  2 Main Street, Ramallah ', ar: ' ' } }),
  ).toEqual({ address: { en: '2 Main Street, Ramallah' } });
  expect(venueAddressFormSchema.parse({ address: { en: '', ar: 'رام الله' } })).toEqual({
    address: { ar: 'رام الله' },
  });
});

it('an address in no language is refused on the first language; 201 characters are too many', () => {
  expect(englishErrors(venueAddressFormSchema, { address: { en: ' ', ar: '' } })).toEqual({
    'address.en': 'Please enter the address in at least one language',
  });
  expect(
    englishErrors(venueAddressFormSchema, {
      address: { en: 'a'.repeat(200), ar: 'ب'.repeat(201) },
    }),
  ).toEqual({ 'address.ar': 'Address must be at most 200 characters' });
});

it('a stored address fills the form, a missing language blank', () => {
  expect(venueAddressFormValues({ ar: 'رام الله' })).toEqual({
    address: { en: '', ar: 'رام الله' },
  });
  expect(venueAddressFormValues(null)).toEqual({ address: { en: '', ar: '' } });
});
