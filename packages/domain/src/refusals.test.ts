/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { pendingPerEmailMessage } from './limits.ts';
import { cancellationClosedMessage, cancellationCutoffMinutes } from './manage-link.ts';
import { englishOf, englishOfMessage, refusalCodes } from './refusal-english.ts';
import { refusalMessage, refusalOf } from './refusals.ts';
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

describe('form checks', () => {
  it("write a refusal as the database's hint does, read back by refusalOf and worded by the registry", () => {
    const message = refusalMessage('field.name_too_long', { max: 100 });
    expect(JSON.parse(message)).toEqual({ code: 'field.name_too_long', params: { max: 100 } });
    expect(refusalOf(message)).toEqual({ code: 'field.name_too_long', params: { max: 100 } });
    expect(refusalOf(refusalMessage('booking.date_required'))).toEqual({
      code: 'booking.date_required',
      params: {},
    });
    expect(englishOfMessage(message)).toBe('Name must be at most 100 characters');
    expect(englishOfMessage('Not a refusal')).toBe('Not a refusal');
  });

  it('carry a registry code in every refusal the forms export, never an English sentence', async () => {
    const modules = import.meta.glob<Record<string, unknown>>(
      [
        './forms/*.ts',
        '!./forms/*.test.ts',
        '!./forms/*.test-support.ts',
        './files.ts',
        './media-addresses.ts',
        './booking.ts',
      ],
      { eager: true },
    );
    const refusals = Object.entries(modules).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([name, value]) => /Message$/.test(name) && typeof value === 'string')
        .map(([name, value]) => [`${file}: ${name}`, value as string] as const),
    );
    expect(refusals.length).toBeGreaterThan(50);
    const known = new Set<string>(refusalCodes);
    for (const [name, message] of refusals) {
      const refusal = refusalOf(message);
      expect(refusal?.code, name).toBeDefined();
      expect(known.has(refusal?.code ?? ''), name).toBe(true);
    }
  });
});
