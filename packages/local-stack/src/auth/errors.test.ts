import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { badRequest, errorBody, requestedApiVersion, weakPassword } from './errors.ts';

const withVersion = (value?: string) =>
  ({ headers: value ? { 'x-supabase-api-version': value } : {} }) as IncomingMessage;

describe('GoTrue error shapes', () => {
  it('clients asking for 2024-01-01 or later get {code: error_code, message}', () => {
    const version = requestedApiVersion(withVersion('2024-01-01'));
    expect(version).toBe('2024-01-01');
    expect(
      errorBody(badRequest('invalid_credentials', 'Invalid login credentials'), version),
    ).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(requestedApiVersion(withVersion('2025-06-30'))).toBe('2024-01-01');
  });

  it('clients without the header, or with an older or malformed one, get {code: status, error_code, msg}', () => {
    for (const version of [undefined, '2023-12-31', 'latest']) {
      const resolved = requestedApiVersion(withVersion(version));
      expect(resolved).toBeNull();
      expect(
        errorBody(badRequest('invalid_credentials', 'Invalid login credentials'), resolved),
      ).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      });
    }
  });

  it('weak_password errors carry their reasons in both shapes', () => {
    const error = weakPassword('Password should be at least 6 characters.', ['length']);
    expect(errorBody(error, '2024-01-01')).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    expect(errorBody(error, null)).toMatchObject({
      code: 422,
      weak_password: { reasons: ['length'] },
    });
  });
});
