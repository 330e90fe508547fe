import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type BuiltInMenuCategory, isBuiltInMenuCategory } from '@venue/domain/menu-items';

/** The built-in menu categories' names; the manager's own categories are shown as typed. */
export const menuCategoryNames: Readonly<Record<BuiltInMenuCategory, MessageDescriptor>> = {
  drinks: msg`Drinks`,
  food: msg`Food`,
  sweets: msg`Sweets`,
};

/** A menu category's name in the active language, or the manager's own name as she typed it. */
export function menuCategoryName(i18n: I18n, category: string): string {
  return isBuiltInMenuCategory(category) ? i18n._(menuCategoryNames[category]) : category;
}
