import { asLocalizedText, type LocalizedText } from '@venue/domain/localized-text';
import type { Zone } from '@venue/domain/zones';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/**
 * One image, video or main image of a zone; its name (alt text and caption) in each language the
 * manager wrote it in, `{}` when it has none.
 */
export type ZoneMedia = Pick<
  Tables<'zone_media'>,
  'id' | 'zone' | 'kind' | 'url' | 'storage_path' | 'created_at'
> & { name: LocalizedText };

/** The columns of a media row as the galleries read them. */
export const zoneMediaColumns = 'id, zone, kind, url, name, storage_path, created_at';

/** A row as the database answers it (its name as JSON), read as a media item. */
export function toZoneMedia(row: Omit<ZoneMedia, 'name'> & { name: unknown }): ZoneMedia {
  return { ...row, name: asLocalizedText(row.name) };
}

/** What one zone shows: its main image (if any) and its gallery, oldest first. */
export type ZoneGallery = {
  mainImage: ZoneMedia | null;
  images: ZoneMedia[];
  videos: ZoneMedia[];
};

/** Every zone's gallery; a zone with no media has an empty one. */
export type ZoneGalleries = Record<Zone, ZoneGallery>;

/** Sorts media rows into per-zone galleries, keeping their order; every zone is present. */
export function groupZoneMedia(rows: readonly ZoneMedia[]): ZoneGalleries {
  const empty = (): ZoneGallery => ({ mainImage: null, images: [], videos: [] });
  const galleries: ZoneGalleries = { bowling: empty(), vr: empty(), cafe: empty() };
  for (const row of rows) {
    const gallery = galleries[row.zone];
    if (row.kind === 'main') gallery.mainImage = row;
    else if (row.kind === 'image') gallery.images.push(row);
    else gallery.videos.push(row);
  }
  return galleries;
}

/** Every zone's main image, images and videos, each gallery oldest first. */
export async function listZoneMedia(client: PublicClient): Promise<ZoneGalleries> {
  const rows = unwrapRows(
    await client
      .from('zone_media')
      .select(zoneMediaColumns)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
  );
  return groupZoneMedia(rows.map(toZoneMedia));
}
