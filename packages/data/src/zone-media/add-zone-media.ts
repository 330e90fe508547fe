import type { LocalizedText } from '@venue/domain/localized-text';
import type { Zone } from '@venue/domain/zones';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import { toZoneMedia, type ZoneMedia, zoneMediaColumns } from './list-zone-media.ts';

/** Records an uploaded image or video in a zone's gallery, with its name in the languages given. */
export async function addZoneMedia(
  client: VenueClient,
  media: {
    zone: Zone;
    kind: 'image' | 'video';
    url: string;
    storagePath: string;
    name: LocalizedText;
  },
): Promise<ZoneMedia> {
  const row = unwrap(
    await client
      .from('zone_media')
      .insert({
        zone: media.zone,
        kind: media.kind,
        url: media.url,
        storage_path: media.storagePath,
        name: media.name,
      })
      .select(zoneMediaColumns)
      .single(),
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return toZoneMedia(row);
}
