/**
 * Adding a cafe menu item (spec section 5), named in English, Arabic or both: a description and an
 * own category are written only in the name's languages, and an own category in all of them. The
 * image value is the uploaded image's URL, or text
 * shown in its place (never another kind of address: `media-addresses.ts`). The upload itself is checked with `isImageFile` from `files.ts`. Price and
 * description are optional (blank is none); the category is a built-in key or the manager's own
 * name, and an own name that spells a built-in one ("Drinks") becomes that one. The values are
 * what the database keeps: the texts with only the languages written.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { type LocaleCode, locales } from '../locales.ts';
import type { LocalizedText } from '../localized-text.ts';
import { isMenuImage, menuImageAddressMessage } from '../media-addresses.ts';
import {
  type BuiltInMenuCategory,
  builtInMenuCategories,
  defaultMenuCategory,
  isBuiltInMenuCategory,
} from '../menu-items.ts';
import { packagePriceDecimalsMessage } from './birthday-package-form.ts';
import { hasAtMostTwoDecimals, optionalNumberFromText, requiredText } from './fields.ts';
import {
  blankLocalized,
  isWritten,
  localizedField,
  requiredLocalizedField,
  writtenLocales,
} from './localized-parts.ts';

export const menuItemRequiredMessage = refusalMessage('content.menu_item_required');
export const menuPriceRangeMessage = refusalMessage('content.menu_price_range', {
  max: limits.menuPriceMax,
});
export const menuPriceDecimalsMessage = packagePriceDecimalsMessage;
export const menuDescriptionTooLongMessage = refusalMessage('content.description_too_long', {
  max: limits.menuItemDescriptionMaxLength,
});
export const menuCategoryRequiredMessage = refusalMessage('content.category_required');
export const menuCategoryTooLongMessage = refusalMessage('content.category_too_long', {
  max: limits.menuCategoryMaxLength,
});
const menuNameTooLongMessage = refusalMessage('field.name_too_long', {
  max: limits.menuItemNameMaxLength,
});

/** The category select's choice for "the manager's own", named in each language below it. */
export const ownMenuCategory = 'own';

/** A built-in category a typed own name spells (any letter case, any language's field), or null. */
function builtInSpelledBy(name: LocalizedText): BuiltInMenuCategory | null {
  for (const locale of locales) {
    const lower = name[locale]?.toLowerCase();
    if (lower !== undefined && isBuiltInMenuCategory(lower)) return lower;
  }
  return null;
}

const price = z._default(
  z.pipe(
    optionalNumberFromText({ invalid: menuPriceRangeMessage }),
    z.nullable(
      z
        .number({ error: menuPriceRangeMessage })
        .check(
          z.gte(0, { error: menuPriceRangeMessage, abort: true }),
          z.lte(limits.menuPriceMax, { error: menuPriceRangeMessage, abort: true }),
          z.refine(hasAtMostTwoDecimals, menuPriceDecimalsMessage),
        ),
    ),
  ),
  null,
);

const noText = () => blankLocalized();

/**
 * The item's texts and category as the manager writes them, each text in every language.
 * `category` is a built-in key or `ownMenuCategory`, whose name is `ownCategory` in each language.
 */
const textFields = {
  name: requiredLocalizedField(
    limits.menuItemNameMaxLength,
    menuNameTooLongMessage,
    menuItemRequiredMessage,
  ),
  /** Optional in each language the name is written in. */
  description: z._default(
    localizedField(limits.menuItemDescriptionMaxLength, menuDescriptionTooLongMessage),
    noText,
  ),
  category: z._default(
    z.enum([...builtInMenuCategories, ownMenuCategory], { error: menuCategoryRequiredMessage }),
    defaultMenuCategory,
  ),
  ownCategory: z._default(
    localizedField(limits.menuCategoryMaxLength, menuCategoryTooLongMessage, { singleLine: true }),
    noText,
  ),
};

type Issue = { path: [string, LocaleCode]; message: string };

/**
 * What the languages written leave undone: a description or own category in a language without
 * a name, or (for an own category) a named language without the category's name.
 */
function languageIssues(
  name: LocalizedText,
  description: LocalizedText,
  ownCategory: LocalizedText | null,
): Issue[] {
  const issues: Issue[] = [];
  for (const locale of locales) {
    const hasName = name[locale] !== undefined;
    const needsName =
      description[locale] !== undefined ||
      (ownCategory !== null && ownCategory[locale] !== undefined);
    if (!hasName && needsName) {
      issues.push({ path: ['name', locale], message: menuItemRequiredMessage });
    }
    if (hasName && ownCategory !== null && ownCategory[locale] === undefined) {
      issues.push({ path: ['ownCategory', locale], message: menuCategoryRequiredMessage });
    }
  }
  return issues;
}

type TypedTexts = {
  name: Partial<Record<LocaleCode, string | undefined>>;
  description: Partial<Record<LocaleCode, string | undefined>>;
  category: string;
  ownCategory: Partial<Record<LocaleCode, string | undefined>>;
};

/** The texts as the database keeps them, with the issues their languages leave pushed. */
function checkedTexts(values: TypedTexts, payload: { issues: unknown[] }) {
  const name = writtenLocales(values.name);
  const description = writtenLocales(values.description);
  const typedOwn = values.category === ownMenuCategory ? writtenLocales(values.ownCategory) : null;
  // An own name that spells a built-in one ("Drinks") is that one.
  const spelled = typedOwn ? builtInSpelledBy(typedOwn) : null;
  const ownCategory = spelled ? null : typedOwn;
  for (const issue of languageIssues(name, description, ownCategory)) {
    payload.issues.push({ code: 'custom', input: values, ...issue });
  }
  return {
    name,
    description: isWritten(description) ? description : null,
    category: ownCategory ? null : (spelled ?? (values.category as BuiltInMenuCategory)),
    ownCategory,
  };
}

/**
 * The texts and category alone. A form checks them with this too, so that what the languages
 * leave undone shows beside a missing image or a refused price (the whole schema reaches its
 * cross-field rules only once every field is valid).
 */
export const menuItemTextsSchema = z.pipe(
  z.object(textFields),
  z.transform((values, payload) => checkedTexts(values, payload)),
);

export const menuItemFormSchema = z.pipe(
  z.object({
    ...textFields,
    image: requiredText({
      required: menuItemRequiredMessage,
      maxLength: limits.imageMaxLength,
      tooLong: refusalMessage('content.image_address_too_long', { max: limits.imageMaxLength }),
    }).check(z.refine(isMenuImage, menuImageAddressMessage)),
    /** ILS; null shows no price. */
    price,
  }),
  z.transform((values, payload) => ({
    ...checkedTexts(values, payload),
    image: values.image,
    price: values.price,
  })),
);

export type MenuItemFormInput = z.input<typeof menuItemFormSchema>;
export type MenuItemFormValues = z.output<typeof menuItemFormSchema>;

export { menuImageAddressMessage } from '../media-addresses.ts';
// Kept in its own module so pages that only show menu items do not download the form schemas.
export {
  builtInMenuCategories,
  defaultMenuCategory,
  isBuiltInMenuCategory,
  isImageUrl,
  menuCategoriesOf,
} from '../menu-items.ts';

import { refusalMessage } from '../refusals.ts';
