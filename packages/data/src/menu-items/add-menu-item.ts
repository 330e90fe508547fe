import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import {
  type AdminMenuItem,
  adminMenuItemColumns,
  type MenuItemValues,
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
      .insert({
        name: values.name,
        image: values.image,
        price: values.price,
        description: values.description,
        category: values.category,
      })
      .select(adminMenuItemColumns)
      .single(),
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return row;
}
