import { describe, expect, it } from 'vitest';
import { AuthApiError } from './errors.ts';
import {
  checkPasswordStrength,
  hashPassword,
  passwordWeakness,
  verifyPassword,
} from './passwords.ts';

describe('password strength (GoTrue rules, minimum 6)', () => {
  it('a password one byte short of the minimum is weak for its length', () => {
    expect(passwordWeakness('12345', 6)).toEqual({
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('a password of exactly the minimum length is strong enough', () => {
    expect(passwordWeakness('123456', 6)).toBeNull();
  });

  it('length counts bytes as Go does: three two-byte letters reach six', () => {
    expect(passwordWeakness('ééé', 6)).toBeNull();
  });

  it('a weak password is refused with 422 weak_password and its reasons', () => {
    const error = (() => {
      try {
        checkPasswordStrength('abc', 6);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      errorCode: 'weak_password',
      message: 'Password should be at least 6 characters.',
      extra: { weak_password: { reasons: ['length'] } },
    });
  });

  it('a password over 72 bytes is refused with 400: bcrypt would ignore the rest', () => {
    expect(() => checkPasswordStrength('a'.repeat(73), 6)).toThrow(
      'Password cannot be longer than 72 characters',
    );
    expect(() => checkPasswordStrength('a'.repeat(72), 6)).not.toThrow();
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

  it('a missing or malformed hash never verifies', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});
