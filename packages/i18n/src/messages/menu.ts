import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ShownText, textIn } from '@venue/domain/localized-text';
import type { BuiltInMenuCategory, MenuCategory } from '@venue/domain/menu-items';
import { localeOf } from '../locales.ts';

/** The built-in menu categories' names; the manager's own are in her words, in each language. */
export const menuCategoryNames: Readonly<Record<BuiltInMenuCategory, MessageDescriptor>> = {
  drinks: msg`Drinks`,
  food: msg`Food`,
  sweets: msg`Sweets`,
};

/**
 * A menu category's name in the active language: a built-in one from the catalogue, the
 * manager's own in that language, else in the one she wrote it in (marked as a fallback).
 */
export function menuCategoryText(i18n: I18n, category: MenuCategory): ShownText {
  const locale = localeOf(i18n);
  if (category.builtIn !== null) {
    return { text: i18n._(menuCategoryNames[category.builtIn]), lang: locale, isFallback: false };
  }
  return textIn(category.own, locale) ?? { text: '', lang: locale, isFallback: false };
}
