import bcrypt from 'bcryptjs';
import { badRequest, weakPassword } from './errors.ts';

/** bcrypt ignores everything after 72 bytes, so GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

/** GoTrue's bcrypt cost (Go's `bcrypt.DefaultCost`). */
const BCRYPT_COST = 10;

export type PasswordWeakness = { message: string; reasons: string[] };

/**
 * GoTrue's strength rules, measured in bytes as Go's `len()` does. Returns null for a strong
 * enough password. (The character-class rule is not configured for this project.)
 */
export function passwordWeakness(password: string, minimumLength: number): PasswordWeakness | null {
  if (Buffer.byteLength(password, 'utf8') < minimumLength) {
    return {
      message: `Password should be at least ${minimumLength} characters.`,
      reasons: ['length'],
    };
  }
  return null;
}

/** Throws GoTrue's errors for a password that is too long (400) or too weak (422). */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const weakness = passwordWeakness(password, minimumLength);
  if (weakness) throw weakPassword(weakness.message, weakness.reasons);
}

/**
 * A bcrypt hash as GoTrue (Go's x/crypto/bcrypt) writes it: `$2a$10$...`. bcryptjs writes `$2b$`,
 * which differs from `$2a$` only for passwords over 255 bytes, so relabelling the salt is exact.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(BCRYPT_COST)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

/** Compares against `$2a$`, `$2b$` and `$2y$` hashes (GoTrue's and pgcrypto's alike). */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
