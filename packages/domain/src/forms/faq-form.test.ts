import { expect, it } from 'vitest';
import { faqFormSchema } from './faq-form.ts';
import { fieldErrors } from './field-errors.ts';

it('a FAQ entry is trimmed and needs both a question and an answer', () => {
  expect(faqFormSchema.parse({ question: ' Socks? ', answer: ' Yes, bring socks. ' })).toEqual({
    question: 'Socks?',
    answer: 'Yes, bring socks.',
  });
  expect(fieldErrors(faqFormSchema, { question: '  ', answer: '' })).toEqual({
    question: 'Please enter both a question and an answer',
    answer: 'Please enter both a question and an answer',
  });
});

it('a question can have 300 characters and an answer 2000, not one more', () => {
  expect(
    fieldErrors(faqFormSchema, { question: 'q'.repeat(300), answer: 'a'.repeat(2000) }),
  ).toEqual({});
  expect(
    fieldErrors(faqFormSchema, { question: 'q'.repeat(301), answer: 'a'.repeat(2001) }),
  ).toEqual({
    question: 'Question must be at most 300 characters',
    answer: 'Answer must be at most 2000 characters',
  });
});
