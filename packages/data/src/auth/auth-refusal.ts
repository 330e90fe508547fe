import type { Refusal } from '@venue/domain/refusals';
import { isOverRateLimit } from './rate-limit.ts';

/**
 * The auth server's refusals as registry codes, read from its error `code` (GoTrue's documented
 * codes, which the local stack's auth answers alike), never from its words.
 */
type AuthErrorLike = { code?: unknown; status?: unknown } | null | undefined;

const refusal = (code: Refusal['code']): Refusal => ({ code, params: {} }) as Refusal;

/** A failed password sign-in: too many attempts, wrong credentials, or null for another cause. */
export function signInRefusal(error: AuthErrorLike): Refusal | null {
  if (isOverRateLimit(error)) return refusal('auth.too_many_attempts');
  return error?.code === 'invalid_credentials' ? refusal('auth.invalid_credentials') : null;
}

/** A change of one's own password that the auth server refused (`PUT /user`). */
export function passwordChangeRefusal(error: AuthErrorLike): Refusal {
  if (isOverRateLimit(error)) return refusal('auth.too_many_attempts');
  switch (error?.code) {
    case 'current_password_invalid':
    case 'current_password_required':
      return refusal('auth.wrong_current_password');
    case 'weak_password':
      return refusal('auth.weak_password');
    case 'same_password':
      return refusal('auth.same_password');
    case 'reauthentication_needed':
    case 'reauthentication_not_valid':
    case 'insufficient_aal':
    case 'session_not_found':
    case 'session_expired':
      return refusal('auth.reauthenticate');
    default:
      return passwordChangeFailed;
  }
}

/** A password change that failed for a reason the auth server did not name. */
export const passwordChangeFailed: Refusal = { code: 'auth.password_change_failed', params: {} };

/** No session to change the password of: signed out, or a session the server ended. */
export function sessionRefusal(error: AuthErrorLike): Refusal {
  const isSignedOut = !error || error.code === 'session_not_found' || error.status === 401;
  return isSignedOut ? refusal('auth.no_session') : refusal('auth.reauthenticate');
}
