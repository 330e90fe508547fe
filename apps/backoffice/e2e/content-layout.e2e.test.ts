import { screenshotsDir } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, seedStaff } from './support.ts';

// Nothing in the content tabs is clipped: each item's buttons sit inside its card, on a phone and
// on a laptop, and the edit mode lays out inside its box.

const browser = browserForFile();
const widths = [390, 1440] as const;
const shots = screenshotsDir;

const tabs = [
  { value: 'menu', heading: 'Manage Menu', list: 'Menu items' },
  { value: 'offers', heading: 'Manage Offers', list: 'Offers' },
  { value: 'faqs', heading: 'Manage FAQs', list: 'FAQs' },
  { value: 'birthday-packages', heading: 'Manage Birthday Packages', list: 'Birthday packages' },
] as const;

type Box = { x: number; y: number; width: number; height: number };

function inside(inner: Box | null, outer: Box | null): boolean {
  if (!inner || !outer) return false;
  const slack = 0.5;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

/**
 * Every button of every row of the list sits inside its row's card. The boxes are read in the page
 * in one pass (one round trip for the whole list, not two per button).
 */
async function expectButtonsInsideCards(list: Locator) {
  // The rows themselves, not the lists inside them (a package's items).
  const rows = await list.evaluate((element) =>
    [...element.querySelectorAll(':scope > li')].map((row) => {
      const box = (node: Element) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        return { x, y, width, height };
      };
      const buttons = [...row.querySelectorAll('button, [role="button"]')].filter(
        (button) => !button.closest('[aria-hidden="true"]'),
      );
      return {
        card: box(row),
        buttons: buttons.map((button) => ({
          name: button.getAttribute('aria-label'),
          box: box(button),
        })),
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const { card, buttons } of rows) {
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const { name, box } of buttons) {
      const shown = box.width > 0 && box.height > 0;
      expect({ name, inside: shown && inside(box, card) }).toEqual({ name, inside: true });
    }
  }
}

async function openTab(width: number, value: string, heading: string): Promise<Page> {
  const page = await openSignedIn(browser, seedStaff.jana, `/admin/jana?tab=${value}`);
  await page.setViewportSize({ width, height: 900 });
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  return page;
}

beforeAll(async () => {
  // A question with a long unbroken word: the card must wrap it, not push its buttons out.
  const page = await openSignedIn(browser, seedStaff.jana, '/admin/jana?tab=faqs');
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill(`Is ${'Supercalifragilistic'.repeat(4)} allowed?`);
  await page.getByRole('textbox', { name: 'Answer' }).fill('Only on lanes one to six.');
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  await page.getByText('FAQ added successfully!').waitFor();
  await page.context().close();
});

afterAll(async () => {
  const page = await openSignedIn(browser, seedStaff.jana, '/admin/jana?tab=faqs');
  const list = page.getByRole('list', { name: 'FAQs' });
  await list.waitFor();
  await page.getByRole('button', { name: /^Delete FAQ: Is Supercalifragilistic/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('FAQ deleted successfully!').waitFor();
  await page.context().close();
});

describe('the content tabs at 390 and 1440 px', () => {
  for (const width of widths) {
    for (const tab of tabs) {
      it(`${tab.heading} at ${width} px: every item's buttons sit inside its card`, async () => {
        const page = await openTab(width, tab.value, tab.heading);
        const list = page.getByRole('list', { name: tab.list });
        await list.getByRole('listitem').first().waitFor();
        await expectButtonsInsideCards(list);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.context().close();
      });
    }
  }
});

describe('edit mode at 390 and 1440 px', () => {
  const editing = [
    { ...tabs[0], edit: 'Edit Espresso', form: 'Edit menu item: Espresso' },
    {
      ...tabs[1],
      edit: 'Edit offer spend 250 ILS get 30 points',
      form: 'Edit offer spend 250 ILS get 30 points',
    },
    {
      ...tabs[2],
      edit: 'Edit FAQ: How long is one bowling session?',
      form: 'Edit FAQ: How long is one bowling session?',
    },
    { ...tabs[3], edit: 'Edit Spark', form: 'Edit package: Spark' },
  ] as const;
  for (const width of widths) {
    for (const tab of editing) {
      it(`${tab.heading} at ${width} px: Edit loads the item into a form with Save and Cancel in view`, async () => {
        const page = await openTab(width, tab.value, tab.heading);
        await page.getByRole('button', { name: tab.edit }).click();
        const form = page.getByRole('form', { name: tab.form });
        await form.getByRole('button', { name: 'Save' }).waitFor();
        const formBox = await form.boundingBox();
        for (const name of ['Save', 'Cancel']) {
          expect(inside(await form.getByRole('button', { name }).boundingBox(), formBox)).toBe(
            true,
          );
        }
        expect((formBox?.x ?? -1) >= 0 && (formBox?.width ?? 0) <= width).toBe(true);
        if (shots) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: `${shots}/${tab.value}-edit-${width}.png`,
            fullPage: true,
          });
        }
        await form.getByRole('button', { name: 'Cancel' }).click();
        await page.context().close();
      });
    }
  }
});
