import { describe, expect, it } from 'vitest';
import { limits } from '../limits.ts';
import { commonPasswords, commonPasswordsFromLength } from './common-passwords.ts';

describe('the list of common passwords', () => {
  it('covers every length the rule lets through: regenerate it before lowering the minimum', () => {
    expect(commonPasswordsFromLength).toBeLessThanOrEqual(limits.staffPasswordMinLength);
  });

  it('holds the common passwords of 10+ characters in lower case, well known ones among them', () => {
    expect(commonPasswords.size).toBeGreaterThan(1800);
    for (const common of ['1234567890', 'password123', 'qwertyuiop', 'iloveyou12']) {
      expect(commonPasswords.has(common), common).toBe(true);
    }
    for (const entry of commonPasswords) {
      expect(entry, entry).toBe(entry.toLowerCase());
      expect(entry.length, entry).toBeGreaterThanOrEqual(commonPasswordsFromLength);
    }
  });
});
