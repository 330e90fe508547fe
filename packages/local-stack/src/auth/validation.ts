import { badRequest } from './errors.ts';

// The pattern of github.com/badoux/checkmail, which GoTrue uses to validate addresses.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's `validateEmail`: required, at most 255 characters, checkmail's format; lower-cased. */
export function normalizeEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const DURATION_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * Go's `time.ParseDuration` ("24h", "1h30m", "90s", "-5m", "0"), in milliseconds; null when Go
 * would refuse the value.
 */
export function parseGoDuration(value: string): number | null {
  const match = /^([-+]?)(.*)$/.exec(value);
  const sign = match?.[1] === '-' ? -1 : 1;
  const rest = match?.[2] ?? '';
  if (rest === '0') return 0;
  if (rest === '') return null;
  const part = /(\d+\.?\d*|\.\d+)([a-zµμ]+)/gy;
  let total = 0;
  let consumed = 0;
  for (let found = part.exec(rest); found; found = part.exec(rest)) {
    const unit = DURATION_UNITS_MS[found[2] ?? ''];
    if (unit === undefined) return null;
    total += Number(found[1]) * unit;
    consumed = part.lastIndex;
  }
  return consumed === rest.length ? sign * total : null;
}

/** `ban_duration` as GoTrue reads it: "none" lifts a ban, anything else is a Go duration. */
export function parseBanDuration(value: string): number {
  if (value === 'none') return 0;
  const ms = parseGoDuration(value);
  if (ms === null) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${value}"`,
    );
  }
  return ms;
}
