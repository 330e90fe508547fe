import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, stack, untilLive } from './support.ts';

const browser = browserForFile();

/**
 * Words only supabase-js's own code carries, minified or not: auth-js's client, realtime's channel
 * join, and the client header supabase-js names itself in. A script holding any is supabase-js.
 */
const supabaseJsMarks = ['GoTrueClient', 'phx_join', 'supabase-js/'] as const;

type Recorded = {
  /** Every script the page downloaded, with its text. */
  scripts: Promise<{ url: string; text: string | null }>[];
  /** Every request to the REST API. */
  restRequests: Request[];
};

/** Records what a new page fetches from now on. */
function record(page: Page): Recorded {
  const recorded: Recorded = { scripts: [], restRequests: [] };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A script fetched again answers 304 without a body: its text came with its first answer.
    if (response.status() !== 200) return;
    // Read at once (the body goes with its page); a read that fails is an answer the checks
    // refuse, and one that fails after the test (its page closed) is no one's concern.
    recorded.scripts.push(
      response.text().then(
        (text) => ({ url: response.url(), text }),
        () => ({ url: response.url(), text: null }),
      ),
    );
  });
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) recorded.restRequests.push(request);
  });
  return recorded;
}

async function supabaseJsScripts(recorded: Recorded): Promise<string[]> {
  const scripts = await Promise.all(recorded.scripts);
  const unread = scripts.filter(({ text }) => text === null).map(({ url }) => url);
  if (unread.length > 0) throw new Error(`Scripts whose text could not be read: ${unread}`);
  return scripts
    .filter(({ text }) => supabaseJsMarks.some((mark) => text?.includes(mark)))
    .map(({ url }) => url);
}

/**
 * Opens `path` as a first visit and waits until the page has fetched all it will: hydrated, its
 * public reads answered, and the network quiet.
 */
async function firstVisit(path: string) {
  const page = await browser.newPage();
  const recorded = record(page);
  const read = page.waitForResponse((response) => response.url().includes('/rest/v1/'));
  await page.goto(path);
  await untilLive(page);
  expect((await read).ok()).toBe(true);
  await page.waitForLoadState('networkidle');
  return { page, recorded };
}

describe("a visitor's first visit downloads no supabase-js", () => {
  for (const path of ['/', '/menu']) {
    it(`${path} reads its content with the small client and never fetches supabase-js`, async () => {
      const { recorded } = await firstVisit(path);

      expect(await supabaseJsScripts(recorded)).toEqual([]);
      expect((await Promise.all(recorded.scripts)).length).toBeGreaterThan(0);
      // Each read sends the publishable key as supabase-js would for a visitor, and no more.
      expect(recorded.restRequests.length).toBeGreaterThan(0);
      for (const request of recorded.restRequests) {
        const headers = await request.allHeaders();
        expect(headers.apikey).toBe(stack.publicKey);
        expect(headers.authorization).toBe(`Bearer ${stack.publicKey}`);
      }
    });
  }

  it('signing out is what downloads supabase-js, and the marks find it', async () => {
    const { page, recorded } = await firstVisit('/faq');
    // A stored staff session (as the back-office leaves it) shows Logout; its value is not read
    // until the client has arrived.
    const cookieName = `sb-${new URL(stack.apiUrl).hostname.split('.')[0]}-auth-token`;
    await page.context().addCookies([{ name: cookieName, value: 'base64-e30', url: page.url() }]);
    await page.reload();
    await untilLive(page);
    expect(await supabaseJsScripts(recorded)).toEqual([]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect
      .poll(() => supabaseJsScripts(recorded).then((urls) => urls.length))
      .toBeGreaterThan(0);
  });
});
