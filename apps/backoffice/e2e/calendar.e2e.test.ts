import { formatLongDate } from '@venue/domain/format';
import { serviceClient } from '@venue/test-kit/clients';
import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, seedStaff, signInOnPage, stack } from './support.ts';

// Days 59-61 from the venue's today belong to this file (other files use other days); the quiet
// day is in the same month as the busy one.
const browser = browserForFile();
const db = new pg.Client(stack.dbUrl);
let busyDay = '';
let quietDay = '';
let monthsAhead = 0;

beforeAll(async () => {
  await db.connect();
  const { rows } = await db.query<{ busy: string; quiet: string; months: number }>(
    `select to_char(today + 60, 'YYYY-MM-DD') as busy,
            to_char(case when date_trunc('month', today + 61) = date_trunc('month', today + 60)
                         then today + 61 else today + 59 end, 'YYYY-MM-DD') as quiet,
            (extract(year from today + 60) * 12 + extract(month from today + 60))
              - (extract(year from today) * 12 + extract(month from today)) as months
       from (select (now() at time zone 'Asia/Hebron')::date as today) t`,
  );
  busyDay = rows[0]?.busy ?? '';
  quietDay = rows[0]?.quiet ?? '';
  monthsAhead = Number(rows[0]?.months ?? 0);
  const { error } = await serviceClient(stack)
    .from('bookings')
    .insert(
      [
        {
          name: 'Calendar Karim',
          time: '16:30',
          status: 'approved',
          approved_at: new Date().toISOString(),
        },
        { name: 'Calendar Maya', time: '18:00', status: 'pending' },
        { name: 'Calendar Yousef', time: '21:00', status: 'pending', email: null },
      ].map((booking) => ({
        phone: '+970591112223',
        email: 'calendar@example.com',
        people: 3,
        rounds: 1,
        date: busyDay,
        ...booking,
      })),
    );
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await db.query('delete from public.bookings where date = $1', [busyDay]);
  await db.end();
});

describe('the reception calendar', () => {
  it("marks days with their booking counts and lists a chosen day's bookings, searchable by name", async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/calendar');
    await page.getByRole('heading', { name: 'Reception Calendar' }).waitFor();
    for (let i = 0; i < monthsAhead; i++) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }

    await page.getByRole('button', { name: `${formatLongDate(busyDay)}, 3 bookings` }).click();
    await page.getByRole('heading', { name: formatLongDate(busyDay) }).waitFor();
    const rows = page.getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    await page
      .getByRole('row', { name: /Calendar Karim/ })
      .getByText('APPROVED')
      .waitFor();
    await page
      .getByRole('row', { name: /Calendar Maya/ })
      .getByText('PENDING')
      .waitFor();

    const search = page.getByLabel('Search by customer name');
    await search.fill('maya');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('row', { name: /Calendar Maya/ }).waitFor();

    await search.fill('Nobody');
    await page.getByText('No bookings found for "Nobody"').waitFor();

    await search.fill('');
    await page.getByRole('button', { name: formatLongDate(quietDay), exact: true }).click();
    await page.getByText('No bookings for this date').waitFor();
    await page.context().close();
  });

  it("shows every column of a day's bookings on a 1366 x 768 laptop, without a sideways scroll", async () => {
    const page = await browser.open('/admin', { viewport: { width: 1366, height: 768 } });
    await signInOnPage(page, seedStaff.reception);
    await page.getByRole('heading', { name: 'Reception Calendar' }).waitFor();
    for (let i = 0; i < monthsAhead; i++) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await page.getByRole('button', { name: `${formatLongDate(busyDay)}, 3 bookings` }).click();
    const table = page.getByRole('region', { name: formatLongDate(busyDay) });
    await table.getByRole('row', { name: /Calendar Karim/ }).waitFor();
    const { scrollWidth, clientWidth } = await table.evaluate((region) => ({
      scrollWidth: region.scrollWidth,
      clientWidth: region.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const status = await table.getByRole('columnheader', { name: 'Status' }).boundingBox();
    const region = await table.boundingBox();
    expect(status && region && status.x + status.width <= region.x + region.width).toBe(true);
    // The status badges read in full.
    const badges = table.getByText(/^(APPROVED|PENDING)$/);
    for (const badge of await badges.all()) {
      const fits = await badge.evaluate((label) => label.scrollWidth <= label.clientWidth);
      expect(fits).toBe(true);
    }
    await keepScreenshot(page, { path: `${screenshotFolder('backoffice')}/calendar-1366.png` });
    await page.context().close();
  });

  it('a day with 10 or more bookings shows its whole count at 1366 px, readable when the day is selected', async () => {
    // Nine more on the busy day: twelve in all.
    const { error } = await serviceClient(stack)
      .from('bookings')
      .insert(
        ['15:00', '15:45', '16:30', '17:15', '18:00', '18:45', '19:30', '20:15', '21:00'].map(
          (time) => ({
            name: `Calendar Crowd ${time}`,
            time,
            status: 'pending' as const,
            phone: '+970591112224',
            email: 'crowd@example.com',
            people: 2,
            rounds: 1,
            date: busyDay,
          }),
        ),
      );
    if (error) throw new Error(error.message);
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/calendar');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('heading', { name: 'Reception Calendar' }).waitFor();
    for (let i = 0; i < monthsAhead; i++) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    const day = page.getByRole('button', { name: `${formatLongDate(busyDay)}, 12 bookings` });
    await day.waitFor();
    const badge = day.locator('xpath=following-sibling::*[@data-count]');
    const shown = () =>
      badge.evaluate((element) => {
        const label = element.querySelector('.mantine-Badge-label') ?? element;
        const style = getComputedStyle(element);
        return {
          text: element.textContent,
          whole:
            label.scrollWidth <= label.clientWidth && element.scrollWidth <= element.clientWidth,
          background: style.backgroundColor,
          color: style.color,
        };
      });
    expect(await shown()).toMatchObject({ text: '12', whole: true });
    await day.click();
    await page.getByRole('heading', { name: formatLongDate(busyDay) }).waitFor();
    const selected = await shown();
    const dayBackground = await day.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(selected).toMatchObject({ text: '12', whole: true });
    // Not teal on teal: the badge's fill differs from the selected day's, its text from its fill.
    expect(selected.background).not.toBe(dayBackground);
    expect(selected.color).not.toBe(selected.background);
    await keepScreenshot(page, {
      path: `${screenshotFolder('backoffice')}/calendar-twelve-1366.png`,
    });
    await page.context().close();
  });
});
