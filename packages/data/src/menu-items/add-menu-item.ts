import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import { toMenuItem } from './list-menu-items.ts';
import {
  type AdminMenuItem,
  adminMenuItemColumns,
  type MenuItemValues,
  menuItemRow,
} from './search-menu-items.ts';

/**
 * Adds a cafe menu item from the form's checked values (the manager only: the database refuses
 * anyone else, and its checks refuse a blank name or image).
 */
export async function addMenuItem(
  client: VenueClient,
  values: MenuItemValues,
): Promise<AdminMenuItem> {
  const row = unwrap(
    await client
      .from('menu_items')
      .insert(menuItemRow(values))
      .select(adminMenuItemColumns)
      .single(),
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return toMenuItem(row);
}
