import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import type { Feedback } from '@venue/data/feedback/list-feedback';
import { listFeedbackPage } from '@venue/data/feedback/list-feedback-page';
import { voteFeedback } from '@venue/data/feedback/vote-feedback';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { FeedbackList } from './feedback-list.tsx';

vi.mock('../../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/feedback/list-feedback-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@venue/data/feedback/list-feedback-page')>()),
  listFeedbackPage: vi.fn(),
}));
vi.mock('@venue/data/feedback/vote-feedback', () => ({ voteFeedback: vi.fn() }));

function entry(index: number, overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: `feedback-${index}`,
    name: `Visitor ${index}`,
    rating: 5,
    comment: `Comment ${index}`,
    created_at: `2026-11-${String(21 - index).padStart(2, '0')}T12:00:00+00:00`,
    likes: 2,
    dislikes: 1,
    ...overrides,
  };
}

/** The server's pages over `entries` (newest first): `size` after the cursor, and the count after. */
function serve(entries: Feedback[]) {
  vi.mocked(listFeedbackPage).mockImplementation(async (_client, { size, after }) => {
    const start = after ? entries.findIndex((item) => item.id === after.id) + 1 : 0;
    const items = entries.slice(start, start + size);
    return { items, remaining: entries.length - start - items.length };
  });
}

function renderList() {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <FeedbackList />
    </AppProviders>,
  );
}

function item(name: string) {
  return screen.getByRole('article', { name });
}

const storedVotes = () => JSON.parse(localStorage.getItem('strike-zone.feedback.votes') ?? '{}');

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('"What Others Say"', () => {
  it("shows an Arabic name and comment in their own direction, isolated from the page's English", async () => {
    serve([entry(1, { name: 'ليلى حداد', comment: 'أمسية رائعة! 10/10' })]);
    renderList();

    const article = await screen.findByRole('article', { name: 'ليلى حداد' });
    expect(within(article).getByRole('heading', { name: 'ليلى حداد' })).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(within(article).getByText('أمسية رائعة! 10/10')).toHaveAttribute('dir', 'auto');
    // The date and the vote counts are the page's own text, in the page's direction.
    expect(within(article).getByText('Nov 20, 2026')).not.toHaveAttribute('dir');
  });

  it('shows the five newest, reads five more per "Show More (N more)", and "Show Less" goes back', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => entry(i + 1));
    serve(entries);
    renderList();

    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('article', { name: 'Visitor 6' })).not.toBeInTheDocument();
    expect(listFeedbackPage).toHaveBeenCalledWith({}, { size: 5, after: null });
    const toggle = screen.getByRole('button', { name: 'Show More (7 more)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(listFeedbackPage).toHaveBeenLastCalledWith(
      {},
      { size: 5, after: { id: 'feedback-5', created_at: entries[4]?.created_at } },
    );
    expect(toggle).toHaveAccessibleName('Show More (2 more)');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(toggle).toHaveAccessibleName('Show Less');
    expect(listFeedbackPage).toHaveBeenCalledTimes(3);

    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(toggle).toHaveAccessibleName('Show More (7 more)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('with six to ten entries, one "Show More" shows them all and the toggle reads "Show Less"', async () => {
    serve(Array.from({ length: 8 }, (_, i) => entry(i + 1)));
    renderList();

    const toggle = await screen.findByRole('button', { name: 'Show More (3 more)' });
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
    expect(toggle).toHaveAccessibleName('Show Less');
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
  });

  it('has no toggle with five or fewer, and shows each entry with stars, date or "Recently"', async () => {
    serve([
      entry(1, { rating: 4, created_at: '2026-11-21T08:00:00+00:00' }),
      entry(2, { created_at: 'not a date' }),
    ]);
    renderList();

    const first = await screen.findByRole('article', { name: 'Visitor 1' });
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Comment 1')).toBeInTheDocument();
    expect(within(item('Visitor 2')).getByText('Recently')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show More/ })).not.toBeInTheDocument();
  });

  it('shows the empty text when there is no feedback', async () => {
    serve([]);
    renderList();
    expect(
      await screen.findByText('No feedback yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty state', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listFeedbackPage).mockRejectedValue(new Error('network down'));
    renderList();
    expect(
      await screen.findByText('No feedback yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('likes, switches to dislike and withdraws, one vote per browser, remembered in localStorage', async () => {
    serve([entry(1, { likes: 2, dislikes: 1 })]);
    vi.mocked(voteFeedback)
      .mockResolvedValueOnce({ likes: 3, dislikes: 1 })
      .mockResolvedValueOnce({ likes: 2, dislikes: 2 })
      .mockResolvedValueOnce({ likes: 2, dislikes: 1 });
    renderList();
    const card = await screen.findByRole('article', { name: 'Visitor 1' });
    const like = within(card).getByRole('button', { name: /^Like/ });
    const dislike = within(card).getByRole('button', { name: /^Dislike/ });
    expect(like).toHaveAccessibleName('Like 2');
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(like);
    await waitFor(() => expect(like).not.toHaveAttribute('aria-disabled'));
    expect(like).toHaveAccessibleName('Like 3');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(storedVotes()).toEqual({ 'feedback-1': 'like' });
    const voterId = localStorage.getItem('strike-zone.feedback.voter-id');
    expect(voterId).toMatch(/^[0-9a-f-]{36}$/);
    expect(voteFeedback).toHaveBeenLastCalledWith(
      {},
      { feedbackId: 'feedback-1', voterId, vote: 'like' },
    );

    await userEvent.click(dislike);
    await waitFor(() => expect(dislike).not.toHaveAttribute('aria-disabled'));
    expect(like).toHaveAccessibleName('Like 2');
    expect(dislike).toHaveAccessibleName('Dislike 2');
    expect(dislike).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(storedVotes()).toEqual({ 'feedback-1': 'dislike' });
    expect(voteFeedback).toHaveBeenLastCalledWith(
      {},
      { feedbackId: 'feedback-1', voterId, vote: 'dislike' },
    );

    await userEvent.click(dislike);
    await waitFor(() => expect(dislike).not.toHaveAttribute('aria-disabled'));
    expect(dislike).toHaveAccessibleName('Dislike 1');
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
    expect(storedVotes()).toEqual({});
    expect(voteFeedback).toHaveBeenLastCalledWith(
      {},
      { feedbackId: 'feedback-1', voterId, vote: 'none' },
    );
  });

  it('shows the stored choice on the next visit', async () => {
    localStorage.setItem('strike-zone.feedback.votes', JSON.stringify({ 'feedback-1': 'dislike' }));
    serve([entry(1)]);
    renderList();
    const card = await screen.findByRole('article', { name: 'Visitor 1' });
    expect(within(card).getByRole('button', { name: /^Dislike/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('moves the count at once and rolls it back when the vote is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve([entry(1, { likes: 2 })]);
    let refuse: (error: Error) => void = () => {};
    vi.mocked(voteFeedback).mockReturnValueOnce(
      new Promise((_, reject) => {
        refuse = reject;
      }),
    );
    renderList();
    const card = await screen.findByRole('article', { name: 'Visitor 1' });
    const like = within(card).getByRole('button', { name: /^Like/ });

    await userEvent.click(like);
    expect(like).toHaveAccessibleName('Like 3');
    expect(like).toHaveAttribute('aria-pressed', 'true');

    refuse(new DataError('This feedback no longer exists.', 'PT404'));
    await waitFor(() => expect(like).toHaveAccessibleName('Like 2'));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(storedVotes()).toEqual({});
  });
});
