import { i18n } from '@lingui/core';
import { limits } from '@venue/domain/limits';
import { describe, expect, it } from 'vitest';
import {
  birthdayPackageMessages,
  feedbackMessages,
  translateDomainMessage,
} from './domain-messages.ts';
import { activateLocale } from './i18n.ts';

const all = [...feedbackMessages, ...birthdayPackageMessages];

describe('translateDomainMessage', () => {
  it('keeps every known message word for word in English', () => {
    for (const [english, descriptor] of all) {
      expect(i18n._(descriptor)).toBe(english);
      expect(translateDomainMessage(i18n, english)).toBe(english);
    }
  });

  it('gives each known message its Arabic, limits filled in', async () => {
    await activateLocale('ar');
    expect(translateDomainMessage(i18n, 'Name is required')).toBe('الاسم مطلوب');
    expect(
      translateDomainMessage(i18n, `Comment must be at most ${limits.commentMaxLength} characters`),
    ).toBe('يجب ألا يزيد التعليق على 1000 حرف');
    expect(translateDomainMessage(i18n, 'Rating must be between 1 and 5')).toBe(
      'يجب أن يكون التقييم بين 1 و5',
    );
    for (const [english] of all) {
      expect(translateDomainMessage(i18n, english)).not.toBe(english);
    }
  });

  it('leaves a message it does not know as it came', async () => {
    await activateLocale('ar');
    expect(translateDomainMessage(i18n, 'The server is busy')).toBe('The server is busy');
  });
});
