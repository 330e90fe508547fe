import { i18n } from '@lingui/core';
import { DataError } from '@venue/data/errors';
import { limits } from '@venue/domain/limits';
import { cancellationClosedMessage, manageLinkNotFoundMessage } from '@venue/domain/manage-link';
import { englishOf, refusalCodes } from '@venue/domain/refusal-english';
import { refusalSamples } from '@venue/test-kit/refusal-samples';
import { describe, expect, it } from 'vitest';
import {
  domainMessages,
  errorText,
  rateLimitMessage,
  translateDomainMessage,
} from './domain-messages.ts';
import { activateLocale } from './i18n.ts';

const listed = [...domainMessages.fixed];
const arabicLetters = /[\u0600-\u06FF]/;
// Values that read left to right are isolated in the message; the words are the English key's.
const withoutIsolates = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('translateDomainMessage', () => {
  it('lists each message under the English its message gives, so the lookup finds it', async () => {
    await activateLocale('en');
    // The failures, fields, booking and feedback tables (a package's contents are the manager's
    // data in each language, no longer looked up; the database's refusals travel as codes).
    expect(listed.length).toBeGreaterThan(30);
    for (const [english, message] of listed) {
      expect(withoutIsolates(i18n._(message))).toBe(english);
      expect(translateDomainMessage(i18n, english)).toBe(english);
    }
  });

  it('gives each listed message its Arabic, limits filled in', async () => {
    await activateLocale('ar');
    expect(translateDomainMessage(i18n, 'Name is required')).toBe('الاسم مطلوب');
    expect(
      translateDomainMessage(i18n, `Comment must be at most ${limits.commentMaxLength} characters`),
    ).toBe('يجب ألا يزيد التعليق على 1000 حرف');
    expect(translateDomainMessage(i18n, 'Rating must be between 1 and 5')).toBe(
      'يجب أن يكون التقييم بين 1 و5',
    );
    expect(translateDomainMessage(i18n, rateLimitMessage)).toContain('\u2068+970');
    const untranslated = listed.filter(([english]) => {
      const arabic = translateDomainMessage(i18n, english);
      return arabic === english || !arabicLetters.test(arabic);
    });
    expect(untranslated).toEqual([]);
  });

  it("reads the manage link's refusals in Arabic by their code, the venue's number left to right", async () => {
    await activateLocale('ar');
    // The sentence is not what is read: a reworded one shows the same.
    const refused = (message: string) =>
      errorText(
        i18n,
        new DataError(message, 'VN015', null, {
          code: 'manage.cancellation_closed',
          params: { hours: 2, phone: '+970 2 295 0000' },
        }),
      );
    const closed = refused(cancellationClosedMessage);
    expect(closed).toMatch(/^يمكن إلغاء الحجز عبر الإنترنت حتى ساعتين قبل موعده/);
    expect(closed).toContain('\u2068+970 2 295 0000\u2069');
    expect(refused('Cancellation is closed.')).toBe(closed);
    expect(translateDomainMessage(i18n, manageLinkNotFoundMessage)).toContain('\u2068+970');
  });

  it('shows every refusal code in Arabic, with no English word but the venue name', async () => {
    await activateLocale('ar');
    expect(refusalSamples.map(({ code }) => code)).toEqual(refusalCodes);
    for (const refusal of refusalSamples) {
      const text = errorText(i18n, new DataError(englishOf(refusal), 'VN010', null, refusal));
      expect(text, refusal.code).toMatch(arabicLetters);
      // Numbers and examples set apart in their own direction may hold Latin letters.
      const words = text.replace(/\u2068[^\u2069]*\u2069/g, '');
      expect(words, refusal.code).not.toMatch(/[A-Za-z]/);
    }
    // The manage link's limit has words of its own.
    const manage = errorText(
      i18n,
      new DataError('Too many.', 'PT429', null, {
        code: 'limit.too_many_requests',
        params: { bucket: 'manage_booking:token' },
      }),
    );
    expect(manage).toMatch(/^فُتح هذا الحجز/);
  });

  it('leaves a message it does not know as it came', async () => {
    await activateLocale('ar');
    expect(translateDomainMessage(i18n, 'The server is busy')).toBe('The server is busy');
  });
});
