// @vitest-environment node
import { launchBrowser } from '@venue/test-kit/browser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogLayoutProblems } from './dialog-geometry.ts';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
  // The first page of a fresh browser is slow while the whole suite runs in parallel; open it here.
  await (await browser.newPage()).close();
}, 60_000);

afterAll(async () => {
  await close?.();
});

const base = `
  <style>
    body { margin: 0; font: 16px/1.4 sans-serif; }
    [role="dialog"] { position: fixed; inset-inline: 10px; top: 20px; box-sizing: border-box; border: 1px solid; }
    .padded { padding: 16px; }
    .row { display: flex; justify-content: flex-end; gap: 8px; }
    .column { display: flex; flex-direction: column; gap: 8px; }
    button { font: inherit; }
  </style>`;

async function problemsOf(html: string, width = 390): Promise<string[]> {
  const page: Page = await browser.newPage({ viewport: { width, height: 600 } });
  await page.setContent(`${base}${html}`);
  const problems = await dialogLayoutProblems(page.getByRole('dialog'));
  await page.close();
  return problems;
}

describe('the dialog layout check', { timeout: 30_000 }, () => {
  it('passes a padded dialog whose buttons share one row', async () => {
    const problems = await problemsOf(`
      <div role="dialog" aria-labelledby="t" class="padded">
        <h2 id="t">Time Slot at Capacity</h2>
        <p>This time slot already has 6 approved bookings.</p>
        <div class="row"><button>Back</button><button>Continue</button></div>
      </div>`);
    expect(problems).toEqual([]);
  });

  it('passes buttons stacked in one column of equal width', async () => {
    const problems = await problemsOf(`
      <div role="dialog" aria-label="Ask" class="padded">
        <p>Sure?</p>
        <div class="column"><button>Choose Different Time</button><button>Continue</button></div>
      </div>`);
    expect(problems).toEqual([]);
  });

  it('names every child that touches the edge of an unpadded dialog', async () => {
    const problems = await problemsOf(`
      <div role="dialog" aria-labelledby="t">
        <h2 id="t" style="margin: 0">Title</h2>
        <p style="margin: 0">Text</p>
      </div>`);
    expect(problems).toEqual([
      '<h2> "Title" is closer than 12 px to the edge (start 0 px, end 0 px, top 0 px)',
      '<p> "Text" is closer than 12 px to the edge (start 0 px, end 0 px, bottom 0 px)',
    ]);
  });

  it('finds a clipped title', async () => {
    const problems = await problemsOf(`
      <div role="dialog" aria-labelledby="t" class="padded">
        <h2 id="t" style="white-space: nowrap; overflow: hidden">Time Slot at Capacity, a title far too long for a phone</h2>
      </div>`);
    expect(problems).toContainEqual(
      expect.stringMatching(/^the title <h2> "Time Slot .*" is clipped/),
    );
  });

  it('finds overlapping buttons and actions wrapped into ragged rows', async () => {
    const problems = await problemsOf(`
      <div role="dialog" aria-label="Ask" class="padded">
        <div style="position: relative; height: 60px">
          <button style="position: absolute; inset-inline-start: 0">One</button>
          <button style="position: absolute; inset-inline-start: 10px">Two</button>
        </div>
        <div class="row" style="flex-wrap: wrap; width: 200px">
          <button>Choose Different Time</button><button>Continue Booking</button>
        </div>
      </div>`);
    expect(problems).toEqual([
      'the buttons <button> "One" and <button> "Two" overlap',
      'the actions <button> "Choose Different Time", <button> "Continue Booking" are neither on one row nor stacked evenly',
    ]);
  });

  it('finds a dialog wider than the viewport', async () => {
    const problems = await problemsOf(
      `<div role="dialog" aria-label="Wide" class="padded" style="width: 500px"><p>Text</p></div>`,
      320,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^the dialog box .* leaves the 320x600 viewport$/),
    );
  });
});
