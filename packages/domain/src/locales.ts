/**
 * The languages the product speaks: both apps, the booking e-mails and the bookings themselves
 * (`bookings.locale`). English is the source (the spec's texts) and the default. A new locale is
 * one line here (its name, direction and the `Intl` locale its dates and prices are formatted in)
 * plus its catalogue file in each app.
 */
export const localeInfo = {
  en: { name: 'English', dir: 'ltr', intl: 'en-US' },
  // Palestinian Arabic conventions (Levantine month names: "تشرين الثاني") with Western digits.
  ar: { name: 'العربية', dir: 'rtl', intl: 'ar-PS-u-nu-latn' },
} as const satisfies Record<string, { name: string; dir: 'ltr' | 'rtl'; intl: string }>;

export type LocaleCode = keyof typeof localeInfo;

export const sourceLocale: LocaleCode = 'en';

export const locales = Object.keys(localeInfo) as LocaleCode[];

export function isLocale(value: string | null | undefined): value is LocaleCode {
  return value != null && Object.hasOwn(localeInfo, value);
}
