// The browser tests' accessibility check finds what it must: serious violations on the page as it
// is when asked, again and again on one document, and none on a page that has none.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';

let browser: { browser: Browser; close: () => Promise<void> };
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.browser.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const accessible = `<!doctype html><html lang="en"><head><title>Lanes</title></head>
  <body><main><h1>Lanes</h1><p>Four lanes tonight.</p>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Lane 1"></main></body></html>`;

describe('seriousAxeViolations', () => {
  it('finds none on an accessible page, then each serious one added to that same document', async () => {
    await page.setContent(accessible);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Pale grey on white, and an image with no text: on the same document, axe already loaded.
    await page.evaluate(() => {
      const view = globalThis as unknown as {
        document: {
          querySelector(selector: string): { append(node: unknown): void } | null;
          createElement(
            tag: string,
          ): Record<string, unknown> & { setAttribute(n: string, v: string): void };
        };
      };
      const main = view.document.querySelector('main');
      const faint = view.document.createElement('p');
      faint.setAttribute('id', 'faint');
      faint.setAttribute('style', 'color:#ccc;background:#fff');
      faint.textContent = 'Closed on Mondays';
      const picture = view.document.createElement('img');
      picture.setAttribute('id', 'unnamed');
      picture.setAttribute('src', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
      main?.append(faint);
      main?.append(picture);
    });
    const violations = await seriousAxeViolations(page);
    expect(violations.map((violation) => violation.id).sort()).toEqual([
      'color-contrast',
      'image-alt',
    ]);
    expect(violations.flatMap((violation) => violation.targets).sort()).toEqual([
      '#faint',
      '#unnamed',
    ]);
  }, 60_000);

  it('reports every element a violation is found on, not only the first', async () => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>Lanes</title></head>
      <body><main><h1>Lanes</h1>
      <p id="one" style="color:#ddd">Lane 1</p><p id="two" style="color:#ddd">Lane 2</p>
      </main></body></html>`);
    const violations = await seriousAxeViolations(page);
    expect(violations).toEqual([
      expect.objectContaining({
        id: 'color-contrast',
        impact: 'serious',
        targets: ['#one', '#two'],
      }),
    ]);
  }, 60_000);
});
