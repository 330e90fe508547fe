import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { connectBrowser } from './browser.ts';
import type {} from './e2e-global-setup.ts';
import { e2eWorld } from './e2e-world.ts';

/**
 * Waits until a prerendered page is hydrated (the site drops its container's
 * `data-prerendered-route` then): its buttons answer only from that moment. Pages rendered in the
 * browser alone (the back-office) are live at once.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Runs in the page.
    const { document } = globalThis as unknown as {
      document: { querySelector(s: string): unknown };
    };
    return !document.querySelector('[data-prerendered-route]');
  });
}

export type PageOptions = {
  viewport?: { width: number; height: number };
  /** The browser's language (`navigator.languages`, `Accept-Language`); English by default. */
  locale?: string;
  /** Off: the page is what the HTML alone shows, as for a visitor who turned scripts off. */
  javaScriptEnabled?: boolean;
  /**
   * The visitor's motion setting (`prefers-reduced-motion`): reduced by default, so a page stands
   * still once drawn (an open home page otherwise keeps half a core busy with its rolling floor and
   * blinking caret, and axe never meets a half-faded element). A test about motion asks for
   * 'no-preference' (decision 013).
   */
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * The instant the page's clock starts at (Playwright's `page.clock`; it runs on from there),
   * for a test about "now" in the browser. Else the page shares the run's clock (decision 012).
   */
  clock?: Date;
};

/**
 * The run's browser (started by the global setup) for one test file; each test opens its own page
 * in a fresh context, so no storage or session leaks between tests, and that context is closed when
 * the test ends (a page left open would go on running its animations beside the next tests). Pages
 * opened in a file's `beforeAll` or `afterAll` are the file's to close. Call at the top of a test file.
 */
export function browserForFile() {
  const { appUrl } = e2eWorld();
  let browser: Browser | undefined;
  let inTest = false;
  const testContexts = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    const open = [...testContexts];
    testContexts.clear();
    await Promise.all(open.map((context) => context.close()));
  });
  /** A new page in a new context on the app, not yet opened at any address. */
  async function newPage(options: PageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('The browser has not started yet.');
    const context = await browser.newContext({
      baseURL: appUrl,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      locale: options.locale ?? 'en-US',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      reducedMotion: options.reducedMotion ?? 'reduce',
    });
    if (inTest) testContexts.add(context);
    const page = await context.newPage();
    if (options.clock) await page.clock.install({ time: options.clock });
    return page;
  }
  return {
    newPage,
    /**
     * A new page in a new context, opened at `path` of the built app; once its scripts run,
     * returned when it is live (without JavaScript, as soon as it has loaded).
     */
    async open(path = '/', options: PageOptions = {}): Promise<Page> {
      const page = await newPage(options);
      await page.goto(path);
      if (options.javaScriptEnabled !== false) await untilLive(page);
      return page;
    },
  };
}

/**
 * Clicks `trigger` and returns the file the page downloads, by its suggested name and its text. The
 * file is read through the browser's connection: the run's one browser may not share this folder.
 */
export async function downloadedFile(
  page: Page,
  trigger: () => Promise<unknown>,
): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return { fileName: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}
