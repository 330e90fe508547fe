import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import type {} from './e2e-global-setup.ts';

/** Where browser tests keep pictures of dialogs: `DIALOG_SHOTS_DIR`, else `<temp>/dialog-shots`. */
export const dialogShotsDir = process.env.DIALOG_SHOTS_DIR || join(tmpdir(), 'dialog-shots');

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
   * The instant the page's clock starts at (Playwright's `page.clock`; it runs on from there),
   * for a test about "now" in the browser. Else the page shares the run's clock (decision 012).
   */
  clock?: Date;
};

/**
 * One Chromium per test file; each test opens its own page (a fresh context, so no storage or
 * session leaks between tests) on the app the run serves. Call at the top of a test file.
 */
export function browserForFile() {
  const appUrl = inject('appUrl');
  let browser: Browser | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => {
    await close?.();
  });
  /** A new page in a new context on the app, not yet opened at any address. */
  async function newPage(options: PageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('The browser has not started yet.');
    const context = await browser.newContext({
      baseURL: appUrl,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      locale: options.locale ?? 'en-US',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
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
