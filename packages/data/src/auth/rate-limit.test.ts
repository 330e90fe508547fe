import { describe, expect, it } from 'vitest';
import { isOverRateLimit } from './rate-limit.ts';

describe('isOverRateLimit', () => {
  it("recognises GoTrue's rate-limit refusal by its code or its status", () => {
    expect(isOverRateLimit({ code: 'over_request_rate_limit', status: 429 })).toBe(true);
    expect(isOverRateLimit({ status: 429 })).toBe(true);
    expect(isOverRateLimit({ code: 'invalid_credentials', status: 400 })).toBe(false);
    expect(isOverRateLimit(null)).toBe(false);
  });
});
