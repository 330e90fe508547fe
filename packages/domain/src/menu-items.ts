/**
 * Cafe menu items (spec section 3): an image value is a URL when it starts with http; a category
 * is a built-in one (named in each language by the apps) or the manager's own name, as typed.
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

/**
 * The categories of a menu, each once: the built-in ones in their fixed order, then the manager's
 * own in the order their first item comes in the menu (the order she sets).
 */
export function menuCategoriesOf(items: readonly { category: string }[]): string[] {
  const present = new Set(items.map((item) => item.category));
  const builtIn = builtInMenuCategories.filter((category) => present.has(category));
  const own = [...present].filter((category) => !isBuiltInMenuCategory(category));
  return [...builtIn, ...own];
}
