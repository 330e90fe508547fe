import { describe, expect, it } from 'vitest';
import { AuthApiError } from './errors.ts';
import {
  checkPasswordStrength,
  hashPassword,
  passwordWeakness,
  verifyPassword,
} from './passwords.ts';

const lengthOnly = { minimumLength: 10, requiredCharacters: [] };

describe('password strength (GoTrue rules, minimum 10 as in config.toml)', () => {
  it('a password one byte short of the minimum is weak for its length', () => {
    expect(passwordWeakness('123456789', lengthOnly)).toEqual({
      message: 'Password should be at least 10 characters.',
      reasons: ['length'],
    });
  });

  it('a password of exactly the minimum length is strong enough', () => {
    expect(passwordWeakness('1234567890', lengthOnly)).toBeNull();
  });

  it('length counts bytes as Go does: five two-byte letters reach ten', () => {
    expect(passwordWeakness('ééééé', lengthOnly)).toBeNull();
  });

  it('a weak password is refused with 422 weak_password and its reasons', () => {
    const error = (() => {
      try {
        checkPasswordStrength('123456', lengthOnly);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      errorCode: 'weak_password',
      message: 'Password should be at least 10 characters.',
      extra: { weak_password: { reasons: ['length'] } },
    });
  });

  it('with required character sets, a password lacking one set is weak for its characters', () => {
    const rule = { minimumLength: 10, requiredCharacters: ['abc', '123'] };
    expect(passwordWeakness('aaaaaaaaaa1', rule)).toBeNull();
    expect(passwordWeakness('aaaaaaaaaaa', rule)).toEqual({
      message: 'Password should contain at least one character of each: abc, 123.',
      reasons: ['characters'],
    });
    expect(passwordWeakness('zzz', rule)).toEqual({
      message:
        'Password should be at least 10 characters. Password should contain at least one character of each: abc, 123.',
      reasons: ['length', 'characters'],
    });
  });

  it('a password over 72 bytes is refused with 400: bcrypt would ignore the rest', () => {
    expect(() => checkPasswordStrength('a'.repeat(73), lengthOnly)).toThrow(
      'Password cannot be longer than 72 characters',
    );
    expect(() => checkPasswordStrength('a'.repeat(72), lengthOnly)).not.toThrow();
  });
});

describe('password hashes', () => {
  it('new hashes are written as GoTrue writes them: $2a$ with cost 10', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });

  it('pgcrypto-style $2a$ and bcryptjs-style $2b$ hashes of the same salt both verify', async () => {
    const hash = await hashPassword('jana-demo-123');
    const asB = hash.replace(/^\$2a\$/, '$2b$');
    expect(await verifyPassword('jana-demo-123', asB)).toBe(true);
  });

  it('answers asked again are the same, for the right and the wrong password alike', async () => {
    const hash = await hashPassword('reception-demo-123');
    for (let round = 0; round < 3; round += 1) {
      expect(await verifyPassword('reception-demo-123', hash)).toBe(true);
      expect(await verifyPassword('reception-demo-124', hash)).toBe(false);
      expect(await verifyPassword('Reception-demo-123', hash)).toBe(false);
    }
  });

  it('a changed password is checked against its new hash, never an answer for the old one', async () => {
    const before = await hashPassword('old-password-1');
    expect(await verifyPassword('old-password-1', before)).toBe(true);
    const after = await hashPassword('new-password-2');
    expect(await verifyPassword('old-password-1', after)).toBe(false);
    expect(await verifyPassword('new-password-2', after)).toBe(true);
    expect(await verifyPassword('new-password-2', before)).toBe(false);
  });

  it('a missing or malformed hash never verifies', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});
