import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { keepScreenshot, phoneAndDesktop, screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, dayOfNextMonth, fillContact, pickDate, stack } from './support.ts';

const browser = browserForFile();
const shotsDir = screenshotFolder('site-vr');
let db: pg.Client;

/** The days this file books VR on (see `dayOfNextMonth`): one per language. */
const englishDay = dayOfNextMonth(10);
const arabicDay = dayOfNextMonth(11);

beforeAll(async () => {
  db = new pg.Client(stack.dbUrl);
  await db.connect();
  // Every station of the 18:00 session is out of use on both days: the grid shows it full.
  for (const day of [englishDay, arabicDay]) {
    await db.query(
      `insert into public.vr_station_blocks (stations, starts_at, ends_at, reason)
       values ('{1,2,3,4}', private.slot_instant($1::date, '18:00'),
               private.slot_instant($1::date, '18:00') + interval '20 minutes',
               '{"en": "Headsets charging", "ar": "شحن النظارات"}')`,
      [day],
    );
  }
});

afterAll(async () => {
  await db?.query(
    `delete from public.vr_station_blocks
     where starts_at in (private.slot_instant($1::date, '18:00'), private.slot_instant($2::date, '18:00'))`,
    [englishDay, arabicDay],
  );
  await db?.end();
});

async function vrBookingsWithPhone(phone: string) {
  const { rows } = await db.query(
    `select type, people, rounds, to_char(date, 'YYYY-MM-DD') as date, time, duration, status,
            lanes_needed, stations_needed, age_confirmed_at is not null as age_confirmed,
            bundle_price::float as bundle_price
     from public.bookings where phone = $1 order by created_at`,
    [phone],
  );
  return rows;
}

/** The words of the VR journey in one language. */
type Words = {
  locale: 'en' | 'ar';
  path: string;
  heading: string;
  vrType: string;
  players: string;
  moreSessions: string;
  /** What the visitor types as the players' count. */
  typedPlayers: string;
  nextMonth: string;
  book: string;
  ageBox: string;
  ageRefusal: string;
  fullNote: string;
  /** The stations left of the blocked 18:00 session and of a free one. */
  noneLeft: string;
  allLeft: string;
  received: string;
  summary: string;
  infoTitle: string;
  openManage: string;
  pendingHeading: string;
  home: string;
  zones: string;
  vrZone: string;
  contact: { name: string; email: string; phone: string };
  /** The number as the database keeps it. */
  storedPhone: string;
  fill: (page: Page, contact: { name: string; email: string; phone: string }) => Promise<void>;
  date: string;
};

const english: Words = {
  locale: 'en',
  path: '/booking',
  heading: 'Book Now',
  vrType: 'VR Session',
  players: 'Number of Players',
  moreSessions: 'One session more',
  typedPlayers: '3',
  nextMonth: 'Next month',
  book: 'Book VR',
  ageBox: 'I confirm that every player is at least 8 years old',
  ageRefusal: 'Please confirm that every player is 8 or older',
  fullNote: 'Not enough stations for your group',
  noneLeft: '0 of 4 left',
  allLeft: '4 of 4 left',
  received: 'VR Request Received!',
  summary: 'VR · 3 players · 2 sessions (40 min)',
  infoTitle: 'VR Sessions',
  openManage: 'Open my booking page',
  pendingHeading: 'Your booking is waiting for reception',
  home: '/',
  zones: 'Three zones, one epic night',
  vrZone: 'VR Zone',
  contact: { name: 'Lina Virtual', email: 'lina.vr@example.com', phone: '+970 59 100 0710' },
  storedPhone: '+970591000710',
  fill: fillContact,
  date: englishDay,
};

const arabic: Words = {
  locale: 'ar',
  path: '/ar/booking',
  heading: 'احجزوا الآن',
  vrType: 'جلسة واقع افتراضي',
  players: 'عدد اللاعبين',
  moreSessions: 'جلسة إضافية',
  // Typed as a phone set to Arabic types it: Arabic-Indic digits.
  typedPlayers: '٣',
  nextMonth: 'الشهر التالي',
  book: 'احجزوا الواقع الافتراضي',
  ageBox: 'أؤكد أن عمر كل لاعب 8 سنوات على الأقل',
  ageRefusal: 'يُرجى تأكيد أن عمر كل لاعب 8 سنوات أو أكثر',
  fullNote: 'لا تكفي المحطات لمجموعتكم',
  noneLeft: 'متاح 0 من 4',
  allLeft: 'متاح 4 من 4',
  received: 'تم استلام طلب الواقع الافتراضي!',
  summary: 'واقع افتراضي · 3 لاعبين · جلستان (40 دقيقة)',
  infoTitle: 'جلسات الواقع الافتراضي',
  openManage: 'فتح صفحة حجزي',
  pendingHeading: 'حجزكم بانتظار موظفي الاستقبال',
  home: '/ar',
  zones: 'ثلاث مناطق وليلة لا تُنسى',
  vrZone: 'منطقة الواقع الافتراضي',
  contact: { name: 'ليلى افتراضي', email: 'layla.vr@example.com', phone: '٠٥٩١٠٠٠٧١١' },
  storedPhone: '+970591000711',
  fill: async (page, contact) => {
    await page.getByLabel('الاسم الكامل').fill(contact.name);
    await page.getByLabel('البريد الإلكتروني').fill(contact.email);
    await page.getByLabel('رقم واتساب').fill(contact.phone);
  },
  date: arabicDay,
};

const startButton = (page: Page, time: string) =>
  page.getByRole('button', { name: time, exact: true });

describe.each([
  ['English', english],
  ['Arabic', arabic],
])('booking VR in %s', (_language, words) => {
  it('books 3 players for 2 sessions, refusing it until the age box is ticked, with a full session shown unavailable', async () => {
    const page = await browser.open(words.path, { viewport: { width: 1280, height: 900 } });
    await page.getByRole('heading', { level: 1, name: words.heading }).waitFor();
    await page.getByRole('button', { name: words.vrType }).click();
    await words.fill(page, words.contact);
    await page.getByRole('spinbutton', { name: words.players }).fill(words.typedPlayers);
    await page.getByRole('button', { name: words.moreSessions }).click();
    await pickDate(page, words.date, words.nextMonth, words.locale);

    // The blocked 18:00 session has no station left; 17:40 would play it as its second session.
    const full = startButton(page, '18:00');
    await full.waitFor();
    await page.getByText(words.allLeft).first().waitFor();
    expect(await full.isDisabled()).toBe(true);
    const fullNotes = await full.evaluate((button) =>
      (button.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(fullNotes).toContain(words.noneLeft);
    expect(fullNotes).toContain(words.fullNote);
    expect(await startButton(page, '17:40').isDisabled()).toBe(true);
    expect(await startButton(page, '18:20').isDisabled()).toBe(false);
    await startButton(page, '19:00').click();

    // Not sent until every player's age is confirmed.
    await page.getByRole('button', { name: words.book }).click();
    await page.getByText(words.ageRefusal).waitFor();
    expect(await vrBookingsWithPhone(words.storedPhone)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await page.getByRole('checkbox', { name: words.ageBox }).check();
    const form = page.locator('form').first();
    for (const size of phoneAndDesktop) {
      await page.setViewportSize(size);
      await settleAnimations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await keepScreenshot(form, { path: `${shotsDir}/vr-form-${words.locale}-${size.width}.png` });
      await keepScreenshot(page.getByRole('complementary', { name: words.infoTitle }), {
        path: `${shotsDir}/vr-info-${words.locale}-${size.width}.png`,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: words.book }).click();

    const dialog = page.getByRole('dialog', { name: words.received });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(words.summary);
    expect(await dialog.textContent()).toMatch(/210/);
    for (const size of phoneAndDesktop) {
      await page.setViewportSize(size);
      await settleAnimations(page);
      await keepScreenshot(page, {
        path: `${shotsDir}/vr-confirmation-${words.locale}-${size.width}.png`,
      });
    }

    const rows = await vrBookingsWithPhone(words.storedPhone);
    expect(rows).toEqual([
      {
        type: 'vr',
        people: 3,
        rounds: 2,
        date: words.date,
        time: '19:00',
        duration: 40,
        status: 'pending',
        lanes_needed: 0,
        stations_needed: 3,
        age_confirmed: true,
        bundle_price: 35,
      },
    ]);

    // The booking's own page says it in VR words.
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('link', { name: words.openManage }).click();
    await page.getByRole('heading', { level: 1, name: words.pendingHeading }).waitFor();
    await page.getByText(words.summary).waitFor();
    expect(await page.locator('main').textContent()).toMatch(/210/);
    for (const size of phoneAndDesktop) {
      await page.setViewportSize(size);
      await settleAnimations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await keepScreenshot(page, {
        path: `${shotsDir}/vr-manage-${words.locale}-${size.width}.png`,
        fullPage: true,
      });
    }
    await page.context().close();
  });

  it("the home page's VR card opens the booking form on VR", async () => {
    const page = await browser.open(words.home, { viewport: { width: 390, height: 900 } });
    const card = page
      .getByRole('region', { name: words.zones })
      .getByRole('listitem')
      .filter({ hasText: words.vrZone });
    const book = card.getByRole('link', { name: words.book });
    await book.scrollIntoViewIfNeeded();
    for (const size of phoneAndDesktop) {
      await page.setViewportSize(size);
      await settleAnimations(page);
      await keepScreenshot(card, { path: `${shotsDir}/vr-card-${words.locale}-${size.width}.png` });
    }
    await book.click();
    await page.getByRole('heading', { level: 1, name: words.heading }).waitFor();
    await page.getByRole('spinbutton', { name: words.players }).waitFor();
    expect(
      await page.getByRole('button', { name: words.vrType }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.context().close();
  });
});
