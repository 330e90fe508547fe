import { venueAddress } from '@venue/domain/venue';
import { keepPicturesAtSizes, screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserForFile, stack, untilLive } from './support.ts';

// The footer shows the address the manager saved, read again once the page is live: an Arabic
// page shows an address written only in English in English, marked as such. The address is this
// file's stack's own while the test runs and is put back as the seed has it.

const browser = browserForFile();
const shotsDir = screenshotFolder('site-address');
const seeded = { en: venueAddress('en'), ar: venueAddress('ar') };
const englishOnly = '2 Main Street, Al-Masyoun, Ramallah';
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client(stack.dbUrl);
  await db.connect();
});

afterAll(async () => {
  await db?.query('update public.venue_contacts set address = $1', [JSON.stringify(seeded)]);
  await db?.end();
});

it('an Arabic page\'s footer shows the manager\'s English-only address in English, lang="en"', async () => {
  await db.query('update public.venue_contacts set address = $1', [
    JSON.stringify({ en: englishOnly }),
  ]);
  try {
    const page = await browser.open('/ar', { viewport: { width: 1280, height: 900 } });
    await untilLive(page);
    const address = page.locator('footer address').getByText(englishOnly);
    await address.waitFor();
    expect(await address.getAttribute('lang')).toBe('en');
    expect(await address.getAttribute('dir')).toBe('ltr');
    await address.scrollIntoViewIfNeeded();
    await keepPicturesAtSizes(page, `${shotsDir}/footer-english-fallback-ar`);
    await page.context().close();
  } finally {
    await db.query('update public.venue_contacts set address = $1', [JSON.stringify(seeded)]);
  }
});
