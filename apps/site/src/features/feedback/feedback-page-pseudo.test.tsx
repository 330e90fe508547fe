import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import type { Feedback } from '@venue/data/feedback/list-feedback';
import { listFeedbackPage } from '@venue/data/feedback/list-feedback-page';
import { postFeedback } from '@venue/data/feedback/post-feedback';
import { voteFeedback } from '@venue/data/feedback/vote-feedback';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FeedbackPage } from './feedback-page.tsx';

// The feedback page as a visitor leaves it after acting (sent empty, thanked, refused, a rating
// chosen, a vote cast, more reviews read) with a pseudo-locale in place of the English catalogue:
// every message reads accented, so a plain Latin letter is a text that did not go through the
// catalogue, or what the visitors wrote.
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/feedback/post-feedback', () => ({ postFeedback: vi.fn() }));
vi.mock('@venue/data/feedback/vote-feedback', () => ({ voteFeedback: vi.fn() }));
vi.mock('@venue/data/feedback/list-feedback-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@venue/data/feedback/list-feedback-page')>()),
  listFeedbackPage: vi.fn(),
}));

function entry(index: number): Feedback {
  return {
    id: `feedback-${index}`,
    name: `Visitor ${index}`,
    rating: 1 + (index % 5),
    comment: `Comment ${index}`,
    created_at: `2026-11-${String(21 - index).padStart(2, '0')}T12:00:00+00:00`,
    likes: 2,
    dislikes: 1,
  };
}

// Seven reviews: five shown, "Show More" reads the other two.
const entries = Array.from({ length: 7 }, (_, index) => entry(index + 1));
const typed = { name: 'Maya', comment: 'Loved the VR arena.' };
/** When the server says this visitor's review was posted. */
const postedAt = '2026-11-21T10:00:00+00:00';

beforeEach(async () => {
  vi.mocked(listFeedbackPage).mockImplementation(async (_client, { size, after }) => {
    const start = after ? entries.findIndex((item) => item.id === after.id) + 1 : 0;
    const items = entries.slice(start, start + size);
    return { items, remaining: entries.length - start - items.length };
  });
  vi.mocked(voteFeedback).mockResolvedValue({ likes: 3, dislikes: 1 });
  vi.mocked(postFeedback).mockImplementation(async (_client, feedback) => ({
    id: 'new',
    created_at: postedAt,
    likes: 0,
    dislikes: 0,
    ...feedback,
  }));
  await activateLocale('en');
});

afterEach(() => {
  vi.clearAllMocks();
});

/**
 * What the page shows that is not a message: the reviews as their visitors wrote them (names and
 * comments), their days as `@venue/domain/format` writes them in English, and what this visitor
 * typed, with the day of her own review once posted.
 */
const data = [
  typed.name,
  typed.comment,
  formatDisplayDate(postedAt, venueTimeZone, 'en'),
  ...entries.flatMap((item) => [
    item.name,
    item.comment,
    formatDisplayDate(item.created_at, venueTimeZone, 'en'),
  ]),
];

function expectOnlyCatalogueText() {
  expect(document.body.textContent).toMatch(/[áéíóú]/);
  expect(textsPastCatalogue(document.body, { values: data })).toEqual([]);
}

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<FeedbackPage />, { path: '/feedback' });
  await screen.findAllByRole('article');
  return user;
}

const submit = () => screen.getByRole('button', { name: pseudoText('Submit Feedback') });

describe('every word of the feedback page, as a visitor leaves it, goes through its catalogue', {
  timeout: 30_000,
}, () => {
  it('sent empty: the name and the comment refused', async () => {
    const user = await renderPage();
    await user.click(submit());
    expect(screen.getByLabelText(pseudoText('Your Name'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(pseudoText('Your Comment'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(postFeedback).not.toHaveBeenCalled();
    expectOnlyCatalogueText();
  });

  it('a rating chosen, and another previewed under the pointer', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('radio', { name: pseudoText('3 out of 5 stars') }));
    await user.hover(screen.getByRole('radio', { name: pseudoText('4 out of 5 stars') }));
    expect(screen.getByRole('group', { name: pseudoText('Rating') })).toHaveTextContent(
      pseudoText('4 out of 5 stars'),
    );
    expectOnlyCatalogueText();
  });

  it('posted: the thanks', async () => {
    const user = await renderPage();
    await user.type(screen.getByLabelText(pseudoText('Your Name')), typed.name);
    await user.type(screen.getByLabelText(pseudoText('Your Comment')), typed.comment);
    await user.click(submit());
    expect(await screen.findByText(pseudoText('Thank you for your feedback!'))).toBeVisible();
    expectOnlyCatalogueText();
  });

  it.each([
    [
      'a flood from this network',
      new DataError('Too many.', 'PT429', null, { code: 'limit.feedback_posts', params: {} }),
    ],
    ['a failure the server did not explain', new DataError('The server is busy', null)],
    ['no network', new TypeError('Failed to fetch')],
  ])('refused (%s): the error in the toast', async (_, error) => {
    vi.mocked(postFeedback).mockRejectedValue(error);
    const user = await renderPage();
    await user.type(screen.getByLabelText(pseudoText('Your Name')), typed.name);
    await user.type(screen.getByLabelText(pseudoText('Your Comment')), typed.comment);
    await user.click(submit());
    expect(
      await screen.findByText(new RegExp(`^${pseudoText('Error submitting feedback')}`)),
    ).toBeVisible();
    expectOnlyCatalogueText();
  });

  it('a review liked, then the others read with "Show More", then "Show Less"', async () => {
    const user = await renderPage();
    const card = screen.getByRole('article', { name: 'Visitor 1' });
    const like = within(card).getByRole('button', { name: new RegExp(`^${pseudoText('Like')}`) });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expectOnlyCatalogueText();

    const toggle = screen.getByRole('button', { name: pseudoText('Show More (2 more)') });
    await user.click(toggle);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(toggle).toHaveAccessibleName(pseudoText('Show Less'));
    expectOnlyCatalogueText();
  });
});
