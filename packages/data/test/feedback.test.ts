import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSql, service, sql, visitor } from './support.ts';

// Likes and dislikes: one vote per voter per item, switching moves one count, never below 0.

async function newFeedback(counts: { likes?: number; dislikes?: number } = {}) {
  const { data, error } = await service()
    .from('feedback')
    .insert({ name: 'Nour', rating: 5, comment: 'Great lanes', ...counts })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

function vote(feedbackId: string, voterId: string, choice: string) {
  return visitor().rpc('vote_feedback', {
    feedback_id: feedbackId,
    voter_id: voterId,
    vote: choice,
  });
}

afterAll(closeSql);

describe('vote_feedback', () => {
  it('counts a like once, however often the same voter sends it', async () => {
    const id = await newFeedback();
    const voter = randomUUID();
    await vote(id, voter, 'like');
    const { data } = await vote(id, voter, 'like');
    expect(data).toEqual([{ likes: 1, dislikes: 0 }]);
  });

  it('switching from like to dislike moves one count across', async () => {
    const id = await newFeedback({ likes: 3, dislikes: 1 });
    const voter = randomUUID();
    await vote(id, voter, 'like');
    const { data } = await vote(id, voter, 'dislike');
    expect(data).toEqual([{ likes: 3, dislikes: 2 }]);
  });

  it('"none" withdraws a vote', async () => {
    const id = await newFeedback();
    const voter = randomUUID();
    await vote(id, voter, 'dislike');
    const { data } = await vote(id, voter, 'none');
    expect(data).toEqual([{ likes: 0, dislikes: 0 }]);
    expect(
      await sql('select 1 from public.feedback_votes where feedback_id = $1', [id]),
    ).toHaveLength(0);
  });

  it('never takes a count below 0', async () => {
    // Counts that lag behind their votes (e.g. the manager edited the row) stay at 0.
    const id = await newFeedback();
    const voter = randomUUID();
    await vote(id, voter, 'like');
    await sql('update public.feedback set likes = 0 where id = $1', [id]);
    const { data } = await vote(id, voter, 'dislike');
    expect(data).toEqual([{ likes: 0, dislikes: 1 }]);
  });

  it('keeps one vote per voter when the same voter votes many times at once', async () => {
    const id = await newFeedback();
    const voter = randomUUID();
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => vote(id, voter, index % 2 ? 'like' : 'dislike')),
    );
    const [row] = await sql<{ likes: number; dislikes: number }>(
      'select likes, dislikes from public.feedback where id = $1',
      [id],
    );
    expect((row?.likes ?? 0) + (row?.dislikes ?? 0)).toBe(1);
  });

  it('counts many voters voting at once', async () => {
    const id = await newFeedback();
    await Promise.all(Array.from({ length: 15 }, () => vote(id, randomUUID(), 'like')));
    const { data } = await vote(id, randomUUID(), 'dislike');
    expect(data).toEqual([{ likes: 15, dislikes: 1 }]);
  });

  it.each([
    ['love', 'A vote is like, dislike or none.'],
    ['', 'A vote is like, dislike or none.'],
  ])('refuses the vote %j', async (choice, message) => {
    const id = await newFeedback();
    const { error } = await vote(id, randomUUID(), choice);
    expect(error).toMatchObject({ code: 'VN020', message });
  });

  it('says when the feedback is gone', async () => {
    const { error } = await vote(randomUUID(), randomUUID(), 'like');
    expect(error).toMatchObject({ code: 'PT404', message: 'This feedback no longer exists.' });
  });
});
