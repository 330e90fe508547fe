import { expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { rejectionFormSchema } from './rejection-form.ts';

it('a rejection needs a reason that is not blank, of at most 500 characters', () => {
  expect(rejectionFormSchema.parse({ reason: ' Full capacity ' })).toEqual({
    reason: 'Full capacity',
  });
  expect(englishErrors(rejectionFormSchema, { reason: '   ' })).toEqual({
    reason: 'Please enter a reason for rejection',
  });
  expect(englishErrors(rejectionFormSchema, { reason: 'r'.repeat(500) })).toEqual({});
  expect(englishErrors(rejectionFormSchema, { reason: 'r'.repeat(501) })).toEqual({
    reason: 'Reason must be at most 500 characters',
  });
});
