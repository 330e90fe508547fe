import { randomUUID } from 'node:crypto';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import type { CaughtMessage } from '@venue/local-stack/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveBooking } from '../src/bookings/approve-booking.ts';
import { sendBookingEmail } from '../src/bookings/send-booking-email.ts';
import {
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  packageByTitle,
  signInAsReception,
  stack,
} from './support.ts';

// A VR booking's and a VR party's approval e-mails end to end (issue 32): approved by reception,
// sent by the send-booking-email function through the mail catcher, in VR wording in both
// languages. Fixtures on days of 2123, which no other file uses.

const nextDay = daysOf(2123);
afterAll(closeSql);

let reception: Client;
beforeAll(async () => {
  reception = await signInAsReception();
});

async function mailTo(address: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${stack.mailUrl}/api/messages`);
  const all = (await response.json()) as CaughtMessage[];
  return all.filter((message) => message.to.includes(address));
}

/** Approves `id` and sends its e-mail; the one message the catcher caught for `email`. */
async function approvedMail(id: string, email: string) {
  await approveBooking(reception, id);
  expect(await sendBookingEmail(reception, id)).toEqual({ status: 'sent', recipient: email });
  const [message, ...others] = await mailTo(email);
  expect(others).toHaveLength(0);
  return message;
}

/** A pending VR request of 3 players for 2 sessions at 18:00 (35 ILS a player-session). */
async function pendingVr(locale: 'en' | 'ar') {
  const email = `vr-${randomUUID()}@example.com`;
  const date = nextDay();
  const [id] = await insertBookings([
    {
      date,
      time: '18:00',
      type: 'vr',
      people: 3,
      rounds: 2,
      duration: 40,
      bundle_price: 35,
      email,
      locale,
      age_confirmed_at: new Date().toISOString(),
    },
  ]);
  return { id: id as string, email, date };
}

describe('a VR booking is e-mailed in VR wording', () => {
  it('in English: its subject, players, sessions, price and the minimum age, no lane', async () => {
    const { id, email, date } = await pendingVr('en');
    const message = await approvedMail(id, email);
    expect(message?.subject).toBe(
      `VR Booking Confirmed - ${formatDisplayDate(date, venueTimeZone)}`,
    );
    const text = message?.text ?? '';
    for (const line of [
      'Your VR session is booked!',
      'Every player must be 8 or older.',
      'Time: 18:00',
      'Players: 3',
      'VR sessions: 2 sessions (40 minutes)',
      'Price: 210 ILS (3 players × 2 sessions × 35 ILS)',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/lane|shoes|bowling/i);
  });

  it('in Arabic: right to left, with the players and sessions in Arabic', async () => {
    const { id, email, date } = await pendingVr('ar');
    const message = await approvedMail(id, email);
    expect(message?.subject).toBe(
      `تأكيد حجز الواقع الافتراضي - ${formatDisplayDate(date, venueTimeZone, 'ar')}`,
    );
    expect(message?.html).toMatch(/<html lang="ar" dir="rtl">/);
    for (const line of ['اللاعبون: 3', 'جلسات الواقع الافتراضي: جلستان (40 دقيقة)']) {
      expect(message?.text).toContain(line);
    }
    expect(message?.text).not.toMatch(/البولينغ|مسار/);
  });
});

describe("a party's approval e-mail gives its VR session time", () => {
  it('a Blaze party at 18:00 plays its VR session right after its bowling, at 19:40', async () => {
    const blaze = await packageByTitle('Blaze');
    const email = `party-${randomUUID()}@example.com`;
    const [id] = await insertBookings([
      {
        date: nextDay(),
        time: '18:00',
        type: 'birthday',
        bundle_id: blaze.id,
        bundle_name: 'Blaze',
        bundle_price: blaze.price,
        duration: blaze.duration,
        people: 12,
        email,
      },
    ]);
    const message = await approvedMail(id as string, email);
    expect(message?.text).toContain('Your party plays VR for 1 session from 19:40.');
    expect(message?.text).toContain('VR sessions: 1 session from 19:40');
  });
});
