/**
 * The languages the product speaks: both apps, the booking e-mails and the bookings themselves
 * (`bookings.locale`). English is the source (the spec's texts) and the default. It is the only
 * list: a new locale is one line here, its translation in each catalogue (the two apps' and the
 * e-mails'), and `npm run db:locales` for the database's copy (db:check fails until then); the type
 * checker then asks for its formats (format.ts).
 */
export const localeInfo = {
  en: { name: 'English', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
} as const satisfies Record<string, { name: string; dir: 'ltr' | 'rtl' }>;

export type LocaleCode = keyof typeof localeInfo;

export const sourceLocale: LocaleCode = 'en';

export const locales = Object.keys(localeInfo) as LocaleCode[];

export function isLocale(value: string | null | undefined): value is LocaleCode {
  return value != null && Object.hasOwn(localeInfo, value);
}
