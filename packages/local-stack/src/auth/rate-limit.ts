import type { IncomingMessage } from 'node:http';
import { AuthApiError } from './errors.ts';

/**
 * GoTrue's per-address request limits (tollbooth token buckets): each client address may make
 * `burst` requests at once, and gets back `perFiveMinutes / 300` requests a second. Keyed on
 * the address the platform appends (`sb-forwarded-for`, which the gateway always sets itself),
 * never on one a client could write.
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

/** The header the gateway sets to the connecting client's address (Supabase's platform header). */
export const CLIENT_ADDRESS_HEADER = 'sb-forwarded-for';

/** Refuses the request with GoTrue's 429 when its client address has used up `limiter`. */
export function enforceRateLimit(limiter: RateLimiter, req: IncomingMessage): void {
  const raw = req.headers[CLIENT_ADDRESS_HEADER];
  const address = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  // GoTrue applies no limit to a request without an address (one that did not come through
  // the gateway); ours always come through it.
  if (!address) return;
  if (!limiter.take(address)) {
    throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}
