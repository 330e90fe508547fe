import type { LocalizedText } from '@venue/domain/localized-text';
import type { Zone } from '@venue/domain/zones';
import type { VenueClient } from '../client.ts';
import { toDataError, unwrap } from '../errors.ts';
import { toZoneMedia, type ZoneMedia, zoneMediaColumns } from './list-zone-media.ts';
import { type UploadedZoneFile, zoneMediaBucket } from './upload-zone-file.ts';

type MainImageColumns = { url: string; storage_path: string; name: LocalizedText };

/** Points the zone's one main-image row at the new file; returns it and the previous file. */
async function replaceMainImageRow(
  client: VenueClient,
  zone: Zone,
  columns: MainImageColumns,
): Promise<{ saved: ZoneMedia; previousPath: string | null }> {
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
        .select(zoneMediaColumns)
        .single()
    : await client
        .from('zone_media')
        .insert({ zone, kind: 'main', ...columns })
        .select(zoneMediaColumns)
        .single();
  if (saved.error) throw toDataError(saved.error);
  return { saved: toZoneMedia(saved.data), previousPath: previous?.storage_path ?? null };
}

/**
 * Makes an uploaded image (see `uploadZoneFile`) the one main image of the zone, named `name` in the
 * languages given, replacing (and removing the file of) the previous one. When that fails, the uploaded file is removed again so
 * nothing is left behind, and the error is thrown.
 */
export async function setMainImage(
  client: VenueClient,
  options: { zone: Zone; uploaded: UploadedZoneFile; name: LocalizedText },
): Promise<ZoneMedia> {
  const { zone, uploaded } = options;
  const bucket = client.storage.from(zoneMediaBucket);
  const columns = {
    url: uploaded.url,
    storage_path: uploaded.path,
    name: options.name,
  };
  let replaced: Awaited<ReturnType<typeof replaceMainImageRow>>;
  try {
    replaced = await replaceMainImageRow(client, zone, columns);
  } catch (error) {
    await bucket.remove([uploaded.path]);
    throw error;
  }
  if (replaced.previousPath) await bucket.remove([replaced.previousPath]);
  return replaced.saved;
}
