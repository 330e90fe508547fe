import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { downloadedFile } from '@venue/test-kit/e2e-browser';
import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserForFile,
  createStaffAccount,
  openSignedIn,
  seedStaff,
  shootPage,
  stack,
} from './support.ts';

// The manager's insights (issue 16): jana opens them from her dashboard, changes the period and
// downloads a figure's CSV, and reads what the reminders did; reception is sent away. The fixtures
// lie in March 2012, a period no other test touches (Hebron is UTC+2 then).

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-insights');
const english = { email: `insights-en-${run}@example.com`, password: 'insights-en-1' };
const arabic = { email: `insights-ar-${run}@example.com`, password: 'insights-ar-1' };
const users: string[] = [];
/** The keys of this run's reminders start with it. */
const reminderKey = `insights-e2e-${run}`;

beforeAll(async () => {
  users.push(
    await createStaffAccount({ ...english, name: 'Jana Numbers', role: 'jana', locale: 'en' }),
    await createStaffAccount({ ...arabic, name: 'Jana Numbers AR', role: 'jana', locale: 'ar' }),
  );
  const guest = { name: 'Fixture Guest', email: 'guest@example.com', people: 4, rounds: 1 };
  const { data, error } = await serviceClient(stack)
    .from('bookings')
    .insert(
      [
        // Two requests on Thursday 1 March 2012 (one approved after 30 minutes), one on the 3rd.
        {
          ...guest,
          phone: '+970591000001',
          date: '2012-03-05',
          time: '15:00',
          created_at: '2012-03-01T08:00:00Z',
          status: 'approved',
          approved_at: '2012-03-01T08:30:00Z',
        },
        {
          ...guest,
          phone: '+970591000002',
          date: '2012-03-05',
          time: '15:45',
          created_at: '2012-03-01T09:00:00Z',
          status: 'rejected',
          rejected_at: '2012-03-01T10:00:00Z',
          rejection_reason: 'Full capacity',
        },
        // 23:30 on the 3rd at the venue: still the 3rd.
        {
          ...guest,
          phone: '+970591000003',
          date: '2012-03-20',
          time: '18:00',
          created_at: '2012-03-03T21:30:00Z',
        },
        // Two visits on Sunday the 4th, taken by phone in February (no request of the period),
        // both reminded: one confirmed and came, the other neither.
        {
          ...guest,
          phone: '+970591000004',
          date: '2012-03-04',
          time: '15:00',
          source: 'phone',
          created_at: '2012-02-20T08:00:00Z',
          status: 'approved',
          approved_at: '2012-02-20T08:00:00Z',
          confirmed_at: '2012-03-03T17:00:00Z',
          attendance: 'arrived',
        },
        {
          ...guest,
          phone: '+970591000005',
          date: '2012-03-04',
          time: '15:45',
          source: 'phone',
          created_at: '2012-02-20T08:00:00Z',
          status: 'approved',
          approved_at: '2012-02-20T08:00:00Z',
          attendance: 'no_show',
        },
      ],
      { defaultToNull: false },
    )
    .select('id, date');
  if (error) throw new Error(`Could not add the fixtures: ${error.message}`);
  const reminded = data.filter((booking) => booking.date === '2012-03-04');
  const sent = await serviceClient(stack)
    .from('notifications')
    .insert(
      reminded.map((booking) => ({
        booking_id: booking.id,
        key: `${reminderKey}:${booking.id}`,
        event: 'reminder' as const,
        channel: 'email' as const,
        state: 'sent' as const,
        sent_at: '2012-03-03T16:00:00Z',
        provider_id: 'insights-e2e',
      })),
    );
  if (sent.error) throw new Error(`Could not add the reminders: ${sent.error.message}`);
});

afterAll(async () => {
  const admin = serviceClient(stack);
  await admin.from('notifications').delete().like('key', `${reminderKey}:%`);
  await admin.from('bookings').delete().gte('date', '2012-03-01').lte('date', '2012-03-31');
  for (const id of users) await admin.auth.admin.deleteUser(id);
});

/** Picks a custom range and waits until its figures are on screen. */
async function chooseRange(
  page: Page,
  custom: string,
  from: string,
  to: string,
  fromLabel: string,
  toLabel: string,
) {
  await page.getByText(custom, { exact: true }).click();
  await page.getByLabel(fromLabel, { exact: true }).fill(from);
  await page.getByLabel(toLabel, { exact: true }).fill(to);
  await page.locator(`[data-period="${from} ${to}"][aria-busy="false"]`).waitFor();
}

/** Downloads one figure's CSV and returns its file name and text. */
async function downloadCsv(page: Page, button: string) {
  return downloadedFile(page, () => page.getByRole('button', { name: button }).click());
}

/**
 * The reminders' card alone at a desktop's width, where the page's picture shows only the top
 * (the phone's picture holds the whole page).
 */
async function shootReminders(page: Page, region: string, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await keepScreenshot(page.getByRole('region', { name: region }), {
    path: `${shotsDir}/${name}-1440.png`,
  });
}

describe('insights', () => {
  it('jana opens them from her dashboard, changes the period and downloads a CSV', async () => {
    const page = await openSignedIn(browser, english, '/admin/dashboard');
    await page
      .getByRole('link', { name: /Insights/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/insights');
    await page.getByRole('region', { name: 'Requests per day' }).waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Insights' }).count()).toBe(
      1,
    );

    await page.getByText('Last 30 days', { exact: true }).click();
    await page.locator('[data-period][aria-busy="false"]').waitFor();
    await chooseRange(page, 'Custom range', '2012-03-01', '2012-03-04', 'From', 'To');
    const decisions = page.getByRole('region', { name: 'Decisions and attendance' });
    await decisions.getByLabel('Approval rate: 50%').waitFor();
    await decisions.getByLabel('Average time to a decision: 45 min').waitFor();

    const csv = await downloadCsv(page, 'Download CSV: Requests per day');
    expect(csv.fileName).toBe('insights-requests-2012-03-01-to-2012-03-04.csv');
    expect(csv.text).toBe(
      '\uFEFFDate,Approved,Pending,Rejected,Cancelled\r\n' +
        '2012-03-01,1,0,1,0\r\n2012-03-02,0,0,0,0\r\n2012-03-03,0,1,0,0\r\n2012-03-04,0,0,0,0\r\n',
    );
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await reminders.getByLabel('Reminded bookings confirmed: 50%').waitFor();
    await reminders.getByText('1 of 2', { exact: true }).waitFor();
    await reminders.getByLabel('No-shows, confirmed: 0%').waitFor();
    await reminders.getByLabel('No-shows, not confirmed: 100%').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'bo-insights-en');
    await shootReminders(page, 'Reminders', 'bo-insights-reminders-en');
    await page.context().close();
  });

  it('in Arabic: right to left, Arabic figures and an Arabic CSV header', async () => {
    const page = await openSignedIn(browser, arabic, '/admin/insights');
    await page.getByRole('heading', { level: 1, name: 'الإحصاءات' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await chooseRange(page, 'فترة مخصصة', '2012-03-01', '2012-03-04', 'من', 'إلى');
    const csv = await downloadCsv(page, 'تنزيل ملف CSV: الطلبات في كل يوم');
    expect(csv.text.split('\r\n')[0]).toBe('\uFEFFالتاريخ,مقبول,قيد الانتظار,مرفوض,ملغى');
    expect(csv.text.split('\r\n')[1]).toBe('2012-03-01,1,0,1,0');
    await page.getByRole('region', { name: 'التذكيرات' }).getByText('1 من 2').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'bo-insights-ar');
    await shootReminders(page, 'التذكيرات', 'bo-insights-reminders-ar');
    await page.context().close();
  });

  it('reception is refused the page and sees no link to it', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/insights');
    await page.waitForURL((url) => url.pathname === '/admin/calendar');
    expect(await page.getByRole('link', { name: 'Insights' }).count()).toBe(0);
    await page.context().close();
  });
});
