/**
 * Adding a cafe menu item (spec section 5). The image value is the uploaded image's URL, or text
 * shown in its place (never another kind of address: `media-addresses.ts`). The upload itself is checked with `isImageFile` from `files.ts`. Price and
 * description are optional (blank is none); the category is a built-in key or the manager's own
 * name, and an own name that spells a built-in one ("Drinks") becomes that one.
 */
import * as z from 'zod/mini';
import { hiddenTextCharacters, limits } from '../limits.ts';
import { isMenuImage, menuImageAddressMessage } from '../media-addresses.ts';
import { defaultMenuCategory, isBuiltInMenuCategory } from '../menu-items.ts';
import { packagePriceDecimalsMessage } from './birthday-package-form.ts';
import {
  hasAtMostTwoDecimals,
  optionalNumberFromText,
  requiredText,
  textHiddenCharactersMessage,
} from './fields.ts';

export const menuItemRequiredMessage = 'Please fill all fields and upload an image';
export const menuPriceRangeMessage = `Price must be between 0 and ${limits.menuPriceMax} ILS`;
export const menuPriceDecimalsMessage = packagePriceDecimalsMessage;
export const menuDescriptionTooLongMessage = `Description must be at most ${limits.menuItemDescriptionMaxLength} characters`;
export const menuCategoryRequiredMessage = 'Please enter a category name';
export const menuCategoryTooLongMessage = `Category must be at most ${limits.menuCategoryMaxLength} characters`;

/** A typed category in its stored form: a built-in one in any letter case becomes its key. */
export function menuCategoryFrom(typed: string): string {
  const lower = typed.trim().toLowerCase();
  return isBuiltInMenuCategory(lower) ? lower : typed.trim();
}

export const menuItemFormSchema = z.object({
  name: requiredText({
    required: menuItemRequiredMessage,
    maxLength: limits.menuItemNameMaxLength,
    tooLong: `Name must be at most ${limits.menuItemNameMaxLength} characters`,
  }),
  image: requiredText({
    required: menuItemRequiredMessage,
    maxLength: limits.imageMaxLength,
    tooLong: `Image address must be at most ${limits.imageMaxLength} characters`,
  }).check(z.refine(isMenuImage, menuImageAddressMessage)),
  /** ILS; null shows no price. */
  price: z._default(
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
  ),
  /** Trimmed; blank is null. */
  description: z._default(
    z.pipe(
      z.nullable(
        z.string().check(
          z.trim(),
          z.maxLength(limits.menuItemDescriptionMaxLength, menuDescriptionTooLongMessage),
          z.refine((text: string) => !hiddenTextCharacters.test(text), textHiddenCharactersMessage),
        ),
      ),
      z.transform((text: string | null) => (text ? text : null)),
    ),
    null,
  ),
  category: z._default(
    z.pipe(
      requiredText({
        required: menuCategoryRequiredMessage,
        maxLength: limits.menuCategoryMaxLength,
        tooLong: menuCategoryTooLongMessage,
        singleLine: true,
      }),
      z.transform(menuCategoryFrom),
    ),
    defaultMenuCategory,
  ),
});

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
