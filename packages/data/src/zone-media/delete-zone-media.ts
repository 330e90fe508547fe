import type { VenueClient } from '../client.ts';
import { goneError } from '../edited-row.ts';
import { DataError, unwrap } from '../errors.ts';
import { zoneMediaBucket } from './upload-zone-file.ts';

/**
 * Deletes a gallery item or main image, then its stored file when it is ours. The row goes first:
 * a left-over file harms nobody, while a row pointing at a removed file would break the gallery.
 * Throws when the file could not be removed, so the manager hears of it.
 */
export async function deleteZoneMedia(
  client: VenueClient,
  media: { id: string; storage_path: string | null },
): Promise<void> {
  const deleted = unwrap(await client.from('zone_media').delete().eq('id', media.id).select('id'));
  if (!deleted?.length) {
    throw goneError('zone_media', 'delete');
  }
  if (!media.storage_path) return;
  const { error } = await client.storage.from(zoneMediaBucket).remove([media.storage_path]);
  if (error) throw new DataError(`The file could not be removed: ${error.message}`, 'storage');
}
