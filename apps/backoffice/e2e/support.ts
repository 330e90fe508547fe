import { launchBrowser } from '@venue/local-stack/testing/browser';
import type {} from '@venue/local-stack/testing/e2e-global-setup';
import type { TestStack } from '@venue/local-stack/testing/test-stack';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const stack: TestStack = inject('stack');
export const appUrl: string = inject('appUrl');
/** Every app served for this run, by name (`appUrls.site` is the public site). */
export const appUrls: Record<string, string> = inject('appUrls');

/** The seed's staff accounts (supabase/seed.sql). Tests that change an account use their own. */
export const seedStaff = {
  jana: { email: 'jana@example.com', password: 'jana-demo-123', name: 'Jana Haddad' },
  reception: {
    email: 'reception@example.com',
    password: 'reception-demo-123',
    name: 'Rami Nasser',
  },
} as const;

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

/**
 * Signs in on the /admin form the page is showing (open '/admin', or a guarded page that sent
 * you there) and waits until the app has left the sign-in page.
 */
export async function signInOnPage(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin');
}

/** A fresh page signed in as the account, at `path` if given (else where sign-in leads). */
export async function openSignedIn(
  browser: ReturnType<typeof browserForFile>,
  account: { email: string; password: string },
  path?: string,
): Promise<Page> {
  const page = await browser.open(path ?? '/admin');
  await signInOnPage(page, account);
  return page;
}
