export { browserForFile } from '@venue/local-stack/testing/e2e-browser';

import { formatLongDate } from '@venue/domain/format';
import type { LocaleCode } from '@venue/domain/locales';
import type {} from '@venue/local-stack/testing/e2e-global-setup';
import type { TestStack } from '@venue/local-stack/testing/test-stack';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const stack: TestStack = inject('stack');
export const appUrl: string = inject('appUrl');

/**
 * Picks a day through the calendar, moving forward month by month as a visitor would; `nextMonth`
 * is the label of the next-month button in the page's language, `locale` that language.
 */
export async function pickDate(
  page: Page,
  date: string,
  nextMonth = 'Next month',
  locale: LocaleCode = 'en',
) {
  const dayName = formatLongDate(date, locale);
  const day = page.getByRole('button', { name: dayName, exact: true });
  for (let step = 0; step < 3 && !(await day.isVisible()); step += 1) {
    await page.getByRole('button', { name: nextMonth }).click();
  }
  await day.click();
}

export async function fillContact(
  page: Page,
  contact: { name: string; email: string; phone: string },
) {
  await page.getByLabel('Full Name').fill(contact.name);
  await page.getByLabel('Email').fill(contact.email);
  await page.getByLabel('WhatsApp Number').fill(contact.phone);
}
