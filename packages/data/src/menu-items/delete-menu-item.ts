import type { VenueClient } from '../client.ts';
import { goneError } from '../edited-row.ts';
import { unwrap } from '../errors.ts';
import { menuImagePathOf, menuImagesBucket } from './menu-image-storage.ts';

export type DeletedMenuItem = {
  /** Null when the stored image went with it (or there was none); else why it stayed. */
  fileError: string | null;
};

/**
 * Deletes a menu item and then its uploaded image. The row goes first: a left-over file harms
 * nobody, while a row pointing at a removed file would show a broken image on the site.
 */
export async function deleteMenuItem(
  client: VenueClient,
  item: { id: string; image: string },
): Promise<DeletedMenuItem> {
  const deleted = unwrap(await client.from('menu_items').delete().eq('id', item.id).select('id'));
  if (!deleted?.length) {
    throw goneError('menu_item', 'delete');
  }
  const path = menuImagePathOf(client, item.image);
  if (!path) return { fileError: null };
  const { error } = await client.storage.from(menuImagesBucket).remove([path]);
  return { fileError: error ? error.message : null };
}
