import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

/**
 * A cafe menu item: `image` is a URL, or text shown in place of an image (see `isImageUrl`); an
 * optional price (ILS) and description, and its category (see `isBuiltInMenuCategory`).
 */
export type MenuItem = Pick<
  Tables<'menu_items'>,
  'id' | 'name' | 'image' | 'price' | 'description' | 'category'
>;

/** The whole cafe menu in the manager's order. */
export async function listMenuItems(client: VenueClient): Promise<MenuItem[]> {
  const rows = unwrapRows(
    await client
      .from('menu_items')
      .select('id, name, image, price, description, category')
      .order('position', { ascending: true }),
  );
  return rows;
}
