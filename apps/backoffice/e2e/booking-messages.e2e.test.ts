import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, ownArabicReception, seedStaff, stack } from './support.ts';

// A booking's messages in its history dialog: an approval e-mail that went, the same approval on
// WhatsApp that the provider refused, and the two reminders to come. Reception sends the failed
// one again. Day 98 from the venue's today belongs to this file (other files use other days).
// The test stack runs no sender, so the rows stay as they are put. A reception account of its own
// works in Arabic.
const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-messages');
const day = addDays(venueToday(new Date(), venueTimeZone), 98);
const customer = `Maya Saleh ${run}`;
const phone = '+970591234599';
const email = `maya-${run}@example.com`;
const arabic = ownArabicReception('messages', run, 'سلمى يوسف');
let failedId = '';

/** The WhatsApp approval as the provider refused it (again, for the second test). */
async function failWhatsapp() {
  const { error } = await serviceClient(stack)
    .from('notifications')
    .update({
      state: 'failed',
      reason: 'provider_refused',
      error: 'HTTP 400: (#131026) Message undeliverable',
      attempts: 1,
    })
    .eq('id', failedId);
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  await arabic.create();
  const admin = serviceClient(stack);
  const { data: booking, error } = await admin
    .from('bookings')
    .insert({
      name: customer,
      phone,
      email,
      people: 4,
      rounds: 1,
      date: day,
      time: '18:00',
      status: 'approved',
      approved_at: new Date().toISOString(),
      source: 'phone',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  // The approval queued by e-mail went; the same approval on WhatsApp failed.
  const sent = await admin
    .from('notifications')
    .update({
      state: 'sent',
      sent_at: new Date().toISOString(),
      provider_id: `e2e-${run}`,
      recipient: email,
      attempts: 1,
    })
    .eq('booking_id', booking.id)
    .eq('event', 'approved');
  if (sent.error) throw new Error(sent.error.message);
  const failed = await admin
    .from('notifications')
    .insert({
      booking_id: booking.id,
      event: 'approved',
      channel: 'whatsapp',
      key: `approved:${booking.id}:e2e:whatsapp`,
      state: 'failed',
      reason: 'provider_refused',
      error: 'placeholder',
      recipient: phone,
    })
    .select('id')
    .single();
  if (failed.error) throw new Error(failed.error.message);
  failedId = failed.data.id;
  await failWhatsapp();
});

afterAll(async () => {
  await serviceClient(stack).from('bookings').delete().eq('name', customer);
  await arabic.remove();
});

async function openMessages(page: Page, labels: { search: string; history: string; tab: string }) {
  await page.getByLabel(labels.search).fill(run);
  const card = page.getByRole('article', { name: customer });
  await card.waitFor();
  await card.getByRole('button', { name: labels.history }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: labels.tab }).click();
  await dialog.getByRole('listitem').nth(3).waitFor();
  return dialog;
}

/** Every message whole inside the dialog, its channel on the event's far side for the direction. */
async function expectLaidOut(dialog: Locator, direction: 'ltr' | 'rtl') {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('The dialog is not laid out');
  for (const item of await dialog.getByRole('listitem').all()) {
    const line = await item.boundingBox();
    if (!line) throw new Error('A message is not laid out');
    expect(line.x).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(line.x + line.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  const first = dialog.getByRole('listitem').first();
  const title = await first.locator('p').first().boundingBox();
  const channel = await first.locator('svg').first().boundingBox();
  if (!title || !channel) throw new Error('A message line is not laid out');
  if (direction === 'ltr') expect(channel.x).toBeGreaterThan(title.x + title.width);
  else expect(channel.x + channel.width).toBeLessThan(title.x);
}

describe("a booking's messages", () => {
  it('reception reads what went and what failed, and sends the failed one again', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    const dialog = await openMessages(page, {
      search: 'Search bookings',
      history: 'History',
      tab: 'Messages',
    });
    const texts = await dialog.getByRole('listitem').allTextContents();
    expect(texts).toHaveLength(4);
    // Newest first: the WhatsApp row was queued last, the reminders with the approval.
    expect(texts[0]).toMatch(/^ApprovedWhatsAppFailed: Refused by the provider/);
    expect(texts[1]).toMatch(/^Reminder 2 h beforeE-mailWaiting until /);
    expect(texts[2]).toMatch(/^Reminder 24 h beforeE-mailWaiting until /);
    expect(texts[3]).toMatch(/^ApprovedE-mailSent/);
    const failed = dialog.getByRole('listitem').filter({ hasText: 'WhatsApp' });
    await failed.getByText('Failed: Refused by the provider').waitFor();
    await failed.getByText('HTTP 400: (#131026) Message undeliverable').waitFor();
    const sent = dialog.getByRole('listitem').filter({ hasText: email });
    await sent.getByText('Sent', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Send again' }).count()).toBe(1);

    await settleAnimations(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectLaidOut(dialog, 'ltr');
    const layout = await checkDialogAtWidths(page, dialog, { name: 'messages-en', shotsDir });
    expect(layout.problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });

    await failed.getByRole('button', { name: 'Send again' }).click();
    await page.getByText('The message will be sent again within a minute.').waitFor();
    await failed.getByText('Waiting to be sent').waitFor();
    expect(await dialog.getByRole('button', { name: 'Send again' }).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('in Arabic: right to left, the number left to right, no serious axe violation', async () => {
    await failWhatsapp();
    const page = await openSignedIn(browser, arabic.account, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const dialog = await openMessages(page, {
      search: 'البحث في الحجوزات',
      history: 'السجل',
      tab: 'الرسائل',
    });
    const failed = dialog.getByRole('listitem').filter({ hasText: 'واتساب' });
    await failed.getByText('تعذّر الإرسال: رفضها مزوّد الخدمة').waitFor();
    const number = failed.locator('bdi', { hasText: phone });
    expect(await number.getAttribute('dir')).toBe('ltr');
    const texts = await dialog.getByRole('listitem').allTextContents();
    expect(texts[1]).toMatch(/^تذكير قبل ساعتينالبريد الإلكترونيبانتظار الإرسال في /);
    expect(texts.join(' ')).not.toMatch(/Reminder|Sent|Failed|Waiting|E-mail/);

    await settleAnimations(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectLaidOut(dialog, 'rtl');
    const layout = await checkDialogAtWidths(page, dialog, { name: 'messages-ar', shotsDir });
    expect(layout.problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });

    await failed.getByRole('button', { name: 'إعادة الإرسال' }).click();
    await page.getByText('ستُرسل الرسالة مجددًا خلال دقيقة.').waitFor();
    await failed.getByText('بانتظار الإرسال', { exact: true }).waitFor();
    await page.context().close();
  }, 60_000);
});
