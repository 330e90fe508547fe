// Every booking e-mail and its invite name the booking by its reference, never by its id.
import assert from 'node:assert/strict';
import { venue, venueAddress } from '../../../packages/domain/src/venue.ts';
import type { DecisionKind, EmailBooking } from './booking.ts';
import { calendarInvite } from './calendar-invite.ts';
import { booking } from './fixtures.test-support.ts';
import { renderEmail } from './templates.ts';

const decisions: Record<DecisionKind, Partial<EmailBooking>> = {
  approved: {},
  rejected: {
    status: 'rejected',
    approved_at: null,
    rejected_at: '2026-11-21T13:00:00+00:00',
    rejection_reason: 'Full',
  },
  cancelled: { status: 'cancelled', cancelled_at: '2026-11-22T09:00:00+00:00' },
  affected: {
    conflict: {
      code: 'booking.day_closed',
      params: { reason: { en: 'Eid' } },
      flaggedAt: '2026-11-22T09:00:00Z',
    },
  },
};
const uuid = booking().id;
const unfolded = (ics: string) => ics.replace(/\r\n /g, '');

for (const locale of ['en', 'ar'] as const) {
  for (const [kind, overrides] of Object.entries(decisions) as [
    DecisionKind,
    Partial<EmailBooking>,
  ][]) {
    Deno.test(`the ${locale} ${kind} e-mail carries the reference, left to right, and not the id`, () => {
      const email = renderEmail(kind, booking({ locale, ...overrides }), 'https://example.com/m');
      assert.ok(email.html.includes('<bdi dir="ltr">SZ-7K4Q</bdi>'));
      assert.ok(email.text.includes(locale === 'ar' ? '\u2066SZ-7K4Q\u2069' : ': SZ-7K4Q\n'));
      for (const part of [email.subject, email.html, email.text]) assert.ok(!part.includes(uuid));
    });
  }

  Deno.test(`the ${locale} calendar invite's description names the reference, not the id`, () => {
    const venueFacts = {
      name: venue.name,
      address: venueAddress(locale),
      email: venue.email,
      timeZone: venue.timeZone,
    };
    const ics = unfolded(calendarInvite(booking({ locale }), venueFacts, new Date(0)));
    const description = ics.split('\r\n').find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    assert.ok(description.includes('SZ-7K4Q'));
    assert.ok(!description.includes(uuid));
  });
}
