import { locales } from './locales.ts';
import { asLocalizedText, type LocalizedText } from './localized-text.ts';

/**
 * Cafe menu items (spec section 3): an image value is a URL when it starts with http; a category
 * is a built-in one (named in each language by the apps) or the manager's own name, in the
 * languages she wrote it in.
 */

/** The built-in categories, in the order the menu shows them (before the manager's own). */
export const builtInMenuCategories = ['drinks', 'food', 'sweets'] as const;

export type BuiltInMenuCategory = (typeof builtInMenuCategories)[number];

/** The category of an item added without one (and of the items from before categories). */
export const defaultMenuCategory: BuiltInMenuCategory = 'food';

/** True when a menu item's image value is a URL to show as an image; otherwise it is text. */
export function isImageUrl(image: string): boolean {
  return image.startsWith('http');
}

/** True when a category is one of the built-in keys (shown in the reader's language). */
export function isBuiltInMenuCategory(category: string): category is BuiltInMenuCategory {
  return (builtInMenuCategories as readonly string[]).includes(category);
}

/** A menu item's category as the database keeps it: a built-in key, or the manager's own name. */
export type Categorized = { category: string | null; own_category: unknown };

/**
 * A category of the menu: a built-in one (`builtIn`, named by the apps in each language), or the
 * manager's own (`own`, in the languages she wrote it in). `key` tells categories apart: the
 * built-in key, or the own name in its first language (so items she named alike share one).
 */
export type MenuCategory =
  | { key: BuiltInMenuCategory; builtIn: BuiltInMenuCategory; own: null }
  | { key: string; builtIn: null; own: LocalizedText };

/** The category an item is in. */
export function menuCategoryOf(item: Categorized): MenuCategory {
  if (item.category !== null && isBuiltInMenuCategory(item.category)) {
    return { key: item.category, builtIn: item.category, own: null };
  }
  const own = asLocalizedText(item.own_category);
  const first = locales.find((locale) => own[locale] !== undefined);
  return { key: `own:${first ? own[first] : ''}`, builtIn: null, own };
}

/**
 * The categories of a menu, each once: the built-in ones in their fixed order, then the manager's
 * own in the order their first item comes in the menu (the order she sets).
 */
export function menuCategoriesOf(items: readonly Categorized[]): MenuCategory[] {
  const present = new Map<string, MenuCategory>();
  for (const item of items) {
    const category = menuCategoryOf(item);
    if (!present.has(category.key)) present.set(category.key, category);
  }
  const builtIn = builtInMenuCategories.flatMap((key) => present.get(key) ?? []);
  const own = [...present.values()].filter((category) => category.builtIn === null);
  return [...builtIn, ...own];
}
