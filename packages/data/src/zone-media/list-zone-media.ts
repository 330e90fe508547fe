import type { Zone } from '@venue/domain/zones';
import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

/** One image, video or main image of a zone. */
export type ZoneMedia = Pick<
  Tables<'zone_media'>,
  'id' | 'zone' | 'kind' | 'url' | 'name' | 'storage_path' | 'created_at'
>;

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
export async function listZoneMedia(client: VenueClient): Promise<ZoneGalleries> {
  const rows = unwrapRows(
    await client
      .from('zone_media')
      .select('id, zone, kind, url, name, storage_path, created_at')
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
  );
  return groupZoneMedia(rows);
}
