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
    expect(await list.getByRole('article').count()).toBe(7);
    await list.getByRole('button', { name: 'Show Less' }).click();
    expect(await list.getByRole('article').count()).toBe(5);
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
});
