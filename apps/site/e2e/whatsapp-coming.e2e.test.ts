// The consent to WhatsApp messages on the booking form (a request without an e-mail), and the
// "I'm coming" page a reminder's button opens, in both languages, laid out at a phone's and a
// desktop's width.
import { createHash, randomBytes } from 'node:crypto';
import { formatLongDate } from '@venue/domain/format';
import type { LocaleCode } from '@venue/domain/locales';
import { whatsappConsentWording } from '@venue/domain/reminders';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import {
  keepPicturesAtSizes,
  keepScreenshot,
  phoneAndDesktop,
  screenshotFolder,
} from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, dayOfNextMonth, pickDate, stack } from './support.ts';

const browser = browserForFile();
const admin = serviceClient(stack);
const shotsDir = screenshotFolder('site-whatsapp-coming');
// The day this file books and inserts: no other site test uses it.
const date = dayOfNextMonth(18);

/** The form's words in one language. */
const form = {
  en: {
    path: '/booking',
    heading: 'Book Now',
    name: 'Full Name',
    phone: 'WhatsApp Number',
    consent: 'Send me messages about this booking on WhatsApp at this number',
    optionalEmail: 'Email (optional)',
    nextMonth: 'Next month',
    book: 'Book Regular',
    received: 'Booking Request Received!',
  },
  ar: {
    path: '/ar/booking',
    heading: 'احجزوا الآن',
    name: 'الاسم الكامل',
    phone: 'رقم واتساب',
    consent: 'أرسلوا لي رسائل عن هذا الحجز عبر واتساب على هذا الرقم',
    optionalEmail: 'البريد الإلكتروني (اختياري)',
    nextMonth: 'الشهر التالي',
    book: 'احجزوا جلسة عادية',
    received: 'تم استلام طلب الحجز!',
  },
} as const;

/** The box's edges: its words on the reading side of it, its line under them, all inside the page. */
async function expectConsentLaidOut(page: Page, locale: LocaleCode, box: Locator) {
  const words = form[locale];
  const width = page.viewportSize()?.width ?? 0;
  const field = await page.getByLabel(words.phone, { exact: true }).boundingBox();
  const [tick, label, hint] = await Promise.all([
    box.boundingBox(),
    page.getByText(words.consent, { exact: true }).boundingBox(),
    page.locator(`#${await box.getAttribute('aria-describedby')}`).boundingBox(),
  ]);
  if (!field || !tick || !label || !hint) throw new Error('The consent is not on the page.');
  // Under the number, beside its words: to their left in English, their right in Arabic.
  expect(tick.y).toBeGreaterThanOrEqual(field.y + field.height);
  if (locale === 'en') expect(tick.x + tick.width).toBeLessThanOrEqual(label.x);
  else expect(tick.x).toBeGreaterThanOrEqual(label.x + label.width);
  // The line under the words starts where they start.
  expect(hint.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
  if (locale === 'en') expect(Math.abs(hint.x - label.x)).toBeLessThanOrEqual(1);
  else expect(Math.abs(hint.x + hint.width - (label.x + label.width))).toBeLessThanOrEqual(1);
  // Two columns from 40rem: the e-mail beside the number, both inputs on one line.
  if (width >= 640) {
    const email = await page.getByLabel(words.optionalEmail, { exact: true }).boundingBox();
    expect(Math.abs((email?.y ?? 0) - field.y)).toBeLessThanOrEqual(1);
    expect(email?.height).toBe(field.height);
  }
  for (const part of [field, tick, label, hint]) {
    expect(part.x).toBeGreaterThanOrEqual(0);
    expect(part.x + part.width).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** Opens the form, fills name and number, ticks the box; checks and pictures it at each width. */
async function tickConsent(locale: LocaleCode, phone: string) {
  const words = form[locale];
  const page = await browser.open(words.path, { viewport: { width: 390, height: 900 } });
  await page.getByRole('heading', { level: 1, name: words.heading }).waitFor();
  await page.getByLabel(words.name, { exact: true }).fill('Rana Consent');
  await page.getByLabel(words.phone, { exact: true }).fill(phone);
  const box = page.getByRole('checkbox', { name: words.consent });
  expect(await box.isChecked()).toBe(false);
  await box.check();
  await page.getByLabel(words.optionalEmail, { exact: true }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const bookingForm = page.locator('form').first();
  for (const size of phoneAndDesktop) {
    await page.setViewportSize(size);
    await settleAnimations(page);
    await expectConsentLaidOut(page, locale, box);
    await keepScreenshot(bookingForm, {
      path: `${shotsDir}/form-consent-${locale}-${size.width}.png`,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

describe('consent to WhatsApp messages on the booking form', () => {
  it('ticked, the e-mail left blank: the request is accepted with the consent recorded', async () => {
    const phone = '+970591000410';
    const page = await tickConsent('en', phone);
    await pickDate(page, date);
    await page.getByRole('button', { name: '18:00', exact: true }).click();
    await page.getByRole('button', { name: form.en.book }).click();
    const dialog = page.getByRole('dialog', { name: form.en.received });
    await dialog.waitFor();
    await dialog.getByText('We will message you on WhatsApp with our answer').waitFor();

    const { data, error } = await admin
      .from('bookings')
      .select('status, email, whatsapp_consent_at, whatsapp_consent_wording')
      .eq('phone', phone)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'pending',
      email: null,
      whatsapp_consent_wording: whatsappConsentWording,
    });
    expect(data?.whatsapp_consent_at).toEqual(expect.any(String));
  });

  it('in Arabic: the box and its line right to left, the e-mail optional', async () => {
    await tickConsent('ar', '+970591000411');
  });
});

/** An approved booking on `date` at 18:00 with a manage token, as reception's approval leaves it. */
async function approvedBooking(phone: string, locale: LocaleCode) {
  const token = randomBytes(32).toString('base64url');
  const { data, error } = await admin
    .from('bookings')
    .insert({
      name: 'Sami Coming',
      phone,
      email: null,
      people: 3,
      rounds: 1,
      date,
      time: '18:00',
      type: 'regular',
      locale,
      status: 'approved',
      approved_at: new Date().toISOString(),
      manage_token_hash: `\\x${createHash('sha256').update(token, 'utf8').digest('hex')}`,
    })
    .select('id, reference')
    .single();
  if (error) throw new Error(error.message);
  return { id: data.id as string, reference: data.reference as string, token };
}

const coming = {
  en: {
    prefix: '',
    thanks: `Thank you, see you on ${formatLongDate(date, 'en')} at 18:00!`,
    told: "You told us you're coming",
    change: 'Change or cancel',
    approved: 'Your booking is approved',
  },
  ar: {
    prefix: '/ar',
    thanks: `شكرًا لكم، نراكم يوم ${formatLongDate(date, 'ar')} الساعة 18:00!`,
    told: 'أخبرتمونا أنكم ستحضرون',
    change: 'تغيير أو إلغاء',
    approved: 'تم قبول حجزكم',
  },
} as const;

describe('"I\'m coming" from a reminder', () => {
  it.each([
    { locale: 'en' as const, phone: '+970591000420' },
    { locale: 'ar' as const, phone: '+970591000421' },
  ])(
    'in $locale: thanks the customer, records it once, and leads to the booking',
    async ({ locale, phone }) => {
      const words = coming[locale];
      const booking = await approvedBooking(phone, locale);
      const page = await browser.open(`${words.prefix}/booking/coming/${booking.token}`, {
        viewport: { width: 390, height: 900 },
      });
      const heading = page.getByRole('heading', { level: 1, name: words.thanks });
      await heading.waitFor();
      await page.getByText(words.told).waitFor();
      await page.getByText(booking.reference).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
        'noindex, nofollow',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);

      const change = page.getByRole('link', { name: words.change });
      // The card the thanks are in: the section's box that holds the link.
      const card = page.locator('section > div').filter({ has: change });
      for (const size of phoneAndDesktop) {
        await page.setViewportSize(size);
        await settleAnimations(page);
        const [title, box, link] = await Promise.all([
          heading.boundingBox(),
          card.boundingBox(),
          change.boundingBox(),
        ]);
        if (!title || !box || !link) throw new Error('The page is not laid out.');
        for (const part of [title, box, link]) {
          expect(part.x).toBeGreaterThanOrEqual(0);
          expect(part.x + part.width).toBeLessThanOrEqual(size.width);
        }
        // The link starts on the reading side of the card: its left in English, its right in Arabic.
        const start = locale === 'en' ? link.x - box.x : box.x + box.width - (link.x + link.width);
        expect(start).toBeGreaterThan(0);
        expect(start).toBeLessThanOrEqual(48);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
      }
      await keepPicturesAtSizes(page, `${shotsDir}/coming-${locale}`);

      const { data } = await admin
        .from('bookings')
        .select('confirmed_at')
        .eq('id', booking.id)
        .single();
      expect(data?.confirmed_at).toEqual(expect.any(String));

      await change.click();
      await page.getByRole('heading', { level: 1, name: words.approved }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${words.prefix}/booking/manage/${booking.token}`);
      await page.getByText(words.told).waitFor();
      await keepPicturesAtSizes(page, `${shotsDir}/manage-coming-${locale}`);
    },
  );
});
