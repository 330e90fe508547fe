import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type Feedback, listFeedback } from '@venue/data/feedback/list-feedback';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { FeedbackTab } from './feedback-tab.tsx';

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/feedback/list-feedback', () => ({ listFeedback: vi.fn() }));

const lateFeedback: Feedback = {
  id: 'f1',
  name: 'Layla',
  rating: 5,
  comment: 'Great lanes',
  likes: 2,
  dislikes: 0,
  // 00:30 on Nov 22 at the venue (UTC+2), still Nov 21 in UTC and west of it.
  created_at: '2026-11-21T22:30:00Z',
};

describe('Manage Feedback', () => {
  it('dates each item on its day at the venue, whatever the browser zone', async () => {
    vi.mocked(listFeedback).mockResolvedValue([lateFeedback]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <FeedbackTab />
      </AppProviders>,
    );
    expect(await screen.findByText(/^Nov 22, 2026 · 2 likes · 0 dislikes/)).toBeInTheDocument();
  });
});
