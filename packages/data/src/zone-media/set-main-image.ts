import { isImageFile, mainImageFileMessage } from '@venue/domain/files';
import type { Zone } from '@venue/domain/zones';
import type { VenueClient } from '../client.ts';
import { DataError, toDataError, unwrap } from '../errors.ts';
import type { ZoneMedia } from './list-zone-media.ts';
import { type UploadProgress, uploadZoneFile, zoneMediaBucket } from './upload-zone-file.ts';

/**
 * Uploads a zone's main image and makes it the one main image of the zone, replacing (and
 * removing the file of) the previous one. Refuses anything that is not an image.
 */
export async function setMainImage(
  client: VenueClient,
  options: { zone: Zone; file: File; onProgress?: (progress: UploadProgress) => void },
): Promise<ZoneMedia> {
  const { zone, file } = options;
  if (!isImageFile(file)) throw new DataError(mainImageFileMessage, 'invalid_file');
  const uploaded = await uploadZoneFile(client, options);
  const columns = { url: uploaded.url, storage_path: uploaded.path, name: file.name.slice(0, 200) };
  const previous = unwrap(
    await client
      .from('zone_media')
      .select('id, storage_path')
      .eq('zone', zone)
      .eq('kind', 'main')
      .maybeSingle(),
  );
  // One row per zone holds the main image (a unique index): replace it in one statement, so the
  // zone is never without its main image half-way.
  const saved = previous
    ? await client
        .from('zone_media')
        .update(columns)
        .eq('id', previous.id)
        .select('id, zone, kind, url, name, storage_path, created_at')
        .single()
    : await client
        .from('zone_media')
        .insert({ zone, kind: 'main', ...columns })
        .select('id, zone, kind, url, name, storage_path, created_at')
        .single();
  if (saved.error) {
    await client.storage.from(zoneMediaBucket).remove([uploaded.path]);
    throw toDataError(saved.error);
  }
  if (previous?.storage_path)
    await client.storage.from(zoneMediaBucket).remove([previous.storage_path]);
  return saved.data;
}
