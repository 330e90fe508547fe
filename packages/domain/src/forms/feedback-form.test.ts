import { expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { feedbackFormSchema } from './feedback-form.ts';

const feedback = { name: ' Omar ', rating: 5, comment: ' Great lanes! ' };

it('feedback with a name, a comment and 1 to 5 stars passes, trimmed', () => {
  expect(feedbackFormSchema.parse(feedback)).toEqual({
    name: 'Omar',
    rating: 5,
    comment: 'Great lanes!',
  });
  expect(englishErrors(feedbackFormSchema, { ...feedback, rating: 1 })).toEqual({});
});

it('feedback without a name or a comment is refused with the spec texts', () => {
  expect(englishErrors(feedbackFormSchema, { ...feedback, name: ' ', comment: '' })).toEqual({
    name: 'Name is required',
    comment: 'Comment is required',
  });
});

it('a rating of 0, 6, 4.5 or none is refused: it must be between 1 and 5', () => {
  for (const rating of [0, 6, 4.5, undefined, '5']) {
    expect(englishErrors(feedbackFormSchema, { ...feedback, rating })).toEqual({
      rating: 'Rating must be between 1 and 5',
    });
  }
});

it('a comment can have 1000 characters but not 1001', () => {
  expect(englishErrors(feedbackFormSchema, { ...feedback, comment: 'a'.repeat(1000) })).toEqual({});
  expect(englishErrors(feedbackFormSchema, { ...feedback, comment: 'a'.repeat(1001) })).toEqual({
    comment: 'Comment must be at most 1000 characters',
  });
});
