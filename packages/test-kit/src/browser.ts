// Launches Debian's Chromium through playwright-core for tests and scripts.
import { existsSync } from 'node:fs';
import { type Browser, type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';

/** Debian's headless-only build of Chromium (`chromium-headless-shell`, installed by .ci/run). */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser tests and scripts drive: `CHROMIUM_PATH`, else Debian's headless shell (the same
 * Blink without the desktop browser around it, as Playwright uses for headless runs; it takes
 * half the processor time of the full browser), else Debian's full Chromium. Playwright never
 * downloads a browser here.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/** Headless Chromium with the flags a closed network and a root user need (Playwright gives it a new profile). */
const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

/** A browser for this process alone. */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch(launchOptions);
  return {
    browser,
    close: () => browser.close(),
  };
}

/**
 * One browser that every test file of a run connects to (`connectBrowser`), instead of a browser
 * started and stopped per file. Each file still works in contexts of its own.
 */
export async function launchBrowserServer(): Promise<{
  wsEndpoint: string;
  close: () => Promise<void>;
}> {
  const server: BrowserServer = await chromium.launchServer(launchOptions);
  return { wsEndpoint: server.wsEndpoint(), close: () => server.close() };
}

/** Connects to a browser `launchBrowserServer` started; closing it closes this client's contexts. */
export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
