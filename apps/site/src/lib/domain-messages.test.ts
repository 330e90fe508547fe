import { i18n } from '@lingui/core';
import { limits } from '@venue/domain/limits';
import { cancellationClosedMessage, manageLinkNotFoundMessage } from '@venue/domain/manage-link';
import { describe, expect, it } from 'vitest';
import { domainMessages, rateLimitMessage, translateDomainMessage } from './domain-messages.ts';
import { activateLocale } from './i18n.ts';

const listed = [...domainMessages.fixed];
const arabicLetters = /[\u0600-\u06FF]/;
// Values that read left to right are isolated in the message; the words are the English key's.
const withoutIsolates = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('translateDomainMessage', () => {
  it('lists each message under the English its message gives, so the lookup finds it', async () => {
    await activateLocale('en');
    // The failures, fields, booking and feedback tables (a package's contents are the manager's
    // data in each language, no longer looked up).
    expect(listed.length).toBeGreaterThan(35);
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

  it("reads the manage link's refusals in Arabic, the venue's number left to right", async () => {
    await activateLocale('ar');
    const closed = translateDomainMessage(i18n, cancellationClosedMessage);
    expect(closed).toMatch(/^يمكن إلغاء الحجز عبر الإنترنت حتى ساعتين قبل موعده/);
    expect(closed).toContain('\u2068+970 2 295 0000\u2069');
    expect(translateDomainMessage(i18n, manageLinkNotFoundMessage)).toContain('\u2068+970');
  });

  it('leaves a message it does not know as it came', async () => {
    await activateLocale('ar');
    expect(translateDomainMessage(i18n, 'The server is busy')).toBe('The server is busy');
  });
});
