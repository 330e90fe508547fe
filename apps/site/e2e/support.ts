import { launchBrowser } from '@venue/local-stack/testing/browser';
import type {} from '@venue/local-stack/testing/e2e-global-setup';
import type { TestStack } from '@venue/local-stack/testing/test-stack';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const stack: TestStack = inject('stack');
export const appUrl: string = inject('appUrl');

/**
 * One Chromium per test file; each test opens its own page (a fresh context, so no storage or
 * session leaks between tests). Call at the top of a test file.
 */
export function browserForFile() {
  let browser: Browser | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => {
    await close?.();
  });
  return {
    /** A new page in a new context, opened at `path` of the built app. */
    async open(
      path = '/',
      options: { viewport?: { width: number; height: number } } = {},
    ): Promise<Page> {
      if (!browser) throw new Error('The browser has not started yet.');
      const context = await browser.newContext({
        baseURL: appUrl,
        viewport: options.viewport ?? { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  };
}
