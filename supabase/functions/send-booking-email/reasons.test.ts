// A quick reason reception picks is written in the booking's language, whatever the language of
// the member who picked it; a reason reception typed goes as typed.
import assert from 'node:assert/strict';
import { rejectionReasonKeys } from '../../../packages/domain/src/rejection-reasons.ts';
import type { EmailBooking } from './booking.ts';
import { booking } from './fixtures.test-support.ts';
import { emailMessages } from './messages.ts';
import { renderEmail } from './templates.ts';

const rejected = (overrides: Partial<EmailBooking>) =>
  booking({
    status: 'rejected',
    approved_at: null,
    rejected_at: '2026-11-21T13:00:00+00:00',
    rejection_reason: 'We are at full capacity at the requested time.',
    rejection_reason_key: 'full_capacity',
    ...overrides,
  });

Deno.test('an Arabic booking rejected with the full-capacity key reads the reason in Arabic', () => {
  const email = renderEmail('rejected', rejected({ locale: 'ar' }));
  assert.ok(email.text.includes('السبب: العدد لدينا مكتمل في الوقت المطلوب.'), email.text);
  assert.ok(email.html.includes('العدد لدينا مكتمل في الوقت المطلوب.'));
  assert.ok(!email.text.includes('full capacity'));
  assert.ok(!email.html.includes('full capacity'));
});

Deno.test('an English booking rejected with the same key reads the English sentence', () => {
  const email = renderEmail('rejected', rejected({ locale: 'en' }));
  assert.ok(email.text.includes('Reason: We are at full capacity at the requested time.'));
  assert.ok(email.html.includes('We are at full capacity at the requested time.'));
});

Deno.test('every key has its sentence in every language, and the languages differ', () => {
  for (const key of rejectionReasonKeys) {
    const english = renderEmail('rejected', rejected({ locale: 'en', rejection_reason_key: key }));
    const arabic = renderEmail('rejected', rejected({ locale: 'ar', rejection_reason_key: key }));
    assert.ok(english.text.includes(`Reason: ${emailMessages.en.rejected.reasons[key]}`));
    assert.ok(arabic.text.includes(`السبب: ${emailMessages.ar.rejected.reasons[key]}`));
    assert.notEqual(emailMessages.ar.rejected.reasons[key], emailMessages.en.rejected.reasons[key]);
  }
});

Deno.test('a typed reason goes as typed in an Arabic e-mail, and an unknown key reads as typed', () => {
  const typed = renderEmail(
    'rejected',
    rejected({
      locale: 'ar',
      rejection_reason: 'Lanes closed for repairs',
      rejection_reason_key: null,
    }),
  );
  assert.ok(typed.text.includes('السبب: \u2068Lanes closed for repairs\u2069'));
  const unknown = renderEmail(
    'rejected',
    rejected({ locale: 'ar', rejection_reason: 'Closed', rejection_reason_key: 'no_such_key' }),
  );
  assert.ok(unknown.text.includes('السبب: \u2068Closed\u2069'));
});
