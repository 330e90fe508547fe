import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, stack } from './support.ts';

const browser = browserForFile();
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client(stack.dbUrl);
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

async function storedFeedback(name: string) {
  const { rows } = await db.query(
    `select f.id, f.rating, f.comment, f.likes, f.dislikes,
            (select array_agg(v.vote::text) from public.feedback_votes as v where v.feedback_id = f.id) as votes
     from public.feedback as f where f.name = $1`,
    [name],
  );
  return rows;
}

describe('feedback on the site', () => {
  it('shows the newest five of the seed and the rest behind "Show More (2 more)"', async () => {
    const page = await browser.open('/feedback');
    const list = page.getByRole('region', { name: 'What Others Say' });
    await list.getByRole('article').first().waitFor();
    expect(await list.getByRole('article').count()).toBe(5);
    expect(await list.getByRole('article').first().getByRole('heading').textContent()).toBe(
      'Lina K.',
    );

    await list.getByRole('button', { name: 'Show More (2 more)' }).click();
    await expect.poll(() => list.getByRole('article').count()).toBe(7);
    await list.getByRole('button', { name: 'Show Less' }).click();
    await expect.poll(() => list.getByRole('article').count()).toBe(5);
    await page.context().close();
  });

  it('posts feedback, lists it first, and keeps one vote per browser when liking then disliking', async () => {
    const name = `Rami ${Date.now()}`;
    const page = await browser.open('/feedback');
    await page.getByLabel('Your Name').fill(name);
    await page.getByRole('radio', { name: '4 out of 5 stars' }).check();
    await page.getByLabel('Your Comment').fill('Great lanes, friendly staff.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Thank you for your feedback!').waitFor();

    const list = page.getByRole('region', { name: 'What Others Say' });
    const item = list.getByRole('article', { name });
    await item.waitFor();
    expect(await list.getByRole('article').first().getAttribute('aria-labelledby')).toBe(
      await item.getAttribute('aria-labelledby'),
    );
    expect(await item.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
    const [stored] = await storedFeedback(name);
    expect(stored).toMatchObject({
      rating: 4,
      comment: 'Great lanes, friendly staff.',
      likes: 0,
      dislikes: 0,
      votes: null,
    });

    const like = item.getByRole('button', { name: /^Like/ });
    const dislike = item.getByRole('button', { name: /^Dislike/ });
    await like.click();
    await expect
      .poll(async () => (await storedFeedback(name))[0])
      .toMatchObject({ likes: 1, dislikes: 0, votes: ['like'] });
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toBe('Like 1');

    await dislike.click();
    await expect
      .poll(async () => (await storedFeedback(name))[0])
      .toMatchObject({ likes: 0, dislikes: 1, votes: ['dislike'] });
    expect(await dislike.getAttribute('aria-pressed')).toBe('true');
    expect(await like.getAttribute('aria-pressed')).toBe('false');

    // The choice is remembered by this browser.
    await page.reload();
    await item.waitFor();
    expect(await item.getByRole('button', { name: /^Dislike/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.context().close();
  });

  it('reads the list from the server five at a time on "Show More", never every entry', async () => {
    const run = randomUUID().slice(0, 8);
    // Nine entries newer than all others: the first page and the next are theirs.
    await db.query(
      `insert into public.feedback (name, rating, comment, created_at)
       select 'Regular ' || n || ' ' || $1, 5, 'Back again', timestamptz '2199-01-01' - n * interval '1 minute'
       from generate_series(1, 9) as n`,
      [run],
    );
    try {
      const { rows } = await db.query<{ count: number }>(
        'select count(*)::int as count from public.feedback',
      );
      const total = rows[0]?.count ?? 0;
      const page = await browser.open('/feedback');
      const list = page.getByRole('region', { name: 'What Others Say' });
      // The first load's read is done before reads are counted: only the reloaded page's count.
      await list.getByRole('article').first().waitFor();
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/rest/v1/feedback')) reads.push(request.url());
      });
      await page.reload();
      const names = () => list.getByRole('article').getByRole('heading').allTextContents();
      // The page arrives with the five newest of its build, then shows the server's five.
      await expect.poll(names).toEqual([1, 2, 3, 4, 5].map((n) => `Regular ${n} ${run}`));

      await list.getByRole('button', { name: `Show More (${total - 5} more)` }).click();
      await expect.poll(() => list.getByRole('article').count()).toBe(10);
      expect((await names()).slice(5, 9)).toEqual([6, 7, 8, 9].map((n) => `Regular ${n} ${run}`));
      await list.getByRole('button', { name: `Show More (${total - 10} more)` }).waitFor();

      // Two pages were read, each asking for five entries. A read tried again after a failed
      // request (a loaded machine) asks for the same page: it is not a third page.
      expect(new Set(reads).size).toBe(2);
      for (const url of reads) expect(new URL(url).searchParams.get('limit')).toBe('5');

      while (await list.getByRole('button', { name: /^Show More/ }).count()) {
        const shown = await list.getByRole('article').count();
        await list.getByRole('button', { name: /^Show More/ }).click();
        await expect.poll(() => list.getByRole('article').count()).toBeGreaterThan(shown);
      }
      expect(await list.getByRole('article').count()).toBe(total);
      await list.getByRole('button', { name: 'Show Less' }).click();
      await expect.poll(() => list.getByRole('article').count()).toBe(5);
      expect(new Set(reads).size).toBe(Math.ceil(total / 5));
      await page.context().close();
    } finally {
      await db.query('delete from public.feedback where name like $1', [`%${run}`]);
    }
  });
});
