/** Checks on uploaded files, judged by their MIME type as the browser reports it. */
import { refusalMessage } from './refusals.ts';

/** Something with a MIME type, such as a browser `File`. */
export type TypedFile = { readonly type: string };

/** True for an image ("image/png", "image/webp", ...). */
export function isImageFile(file: TypedFile): boolean {
  return file.type.toLowerCase().startsWith('image/');
}

/** True for a video ("video/mp4", ...). */
export function isVideoFile(file: TypedFile): boolean {
  return file.type.toLowerCase().startsWith('video/');
}

/** The zone gallery an upload goes to, or undefined when it is neither an image nor a video. */
export function galleryKindOf(file: TypedFile): 'image' | 'video' | undefined {
  if (isImageFile(file)) {
    return 'image';
  }
  return isVideoFile(file) ? 'video' : undefined;
}

/** Refusal when a menu item's upload is not an image. */
export const menuImageFileMessage = refusalMessage('file.image_required');

/** Refusal when a zone's main image is not an image. */
export const mainImageFileMessage = refusalMessage('file.main_image_type');

const mebibyte = 1024 * 1024;

/** The largest menu image (the `menu-images` bucket's `file_size_limit`). */
export const menuImageMaxBytes = 5 * mebibyte;

/** The largest zone image or video (the `zone-media` bucket's `file_size_limit`). */
export const zoneMediaMaxBytes = 50 * mebibyte;

/** Something with a size in bytes, such as a browser `File`. */
export type SizedFile = { readonly size: number };

/** True when the file is no larger than `maxBytes`. */
export function fitsSizeLimit(file: SizedFile, maxBytes: number): boolean {
  return file.size <= maxBytes;
}

/** A size limit as people read it: 5242880 -> "5 MB". */
export function sizeLimitLabel(maxBytes: number): string {
  const megabytes = Math.round((maxBytes / mebibyte) * 10) / 10;
  return `${megabytes} MB`;
}

/** Refusal of a file over the limit, naming the limit. */
export function fileTooLargeMessage(maxBytes: number): string {
  return refusalMessage('file.too_large', { maxBytes });
}
