import type { MenuItemFormValues } from '@venue/domain/forms/menu-item-form';
import { locales } from '@venue/domain/locales';
import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';
import { type MenuItem, menuItemColumns, toMenuItem } from './list-menu-items.ts';

export type AdminMenuItem = MenuItem & Pick<Tables<'menu_items'>, 'created_at' | 'position'>;

/**
 * What the manager writes to a menu item: the form's checked values. Price, description and
 * category left out take the column's default on an add and stay as they are on an edit.
 */
export type MenuItemValues = Pick<MenuItemFormValues, 'name' | 'image'> &
  Partial<Pick<MenuItemFormValues, 'price' | 'description' | 'category' | 'ownCategory'>>;

/** The columns of a menu item as the manager's list reads them. */
export const adminMenuItemColumns = `${menuItemColumns}, created_at, position`;

/** The row a menu item's values write (the own category's column by its name). */
export function menuItemRow(values: MenuItemValues) {
  return {
    name: values.name,
    image: values.image,
    price: values.price,
    description: values.description,
    category: values.category,
    own_category: values.ownCategory,
  };
}

export type MenuItemsPage = {
  items: AdminMenuItem[];
  /** How many items match the search in all. */
  total: number;
};

/**
 * The filter "the name contains `search` (any case) in some language", in PostgREST's `or`
 * syntax: the value is quoted, so commas and parentheses are plain characters, and `%` and `_`
 * (wildcards for `ilike`) are escaped to mean themselves.
 */
export function nameContains(search: string): string {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const quoted = `"${pattern.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
  return locales.map((locale) => `name->>${locale}.ilike.${quoted}`).join(',');
}

/**
 * One page of the manager's menu list in the menu's order, optionally only the items whose name
 * contains `search` (any case, in any language).
 */
export async function searchMenuItems(
  client: VenueClient,
  options: { search?: string; offset: number; limit: number },
): Promise<MenuItemsPage> {
  let query = client.from('menu_items').select(adminMenuItemColumns, { count: 'exact' });
  const search = options.search?.trim();
  if (search) query = query.or(nameContains(search));
  const result = await query
    .order('position', { ascending: true })
    .range(options.offset, options.offset + options.limit - 1);
  const items = unwrapRows(result).map(toMenuItem);
  return { items, total: result.count ?? items.length };
}
