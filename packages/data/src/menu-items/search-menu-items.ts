import type { MenuItemFormValues } from '@venue/domain/forms/menu-item-form';
import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

export type AdminMenuItem = Pick<
  Tables<'menu_items'>,
  'id' | 'name' | 'image' | 'price' | 'description' | 'category' | 'created_at' | 'position'
>;

/**
 * What the manager writes to a menu item: the form's checked values. Price, description and
 * category left out take the column's default on an add and stay as they are on an edit.
 */
export type MenuItemValues = Pick<MenuItemFormValues, 'name' | 'image'> &
  Partial<Pick<MenuItemFormValues, 'price' | 'description' | 'category'>>;

/** The columns of a menu item as the manager's list reads them. */
export const adminMenuItemColumns =
  'id, name, image, price, description, category, created_at, position';

export type MenuItemsPage = {
  items: AdminMenuItem[];
  /** How many items match the search in all. */
  total: number;
};

/** `%` and `_` are wildcards for `ilike`; a search for them means the characters themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One page of the manager's menu list in the menu's order, optionally only the items whose name
 * contains `search` (any case).
 */
export async function searchMenuItems(
  client: VenueClient,
  options: { search?: string; offset: number; limit: number },
): Promise<MenuItemsPage> {
  let query = client.from('menu_items').select(adminMenuItemColumns, { count: 'exact' });
  const search = options.search?.trim();
  if (search) query = query.ilike('name', likePattern(search));
  const result = await query
    .order('position', { ascending: true })
    .range(options.offset, options.offset + options.limit - 1);
  const items = unwrapRows(result);
  return { items, total: result.count ?? items.length };
}
