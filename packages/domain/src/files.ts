/** Checks on uploaded files, judged by their MIME type as the browser reports it. */

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
export const menuImageFileMessage = 'Please select an image file';

/** Refusal when a zone's main image is not an image. */
export const mainImageFileMessage = 'Please upload only image files for the main image.';
