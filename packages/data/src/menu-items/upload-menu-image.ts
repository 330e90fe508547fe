import {
  fitsSizeLimit,
  isImageFile,
  menuImageFileMessage,
  menuImageMaxBytes,
} from '@venue/domain/files';
import type { VenueClient } from '../client.ts';
import { DataError, toDataError } from '../errors.ts';
import { isTooLargeRefusal, tooLargeError } from '../upload-refusals.ts';
import { menuImagesBucket } from './menu-image-storage.ts';

export type UploadedMenuImage = {
  /** The public URL to store as the menu item's image. */
  url: string;
  /** The object path in the `menu-images` bucket. */
  path: string;
};

/** A file name safe in a URL, keeping its extension: "Iced Latte!.JPG" -> "iced-latte.jpg". */
export function safeFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension =
    dot > 0
      ? name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  const slug =
    base
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file';
  return extension ? `${slug}.${extension}` : slug;
}

/** A unique object path for an upload: a random folder keeps two files of the same name apart. */
export function uniqueObjectPath(fileName: string, folder?: string): string {
  const unique = crypto.randomUUID();
  return [folder, unique, safeFileName(fileName)].filter(Boolean).join('/');
}

/** Uploads a menu item's image to Storage; refuses anything that is not an image or too large. */
export async function uploadMenuImage(
  client: VenueClient,
  file: File | Blob,
  fileName = file instanceof File ? file.name : 'image',
): Promise<UploadedMenuImage> {
  if (!isImageFile(file)) throw new DataError(menuImageFileMessage, 'invalid_file', 'image');
  if (!fitsSizeLimit(file, menuImageMaxBytes)) throw tooLargeError(menuImageMaxBytes);
  const path = uniqueObjectPath(fileName);
  const bucket = client.storage.from(menuImagesBucket);
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (error && isTooLargeRefusal(error)) throw tooLargeError(menuImageMaxBytes);
  if (error) throw toDataError(error);
  return { url: bucket.getPublicUrl(path).data.publicUrl, path };
}

/** Removes an uploaded menu image again (when the item it was for could not be saved). */
export async function removeMenuImage(client: VenueClient, path: string): Promise<void> {
  const { error } = await client.storage.from(menuImagesBucket).remove([path]);
  if (error) throw toDataError(error);
}
