export { browserForFile, untilLive } from '@venue/test-kit/e2e-browser';

import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { venueToday } from '@venue/domain/clock';
import type { LocaleCode } from '@venue/domain/locales';
import { venueTimeZone } from '@venue/domain/venue';
import { pickBookingDay } from '@venue/test-kit/booking-calendar';
import { e2eWorld } from '@venue/test-kit/e2e-world';
import type { TestStack } from '@venue/test-kit/test-stack';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** This file's stack and served build (its worker's own; see e2eWorld). */
export const { stack, appUrl }: { stack: TestStack; appUrl: string } = e2eWorld();

/**
 * Day `day` of the month after the venue's current month. The days each file books, so files
 * running side by side never share a slot: schedule 3-5, vr-booking 10-11, arabic-booking 14
 * and 16, booking 15 and 16, whatsapp-coming 18, manage-booking 20-21 and 24-27.
 */
export function dayOfNextMonth(day: number): string {
  const [year, month] = venueToday(new Date(), venueTimeZone).split('-').map(Number) as [
    number,
    number,
  ];
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

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
  await pickBookingDay(page, date, { nextMonth, locale, months: 3 });
}

export async function fillContact(
  page: Page,
  contact: { name: string; email: string; phone: string },
) {
  await page.getByLabel('Full Name').fill(contact.name);
  await page.getByLabel('Email').fill(contact.email);
  await page.getByLabel('WhatsApp Number').fill(contact.phone);
}

/** The booking page's words for its full-slot journey, in one language. */
export type FullSlotWords = {
  locale: LocaleCode;
  nextMonth: string;
  bookRegular: string;
  capacityTitle: string;
  chooseDifferentTime: string;
  receivedTitle: string;
  /** Prefix of the screenshots' names. */
  shots: string;
};

/**
 * On a page whose contact fields are filled: asks for 19:30 on `fullDay` (six lanes sold), checks
 * "Time Slot at Capacity" at every width, chooses a different time (18:00), and checks the
 * confirmation the same way. Returns the screenshots' paths.
 */
export async function checkFullSlotDialogs(
  page: Page,
  fullDay: string,
  words: FullSlotWords,
  shotsDir: string,
): Promise<string[]> {
  await pickDate(page, fullDay, words.nextMonth, words.locale);
  await page.getByRole('button', { name: '19:30', exact: true }).click();
  const submit = page.getByRole('button', { name: words.bookRegular });
  await submit.click();

  const capacity = page.getByRole('dialog', { name: words.capacityTitle });
  await capacity.waitFor();
  const capacityLayout = await checkDialogAtWidths(page, capacity, {
    name: `${words.shots}time-slot-at-capacity`,
    shotsDir,
  });
  expect(capacityLayout.problems).toEqual({});
  await capacity.getByRole('button', { name: words.chooseDifferentTime }).click();
  await capacity.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: '18:00', exact: true }).click();
  await submit.click();
  const received = page.getByRole('dialog', { name: words.receivedTitle });
  await received.waitFor();
  const receivedLayout = await checkDialogAtWidths(page, received, {
    name: `${words.shots}booking-request-received`,
    shotsDir,
  });
  expect(receivedLayout.problems).toEqual({});
  return [...capacityLayout.shots, ...receivedLayout.shots];
}

/** Waits until the menu carousel has finished sliding (Swiper's own `animating` flag). */
export function untilCarouselStill(page: Page) {
  return page.waitForFunction(
    () =>
      (document.querySelector('.swiper') as (Element & { swiper?: { animating: boolean } }) | null)
        ?.swiper?.animating === false,
  );
}
