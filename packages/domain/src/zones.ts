/** The venue's zones and the kinds of media each zone's gallery holds (spec section 3). */

export const zones = ['bowling', 'vr', 'cafe'] as const;
export type Zone = (typeof zones)[number];

/** A gallery image, a gallery video, or the zone's main image. */
export const mediaKinds = ['image', 'video', 'main'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export function isZone(value: unknown): value is Zone {
  return typeof value === 'string' && (zones as readonly string[]).includes(value);
}
