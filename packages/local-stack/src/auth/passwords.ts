import { createHmac, randomBytes } from 'node:crypto';
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

/**
 * Answers already worked out, by stored hash and a keyed digest of the password tried. bcrypt's
 * answer for one password and one hash never changes, and working it out is the costliest thing
 * the local auth service does (a tenth of a second in JavaScript): the seeded staff sign in again
 * and again in a day of development, and in every test. The key is this process's own, so the
 * digests are of no use outside it; a changed password has a new hash, so it is never answered
 * from here.
 */
const answers = new Map<string, boolean>();
const answersKey = randomBytes(32);
const MAX_ANSWERS = 1000;

/** Compares against `$2a$`, `$2b$` and `$2y$` hashes (GoTrue's and pgcrypto's alike). */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  const key = `${hash}:${createHmac('sha256', answersKey).update(password).digest('base64')}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  let matches: boolean;
  try {
    matches = await bcrypt.compare(password, hash);
  } catch {
    matches = false;
  }
  // The oldest answer makes room (a Map keeps the order its keys were added in).
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value ?? '');
  answers.set(key, matches);
  return matches;
}
