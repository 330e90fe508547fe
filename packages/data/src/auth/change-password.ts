import type { VenueClient } from '../client.ts';
import { isOverRateLimit, tooManyAttemptsMessage } from './rate-limit.ts';

/** The settings page's texts for a failed password change (spec section 8). */
export const changePasswordMessages = Object.freeze({
  success: 'Password updated successfully!',
  wrongCurrentPassword: 'Current password is incorrect!',
  weakPassword: 'New password is too weak!',
  reauthenticate: 'Please log out and log back in before changing password!',
  noUser: 'No user logged in!',
  fallback: 'Failed to update password. Please try again.',
  tooManyAttempts: tooManyAttemptsMessage,
});

/** A password change refused; `message` is the text to show. */
export class ChangePasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangePasswordError';
  }
}

type AuthErrorLike = { code?: string; status?: number; message?: string; name?: string };

function codeOf(error: unknown): string | undefined {
  return (error as AuthErrorLike | null)?.code;
}

/**
 * Changes the signed-in user's password: first proves the current password by signing in with it
 * again (re-authentication), then sets the new one. Throws `ChangePasswordError` with the spec's
 * message for each way it can fail.
 */
export async function changePassword(
  client: VenueClient,
  passwords: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { data: userData, error: userError } = await client.auth.getUser();
  const email = userData.user?.email;
  if (userError || !userData.user || !email) {
    if (userError && codeOf(userError) !== 'session_not_found' && userError.status !== 401) {
      throw new ChangePasswordError(changePasswordMessages.reauthenticate);
    }
    throw new ChangePasswordError(changePasswordMessages.noUser);
  }

  const { error: signInError } = await client.auth.signInWithPassword({
    email,
    password: passwords.currentPassword,
  });
  if (signInError) {
    if (isOverRateLimit(signInError)) {
      throw new ChangePasswordError(changePasswordMessages.tooManyAttempts);
    }
    const code = codeOf(signInError);
    if (code === 'invalid_credentials' || signInError.status === 400) {
      throw new ChangePasswordError(changePasswordMessages.wrongCurrentPassword);
    }
    throw new ChangePasswordError(changePasswordMessages.fallback);
  }

  const { error: updateError } = await client.auth.updateUser({
    password: passwords.newPassword,
  });
  if (!updateError) return;
  if (isOverRateLimit(updateError)) {
    throw new ChangePasswordError(changePasswordMessages.tooManyAttempts);
  }
  switch (codeOf(updateError)) {
    case 'weak_password':
      throw new ChangePasswordError(changePasswordMessages.weakPassword);
    case 'reauthentication_needed':
    case 'reauthentication_not_valid':
    case 'session_not_found':
    case 'session_expired':
      throw new ChangePasswordError(changePasswordMessages.reauthenticate);
    default:
      throw new ChangePasswordError(changePasswordMessages.fallback);
  }
}
