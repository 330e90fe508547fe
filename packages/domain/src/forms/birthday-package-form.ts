/**
 * Adding and editing a birthday package (spec sections 3 and 5), its title and items in English,
 * Arabic or both (decision 023). Price, min and max people arrive as numbers or as numeric text,
 * and leave as numbers; each language's items arrive as a list or as one text with an item per
 * line (a comma belongs to its item: "Cake, candles" is one item). A package has a title in at
 * least one language, and lists its items in every language of its title or in none; the values
 * keep only the languages written, as the database does.
 */
import * as z from 'zod/mini';
import { hiddenTextCharacters, limits } from '../limits.ts';
import { type LocaleCode, locales } from '../locales.ts';
import type { LocalizedList } from '../localized-list.ts';
import { refusalMessage } from '../refusals.ts';
import { sessionMinutes } from '../venue.ts';
import { hasAtMostTwoDecimals, numberFromText, textHiddenCharactersMessage } from './fields.ts';
import { blankLocalized, localizedField, writtenLocales } from './localized-parts.ts';

const peopleLimits = { min: limits.packageMaxPeopleMin, max: limits.packageMaxPeopleMax };

export const packageRequiredFieldsMessage = refusalMessage('content.package_required');
export const packagePriceRangeMessage = refusalMessage('content.package_price_range', {
  min: limits.packagePriceMin,
  max: limits.packagePriceMax,
});
export const packagePriceDecimalsMessage = refusalMessage('content.price_decimals');
export const packageMaxPeopleMessage = refusalMessage('content.package_max_people', peopleLimits);
export const packageMinPeopleMessage = refusalMessage('content.package_min_people', peopleLimits);
export const packageGuestOrderMessage = refusalMessage('content.package_guest_order');
export const packageDurationMessage = refusalMessage('content.package_duration', {
  min: limits.packageDurationMin,
  max: limits.packageDurationMax,
});
export const packageItemsCountMessage = refusalMessage('content.package_items_count', {
  max: limits.packageItemsMaxCount,
});
export const packageItemLengthMessage = refusalMessage('content.package_item_too_long', {
  max: limits.packageItemMaxLength,
});
export const packageItemsLanguageMessage = refusalMessage('content.package_items_language');
const titleTooLong = refusalMessage('content.title_too_long', {
  max: limits.packageTitleMaxLength,
});

/** The items of a package: a list, or text split at line breaks only; blanks dropped. */
export function packageItemsFrom(value: string | string[]): string[] {
  const parts = typeof value === 'string' ? value.split(/\r?\n/) : value;
  return parts.map((item) => item.trim()).filter((item) => item !== '');
}

function wholeNumberFromText(options: {
  readonly min: number;
  readonly max: number;
  readonly message: string;
  readonly whenBlank?: number;
}) {
  const { min, max, message, whenBlank } = options;
  return z.pipe(
    numberFromText({
      required: message,
      invalid: message,
      ...(whenBlank === undefined ? {} : { whenBlank }),
    }),
    z
      .number({ error: message })
      .check(
        z.refine(Number.isInteger, { error: message, abort: true }),
        z.gte(min, message),
        z.lte(max, message),
      ),
  );
}

/** One language's items: a list or lines of text, trimmed, blanks dropped, within the limits. */
function itemsField() {
  return z._default(
    z.pipe(
      z.pipe(
        z.union([z.array(z.string()), z.string()], { error: 'Items must be a list of texts' }),
        z.transform(packageItemsFrom),
      ),
      z
        .array(
          z.string().check(
            z.maxLength(limits.packageItemMaxLength, packageItemLengthMessage),
            z.refine((item) => !hiddenTextCharacters.test(item), textHiddenCharactersMessage),
          ),
        )
        .check(z.maxLength(limits.packageItemsMaxCount, packageItemsCountMessage)),
    ),
    [],
  );
}

/** Only the languages that list items. */
function writtenLists(lists: Record<LocaleCode, string[]>): LocalizedList {
  const kept: LocalizedList = {};
  for (const locale of locales) {
    const items = lists[locale];
    if (items.length > 0) kept[locale] = items;
  }
  return kept;
}

/**
 * A title in at least one language, items in every language of the title or in none: a language
 * with items and no title asks for its title, a titled language without the others' items asks
 * for them.
 */
function checkLanguages(
  values: { title: Partial<Record<LocaleCode, string>>; items: LocalizedList },
  payload: z.core.$RefinementCtx,
) {
  const { title, items } = values;
  const hasItems = locales.some((locale) => items[locale]);
  const issue = (path: [string, LocaleCode], message: string) =>
    payload.addIssue({ code: 'custom', message, path, input: values });
  for (const locale of locales) {
    if (items[locale] && !title[locale]) issue(['title', locale], packageRequiredFieldsMessage);
    if (title[locale] && hasItems && !items[locale]) {
      issue(['items', locale], packageItemsLanguageMessage);
    }
  }
  if (!hasItems && !locales.some((locale) => title[locale])) {
    issue(['title', locales[0] as LocaleCode], packageRequiredFieldsMessage);
  }
}

const languageFields = ['title', 'items'];

export const birthdayPackageFormSchema = z
  .object({
    /** The title in each language; none given is none written. */
    title: z._default(
      z.pipe(
        localizedField(limits.packageTitleMaxLength, titleTooLong),
        z.transform(writtenLocales),
      ),
      {},
    ),
    /** ILS per person. */
    price: z.pipe(
      numberFromText({ required: packageRequiredFieldsMessage, invalid: packagePriceRangeMessage }),
      z
        .number({ error: packagePriceRangeMessage })
        .check(
          z.gte(limits.packagePriceMin, { error: packagePriceRangeMessage, abort: true }),
          z.lte(limits.packagePriceMax, { error: packagePriceRangeMessage, abort: true }),
          z.refine(hasAtMostTwoDecimals, packagePriceDecimalsMessage),
        ),
    ),
    /** Each language's items; a language without any is not listed. */
    items: z._default(
      z.pipe(
        z.object(
          Object.fromEntries(locales.map((locale) => [locale, itemsField()])) as Record<
            LocaleCode,
            ReturnType<typeof itemsField>
          >,
        ),
        z.transform(writtenLists),
      ),
      {},
    ),
    /** The fewest guests the package is for; blank means one. */
    minPeople: z._default(
      wholeNumberFromText({
        min: limits.packageMaxPeopleMin,
        max: limits.packageMaxPeopleMax,
        message: packageMinPeopleMessage,
        whenBlank: limits.packageMaxPeopleMin,
      }),
      limits.packageMaxPeopleMin,
    ),
    maxPeople: wholeNumberFromText({
      min: limits.packageMaxPeopleMin,
      max: limits.packageMaxPeopleMax,
      message: packageMaxPeopleMessage,
    }),
    /** Minutes; blank means one session. */
    duration: z._default(
      wholeNumberFromText({
        min: limits.packageDurationMin,
        max: limits.packageDurationMax,
        message: packageDurationMessage,
        whenBlank: sessionMinutes,
      }),
      sessionMinutes,
    ),
  })
  .check(
    // Once each language's title and items are valid on their own.
    z.superRefine(checkLanguages, {
      when: (payload) =>
        !payload.issues.some((issue) => languageFields.includes(String(issue.path?.[0]))),
    }),
    z.refine((values) => values.minPeople <= values.maxPeople, {
      path: ['minPeople'],
      error: packageGuestOrderMessage,
      // Only when both numbers are valid: a bad one has its own message.
      when: (payload) =>
        !payload.issues.some((issue) =>
          ['minPeople', 'maxPeople'].includes(String(issue.path?.[0])),
        ),
    }),
  );

export type BirthdayPackageFormInput = z.input<typeof birthdayPackageFormSchema>;
export type BirthdayPackageFormValues = z.output<typeof birthdayPackageFormSchema>;

/** An empty form: every language blank, the numbers to type. */
export function emptyBirthdayPackageForm() {
  return {
    title: blankLocalized(),
    items: blankLocalized(),
    price: '',
    minPeople: '',
    maxPeople: '',
    duration: '',
  };
}
