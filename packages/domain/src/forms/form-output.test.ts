import { describe, expect, it } from 'vitest';
import { refusalMessage } from '../refusals.ts';
import { faqFormSchema } from './faq-form.ts';
import { formOutput } from './form-output.ts';
import { offerFormSchema } from './offer-form.ts';

describe('formOutput', () => {
  it('gives the schema output: trimmed text and numbers from numeric text', () => {
    expect(
      formOutput(faqFormSchema, {
        question: { en: '  Open late? ', ar: '' },
        answer: { en: ' Until 11 PM ', ar: '' },
      }),
    ).toEqual({
      question: { en: 'Open late?' },
      answer: { en: 'Until 11 PM' },
    });
    expect(formOutput(offerFormSchema, { spend: ' 100 ', get: 10 })).toEqual({
      spend: 100,
      get: 10,
    });
  });

  it('throws the first message when the input is not valid', () => {
    expect(() => formOutput(offerFormSchema, { spend: '0', get: '5' })).toThrow(
      refusalMessage('content.offer_invalid'),
    );
  });
});
