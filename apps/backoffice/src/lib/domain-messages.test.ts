import { i18n } from '@lingui/core';
import { DataError } from '@venue/data/errors';
import { capacityBlockedMessage } from '@venue/domain/capacity';
import {
  rejectionFormSchema,
  rejectionReasonRequiredMessage,
} from '@venue/domain/forms/rejection-form';
import { englishOf, englishOfMessage, refusalCodes } from '@venue/domain/refusal-english';
import { refusalSamples } from '@venue/test-kit/refusal-samples';
import { describe, expect, it } from 'vitest';
import {
  approvalToast,
  contactAttemptToast,
  noEmailApprovalWarning,
  noEmailRejectionWarning,
  rejectionToast,
} from '../features/bookings/booking-messages.ts';
import { errorText, messageText } from './domain-messages.ts';
import { activateLocale } from './i18n.ts';

const tooLong = rejectionFormSchema.safeParse({ reason: 'x'.repeat(5000) }).error?.issues[0]
  ?.message as string;
const sent = { status: 'sent', recipient: 'lina@example.com' } as const;

describe('messages from the domain', () => {
  it('read in English in the words of the spec', async () => {
    await activateLocale('en');
    for (const message of [rejectionReasonRequiredMessage, tooLong]) {
      expect(messageText(i18n, message)).toBe(englishOfMessage(message));
    }
    expect(messageText(i18n, tooLong)).toBe('Reason must be at most 500 characters');
    expect(approvalToast({ date: '2046-05-10', time: '19:30' }, 3, sent, 6).message).toBe(
      'Booking approved and confirmation email sent! Lane 3/6 assigned for May 10, 2046 at 19:30.',
    );
    expect(
      approvalToast({ date: '2046-05-10', time: '19:30' }, 6, { status: 'skipped' }, 6).message,
    ).toBe('Booking approved! (No email on file) Lane 6/6 assigned for May 10, 2046 at 19:30.');
    expect(rejectionToast(sent).message).toBe('Booking rejected and notification email sent!');
    expect(rejectionToast({ status: 'skipped' }).message).toBe(
      'Booking rejected! (No email on file)',
    );
  });

  it('warn before approving or rejecting without an e-mail address, and count contact attempts', async () => {
    await activateLocale('en');
    expect(noEmailApprovalWarning()).toBe(
      "This booking doesn't have an email address. Approving without sending email.",
    );
    expect(noEmailRejectionWarning()).toBe(
      "This booking doesn't have an email address. Rejecting without sending email.",
    );
    expect(contactAttemptToast(2)).toBe('Contact attempt #2 recorded');
    await activateLocale('ar');
    for (const text of [
      noEmailApprovalWarning(),
      noEmailRejectionWarning(),
      contactAttemptToast(2),
    ]) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('read in Arabic, with the parts of a varying message in their places', async () => {
    await activateLocale('ar');
    expect(messageText(i18n, rejectionReasonRequiredMessage)).toBe('يُرجى إدخال سبب الرفض');
    // 500 takes the plural form of a hundred: the noun in the singular.
    expect(messageText(i18n, tooLong)).toBe('يجب ألا يتجاوز السبب 500 حرف');
    const approved = approvalToast({ date: '2046-05-10', time: '19:30' }, 3, sent, 6).message;
    expect(approved).toMatch(/^تم قبول الحجز وإرسال بريد التأكيد!/);
    expect(approved).toContain('3/6');
    expect(approved).toContain('10 أيار 2046');
    expect(approved).toContain('19:30');
  });

  it("reads the database's full-slot refusal in Arabic with its numbers, by its code", async () => {
    await activateLocale('ar');
    const refusal = errorText(
      i18n,
      new DataError(capacityBlockedMessage('2046-05-10', '19:30', 6), 'VN001', null, {
        code: 'booking.slot_full',
        params: { lanes: 6, date: '2046-05-10', time: '19:30', approved: 6 },
      }),
    );
    expect(refusal).toMatch(/^تعذّر قبول الحجز/);
    expect(refusal).toContain('6/6');
    expect(refusal).toContain('10 أيار 2046');
  });

  it('reads every refusal code in Arabic with no English word, and in English as the database words it but for a few', async () => {
    await activateLocale('ar');
    expect(refusalSamples.map(({ code }) => code)).toEqual(refusalCodes);
    for (const refusal of refusalSamples) {
      const text = errorText(i18n, new DataError(englishOf(refusal), 'VN010', null, refusal));
      expect(text, refusal.code).toMatch(/[\u0600-\u06FF]/);
      // Numbers and examples set apart in their own direction may hold Latin letters.
      const words = text.replace(/\u2068[^\u2069]*\u2069/g, '');
      expect(words, refusal.code).not.toMatch(/[A-Za-z]/);
    }
    await activateLocale('en');
    // The screens' English is the registry's sentence, except where the screen words it better.
    // A caller's mistake or a failure with the server's own reason reads as one to try again, and
    // a day reads as the reader's language writes dates ("Mar 10, 2027", not "2027-03-10").
    const reworded = [
      'booking.day_closed',
      'booking.slot_full',
      'vr.session_full',
      'vr.no_party_session',
      'content.move_choice',
      'internal.reference_number',
      'internal.references_used_up',
      'request.method_not_allowed',
      'email.bad_request',
      'email.bad_cancellation_request',
      'staff.bad_action',
      'staff.bad_id',
      'staff.create_failed',
      'staff.set_password_failed',
      'staff.remove_second_factor_failed',
      'staff.change_failed',
      'staff.delete_failed',
      // Answered to Supabase Cron and Meta, never shown to a person.
      'outbox.secret_key_required',
      'whatsapp.verify_refused',
      'whatsapp.not_configured',
      'whatsapp.bad_signature',
      'whatsapp.bad_request',
    ];
    for (const refusal of refusalSamples.filter(({ code }) => !reworded.includes(code))) {
      const text = errorText(i18n, new DataError('Refused.', 'VN010', null, refusal));
      expect(text.replace(/[\u2066-\u2069]/g, ''), refusal.code).toBe(englishOf(refusal));
    }
  });
});
