import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, seedStaff, shootPage, stack } from './support.ts';

const browser = browserForFile();
const shotsDir = screenshotFolder('backoffice-reception');
const db = new pg.Client(stack.dbUrl);
const run = Math.random().toString(36).slice(2, 8);

/** Venue's today plus `days`, "YYYY-MM-DD". */
async function futureDate(days: number): Promise<string> {
  const { rows } = await db.query<{ day: string }>(
    `select to_char((now() at time zone 'Asia/Hebron')::date + $1::int, 'YYYY-MM-DD') as day`,
    [days],
  );
  return rows[0]?.day as string;
}

type NewBooking = {
  name: string;
  email?: string | null;
  date: string;
  time: string;
  status?: 'pending' | 'approved';
};

async function insertBooking(booking: NewBooking): Promise<string> {
  const client = serviceClient(stack);
  const { data, error } = await client
    .from('bookings')
    .insert({
      name: booking.name,
      phone: '+970591234567',
      email: booking.email ?? null,
      people: 4,
      rounds: 2,
      date: booking.date,
      time: booking.time,
      status: booking.status ?? 'pending',
      approved_at: booking.status === 'approved' ? new Date().toISOString() : null,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

async function bookingRow(id: string) {
  const { rows } = await db.query(
    `select status, to_char(date, 'YYYY-MM-DD') as date, time, contact_attempts, rejection_reason
       from public.bookings where id = $1`,
    [id],
  );
  return rows[0];
}

/** The desk, searched down to one customer's card. */
async function findCard(page: Page, name: string) {
  await page.getByLabel('Search bookings').fill(name);
  const card = page.getByRole('article', { name });
  await card.waitFor();
  return card;
}

async function openDesk() {
  const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
  await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
  return page;
}

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

describe('reception at the desk', () => {
  it('signs in and lands on the calendar', async () => {
    const page = await browser.open('/admin');
    await page.getByLabel('Email').fill(seedStaff.reception.email);
    await page.getByLabel('Password').fill(seedStaff.reception.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reception Calendar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/calendar');
    await page.context().close();
  });

  it('is kept out of the manager pages: /admin/add-user goes to the calendar', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/calendar');
    await page.goto('/admin/add-user');
    await page.getByRole('heading', { level: 1, name: 'Reception Calendar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/calendar');
    expect(await page.getByRole('link', { name: 'Manage Users' }).count()).toBe(0);
    await page.context().close();
  });

  it('approves a pending booking; the customer gets the confirmation e-mail', async () => {
    const date = await futureDate(40);
    const name = `Approve Me ${run}`;
    const email = `approve-${run}@example.com`;
    const id = await insertBooking({ name, email, date, time: '16:30' });
    const page = await openDesk();
    const card = await findCard(page, name);
    await card.getByRole('button', { name: 'Approve & Email' }).click();
    await page
      .getByText(/^Booking approved and confirmation email sent! Lane 1\/6 assigned for /)
      .waitFor();
    expect((await bookingRow(id)).status).toBe('approved');

    const response = await fetch(`${stack.mailUrl}/api/messages`);
    const messages = (await response.json()) as { to: string[]; subject: string }[];
    const mail = messages.find((message) => message.to.includes(email));
    expect(mail?.subject).toBe(
      `Bowling Booking Confirmed - ${formatDisplayDate(date, venueTimeZone)}`,
    );
    await card.getByText(`Confirmation email sent to ${email}`).waitFor();
    await page.context().close();
  });

  it('rejects a pending booking with a quick reason', async () => {
    const date = await futureDate(41);
    const name = `Reject Me ${run}`;
    const id = await insertBooking({
      name,
      email: `reject-${run}@example.com`,
      date,
      time: '17:15',
    });
    const page = await openDesk();
    const card = await findCard(page, name);
    await card.getByRole('button', { name: 'Reject & Email' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject booking of ${name}` });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Reject & Send Email' }).isDisabled()).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Party size issue' }).click();
    await dialog.getByRole('button', { name: 'Reject & Send Email' }).click();
    await page.getByText('Booking rejected and notification email sent!').waitFor();
    const row = await bookingRow(id);
    expect(row.status).toBe('rejected');
    expect(row.rejection_reason).toBe('We cannot accommodate the party size of this booking.');
    await page.context().close();
  });

  it('records a contact attempt next to the WhatsApp link', async () => {
    const date = await futureDate(42);
    const name = `Call Me ${run}`;
    const id = await insertBooking({ name, date, time: '18:00' });
    const page = await openDesk();
    const card = await findCard(page, name);
    const whatsApp = card.getByRole('link', { name: new RegExp(`^WhatsApp ${name}`) });
    expect(await whatsApp.getAttribute('href')).toBe('https://wa.me/970591234567');
    expect(await whatsApp.getAttribute('target')).toBe('_blank');
    await card.getByRole('button', { name: 'Mark Contact Attempt' }).click();
    await page.getByText('Contact attempt #1 recorded').waitFor();
    await card.getByText('Contact attempts: 1').waitFor();
    expect((await bookingRow(id)).contact_attempts).toBe(1);
    await page.context().close();
  });

  it('reschedules an approved booking', async () => {
    const date = await futureDate(43);
    const newDate = await futureDate(44);
    const name = `Move Me ${run}`;
    const id = await insertBooking({ name, date, time: '20:15', status: 'approved' });
    const page = await openDesk();
    const card = await findCard(page, name);
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByLabel('New date').fill(newDate);
    await card.getByLabel('New time').selectOption('21:00');
    await shootPage(page, shotsDir, 'desk-reschedule-en');
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Booking updated successfully!').waitFor();
    const row = await bookingRow(id);
    expect(row).toMatchObject({ status: 'approved', date: newDate, time: '21:00' });
    await page.context().close();
  });

  it('cannot approve into the full slot: "Lanes Full" is disabled', async () => {
    // The seed's slot three days ahead at 19:30 has all 6 lanes held and Tariq Odeh waiting.
    const page = await openDesk();
    const card = await findCard(page, 'Tariq Odeh');
    await card.getByText('Lanes: 6/6').waitFor();
    await card.getByText('FULL', { exact: true }).waitFor();
    const button = card.getByRole('button', { name: 'Lanes Full' });
    expect(await button.isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Approve & Email' }).count()).toBe(0);
    await page.context().close();
  });
});
