// Every booking e-mail, each kind in both languages, read on a phone: rendered in Chromium at
// 390 px, its document is no wider than the screen (long links, references and typed words wrap).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EmailBooking,
  EmailKind,
} from '../../../supabase/functions/send-booking-email/booking.ts';
import { booking } from '../../../supabase/functions/send-booking-email/fixtures.test-support.ts';
import { renderEmail } from '../../../supabase/functions/send-booking-email/templates.ts';
import { launchBrowser } from '../src/browser.ts';
import { keepScreenshot, screenshotFolder, screenshotsDir } from '../src/screenshots.ts';

const phoneWidth = 390;
const shots = screenshotFolder('emails');

// The longest a production link gets: the site's address, /ar, and a 43-character token.
const manageUrl = (locale: 'en' | 'ar') =>
  `https://strikezone-bowling.example${locale === 'ar' ? '/ar' : ''}/booking/manage/${'Xk3_9qLmZ0-aB7cD8eF1gH2iJ4kL5mN6oP7qR8sT9uV'}`;
// The reminder's "I'm coming" page takes the same token.
const comingUrl = (locale: 'en' | 'ar') => manageUrl(locale).replace('/manage/', '/coming/');

// What customers type at their longest: a long name, an unbroken word, a long package note.
const longName = 'Alexandria Konstantinopoulou-Haddad';
const unbroken = 'Supercalifragilisticexpialidocious'.repeat(2);

type Case = { name: string; kind: EmailKind; booking: EmailBooking; link: boolean };

function cases(locale: 'en' | 'ar'): Case[] {
  const base = { locale, name: longName, email: 'alexandria.konstantinopoulou@example.com' };
  return [
    { name: 'approved', kind: 'approved', booking: booking(base), link: true },
    {
      name: 'approved-birthday',
      kind: 'approved',
      link: true,
      booking: booking({
        ...base,
        type: 'birthday',
        bundle_name: 'Blaze Birthday Party Package',
        bundle_price: 1200,
        people: 25,
        customer_notes: `Cake at 18:00, please. ${unbroken}`,
      }),
    },
    {
      name: 'moved',
      kind: 'approved',
      link: true,
      booking: booking({
        ...base,
        date: '2026-12-07',
        time: '16:30',
        rescheduled_at: '2026-11-22T09:15:00Z',
        reschedule_count: 1,
      }),
    },
    {
      name: 'rejected',
      kind: 'rejected',
      link: true,
      booking: booking({
        ...base,
        status: 'rejected',
        approved_at: null,
        rejected_at: '2026-11-21T13:00:00Z',
        rejection_reason: `We are at full capacity at the requested time. ${unbroken}`,
      }),
    },
    {
      name: 'cancelled',
      kind: 'cancelled',
      link: false,
      booking: booking({ ...base, status: 'cancelled', cancelled_at: '2026-11-22T09:00:00Z' }),
    },
    {
      name: 'cancelled-by-venue',
      kind: 'cancelled',
      link: false,
      booking: booking({
        ...base,
        status: 'cancelled',
        cancelled_at: '2026-11-22T09:00:00Z',
        cancellation_message: `A burst pipe closes us that night. ${unbroken}`,
      }),
    },
    {
      name: 'affected',
      kind: 'affected',
      link: true,
      booking: booking({
        ...base,
        conflict: {
          code: 'booking.time_closed',
          params: {
            from: '18:00',
            to: '20:00',
            reason: { en: `Private event ${unbroken}`, ar: `حفل خاص ${unbroken}` },
          },
          flaggedAt: '2026-11-22T09:00:00Z',
        },
      }),
    },
    {
      name: 'received',
      kind: 'received',
      link: true,
      booking: booking({ ...base, status: 'pending', approved_at: null }),
    },
    {
      name: 'received-birthday',
      kind: 'received',
      link: true,
      booking: booking({
        ...base,
        status: 'pending',
        approved_at: null,
        type: 'birthday',
        bundle_name: 'Blaze Birthday Party Package',
        bundle_price: 1200,
        people: 25,
        customer_notes: `Cake at 18:00, please. ${unbroken}`,
      }),
    },
    { name: 'reminder', kind: 'reminder', link: true, booking: booking(base) },
  ];
}

let browser: Browser;
let close: () => Promise<void>;
let page: Page;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
  page = await browser.newPage({ viewport: { width: phoneWidth, height: 800 } });
  if (screenshotsDir) mkdirSync(shots, { recursive: true });
}, 60_000);

afterAll(async () => {
  await close?.();
});

describe('the booking e-mails on a 390 px phone', () => {
  for (const locale of ['en', 'ar'] as const) {
    for (const item of cases(locale)) {
      it(`${locale} ${item.name}: no wider than the screen`, async () => {
        const links = item.link ? { manage: manageUrl(locale), coming: comingUrl(locale) } : null;
        const email = renderEmail(item.kind, item.booking, links);
        await page.setContent(email.html);
        // Evaluated in the page (this package's types know no DOM).
        const width = await page.evaluate<{ document: number; body: number }>(
          '({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth })',
        );
        expect(width).toEqual({ document: phoneWidth, body: phoneWidth });
        if (item.link) {
          // The whole link is there to follow, however it wraps.
          const href = await page.locator('a[href*="/booking/manage/"]').getAttribute('href');
          expect(href).toBe(manageUrl(locale));
        }
        // The reminder's button to say "I'm coming", and no other e-mail's.
        const coming = page.locator('a[href*="/booking/coming/"]');
        if (item.kind === 'reminder') {
          expect(await coming.getAttribute('href')).toBe(comingUrl(locale));
        } else {
          expect(await coming.count()).toBe(0);
        }
        await keepScreenshot(page, {
          path: join(shots, `${locale}-${item.name}.png`),
          fullPage: true,
        });
      });
    }
  }
});
