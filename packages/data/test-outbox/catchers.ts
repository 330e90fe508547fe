// What the outbox suite's tests share: calling send-notifications as the minute's tick does, and
// reading what the mail and WhatsApp catchers of the suite's own stack received.
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import type { CaughtMessage } from '@venue/local-stack/mail';
import type { CaughtWhatsapp } from '@venue/local-stack/whatsapp';
import { dbNow } from '@venue/test-kit/db-clock';
import { stack } from '../test/support.ts';

/** Calls send-notifications with `key` (the project's secret key unless given; null for none). */
export async function sendNotifications(key: string | null = stack.secretKey) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/send-notifications`, {
    method: 'POST',
    headers: key ? { authorization: `Bearer ${key}`, apikey: key } : {},
  });
  return { status: response.status, body: await response.json() };
}

/** The WhatsApp messages sent to a phone number, newest first. */
export async function whatsappTo(phone: string): Promise<CaughtWhatsapp[]> {
  const response = await fetch(`${stack.whatsappUrl}/api/messages`);
  const all = (await response.json()) as CaughtWhatsapp[];
  return all.filter((message) => message.to === phone.replace(/\D/g, ''));
}

/** The e-mails sent to an address, newest first. */
export async function mailTo(address: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${stack.mailUrl}/api/messages`);
  const all = (await response.json()) as CaughtMessage[];
  return all.filter((message) => message.to.includes(address));
}

/** The database's business day, `days` on (its clock is the one the tests move). */
export async function dayAhead(days: number): Promise<string> {
  return addDays(venueToday(await dbNow(stack.dbUrl), venueTimeZone), days);
}
