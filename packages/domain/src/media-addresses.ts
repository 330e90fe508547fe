/**
 * Which addresses a picture or video may come from: an `https:` address, or Storage on the local
 * stack (`http://127.0.0.1:<port>/storage/v1/object/public/...`), where uploads land in development.
 * A menu item's image may also be text shown in its place, but never text a browser would read as
 * an address (`javascript:`, `data:`, `http:`). SQL's private.is_media_address and
 * private.is_menu_image are the same rules; the data tests compare them.
 */

import { refusalMessage } from './refusals.ts';

// Control characters and spaces end an address; none may be inside one.
const httpsAddress =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is its job.
  /^https:\/\/[^\u0000-\u0020\u007F-\u009F/?#]+(?:[/?#][^\u0000-\u0020\u007F-\u009F]*)?$/;
const localStorageAddress =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is its job.
  /^http:\/\/(?:127\.0\.0\.1|localhost)(?::[0-9]{1,5})?\/storage\/v1\/object\/public\/[^\u0000-\u0020\u007F-\u009F]+$/;
// A scheme ("javascript:", "data:") right before the address, or anything starting with "http".
const addressLike =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip leading controls in addresses.
  /^[\u0000-\u0020]*(?:http|[a-z][a-z0-9+.-]*:[^\u0000-\u0020\u007F-\u009F])/i;

/** Refusal of a menu image that is an address other than `https:` (or of a script or data). */
export const menuImageAddressMessage = refusalMessage('content.image_address');

/** True for an address pictures and videos may be shown from. */
export function isMediaAddress(value: string): boolean {
  return httpsAddress.test(value) || localStorageAddress.test(value);
}

/** True for a menu item's image value: a media address, or text that reads as no address. */
export function isMenuImage(value: string): boolean {
  return isMediaAddress(value) || !addressLike.test(value);
}
