import { commonPasswordMessage, isCommonPassword } from '@venue/domain/forms/staff-form';
import { englishOf } from '@venue/domain/refusal-english';
import { type Refusal, refusalOf } from '@venue/domain/refusals';
import type { VenueClient } from '../client.ts';
import { DataError } from '../errors.ts';
import { passwordChangeRefusal, sessionRefusal } from './auth-refusal.ts';

/**
 * A password change refused: by the auth server, as a refusal code (what the settings page shows
 * in the staff member's language), or by the staff password rule itself (a common password), in
 * the form's words.
 */
export class ChangePasswordError extends DataError {
  constructor(refusal: Refusal | null, message = refusal ? englishOf(refusal) : '') {
    super(message, null, null, refusal);
    this.name = 'ChangePasswordError';
  }
}

/**
 * Changes the signed-in user's password. Auth itself checks the current password
 * (`require_current_password` in config.toml), so a stolen session alone cannot set a new one,
 * and the length (`minimum_password_length`); a common password is refused here, before Auth
 * is asked (docs/decisions/015-staff-passwords.md).
 * Throws `ChangePasswordError` with the refusal for each way it can fail.
 */
export async function changePassword(
  client: VenueClient,
  passwords: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { data: userData, error: userError } = await client.auth.getUser();
  if (userError || !userData.user) throw new ChangePasswordError(sessionRefusal(userError));

  if (isCommonPassword(passwords.newPassword)) {
    throw new ChangePasswordError(refusalOf(commonPasswordMessage));
  }
  const { error: updateError } = await client.auth.updateUser({
    password: passwords.newPassword,
    current_password: passwords.currentPassword,
  });
  if (updateError) throw new ChangePasswordError(passwordChangeRefusal(updateError));
}
