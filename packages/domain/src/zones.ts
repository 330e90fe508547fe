/** The venue's zones (spec section 3). */

export const zones = ['bowling', 'vr', 'cafe'] as const;
export type Zone = (typeof zones)[number];
