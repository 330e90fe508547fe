import type { VenueClient } from '../client.ts';
import { editedRow } from '../edited-row.ts';
import { unwrap } from '../errors.ts';
import { toMenuItem } from './list-menu-items.ts';
import {
  type AdminMenuItem,
  adminMenuItemColumns,
  type MenuItemValues,
  menuItemRow,
} from './search-menu-items.ts';

/**
 * Writes the form's checked values (name, image URL or text, price, description, category) back
 * to a menu item; its place stays.
 */
export async function updateMenuItem(
  client: VenueClient,
  id: string,
  values: MenuItemValues,
): Promise<AdminMenuItem> {
  const updated = unwrap(
    await client
      .from('menu_items')
      .update(menuItemRow(values))
      .eq('id', id)
      .select(adminMenuItemColumns),
  );
  return toMenuItem(editedRow(updated, 'menu_item'));
}
