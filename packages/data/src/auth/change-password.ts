import { commonPasswordMessage, isCommonPassword } from '@venue/domain/forms/staff-form';
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
 * Changes the signed-in user's password. Auth itself checks the current password
 * (`require_current_password` in config.toml), so a stolen session alone cannot set a new one,
 * and the length (`minimum_password_length`); a common password is refused here, before Auth
 * is asked (docs/decisions/015-staff-passwords.md).
 * Throws `ChangePasswordError` with the spec's message for each way it can fail.
 */
export async function changePassword(
  client: VenueClient,
  passwords: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { data: userData, error: userError } = await client.auth.getUser();
  if (userError || !userData.user) {
    if (userError && codeOf(userError) !== 'session_not_found' && userError.status !== 401) {
      throw new ChangePasswordError(changePasswordMessages.reauthenticate);
    }
    throw new ChangePasswordError(changePasswordMessages.noUser);
  }

  if (isCommonPassword(passwords.newPassword)) {
    throw new ChangePasswordError(commonPasswordMessage);
  }
  const { error: updateError } = await client.auth.updateUser({
    password: passwords.newPassword,
    current_password: passwords.currentPassword,
  });
  if (!updateError) return;
  if (isOverRateLimit(updateError)) {
    throw new ChangePasswordError(changePasswordMessages.tooManyAttempts);
  }
  switch (codeOf(updateError)) {
    case 'current_password_invalid':
    case 'current_password_required':
      throw new ChangePasswordError(changePasswordMessages.wrongCurrentPassword);
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
