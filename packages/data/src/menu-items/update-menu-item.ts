import type { MenuItemFormValues } from '@venue/domain/forms/menu-item-form';
import type { VenueClient } from '../client.ts';
import { editedRow } from '../edited-row.ts';
import { unwrap } from '../errors.ts';
import { type AdminMenuItem, adminMenuItemColumns } from './search-menu-items.ts';

/** Writes the form's checked values (name, image URL or text) back to a menu item; its place stays. */
export async function updateMenuItem(
  client: VenueClient,
  id: string,
  values: MenuItemFormValues,
): Promise<AdminMenuItem> {
  const updated = unwrap(
    await client
      .from('menu_items')
      .update({ name: values.name, image: values.image })
      .eq('id', id)
      .select(adminMenuItemColumns),
  );
  return editedRow(updated, 'This menu item');
}
