/** Cafe menu items (spec section 3): an image value is a URL when it starts with http. */

/** True when a menu item's image value is a URL to show as an image; otherwise it is text. */
export function isImageUrl(image: string): boolean {
  return image.startsWith('http');
}
