import { describe, expect, it } from 'vitest';
import { pendingPerEmailMessage } from './limits.ts';
import { cancellationClosedMessage, cancellationCutoffMinutes } from './manage-link.ts';
import { englishOf, refusalCodes } from './refusal-english.ts';
import { refusalOf } from './refusals.ts';
import { venue } from './venue.ts';

describe('refusals by code', () => {
  it("reads a refusal from an error's hint, as text or as an object", () => {
    expect(refusalOf('{"code": "limit.pending_per_email", "params": {}}')).toEqual({
      code: 'limit.pending_per_email',
      params: {},
    });
    expect(
      refusalOf({ code: 'limit.too_many_requests', params: { bucket: 'request_booking' } }),
    ).toEqual({ code: 'limit.too_many_requests', params: { bucket: 'request_booking' } });
    // No parameters given: none.
    expect(refusalOf({ code: 'manage.declined' })).toEqual({ code: 'manage.declined', params: {} });
  });

  it("reads nothing from a hint without a code of the registry's shape", () => {
    for (const hint of [
      null,
      undefined,
      '',
      'Check the date.',
      '{"code": "Limit pending", "params": {}}',
      '{"code": 7}',
      '["limit.pending_per_email"]',
      '{"code": "toString"}',
    ]) {
      expect(refusalOf(hint), String(hint)).toBeNull();
    }
  });

  it("words each code in the database's English", () => {
    expect(englishOf({ code: 'limit.pending_per_email', params: {} })).toBe(pendingPerEmailMessage);
    expect(
      englishOf({
        code: 'manage.cancellation_closed',
        params: { hours: cancellationCutoffMinutes / 60, phone: venue.phone.display },
      }),
    ).toBe(cancellationClosedMessage);
    expect(refusalCodes).toHaveLength(new Set(refusalCodes).size);
    expect(refusalCodes.every((code) => /^[a-z]+\.[a-z_]+$/.test(code))).toBe(true);
  });
});
