import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe("GoTrue's per-address token buckets", () => {
  it('allows a burst, then one request per 300 s / limit, per address', () => {
    let now = 0;
    const limiter = new RateLimiter(150, 30, () => now);
    for (let i = 0; i < 30; i++) expect(limiter.take('10.0.0.1')).toBe(true);
    expect(limiter.take('10.0.0.1')).toBe(false);
    // Another address has its own allowance.
    expect(limiter.take('10.0.0.2')).toBe(true);
    // 150 per 5 minutes is one every 2 seconds.
    now += 1_999;
    expect(limiter.take('10.0.0.1')).toBe(false);
    now += 1;
    expect(limiter.take('10.0.0.1')).toBe(true);
    expect(limiter.take('10.0.0.1')).toBe(false);
  });

  it('never saves up more than the burst', () => {
    let now = 0;
    const limiter = new RateLimiter(30, 5, () => now);
    now += 3_600_000;
    for (let i = 0; i < 5; i++) expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });
});
