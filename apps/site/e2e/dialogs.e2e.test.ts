import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { dialogShotsDir } from '@venue/local-stack/testing/e2e-browser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, fillContact, pickDate, stack } from './support.ts';

const browser = browserForFile();
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client(stack.dbUrl);
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

const shotsDir = `${dialogShotsDir}/site`;

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
    await pickDate(page, fullDay);
    await page.getByRole('button', { name: '19:30', exact: true }).click();
    const submit = page.getByRole('button', { name: 'Book Regular' });
    await submit.click();

    const capacity = page.getByRole('dialog', { name: 'Time Slot at Capacity' });
    await capacity.waitFor();
    const capacityLayout = await checkDialogAtWidths(page, capacity, {
      name: 'time-slot-at-capacity',
      shotsDir,
    });
    expect(capacityLayout.problems).toEqual({});
    await capacity.getByRole('button', { name: 'Choose Different Time' }).click();
    await capacity.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '18:00', exact: true }).click();
    await submit.click();
    const received = page.getByRole('dialog', { name: 'Booking Request Received!' });
    await received.waitFor();
    const receivedLayout = await checkDialogAtWidths(page, received, {
      name: 'booking-request-received',
      shotsDir,
    });
    expect(receivedLayout.problems).toEqual({});
    console.info([...capacityLayout.shots, ...receivedLayout.shots].join('\n'));
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
