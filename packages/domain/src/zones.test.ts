import { expect, it } from 'vitest';
import { isZone, mediaKinds, zones } from './zones.ts';

it('the zones are bowling, vr and cafe, each with images, videos and a main image', () => {
  expect(zones).toEqual(['bowling', 'vr', 'cafe']);
  expect(mediaKinds).toEqual(['image', 'video', 'main']);
  expect(isZone('vr')).toBe(true);
  expect(isZone('VR')).toBe(false);
});
