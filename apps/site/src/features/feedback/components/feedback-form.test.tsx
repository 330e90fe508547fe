import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { postFeedback } from '@venue/data/feedback/post-feedback';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { FeedbackForm } from './feedback-form.tsx';

vi.mock('../../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/feedback/post-feedback', () => ({ postFeedback: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

function renderForm() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <FeedbackForm />
    </AppProviders>,
  );
  return user;
}

describe('the feedback form', { timeout: 20_000 }, () => {
  it('rates 5 of 5 by default, as a radio group announced "N out of 5 stars"', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked();
  });

  it('requires a name and a comment, in the schema words, and sends nothing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByLabelText('Your Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Your Comment')).toHaveAccessibleDescription(
      'Comment is required',
    );
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
    expect(postFeedback).not.toHaveBeenCalled();
  });

  it('sends the trimmed feedback with the chosen stars, thanks the visitor and clears the form', async () => {
    vi.mocked(postFeedback).mockImplementation(async (_client, feedback) => ({
      id: 'new',
      created_at: '2026-11-21T10:00:00+00:00',
      likes: 0,
      dislikes: 0,
      ...feedback,
    }));
    const user = renderForm();
    await user.type(screen.getByLabelText('Your Name'), '  Maya  ');
    await user.click(screen.getByRole('radio', { name: '3 out of 5 stars' }));
    await user.type(screen.getByLabelText('Your Comment'), 'Loved the VR arena.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(postFeedback).toHaveBeenCalledWith(
      {},
      { name: 'Maya', rating: 3, comment: 'Loved the VR arena.' },
    );
    await waitFor(() => expect(screen.getByLabelText('Your Name')).toHaveValue(''));
    expect(screen.getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked();
  });

  it('says "Error submitting feedback: {message}" when the post fails and keeps the text; a failure without a code is a general one', async () => {
    vi.mocked(postFeedback).mockRejectedValue(new DataError('The server is busy', null));
    const user = renderForm();
    await user.type(screen.getByLabelText('Your Name'), 'Maya');
    await user.type(screen.getByLabelText('Your Comment'), 'Nice.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(
      await screen.findByText('Error submitting feedback: Something went wrong. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your Comment')).toHaveValue('Nice.');
  });

  it('shows the server refusing a flood from this network in its own words', async () => {
    vi.mocked(postFeedback).mockRejectedValue(
      new DataError(
        'Too many feedback posts from this network. Please try again later.',
        'PT429',
        null,
        {
          code: 'limit.feedback_posts',
          params: {},
        },
      ),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText('Your Name'), 'Maya');
    await user.type(screen.getByLabelText('Your Comment'), 'Nice.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(
      await screen.findByText(
        'Error submitting feedback: Too many feedback posts from this network. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Maya');
  });

  it('previews a rating while the pointer rests on a star', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: '2 out of 5 stars' }));
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(group).toHaveTextContent('2 out of 5 stars');
    await user.hover(screen.getByRole('radio', { name: '4 out of 5 stars' }));
    expect(group).toHaveTextContent('4 out of 5 stars');
    await user.unhover(screen.getByRole('radio', { name: '4 out of 5 stars' }));
    expect(group).toHaveTextContent('2 out of 5 stars');
  });
});
