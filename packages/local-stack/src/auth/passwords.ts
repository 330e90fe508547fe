import bcrypt from 'bcryptjs';
import { badRequest, weakPassword } from './errors.ts';

/** bcrypt ignores everything after 72 bytes, so GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

/** GoTrue's bcrypt cost (Go's `bcrypt.DefaultCost`). */
const BCRYPT_COST = 10;

export type PasswordWeakness = { message: string; reasons: string[] };

/** config.toml's `minimum_password_length` and `password_requirements`, as GoTrue gets them. */
export type PasswordRule = { minimumLength: number; requiredCharacters: readonly string[] };

/**
 * GoTrue's `checkPasswordStrength`: the length in bytes as Go's `len()` counts it, then one
 * character of each required set; every failed check adds its reason and sentence. Returns null
 * for a strong enough password. (Leaked-password checks are off locally: they need the network.)
 */
export function passwordWeakness(password: string, rule: PasswordRule): PasswordWeakness | null {
  const messages: string[] = [];
  const reasons: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < rule.minimumLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rule.minimumLength} characters.`);
  }
  const lacksASet = rule.requiredCharacters.some(
    (set) => set !== '' && ![...set].some((character) => password.includes(character)),
  );
  if (lacksASet) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${rule.requiredCharacters.join(', ')}.`,
    );
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : null;
}

/** Throws GoTrue's errors for a password that is too long (400) or too weak (422). */
export function checkPasswordStrength(password: string, rule: PasswordRule): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const weakness = passwordWeakness(password, rule);
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
