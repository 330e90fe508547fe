import type { Zone } from '@venue/domain/zones';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import type { ZoneMedia } from './list-zone-media.ts';

/** Records an uploaded image or video in a zone's gallery. */
export async function addZoneMedia(
  client: VenueClient,
  media: { zone: Zone; kind: 'image' | 'video'; url: string; storagePath: string; name: string },
): Promise<ZoneMedia> {
  const row = unwrap(
    await client
      .from('zone_media')
      .insert({
        zone: media.zone,
        kind: media.kind,
        url: media.url,
        storage_path: media.storagePath,
        name: media.name.slice(0, 200),
      })
      .select('id, zone, kind, url, name, storage_path, created_at')
      .single(),
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return row;
}
