import { i18n } from '@lingui/core';
import { DataError } from '@venue/data/errors';
import { rejectionSuccessMessage } from '@venue/domain/booking';
import { approvalSuccessMessage, capacityBlockedMessage } from '@venue/domain/capacity';
import { formatTime } from '@venue/domain/format';
import {
  rejectionFormSchema,
  rejectionReasonRequiredMessage,
} from '@venue/domain/forms/rejection-form';
import { englishOf, refusalCodes } from '@venue/domain/refusal-english';
import { refusalSamples } from '@venue/test-kit/refusal-samples';
import { describe, expect, it } from 'vitest';
import { domainMessages, errorText, translateDomainMessage } from './domain-messages.ts';
import { activateLocale } from './i18n.ts';

const tooLong = rejectionFormSchema.safeParse({ reason: 'x'.repeat(5000) }).error?.issues[0]
  ?.message as string;
const approval = approvalSuccessMessage({
  date: '2046-05-10',
  time: '19:30',
  lane: 3,
  hasEmail: true,
});
const samples = [rejectionReasonRequiredMessage, rejectionSuccessMessage(false), tooLong, approval];

describe('messages from the domain', () => {
  it('stay exactly as the domain wrote them in English', () => {
    for (const message of samples) expect(translateDomainMessage(i18n, message)).toBe(message);
  });

  it('read in Arabic, with the parts of a varying message in their places', async () => {
    await activateLocale('ar');
    expect(translateDomainMessage(i18n, rejectionReasonRequiredMessage)).toBe(
      'يُرجى إدخال سبب الرفض',
    );
    // 500 takes the plural form of a hundred: the noun in the singular.
    expect(translateDomainMessage(i18n, tooLong)).toBe('يجب ألا يتجاوز السبب 500 حرف');
    const approved = translateDomainMessage(i18n, approval);
    expect(approved).toMatch(/^تم قبول الحجز وإرسال بريد التأكيد!/);
    expect(approved).toContain('3/6');
    expect(approved).toContain('2046-05-10');
    expect(approved).toContain(formatTime('19:30'));
  });

  it('a message the catalogue does not know stays as written', async () => {
    await activateLocale('ar');
    expect(translateDomainMessage(i18n, 'Something new went wrong')).toBe(
      'Something new went wrong',
    );
  });

  it('lists each message under the English its message gives, each with its Arabic', async () => {
    const listed = [...domainMessages.fixed];
    expect(listed.length).toBeGreaterThan(30);
    await activateLocale('en');
    for (const [english, message] of listed) {
      expect(i18n._(message).replace(/[\u2068\u2069]/g, '')).toBe(english);
    }
    await activateLocale('ar');
    const untranslated = listed.filter(([english]) => {
      const arabic = translateDomainMessage(i18n, english);
      return arabic === english || !/[\u0600-\u06FF]/.test(arabic);
    });
    expect(untranslated).toEqual([]);
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
    expect(refusal).toContain('2046-05-10');
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
    // The screens' English is the database's sentence, except where the screen words it better.
    // A caller's mistake or a failure with the server's own reason reads as one to try again.
    const reworded = [
      'booking.slot_full',
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
    ];
    for (const refusal of refusalSamples.filter(({ code }) => !reworded.includes(code))) {
      const text = errorText(i18n, new DataError('Refused.', 'VN010', null, refusal));
      expect(text.replace(/[\u2066-\u2069]/g, ''), refusal.code).toBe(englishOf(refusal));
    }
  });
});
