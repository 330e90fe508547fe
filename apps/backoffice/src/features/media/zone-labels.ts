import type { Zone } from '@venue/domain/zones';

export const zoneLabels: Readonly<Record<Zone, string>> = {
  bowling: 'Bowling',
  vr: 'VR',
  cafe: 'Cafe',
};
