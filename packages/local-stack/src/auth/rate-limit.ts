import type { IncomingMessage } from 'node:http';
import { AuthApiError } from './errors.ts';

/**
 * GoTrue's per-address request limits (tollbooth token buckets): each client address may make
 * `burst` requests at once, and gets back `perFiveMinutes / 300` requests a second. Keyed on
 * the address the gateway appends to `X-Forwarded-For` (its last entry), never on one a client
 * could write. `Sb-Forwarded-For` is not read: on hosted Supabase it is a header a caller's own
 * server sends with a secret key, which this product does not use (docs/decisions/006).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perFiveMinutes: number,
    private readonly burst = 30,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Takes one request from the key's allowance; false when there is none left. */
  take(key: string): boolean {
    const now = this.now();
    const rate = this.perFiveMinutes / 300_000;
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

/** The address the gateway appended: the last `X-Forwarded-For` entry. */
export function clientAddressOf(req: IncomingMessage): string | undefined {
  const raw = req.headers['x-forwarded-for'];
  const chain = Array.isArray(raw) ? raw.join(',') : raw;
  return chain?.split(',').at(-1)?.trim() || undefined;
}

/** Refuses the request with GoTrue's 429 when its client address has used up `limiter`. */
export function enforceRateLimit(limiter: RateLimiter, req: IncomingMessage): void {
  const address = clientAddressOf(req);
  // GoTrue applies no limit to a request without an address (one that did not come through
  // the gateway); ours always come through it.
  if (!address) return;
  if (!limiter.take(address)) {
    throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}
