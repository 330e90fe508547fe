import { describe, expect, it } from 'vitest';
import { isAllowedMimeType } from './incoming-file.ts';

describe('allowed mime types of a bucket', () => {
  const allowed = ['image/png', 'video/*'];

  it('lets through an exact match and any subtype of a wildcard', () => {
    expect(isAllowedMimeType('image/png', allowed)).toBe(true);
    expect(isAllowedMimeType('video/mp4', allowed)).toBe(true);
  });

  it('refuses other types, and parameters Storage does not strip', () => {
    expect(isAllowedMimeType('image/jpeg', allowed)).toBe(false);
    expect(isAllowedMimeType('text/plain', allowed)).toBe(false);
    expect(isAllowedMimeType('image/png;charset=UTF-8', allowed)).toBe(false);
  });

  it('refuses a type without a subtype', () => {
    expect(isAllowedMimeType('image', ['image/*'])).toBe(false);
  });
});
