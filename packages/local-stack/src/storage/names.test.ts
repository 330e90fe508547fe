import { describe, expect, it } from 'vitest';
import { isValidBucketName, isValidKey } from './names.ts';

describe('object keys', () => {
  it('accepts the keys Storage accepts, folders and non-ASCII names included', () => {
    for (const key of [
      'a.png',
      'gallery/2025/lane 1.jpg',
      "it's (1)+=;:,?@&$!*.webp",
      'menu/kávé.png',
    ]) {
      expect(isValidKey(key), key).toBe(true);
    }
  });

  it('refuses keys that would leave the bucket folder or alias another key on disk', () => {
    for (const key of [
      '',
      '..',
      'a/../b.png',
      '../b.png',
      './a.png',
      'a/./b',
      '/a.png',
      'a//b.png',
      'a/',
    ]) {
      expect(isValidKey(key), key).toBe(false);
    }
  });

  it('refuses characters Storage does not allow in keys', () => {
    for (const key of ['a\\b.png', 'a#b.png', 'a%b.png', 'a\u0000b', 'a\nb']) {
      expect(isValidKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});

describe('bucket names', () => {
  it('accepts Storage bucket names up to 63 characters', () => {
    expect(isValidBucketName('stack-images')).toBe(true);
    expect(isValidBucketName('a'.repeat(63))).toBe(true);
  });

  it('refuses slashes, dot folders and names of 64 characters or more', () => {
    for (const name of ['a/b', '.', '..', '', 'a'.repeat(64)]) {
      expect(isValidBucketName(name), name).toBe(false);
    }
  });
});
