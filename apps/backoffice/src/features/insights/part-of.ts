import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCount } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';

/** "2 of 3" under a rate, or nothing when there is no case to count. */
export function partOfText(i18n: I18n, part: number, whole: number): string | undefined {
  if (whole === 0) return undefined;
  const locale = localeOf(i18n);
  const shown = formatCount(part, locale);
  const total = formatCount(whole, locale);
  return i18n._(msg`${shown} of ${total}`);
}
