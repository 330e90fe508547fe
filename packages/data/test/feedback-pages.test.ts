import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackCursorAfter, listFeedbackPage } from '../src/feedback/list-feedback-page.ts';
import { closeSql, service, sql, stack, visitor } from './support.ts';

// The public list reads a page at a time, newest first: never every row.

const run = randomUUID().slice(0, 8);
const size = 5;
/** Twelve entries newer than anything else in the database, two of them posted in the same instant. */
const stamps = [
  '2199-01-01T00:00:12Z',
  '2199-01-01T00:00:11Z',
  '2199-01-01T00:00:10Z',
  '2199-01-01T00:00:09.5Z',
  '2199-01-01T00:00:09Z',
  '2199-01-01T00:00:08Z',
  '2199-01-01T00:00:08Z',
  '2199-01-01T00:00:07Z',
  '2199-01-01T00:00:06Z',
  '2199-01-01T00:00:05Z',
  '2199-01-01T00:00:04Z',
  '2199-01-01T00:00:03Z',
];
let expected: string[] = [];

beforeAll(async () => {
  const { data, error } = await service()
    .from('feedback')
    .insert(
      stamps.map((created_at, index) => ({
        name: `Page ${index} ${run}`,
        rating: 4,
        comment: 'Paged',
        created_at,
      })),
    )
    .select('id, created_at');
  if (error) throw error;
  // Newest first; the two of one instant by id.
  expected = [...data]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? -1 : 1))
    .map((row) => row.id);
});

afterAll(async () => {
  await sql('delete from public.feedback where name like $1', [`%${run}`]);
  await closeSql();
});

/**
 * Runs `read` while other test files cannot add or remove feedback (they wait for the lock), and
 * hands it the number of entries at that moment.
 */
async function withFeedbackStill<T>(read: (total: number) => Promise<T>): Promise<T> {
  const db = new pg.Client(stack.dbUrl);
  await db.connect();
  try {
    await db.query('begin');
    await db.query('lock table public.feedback in share mode');
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from public.feedback',
    );
    return await read(rows[0]?.count ?? 0);
  } finally {
    await db.query('rollback');
    await db.end();
  }
}

describe('listFeedbackPage', () => {
  it('returns the newest 5, then the next 5 after them, with the count of the rest', async () => {
    const client = visitor();
    const first = await withFeedbackStill(async (all) => {
      const page = await listFeedbackPage(client, { size });
      expect(page.remaining).toBe(all - 5);
      return page;
    });
    expect(first.items.map((item) => item.id)).toEqual(expected.slice(0, 5));

    const second = await withFeedbackStill(async (all) => {
      const page = await listFeedbackPage(client, {
        size,
        after: feedbackCursorAfter(first.items),
      });
      expect(page.remaining).toBe(all - 10);
      return page;
    });
    expect(second.items.map((item) => item.id)).toEqual(expected.slice(5, 10));

    const third = await listFeedbackPage(client, {
      size,
      after: feedbackCursorAfter(second.items),
    });
    expect(third.items.map((item) => item.id).slice(0, 2)).toEqual(expected.slice(10, 12));
    expect(third.items.length).toBeLessThanOrEqual(size);
  });

  it('keeps its place when new feedback arrives between pages', async () => {
    const client = visitor();
    const first = await listFeedbackPage(client, { size });
    expect(
      (await client.rpc('post_feedback', { name: `Late ${run}`, rating: 5, comment: 'Hi' })).error,
    ).toBeNull();
    const second = await listFeedbackPage(client, {
      size,
      after: feedbackCursorAfter(first.items),
    });
    expect(second.items.map((item) => item.id)).toEqual(expected.slice(5, 10));
  });
});
