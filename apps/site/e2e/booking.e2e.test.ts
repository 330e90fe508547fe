import { venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { pickBookingDay } from '@venue/test-kit/booking-calendar';
import { keepScreenshot, phoneAndDesktop, screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, fillContact, pickDate, stack } from './support.ts';

const browser = browserForFile();
const shotsDir = screenshotFolder('site-lanes');
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client(stack.dbUrl);
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

/** Day `day` of the month after the venue's current month. */
function dayOfNextMonth(day: number): string {
  const [year, month] = venueToday(new Date(), venueTimeZone).split('-').map(Number) as [
    number,
    number,
  ];
  const next = new Date(Date.UTC(year, month, day));
  return next.toISOString().slice(0, 10);
}

function slotButton(page: Page, time: string) {
  return page.getByRole('button', { name: time, exact: true });
}

async function bookingsWithPhone(phone: string) {
  const { rows } = await db.query(
    `select name, email, phone, people, rounds, to_char(date, 'YYYY-MM-DD') as date, time, type,
            bundle_id, bundle_name, bundle_price::float as bundle_price, duration, status
     from public.bookings where phone = $1 order by created_at`,
    [phone],
  );
  return rows;
}

describe('booking through the site', () => {
  it('books a regular session next month and leaves it pending with the chosen details', async () => {
    const page = await browser.open('/booking');
    await page.getByRole('heading', { name: 'Book Now' }).waitFor();
    const date = dayOfNextMonth(15);

    await fillContact(page, {
      name: 'Lina Regular',
      email: 'lina.regular@example.com',
      phone: '+970 59 100 0001',
    });
    await page.getByRole('spinbutton', { name: 'Number of People' }).fill('3');
    await page
      .getByRole('group', { name: 'Number of Rounds' })
      .getByRole('button', { name: '2', exact: true })
      .click();
    await pickDate(page, date);
    const submit = page.getByRole('button', { name: 'Book Regular' });
    expect(await submit.isDisabled()).toBe(true);
    await slotButton(page, '18:00').click();
    await submit.click();

    const dialog = page.getByRole('dialog', { name: 'Booking Request Received!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Lina Regular');

    expect(await bookingsWithPhone('+970591000001')).toEqual([
      {
        name: 'Lina Regular',
        email: 'lina.regular@example.com',
        phone: '+970591000001',
        people: 3,
        rounds: 2,
        date,
        time: '18:00',
        type: 'regular',
        bundle_id: null,
        bundle_name: null,
        bundle_price: null,
        duration: 45,
        status: 'pending',
      },
    ]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await submit.isDisabled()).toBe(true);
    await page.context().close();
  });

  it("keeps the slots still while a day's availability arrives (no layout shift under a click)", async () => {
    const page = await browser.open('/booking');
    await page.getByRole('heading', { name: 'Book Now' }).waitFor();
    // Hold the day's availability until the grid has been measured while it waits for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/rest/v1/rpc/venue_day*', async (route) => {
      await held;
      await route.continue();
    });
    const date = dayOfNextMonth(16);
    await pickBookingDay(page, date, { untilAvailable: false });
    await page.locator('fieldset[aria-busy="true"]').waitFor();
    await page.getByRole('status').filter({ hasText: 'Checking availability...' }).waitFor();
    const whileLoading = await slotButton(page, '18:00').boundingBox();
    release();
    await page.locator('fieldset[aria-busy="false"]').waitFor();
    const loaded = await slotButton(page, '18:00').boundingBox();
    expect(whileLoading).not.toBeNull();
    expect(loaded).toEqual(whileLoading);
  });

  it('books a birthday package: the server copies the package name, price and duration', async () => {
    const page = await browser.open('/booking');
    await page.getByRole('button', { name: 'Birthday Package' }).click();
    await fillContact(page, {
      name: 'Huda Birthday',
      email: 'huda.birthday@example.com',
      phone: '+970591000002',
    });
    await page.getByRole('button', { name: 'Choose Blaze' }).click();
    // A party of 15: the box starts at the package's minimum (11), and 15 is typed.
    const guests = page.getByRole('spinbutton', { name: 'Number of Guests' });
    expect(await guests.inputValue()).toBe('11');
    await guests.fill('15');
    const date = dayOfNextMonth(16);
    await pickDate(page, date);

    // A 90-minute package spans two slots, and the last start cannot hold it.
    expect(await slotButton(page, '22:30').isDisabled()).toBe(true);
    await slotButton(page, '19:30').hover();
    await page.getByRole('tooltip', { name: 'Spans 2 slots: 19:30, 20:15' }).waitFor();
    await slotButton(page, '19:30').click();
    await page.getByRole('button', { name: 'Book Birthday Package' }).click();

    const dialog = page.getByRole('dialog', { name: 'Birthday Request Received!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Blaze');

    const { rows: packages } = await db.query(
      `select id from public.birthday_packages where title ->> 'en' = 'Blaze'`,
    );
    expect(await bookingsWithPhone('+970591000002')).toEqual([
      {
        name: 'Huda Birthday',
        email: 'huda.birthday@example.com',
        phone: '+970591000002',
        people: 15,
        rounds: 1,
        date,
        time: '19:30',
        type: 'birthday',
        bundle_id: packages[0]?.id,
        bundle_name: 'Blaze',
        bundle_price: 70,
        duration: 90,
        status: 'pending',
      },
    ]);
    await page.context().close();
  });

  it('warns about a full slot: "Choose Different Time" sends nothing, "Continue Booking" sends it', async () => {
    const page = await browser.open('/booking');
    // The seed fills one slot three days after the day it ran; read it back rather than count
    // from today, which may have turned over at the venue's midnight since.
    const full = await db.query<{ date: string }>(
      "select to_char(date, 'YYYY-MM-DD') as date from public.slot_loads where time = '19:30' and approved = 6 order by date limit 1",
    );
    const fullDay = full.rows[0]?.date ?? '';
    expect(fullDay).not.toBe('');
    const phone = '+970591000003';
    await fillContact(page, { name: 'Omar Capacity', email: 'omar@example.com', phone });
    await pickDate(page, fullDay);
    await page.getByText('At Capacity').waitFor();
    expect(await page.getByText('At Capacity').count()).toBe(1);
    await slotButton(page, '19:30').click();

    const submit = page.getByRole('button', { name: 'Book Regular' });
    await submit.click();
    const warning = page
      .getByRole('alertdialog', { name: 'Time Slot at Capacity' })
      .or(page.getByRole('dialog', { name: 'Time Slot at Capacity' }));
    await warning.waitFor();
    expect(await warning.textContent()).toContain('6 approved bookings');
    await warning.getByRole('button', { name: 'Choose Different Time' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog', { name: 'Booking Request Received!' }).count()).toBe(0);
    expect(await bookingsWithPhone(phone)).toEqual([]);

    await submit.click();
    await warning.getByRole('button', { name: 'Continue Booking' }).click();
    await page.getByRole('dialog', { name: 'Booking Request Received!' }).waitFor();
    expect(await bookingsWithPhone(phone)).toMatchObject([
      { date: fullDay, time: '19:30', status: 'pending', type: 'regular' },
    ]);
    await page.context().close();
  });
});

describe('the lanes a group takes, beside its count', () => {
  it.each([
    [
      'English',
      { locale: 'en', path: '/booking', people: 'Number of People', twoLanes: '2 lanes' },
    ],
    ['Arabic', { locale: 'ar', path: '/ar/booking', people: 'عدد الأشخاص', twoLanes: 'مساران' }],
  ])(
    'in %s, 12 people read "2 lanes" beside the box, inside a 390 px screen',
    async (_language, { locale, path, people, twoLanes }) => {
      const page = await browser.open(path, { viewport: { width: 390, height: 900 } });
      const count = page.getByRole('spinbutton', { name: people });
      await count.fill('12');
      const note = page.getByText(twoLanes, { exact: true });
      await note.waitFor();
      // Read with the box: its description names the note.
      const noteId = await note.getAttribute('id');
      expect(await count.getAttribute('aria-describedby')).toContain(noteId);
      // Beside the + button, on the reading side: to its right in English, its left in Arabic.
      const more = page.getByRole('button', {
        name: locale === 'en' ? 'One person more' : 'شخص إضافي',
      });
      const [noteBox, moreBox] = [await note.boundingBox(), await more.boundingBox()];
      expect(noteBox).not.toBeNull();
      expect(moreBox).not.toBeNull();
      if (noteBox && moreBox) {
        if (locale === 'en') expect(noteBox.x).toBeGreaterThanOrEqual(moreBox.x + moreBox.width);
        else expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(moreBox.x);
        expect(noteBox.x).toBeGreaterThanOrEqual(0);
        expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(390);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const form = page.locator('form').first();
      for (const size of phoneAndDesktop) {
        await page.setViewportSize(size);
        await settleAnimations(page);
        await keepScreenshot(form, { path: `${shotsDir}/lanes-${locale}-${size.width}.png` });
      }
      await page.context().close();
    },
  );
});
