import { venueToday } from '@venue/domain/clock';
import { bookingRequestLimits } from '@venue/domain/limits';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, checkFullSlotDialogs, pickDate, stack } from './support.ts';

const browser = browserForFile();
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client(stack.dbUrl);
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

const shotsDir = screenshotFolder('site-arabic');

/** Day `day` of the month after the venue's current month. */
function dayOfNextMonth(day: number): string {
  const [year, month] = venueToday(new Date(), venueTimeZone).split('-').map(Number) as [
    number,
    number,
  ];
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

const nextMonth = 'الشهر التالي';
const bookRegular = 'احجزوا جلسة عادية';

async function fillArabicContact(
  page: Page,
  contact: { name: string; email: string; phone: string },
) {
  await page.getByLabel('الاسم الكامل').fill(contact.name);
  await page.getByLabel('البريد الإلكتروني').fill(contact.email);
  await page.getByLabel('رقم واتساب').fill(contact.phone);
}

async function openArabicBooking(width = 1280) {
  const page = await browser.open('/ar/booking', { viewport: { width, height: 900 } });
  await page.getByRole('heading', { level: 1, name: 'احجزوا الآن' }).waitFor();
  return page;
}

describe('booking in Arabic', () => {
  it('books a regular session from /ar/booking to the Arabic confirmation', async () => {
    const page = await openArabicBooking();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const date = dayOfNextMonth(14);
    await fillArabicContact(page, {
      name: 'ليلى منصور',
      email: 'layla.arabic@example.com',
      // Typed as a phone set to Arabic types it: Arabic-Indic digits.
      phone: '٠٥٩١٠٠٠٢٠١',
    });
    // Typed as a phone set to Arabic types it, then one more with +.
    await page.getByRole('spinbutton', { name: 'عدد الأشخاص' }).fill('٢');
    await page.getByRole('button', { name: 'شخص إضافي' }).click();
    await page
      .getByRole('group', { name: 'عدد الجولات' })
      .getByRole('button', { name: '2', exact: true })
      .click();
    await pickDate(page, date, nextMonth, 'ar');
    const submit = page.getByRole('button', { name: bookRegular });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('button', { name: '18:00', exact: true }).click();
    await submit.click();

    const dialog = page.getByRole('dialog', { name: 'تم استلام طلب الحجز!' });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain('ملخص الحجز');
    expect(text).toContain('ليلى منصور');
    expect(text).toContain('+970591000201');
    expect(text).toContain('الخطوات التالية');

    const { rows } = await db.query(
      `select name, people, rounds, to_char(date, 'YYYY-MM-DD') as date, time, status
       from public.bookings where phone = '+970591000201'`,
    );
    expect(rows).toEqual([
      { name: 'ليلى منصور', people: 3, rounds: 2, date, time: '18:00', status: 'pending' },
    ]);
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it("shows the server's refusal in Arabic: an address with requests already waiting", async () => {
    const email = 'sara.waiting@example.com';
    const date = dayOfNextMonth(16);
    // As many waiting requests as the e-mail address may have from all addresses together.
    await db.query(
      `insert into public.bookings (name, phone, email, people, rounds, date, time, type, duration)
       select 'سارة', '+9705910002' || lpad(n::text, 2, '0'), $1, 2, 1, $2::date, '18:00', 'regular', 45
       from generate_series(1, $3) as n`,
      [email, date, bookingRequestLimits.pendingPerEmailPerDay],
    );
    const page = await openArabicBooking();
    await fillArabicContact(page, { name: 'سارة', email, phone: '+970591000214' });
    await pickDate(page, date, nextMonth, 'ar');
    await page.getByRole('button', { name: '18:45', exact: true }).click();
    await page.getByRole('button', { name: bookRegular }).click();

    const arabic =
      'لدى هذا البريد الإلكتروني طلبات حجز تنتظر ردنا. سنتواصل معكم قريبًا، أو يمكنكم الاتصال بنا.';
    await page.getByText(`تعذّر إرسال الحجز: ${arabic}`).waitFor();
    expect(await page.getByLabel('البريد الإلكتروني').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(arabic, { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('has no serious or critical accessibility violation on /ar/booking, regular and birthday', async () => {
    const page = await openArabicBooking();
    await page.getByRole('complementary', { name: 'معلومات الحجز' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'باقة عيد ميلاد' }).click();
    await page
      .getByRole('button', { name: /^اختاروا / })
      .first()
      .click();
    await page.getByText('المجموع التقديري').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lays out /ar/booking right to left at phone and desktop widths', async () => {
    const shots: string[] = [];
    for (const width of [390, 1440]) {
      const page = await openArabicBooking(width);
      await page.getByRole('complementary', { name: 'معلومات الحجز' }).waitFor();
      await page.getByRole('button', { name: '18:00', exact: true }).waitFor();
      // The calendar runs right to left: Sunday's column is the rightmost.
      const header = page.locator('[class*="weekday"]');
      const sunday = await header.first().boundingBox();
      const saturday = await header.last().boundingBox();
      expect(sunday && saturday && sunday.x > saturday.x).toBe(true);
      // The next-month arrow sits on the left, pointing left.
      const previous = await page.getByRole('button', { name: 'الشهر السابق' }).boundingBox();
      const next = await page.getByRole('button', { name: nextMonth }).boundingBox();
      expect(previous && next && previous.x > next.x).toBe(true);
      // Both arrows point outwards: their chevrons are mirrored right to left.
      for (const name of ['الشهر السابق', nextMonth]) {
        const icon = page.getByRole('button', { name }).locator('svg');
        expect(await icon.evaluate((svg) => getComputedStyle(svg).transform)).toBe(
          'matrix(-1, 0, 0, 1, 0, 0)',
        );
      }
      const regular = `${shotsDir}/booking-regular-${width}.png`;
      await keepScreenshot(page, { path: regular, fullPage: true });
      await page.getByRole('button', { name: 'باقة عيد ميلاد' }).click();
      await page
        .getByRole('button', { name: /^اختاروا / })
        .first()
        .click();
      await page.getByText('المجموع التقديري').waitFor();
      await page.getByRole('button', { name: '18:00', exact: true }).hover();
      const birthday = `${shotsDir}/booking-birthday-${width}.png`;
      await keepScreenshot(page, { path: birthday, fullPage: true });
      shots.push(regular, birthday);
      await page.context().close();
    }
    console.info(shots.join('\n'));
  });

  it('keeps "Time Slot at Capacity" and the confirmation inside their boxes in Arabic, from 320 to 1440 px', async () => {
    const page = await browser.open('/ar/booking', { viewport: { width: 390, height: 800 } });
    // The seed fills 19:30 on one day with 6 approved bookings.
    const full = await db.query<{ date: string }>(
      "select to_char(date, 'YYYY-MM-DD') as date from public.slot_loads where time = '19:30' and approved = 6 order by date limit 1",
    );
    const fullDay = full.rows[0]?.date ?? '';
    expect(fullDay).not.toBe('');
    await fillArabicContact(page, {
      name: 'دانا',
      email: 'dana.arabic.dialogs@example.com',
      phone: '+970591000290',
    });
    const shots = await checkFullSlotDialogs(
      page,
      fullDay,
      {
        locale: 'ar',
        nextMonth,
        bookRegular,
        capacityTitle: 'الفترة الزمنية مكتملة',
        chooseDifferentTime: 'اختيار وقت آخر',
        receivedTitle: 'تم استلام طلب الحجز!',
        shots: 'ar-',
      },
      shotsDir,
    );
    console.info(shots.join('\n'));
    await page.context().close();
  });
});
