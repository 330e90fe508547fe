import { describe, expect, it } from 'vitest';
import { passwordChangeRefusal, sessionRefusal, signInRefusal } from './auth-refusal.ts';

const codeOf = (refusal: { code: string } | null) => refusal?.code ?? null;

describe("the auth server's refusals by their error code", () => {
  it('a sign-in: wrong credentials and the rate limit have codes; another cause has none', () => {
    expect(codeOf(signInRefusal({ code: 'invalid_credentials', status: 400 }))).toBe(
      'auth.invalid_credentials',
    );
    expect(codeOf(signInRefusal({ code: 'over_request_rate_limit', status: 429 }))).toBe(
      'auth.too_many_attempts',
    );
    expect(codeOf(signInRefusal({ status: 429 }))).toBe('auth.too_many_attempts');
    expect(codeOf(signInRefusal({ code: 'email_not_confirmed', status: 400 }))).toBeNull();
    expect(codeOf(signInRefusal(null))).toBeNull();
  });

  it("a password change: each of GoTrue's codes, and a failure for one it did not name", () => {
    const cases: [string | undefined, number, string][] = [
      ['current_password_invalid', 400, 'auth.wrong_current_password'],
      ['current_password_required', 400, 'auth.wrong_current_password'],
      ['weak_password', 422, 'auth.weak_password'],
      ['same_password', 422, 'auth.same_password'],
      ['reauthentication_needed', 400, 'auth.reauthenticate'],
      ['reauthentication_not_valid', 400, 'auth.reauthenticate'],
      ['insufficient_aal', 401, 'auth.reauthenticate'],
      ['session_not_found', 403, 'auth.reauthenticate'],
      ['over_request_rate_limit', 429, 'auth.too_many_attempts'],
      ['unexpected_failure', 500, 'auth.password_change_failed'],
      [undefined, 500, 'auth.password_change_failed'],
    ];
    for (const [code, status, expected] of cases) {
      expect(codeOf(passwordChangeRefusal({ code, status })), code).toBe(expected);
    }
  });

  it('no session: signed out, or a session the server no longer knows asks to sign in again', () => {
    expect(codeOf(sessionRefusal(null))).toBe('auth.no_session');
    expect(codeOf(sessionRefusal({ code: 'session_not_found', status: 403 }))).toBe(
      'auth.no_session',
    );
    expect(codeOf(sessionRefusal({ status: 401 }))).toBe('auth.no_session');
    expect(codeOf(sessionRefusal({ code: 'bad_jwt', status: 403 }))).toBe('auth.reauthenticate');
  });
});
