// Picks a day in the public booking form's calendar, as a visitor would, once the calendar is live.
import { formatLongDate } from '@venue/domain/format';
import type { LocaleCode } from '@venue/domain/locales';
import type { Page } from 'playwright-core';

export type PickDayOptions = {
  /** The next-month button's label in the page's language. */
  nextMonth?: string;
  /** The page's language, which names the day buttons. */
  locale?: LocaleCode;
  /** How many months on the day may lie. */
  months?: number;
  /** Off: return once the day is clicked, before its availability has arrived. */
  untilAvailable?: boolean;
};

/**
 * Clicks `date` (YYYY-MM-DD), moving on month by month. The calendar replaces its placeholder
 * only once the page is live, so the day is looked for after the month buttons are there: a
 * check made earlier finds no day and moves past the right month. Unless told otherwise, it then
 * waits for the day's availability (the slots' warnings belong to that choice).
 */
export async function pickBookingDay(
  page: Page,
  date: string,
  {
    nextMonth = 'Next month',
    locale = 'en',
    months = 8,
    untilAvailable = true,
  }: PickDayOptions = {},
): Promise<void> {
  const day = page.getByRole('button', { name: formatLongDate(date, locale), exact: true });
  const next = page.getByRole('button', { name: nextMonth });
  await next.waitFor();
  for (let step = 0; step < months && !(await day.isVisible()); step += 1) await next.click();
  await day.click();
  if (untilAvailable) await page.locator('fieldset[aria-busy="false"]').waitFor();
}
