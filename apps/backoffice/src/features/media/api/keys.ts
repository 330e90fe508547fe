/** Query keys of media management. */
export const mediaKeys = {
  zoneMedia: ['media', 'zone-media'] as const,
};
