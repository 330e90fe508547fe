import { expect, it } from 'vitest';
import {
  isRejectionReasonKey,
  rejectionReasonArguments,
  rejectionReasonEnglish,
  rejectionReasonKeys,
} from './rejection-reasons.ts';

it('a quick reason goes to the database as its key with its English text', () => {
  expect(rejectionReasonArguments({ key: 'party_size' })).toEqual({
    reason: 'We cannot accommodate the party size of this booking.',
    reason_key: 'party_size',
  });
});

it('a typed reason goes as typed and without a key', () => {
  expect(rejectionReasonArguments({ typed: 'Lanes closed' })).toEqual({ reason: 'Lanes closed' });
});

it('every key has its English words, and only those keys are keys', () => {
  expect(Object.keys(rejectionReasonEnglish)).toEqual([...rejectionReasonKeys]);
  expect(isRejectionReasonKey('full_capacity')).toBe(true);
  for (const other of [null, undefined, '', 'Full capacity', 'FULL_CAPACITY'])
    expect(isRejectionReasonKey(other)).toBe(false);
});
