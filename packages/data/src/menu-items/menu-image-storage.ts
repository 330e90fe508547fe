import type { VenueClient } from '../client.ts';

/** The Storage bucket menu images are uploaded to (public read, manager write, images up to 5 MiB). */
export const menuImagesBucket = 'menu-images';

/**
 * The object path of a menu image in our bucket, read from its public URL; null when the image is
 * not a file of ours (a URL elsewhere, or text shown instead of an image).
 */
export function menuImagePathOf(client: VenueClient, image: string): string | null {
  const marker = '__path__';
  const publicUrl = client.storage.from(menuImagesBucket).getPublicUrl(marker).data.publicUrl;
  const prefix = publicUrl.slice(0, publicUrl.length - marker.length);
  if (!image.startsWith(prefix)) return null;
  const path = image.slice(prefix.length).split(/[?#]/)[0] ?? '';
  return path ? decodeURIComponent(path) : null;
}
