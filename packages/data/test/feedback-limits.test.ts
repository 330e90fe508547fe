import { randomUUID } from 'node:crypto';
import { limits } from '@venue/domain/limits';
import { afterAll, describe, expect, it } from 'vitest';
import { postFeedback } from '../src/feedback/post-feedback.ts';
import { type Client, closeSql, service, sql, visitor } from './support.ts';

// A script with the public key must not flood the list or the counts: posts are limited per client
// address, votes per address, per voter id and per address on one entry. Each refusal is PT429
// (HTTP 429) in the site's words, and writes nothing.

const run = randomUUID().slice(0, 8);

/** `vote_feedback`'s refusal when one network or browser votes too often. */
const voteLimitMessage = 'Too many votes from this network. Please try again later.';

afterAll(async () => {
  await sql('delete from public.feedback where name like $1', [`%${run}`]);
  await closeSql();
});

function post(client: Client, name: string) {
  return client.rpc('post_feedback', { name, rating: 5, comment: 'Great lanes' });
}

async function stored(name: string) {
  const [row] = await sql<{ count: number }>(
    'select count(*)::int as count from public.feedback where name = $1',
    [name],
  );
  return row?.count ?? 0;
}

async function newFeedback(name = `Votable ${run}`) {
  const { data, error } = await service()
    .from('feedback')
    .insert({ name, rating: 5, comment: 'Vote on me' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

function vote(client: Client, feedbackId: string, voterId: string, choice = 'like') {
  return client.rpc('vote_feedback', { feedback_id: feedbackId, voter_id: voterId, vote: choice });
}

async function counts(id: string) {
  const [row] = await sql<{ likes: number; dislikes: number; votes: number }>(
    `select f.likes, f.dislikes,
            (select count(*)::int from public.feedback_votes as v where v.feedback_id = f.id) as votes
     from public.feedback as f where f.id = $1`,
    [id],
  );
  return row;
}

describe('post_feedback', () => {
  it(`refuses post ${limits.feedbackPostsPerAddressBurst + 1} from one address within ${limits.feedbackPostBurstMinutes} minutes, writing nothing`, async () => {
    const client = visitor();
    for (let attempt = 1; attempt <= limits.feedbackPostsPerAddressBurst; attempt += 1) {
      const { error } = await post(client, `Flood ${attempt} ${run}`);
      expect(error, `post ${attempt}`).toBeNull();
    }
    const name = `Flood over ${run}`;
    const refused = await post(client, name);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Too many feedback posts from this network. Please try again later.',
    });
    expect(JSON.parse(refused.error?.hint ?? 'null')).toEqual({
      code: 'limit.feedback_posts',
      params: {},
    });
    expect(await stored(name)).toBe(0);
    // The data layer hands the site the same words.
    await expect(postFeedback(client, { name, rating: 4, comment: 'Again' })).rejects.toMatchObject(
      {
        code: 'PT429',
        message: 'Too many feedback posts from this network. Please try again later.',
      },
    );
    // Another visitor is not held up by this one.
    expect((await post(visitor(), `Neighbour ${run}`)).error).toBeNull();
  });

  it('holds when the flood arrives all at once', async () => {
    const client = visitor();
    const name = `Burst ${run}`;
    const results = await Promise.all(Array.from({ length: 12 }, () => post(client, name)));
    expect(results.filter((result) => result.error === null)).toHaveLength(
      limits.feedbackPostsPerAddressBurst,
    );
    expect(results.filter((result) => result.error?.code === 'PT429')).toHaveLength(
      12 - limits.feedbackPostsPerAddressBurst,
    );
    expect(await stored(name)).toBe(limits.feedbackPostsPerAddressBurst);
  });

  it(`refuses an address past ${limits.feedbackPostsPerAddressDaily} posts a day, however slowly they come`, async () => {
    const client = visitor();
    const name = `Daily ${run}`;
    expect((await post(client, name)).error).toBeNull();
    // The key this client is counted under: its hit was stamped in the same transaction as its post.
    const [hit] = await sql<{ key: string }>(
      `select h.key from private.rate_limit_hits as h
       join public.feedback as f on f.created_at = h.hit_at
       where h.bucket = 'post_feedback_daily' and f.name = $1`,
      [name],
    );
    const key = hit?.key ?? '';
    expect(key).toMatch(/^ip:/);
    // The rest of the day's posts came earlier, outside the burst window.
    await sql(
      `insert into private.rate_limit_hits (bucket, key, hit_at)
       select 'post_feedback_daily', $1, now() - interval '3 hours' from generate_series(1, $2::int)`,
      [key, limits.feedbackPostsPerAddressDaily - 1],
    );
    const refused = await post(client, `${name} again`);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Too many feedback posts from this network. Please try again later.',
    });
    expect(await stored(`${name} again`)).toBe(0);
  });

  it('cannot be skipped: visitors may not insert feedback rows themselves', async () => {
    const name = `Direct ${run}`;
    const { error } = await visitor()
      .from('feedback')
      .insert({ name, rating: 5, comment: 'Straight in' });
    expect(error?.code).toBe('42501');
    expect(await stored(name)).toBe(0);
  });
});

describe('vote_feedback', () => {
  it('gives fresh voter ids from one address only a few votes on one entry', async () => {
    const id = await newFeedback();
    const client = visitor();
    const results = [];
    for (let voter = 0; voter < 50; voter += 1) {
      results.push(await vote(client, id, randomUUID()));
    }
    const allowed = limits.feedbackVotesPerAddressOnOneEntry;
    expect(results.filter((result) => result.error === null)).toHaveLength(allowed);
    expect(results.at(-1)?.error).toMatchObject({
      code: 'PT429',
      message: voteLimitMessage,
    });
    expect(await counts(id)).toEqual({ likes: allowed, dislikes: 0, votes: allowed });
  });

  it(`refuses vote ${limits.feedbackVotesPerAddress + 1} from one address across entries`, async () => {
    const perEntry = limits.feedbackVotesPerAddressOnOneEntry;
    const entries = await Promise.all(
      Array.from({ length: Math.ceil((limits.feedbackVotesPerAddress + 1) / perEntry) }, () =>
        newFeedback(),
      ),
    );
    const client = visitor();
    for (let index = 0; index < limits.feedbackVotesPerAddress; index += 1) {
      const entry = entries[Math.floor(index / perEntry)] ?? '';
      expect((await vote(client, entry, randomUUID())).error, `vote ${index + 1}`).toBeNull();
    }
    const last = entries.at(-1) ?? '';
    const before = await counts(last);
    const refused = await vote(client, last, randomUUID());
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', message: voteLimitMessage });
    expect(JSON.parse(refused.error?.hint ?? 'null')).toEqual({
      code: 'limit.feedback_votes',
      params: {},
    });
    expect(await counts(last)).toEqual(before);
  });

  it(`refuses vote ${limits.feedbackVotesPerVoter + 1} of one voter id, from any address`, async () => {
    const id = await newFeedback();
    const voter = randomUUID();
    for (let index = 0; index < limits.feedbackVotesPerVoter; index += 1) {
      const choice = index % 2 ? 'dislike' : 'like';
      expect((await vote(visitor(), id, voter, choice)).error, `vote ${index + 1}`).toBeNull();
    }
    const before = await counts(id);
    const refused = await vote(visitor(), id, voter, 'none');
    expect(refused.error).toMatchObject({ code: 'PT429', message: voteLimitMessage });
    expect(await counts(id)).toEqual(before);
    expect(before).toEqual({ likes: 0, dislikes: 1, votes: 1 });
  });
});
