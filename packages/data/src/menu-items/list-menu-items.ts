import { asLocalizedText, type LocalizedText } from '@venue/domain/localized-text';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/**
 * A cafe menu item: its name (and optional description) in each language the manager wrote them
 * in; `image` is a URL, or text shown in place of an image (see `isImageUrl`); an optional price
 * (ILS); and its category: a built-in key (`category`) or the manager's own name (`own_category`,
 * see `menuCategoryOf`).
 */
export type MenuItem = Pick<Tables<'menu_items'>, 'id' | 'image' | 'price' | 'category'> & {
  name: LocalizedText;
  description: LocalizedText | null;
  own_category: LocalizedText | null;
};

/** The columns of a menu item as the site reads them. */
export const menuItemColumns = 'id, name, image, price, description, category, own_category';

/** A row as the database answers it (texts as JSON), read as a menu item. */
export function toMenuItem<
  Row extends Pick<Tables<'menu_items'>, 'name' | 'description' | 'own_category'>,
>(
  row: Row,
): Omit<Row, 'name' | 'description' | 'own_category'> &
  Pick<MenuItem, 'name' | 'description' | 'own_category'> {
  return {
    ...row,
    name: asLocalizedText(row.name),
    description: row.description === null ? null : asLocalizedText(row.description),
    own_category: row.own_category === null ? null : asLocalizedText(row.own_category),
  };
}

/** The whole cafe menu in the manager's order. */
export async function listMenuItems(client: PublicClient): Promise<MenuItem[]> {
  const rows = unwrapRows(
    await client.from('menu_items').select(menuItemColumns).order('position', { ascending: true }),
  );
  return rows.map(toMenuItem);
}
