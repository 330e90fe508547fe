import type { MediaNameFormValues } from '@venue/domain/forms/media-name-form';
import type { VenueClient } from '../client.ts';
import { editedRow } from '../edited-row.ts';
import { unwrap } from '../errors.ts';
import { toZoneMedia, type ZoneMedia, zoneMediaColumns } from './list-zone-media.ts';

/**
 * Writes a picture's or video's name (the form's checked values): the languages written replace
 * its name; none written leaves it without one.
 */
export async function renameZoneMedia(
  client: VenueClient,
  id: string,
  values: MediaNameFormValues,
): Promise<ZoneMedia> {
  const updated = unwrap(
    await client
      .from('zone_media')
      .update({ name: values.name })
      .eq('id', id)
      .select(zoneMediaColumns),
  );
  return toZoneMedia(editedRow(updated, 'zone_media'));
}
