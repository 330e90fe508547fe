import { i18n } from '@lingui/core';
import { DataError } from '@venue/data/errors';
import { commentRequiredMessage } from '@venue/domain/forms/feedback-form';
import { nameRequiredMessage } from '@venue/domain/forms/fields';
import { cancellationClosedMessage, manageLinkNotFoundMessage } from '@venue/domain/manage-link';
import { englishOf, refusalCodes } from '@venue/domain/refusal-english';
import { refusalMessage } from '@venue/domain/refusals';
import type { ManagerRefusalCode } from '@venue/i18n/messages/refusals';
import { refusalSamples } from '@venue/test-kit/refusal-samples';
import { describe, expect, it } from 'vitest';
import { errorText, messageText, rateLimitText } from './domain-messages.ts';
import { activateLocale } from './i18n.ts';

const arabicLetters = /[\u0600-\u06FF]/;
// Values that read left to right are isolated in the message.
const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const managerAreas = ['content.', 'file.', 'account.'];
/** The codes a visitor can meet: all but the manager's pages' own. */
const visitorSamples = refusalSamples.filter(
  (refusal) => !managerAreas.some((area) => refusal.code.startsWith(area)),
);

describe("the site's refusals, by code", () => {
  it("reads a form check's code in the visitor's language, limits filled in", async () => {
    await activateLocale('ar');
    expect(messageText(i18n, nameRequiredMessage)).toBe('الاسم مطلوب');
    expect(messageText(i18n, refusalMessage('feedback.comment_too_long', { max: 1000 }))).toBe(
      'يجب ألا يزيد التعليق على 1000 حرف',
    );
    expect(messageText(i18n, refusalMessage('feedback.rating_range', { min: 1, max: 5 }))).toBe(
      'يجب أن يكون التقييم بين 1 و5',
    );
    await activateLocale('en');
    expect(messageText(i18n, commentRequiredMessage)).toBe('Comment is required');
  });

  it("gives the site's own rate-limit words with the venue's number left to right", async () => {
    await activateLocale('ar');
    expect(rateLimitText(i18n)).toMatch(arabicLetters);
    expect(rateLimitText(i18n)).toContain('\u2068+970');
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
    const notFound = errorText(
      i18n,
      new DataError(manageLinkNotFoundMessage, 'PT404', null, {
        code: 'manage.not_found',
        params: { phone: '+970 2 295 0000' },
      }),
    );
    expect(notFound).toMatch(arabicLetters);
    expect(notFound).toContain('\u2068+970 2 295 0000\u2069');
  });

  it('shows every code a visitor can meet in Arabic, with no English word, and in English as the registry words it', async () => {
    await activateLocale('ar');
    expect(refusalSamples.map(({ code }) => code)).toEqual(refusalCodes);
    expect(visitorSamples.length).toBeGreaterThan(60);
    for (const refusal of visitorSamples) {
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
    await activateLocale('en');
    // What a visitor's own requests can be refused with reads as the registry words it (the
    // desk's full slot and a closed day excepted: the screen words them better, the day as
    // visitors read dates).
    const visitorAreas = ['limit', 'manage', 'field', 'booking', 'feedback', 'failure'];
    const reworded = ['booking.slot_full', 'booking.day_closed'];
    const worded = visitorSamples.filter(
      ({ code }) => visitorAreas.includes(code.split('.')[0] ?? '') && !reworded.includes(code),
    );
    expect(worded.length).toBeGreaterThan(40);
    for (const refusal of worded) {
      const text = errorText(i18n, new DataError('Refused.', 'VN010', null, refusal));
      expect(withoutIsolates(text), refusal.code).toBe(englishOf(refusal));
    }
  });

  it('names a closed day as visitors read dates, in English and in Arabic', async () => {
    const closed = new DataError('The venue is closed on 2027-03-10.', 'VN016', null, {
      code: 'booking.day_closed',
      params: { date: '2027-03-10', reason: null },
    });
    await activateLocale('en');
    expect(withoutIsolates(errorText(i18n, closed))).toBe('The venue is closed on Mar 10, 2027.');
    await activateLocale('ar');
    const arabic = withoutIsolates(errorText(i18n, closed));
    expect(arabic).toContain('10 آذار 2027');
    expect(arabic).not.toContain('2027-03-10');
  });

  it("reads an error without a code as a general failure, and a network failure as one, never the server's English", async () => {
    await activateLocale('ar');
    const general = errorText(i18n, new Error('The server is busy'));
    expect(general).toMatch(arabicLetters);
    expect(general).not.toContain('server');
    expect(errorText(i18n, new DataError('relation "x" does not exist', '42P01'))).toBe(general);
    const offline = errorText(i18n, new TypeError('Failed to fetch'));
    expect(offline).toMatch(arabicLetters);
    expect(offline).not.toBe(general);
  });

  it('keeps the codes of the manager pages out of the site', async () => {
    await activateLocale('ar');
    const managerCode: ManagerRefusalCode = 'content.faq_required';
    const text = errorText(
      i18n,
      new DataError('x', 'VN010', null, { code: managerCode, params: {} }),
    );
    // Not a message of the site's catalogue: the general failure stands in.
    expect(text).toBe(errorText(i18n, new Error('x')));
  });
});
