import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, checkFullSlotDialogs, fillContact, stack } from './support.ts';

const browser = browserForFile();
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client(stack.dbUrl);
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

const shotsDir = screenshotFolder('site-dialogs');

describe('every dialog of the site keeps its content inside, padded and unclipped, from 320 to 1440 px', () => {
  it('"Time Slot at Capacity" and "Booking Request Received!"', async () => {
    const page = await browser.open('/booking', { viewport: { width: 390, height: 800 } });
    // The seed fills 19:30 on one day with 6 approved bookings.
    const full = await db.query<{ date: string }>(
      "select to_char(date, 'YYYY-MM-DD') as date from public.slot_loads where time = '19:30' and approved = 6 order by date limit 1",
    );
    const fullDay = full.rows[0]?.date ?? '';
    expect(fullDay).not.toBe('');
    await fillContact(page, {
      name: 'Dana Dialogs',
      email: 'dana.dialogs@example.com',
      phone: '+970591000090',
    });
    const shots = await checkFullSlotDialogs(
      page,
      fullDay,
      {
        locale: 'en',
        nextMonth: 'Next month',
        bookRegular: 'Book Regular',
        capacityTitle: 'Time Slot at Capacity',
        chooseDifferentTime: 'Choose Different Time',
        receivedTitle: 'Booking Request Received!',
        shots: '',
      },
      shotsDir,
    );
    console.info(shots.join('\n'));
    await page.context().close();
  });

  it("a zone's gallery", async () => {
    const page = await browser.open('/', { viewport: { width: 390, height: 800 } });
    await page.getByRole('button', { name: 'Explore Bowling Lanes' }).click();
    const gallery = page.getByRole('dialog', { name: 'Bowling Lanes Gallery' });
    await gallery.waitFor();
    const layout = await checkDialogAtWidths(page, gallery, { name: 'zone-gallery', shotsDir });
    expect(layout.problems).toEqual({});
    console.info(layout.shots.join('\n'));
    await page.context().close();
  });

  it('the mobile menu (a phone and a tablet: from 960 px the links sit in the navbar)', async () => {
    const page = await browser.open('/', { viewport: { width: 390, height: 800 } });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const layout = await checkDialogAtWidths(page, menu, {
      name: 'mobile-menu',
      shotsDir,
      widths: [320, 390, 768],
    });
    expect(layout.problems).toEqual({});
    console.info(layout.shots.join('\n'));
    await page.context().close();
  });
});
