import { expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { emptyFaqForm, faqFormSchema } from './faq-form.ts';

const entry = (question: { en?: string; ar?: string }, answer: { en?: string; ar?: string }) => ({
  question: { ...emptyFaqForm().question, ...question },
  answer: { ...emptyFaqForm().answer, ...answer },
});

it('a FAQ entry is trimmed and keeps only the languages written', () => {
  expect(faqFormSchema.parse(entry({ en: ' Socks? ' }, { en: ' Yes, bring socks. ' }))).toEqual({
    question: { en: 'Socks?' },
    answer: { en: 'Yes, bring socks.' },
  });
  expect(
    faqFormSchema.parse(
      entry({ en: 'Socks?', ar: ' جوارب؟ ' }, { en: 'Yes.', ar: 'نعم، أحضروا جوارب.' }),
    ),
  ).toEqual({
    question: { en: 'Socks?', ar: 'جوارب؟' },
    answer: { en: 'Yes.', ar: 'نعم، أحضروا جوارب.' },
  });
  expect(faqFormSchema.parse(entry({ ar: 'جوارب؟' }, { ar: 'نعم.' }))).toEqual({
    question: { ar: 'جوارب؟' },
    answer: { ar: 'نعم.' },
  });
});

it('needs at least one language with both a question and its answer', () => {
  expect(englishErrors(faqFormSchema, entry({ en: '  ' }, {}))).toEqual({
    'question.en': 'Please enter both a question and an answer',
    'answer.en': 'Please enter both a question and an answer',
  });
  expect(englishErrors(faqFormSchema, entry({ en: 'Socks?' }, { en: 'Yes.', ar: 'نعم.' }))).toEqual(
    {
      'question.ar': 'Please enter both a question and an answer',
    },
  );
  expect(englishErrors(faqFormSchema, entry({ ar: 'جوارب؟' }, {}))).toEqual({
    'answer.ar': 'Please enter both a question and an answer',
  });
});

it('a question can have 300 characters and an answer 2000 in each language, not one more', () => {
  expect(
    englishErrors(faqFormSchema, entry({ ar: 'q'.repeat(300) }, { ar: 'a'.repeat(2000) })),
  ).toEqual({});
  expect(
    englishErrors(faqFormSchema, entry({ ar: 'q'.repeat(301) }, { ar: 'a'.repeat(2001) })),
  ).toEqual({
    'question.ar': 'Question must be at most 300 characters',
    'answer.ar': 'Answer must be at most 2000 characters',
  });
});
