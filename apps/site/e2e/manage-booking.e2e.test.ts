import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { requestBooking } from '@venue/data/bookings/request-booking';
import { addDays, venueToday, wallClockInstant } from '@venue/domain/clock';
import { icsStamp } from '@venue/domain/ics';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { anonClient, serviceClient } from '@venue/test-kit/clients';
import { downloadedFile } from '@venue/test-kit/e2e-browser';
import { keepPicturesAtSizes, screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { browserForFile, dayOfNextMonth, fillContact, pickDate, stack } from './support.ts';

const browser = browserForFile();
// Each journey opens about fifteen pages with axe checks, dialog geometry and screenshots: well
// under a minute on a quiet machine, near it while every package's tests share two cores.
vi.setConfig({ testTimeout: 150_000 });
const admin = serviceClient(stack);
const shotsDir = screenshotFolder('site-manage');

/** Pictures of the page at a phone's and a desktop's width. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepPicturesAtSizes(page, `${shotsDir}/${name}`, { fullPage: () => true });
}

/** Opens the manage page in one language and waits for its heading. */
async function openManagePage(path: string, heading: string) {
  const page = await browser.open(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

async function updateBooking(id: string, values: Record<string, unknown>) {
  const { error } = await admin.from('bookings').update(values).eq('id', id);
  if (error) throw new Error(error.message);
}

async function bookingOf(phone: string) {
  const { data, error } = await admin
    .from('bookings')
    .select('id, status, date, time, cancelled_at')
    .eq('phone', phone)
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; status: string; date: string; time: string };
}

/**
 * Moves a booking to a past day, as time itself would: the table's checks refuse a past day to
 * any writer, so the database owner writes it with the triggers off for this one statement.
 */
async function moveToThePast(id: string, date: string) {
  const db = new pg.Client(stack.dbUrl);
  await db.connect();
  try {
    await db.query('begin');
    await db.query("set local session_replication_role = 'replica'");
    await db.query('update public.bookings set date = $2::date where id = $1', [id, date]);
    await db.query('commit');
  } finally {
    await db.end();
  }
}

/** A booking requested as the site does (`request_booking`), with its Arabic manage path. */
async function requestedBooking(date: string, time: string, phone: string) {
  const { id, manageToken } = await requestBooking(anonClient(stack), {
    name: 'ليلى الرابط',
    email: `${phone.slice(1)}@example.com`,
    phone,
    people: 2,
    rounds: 1,
    date,
    time,
    type: 'regular',
    locale: 'ar',
  });
  return { id, path: `/ar/booking/manage/${manageToken}` };
}

/** Five approved bookings of the slot from the desk (service role): one lane is left. */
async function fillFiveLanes(date: string, time: string) {
  const now = new Date().toISOString();
  const rows = Array.from({ length: 5 }, (_, lane) => ({
    name: `Lane Holder ${lane + 1}`,
    phone: `+97059100030${lane}`,
    email: null,
    people: 2,
    rounds: 1,
    date,
    time,
    type: 'regular',
    duration: 45,
    status: 'approved',
    approved_at: now,
    source: 'phone',
  }));
  const { error } = await admin.from('bookings').insert(rows);
  if (error) throw new Error(error.message);
}

/** Whether /booking shows the slot at capacity on the day. */
async function slotIsFull(date: string, time: string): Promise<boolean> {
  const page = await browser.open('/booking');
  await page.getByRole('heading', { name: 'Book Now' }).waitFor();
  await pickDate(page, date);
  await page.getByRole('button', { name: time, exact: true }).waitFor();
  // The day has this one slot whose lanes may all be sold.
  const full = (await page.getByText('At Capacity').count()) > 0;
  await page.context().close();
  return full;
}

describe('the customer manages their booking through its private link', () => {
  it('books, keeps the link, adds the approved booking to a calendar and cancels it, freeing the lane', async () => {
    const date = dayOfNextMonth(24);
    const phone = '+970591000310';
    await fillFiveLanes(date, '18:00');

    // Book the last lane on /booking; the confirmation gives the link.
    const page = await browser.open('/booking');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('heading', { name: 'Book Now' }).waitFor();
    await fillContact(page, { name: 'Rami Manage', email: 'rami.manage@example.com', phone });
    await pickDate(page, date);
    await page.getByRole('button', { name: '18:00', exact: true }).click();
    await page.getByRole('button', { name: 'Book Regular' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Request Received!' });
    await dialog.waitFor();
    const link =
      (await dialog.getByRole('link', { name: 'Open my booking page' }).getAttribute('href')) ?? '';
    // The link box holds the whole link (shortened on screen by CSS only).
    expect(await dialog.getByTitle(link).textContent()).toBe(link);
    expect(link).toMatch(/^http:\/\/[^/]+\/booking\/manage\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const modal = await checkDialogAtWidths(page, dialog, {
      name: 'en-confirmation-with-link',
      shotsDir,
    });
    expect(modal.problems).toEqual({});
    const token = link.split('/').at(-1) ?? '';
    const booking = await bookingOf(phone);
    expect(booking).toMatchObject({ status: 'pending', date, time: '18:00' });

    // Pending: waiting for reception, with a Cancel button.
    await dialog.getByRole('link', { name: 'Open my booking page' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Your booking is waiting for reception' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/booking/manage/${token}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(await page.getByRole('button', { name: 'Add to calendar' }).count()).toBe(0);
    await shoot(page, 'en-pending');
    await page.context().close();

    // Reception approves: the six lanes are sold and /booking says so.
    await updateBooking(booking.id, { status: 'approved', approved_at: new Date().toISOString() });
    expect(await slotIsFull(date, '18:00')).toBe(true);

    // Approved: the calendar file starts at 18:00 on the venue's clock.
    const approved = await openManagePage(`/booking/manage/${token}`, 'Your booking is approved');
    const { fileName, text: ics } = await downloadedFile(approved, () =>
      approved.getByRole('button', { name: 'Add to calendar' }).click(),
    );
    expect(fileName).toBe(`booking-${date}.ics`);
    const start = wallClockInstant(date, '18:00', venueTimeZone);
    expect(ics).toContain(`\r\nDTSTART:${icsStamp(start)}\r\n`);
    expect(ics).toContain(`\r\nDTEND:${icsStamp(new Date(start.getTime() + 45 * 60_000))}\r\n`);
    expect(ics).not.toContain(token);
    await shoot(approved, 'en-approved');

    // Cancelling asks first; keeping the booking changes nothing.
    await approved.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = approved.getByRole('dialog', { name: 'Cancel this booking?' });
    await confirm.waitFor();
    const confirmLayout = await checkDialogAtWidths(approved, confirm, {
      name: 'en-cancel-dialog',
      shotsDir,
    });
    expect(confirmLayout.problems).toEqual({});
    await confirm.getByRole('button', { name: 'Keep my booking' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await bookingOf(phone)).status).toBe('approved');

    await approved.getByRole('button', { name: 'Cancel booking' }).click();
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await approved.getByRole('heading', { level: 1, name: 'This booking is cancelled' }).waitFor();
    expect(await approved.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await shoot(approved, 'en-cancelled');
    await approved.context().close();
    expect((await bookingOf(phone)).status).toBe('cancelled');

    // The lane it held is offered again.
    expect(await slotIsFull(date, '18:00')).toBe(false);
  });

  it('in Arabic: the link in the confirmation, each state of the page with axe, the dialog laid out', async () => {
    const date = dayOfNextMonth(25);
    const phone = '+970591000320';
    const page = await browser.open('/ar/booking');
    await page.getByRole('heading', { level: 1, name: 'احجزوا الآن' }).waitFor();
    await page.getByLabel('الاسم الكامل').fill('ليلى الرابط');
    await page.getByLabel('البريد الإلكتروني').fill('layla.link@example.com');
    await page.getByLabel('رقم واتساب').fill(phone);
    await pickDate(page, date, 'الشهر التالي', 'ar');
    await page.getByRole('button', { name: '18:00', exact: true }).click();
    await page.getByRole('button', { name: 'احجزوا جلسة عادية' }).click();
    const dialog = page.getByRole('dialog', { name: 'تم استلام طلب الحجز!' });
    await dialog.waitFor();
    const link =
      (await dialog.getByRole('link', { name: 'فتح صفحة حجزي' }).getAttribute('href')) ?? '';
    expect(link).toMatch(/^http:\/\/[^/]+\/ar\/booking\/manage\/[A-Za-z0-9_-]{43}$/);
    const modal = await checkDialogAtWidths(page, dialog, {
      name: 'ar-confirmation-with-link',
      shotsDir,
    });
    expect(modal.problems).toEqual({});
    await page.context().close();
    const path = new URL(link).pathname;
    const token = path.split('/').at(-1) ?? '';
    const booking = await bookingOf(phone);

    async function arabicState(heading: string, name: string, at = path) {
      const view = await openManagePage(at, heading);
      expect(await view.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await seriousAxeViolations(view)).toEqual([]);
      await shoot(view, name);
      return view;
    }

    await (await arabicState('حجزكم بانتظار موظفي الاستقبال', 'ar-pending')).context().close();
    // The English page of the same booking says the same in English.
    const english = await openManagePage(
      `/booking/manage/${token}`,
      'Your booking is waiting for reception',
    );
    await english.context().close();

    await updateBooking(booking.id, { status: 'approved', approved_at: new Date().toISOString() });
    const approved = await arabicState('تم قبول حجزكم', 'ar-approved');
    await approved.getByRole('button', { name: 'إلغاء الحجز' }).click();
    const confirm = approved.getByRole('dialog', { name: 'هل تريدون إلغاء هذا الحجز؟' });
    await confirm.waitFor();
    expect(await seriousAxeViolations(approved)).toEqual([]);
    const confirmLayout = await checkDialogAtWidths(approved, confirm, {
      name: 'ar-cancel-dialog',
      shotsDir,
    });
    expect(confirmLayout.problems).toEqual({});
    await confirm.getByRole('button', { name: 'نعم، إلغاء الحجز' }).click();
    await approved.getByRole('heading', { level: 1, name: 'تم إلغاء هذا الحجز' }).waitFor();
    expect(await seriousAxeViolations(approved)).toEqual([]);
    await shoot(approved, 'ar-cancelled');
    await approved.context().close();
    expect((await bookingOf(phone)).status).toBe('cancelled');

    // Yesterday's approved booking is past its cut-off: the page gives the venue's number instead.
    const late = await requestedBooking(date, '18:45', '+970591000321');
    await updateBooking(late.id, { status: 'approved', approved_at: new Date().toISOString() });
    await moveToThePast(late.id, addDays(venueToday(new Date(), venueTimeZone), -1));
    const lateArabic = await arabicState('تم قبول حجزكم', 'ar-after-cutoff', late.path);
    await lateArabic.getByText(/يمكن إلغاء الحجز عبر الموقع حتى ساعتين قبل موعده/).waitFor();
    expect(await lateArabic.getByRole('button', { name: 'إلغاء الحجز' }).count()).toBe(0);
    await lateArabic.context().close();
    const lateEnglish = await openManagePage(late.path.slice(3), 'Your booking is approved');
    await lateEnglish.getByText(/up to 2 hours before they start/).waitFor();
    await shoot(lateEnglish, 'en-after-cutoff');
    await lateEnglish.context().close();

    // A declined booking: nothing to cancel, another time to book.
    const declined = await requestedBooking(date, '19:30', '+970591000322');
    await updateBooking(declined.id, {
      status: 'rejected',
      rejected_at: new Date().toISOString(),
      rejection_reason: 'The lanes are closed for maintenance.',
    });
    await (await arabicState('تم رفض هذا الحجز', 'ar-rejected', declined.path)).context().close();
    const rejected = await openManagePage(declined.path.slice(3), 'This booking was declined');
    await shoot(rejected, 'en-rejected');
    await rejected.context().close();

    // A wrong token: one clear page in both languages.
    const wrong = 'A'.repeat(43);
    await (
      await arabicState('لم نعثر على هذا الحجز', 'ar-not-found', `/ar/booking/manage/${wrong}`)
    )
      .context()
      .close();
    const notFound = await openManagePage(
      `/booking/manage/${wrong}`,
      'We could not find this booking',
    );
    await shoot(notFound, 'en-not-found');
    await notFound.context().close();
  });
});

describe('the customer changes the time of their approved booking through its link', () => {
  /** The booking as the database holds it after the move. */
  async function heldOf(id: string) {
    const { data, error } = await admin
      .from('bookings')
      .select('status, date, time, lane, reschedule_count')
      .eq('id', id)
      .single();
    if (error) throw new Error(error.message);
    return data;
  }

  it.each([
    {
      locale: 'en' as const,
      from: 26,
      to: 27,
      phone: '+970591000331',
      approvedTitle: 'Your booking is approved',
      change: 'Change time',
      panel: 'Choose a new day and time',
      nextMonth: 'Next month',
      confirm: 'Confirm new time',
      movedTo: 'Your booking is now on',
    },
    {
      locale: 'ar' as const,
      from: 20,
      to: 21,
      phone: '+970591000332',
      approvedTitle: 'تم قبول حجزكم',
      change: 'تغيير الموعد',
      panel: 'اختاروا يومًا ووقتًا جديدين',
      nextMonth: 'الشهر التالي',
      confirm: 'تأكيد الموعد الجديد',
      movedTo: 'أصبح موعد حجزكم',
    },
  ])(
    'in $locale: picks another day and slot in the calendar, sees it moved, and it stays approved with a lane',
    async (words) => {
      const date = dayOfNextMonth(words.from);
      const newDate = dayOfNextMonth(words.to);
      const { id, path } = await requestedBooking(date, '18:00', words.phone);
      await updateBooking(id, { status: 'approved', approved_at: new Date().toISOString() });
      const token = path.split('/').at(-1) ?? '';
      const page = await openManagePage(
        words.locale === 'en' ? `/booking/manage/${token}` : path,
        words.approvedTitle,
      );

      await page.getByRole('button', { name: words.change }).click();
      const panel = page.getByRole('region', { name: words.panel });
      await panel.waitFor();
      await pickDate(page, newDate, words.nextMonth, words.locale);
      await panel.getByRole('button', { name: '20:15', exact: true }).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, `${words.locale}-change-time`);

      await panel.getByRole('button', { name: words.confirm }).click();
      await page.getByText(words.movedTo).waitFor();
      await panel.waitFor({ state: 'detached' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, `${words.locale}-changed`);
      await page.context().close();

      const held = await heldOf(id);
      expect(held).toMatchObject({
        status: 'approved',
        date: newDate,
        time: '20:15',
        reschedule_count: 1,
      });
      expect(held.lane).toBeGreaterThanOrEqual(1);
    },
  );
});
