// The e-mails' messages in one locale, from the compiled catalogue beside this file
// (email-messages.generated.ts, written by npm run i18n:extract from
// packages/i18n/src/messages/emails.ts and the <locale>.po catalogues here).
import { type Messages, setupI18n } from '@lingui/core';
import { phrasings } from '../../../../packages/domain/src/format-phrasing.ts';
import type { LocaleCode } from '../../../../packages/domain/src/locales.ts';
import { type EmailMessageName, emailCatalogues } from './email-messages.generated.ts';

export type Values = Record<string, string | number>;
export type Translate = (name: EmailMessageName, values?: Values) => string;

/**
 * A catalogue's messages in `locale`, numbers in the locale's own digits and forms (Lingui formats
 * a plural's `#` with the locale's `Intl` tag: Western digits in Arabic, as on the site).
 */
export function translatorFor(
  locale: LocaleCode,
  catalogue: Record<EmailMessageName, unknown[]> = emailCatalogues[locale],
): Translate {
  const i18n = setupI18n({
    locale,
    locales: phrasings[locale].intl,
    messages: { [locale]: catalogue as Messages },
  });
  return (name, values) => i18n._(name, values);
}
