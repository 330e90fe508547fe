import { randomUUID } from 'node:crypto';
import { addDays, venueToday } from '@venue/domain/clock';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { pickBookingDay } from '@venue/test-kit/booking-calendar';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrls, browserForFile, createStaffAccount, openSignedIn, stack } from './support.ts';

// A visitor books in Arabic on the site, reception approves on the Arabic desk, and the approval
// e-mail the visitor receives is in Arabic: the booking carried its language from the form to the
// e-mail.

const browser = browserForFile();
const db = new pg.Client(stack.dbUrl);
const run = Math.random().toString(36).slice(2, 8);
const receptionist = {
  name: `استقبال ${run}`,
  email: `reception-ar-${run}@example.com`,
  password: `reception-ar-${run}-pass`,
  role: 'reception' as const,
  locale: 'ar' as const,
};

type CaughtMessage = { to: string[]; subject: string; html: string; text: string };

async function mailTo(address: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${stack.mailUrl}/api/messages`);
  const all = (await response.json()) as CaughtMessage[];
  return all.filter((message) => message.to.includes(address));
}

beforeAll(async () => {
  await db.connect();
  await createStaffAccount(receptionist);
});
afterAll(async () => {
  await db.end();
});

describe('an Arabic booking from the site to the Arabic approval e-mail', () => {
  it('books on /ar/booking, is approved on the Arabic desk, and e-mails the visitor in Arabic', async () => {
    const name = `ليلى ${run}`;
    const email = `layla-${randomUUID()}@example.com`;
    const date = addDays(venueToday(new Date(), venueTimeZone), 53);

    const site = await browser.open(`${appUrls.site}/ar/booking`);
    await site.getByRole('heading', { level: 1, name: 'احجزوا الآن' }).waitFor();
    await site.getByLabel('الاسم الكامل').fill(name);
    await site.getByLabel('البريد الإلكتروني').fill(email);
    await site.getByLabel('رقم واتساب').fill('0591000301');
    await site.getByRole('spinbutton', { name: 'عدد الأشخاص' }).fill('٣');
    await pickBookingDay(site, date, { nextMonth: 'الشهر التالي', locale: 'ar', months: 3 });
    await site.getByRole('button', { name: '20:15', exact: true }).click();
    await site.getByRole('button', { name: 'احجزوا جلسة عادية' }).click();
    await site.getByRole('dialog', { name: 'تم استلام طلب الحجز!' }).waitFor();
    await site.context().close();
    const { rows } = await db.query('select locale, status from public.bookings where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ locale: 'ar', status: 'pending' }]);

    const desk = await openSignedIn(browser, receptionist, '/admin/jana');
    await desk.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' }).waitFor();
    await desk.getByLabel('البحث في الحجوزات').fill(run);
    const card = desk.getByRole('article', { name });
    await card.getByRole('button', { name: 'قبول وإرسال بريد' }).click();
    await desk.getByText(/^تم قبول الحجز وإرسال بريد التأكيد!/).waitFor();
    await desk.context().close();

    const [message, ...others] = await mailTo(email);
    expect(others).toHaveLength(0);
    expect(message?.subject).toBe(
      `تأكيد حجز البولينغ - ${formatDisplayDate(date, venueTimeZone, 'ar')}`,
    );
    expect(message?.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(message?.text).toContain('مساركم محجوز!');
    expect(message?.text).toContain('الوقت: 20:15');
    expect(message?.text).not.toMatch(/Booking details|People:|Your lane/);
  });
});
