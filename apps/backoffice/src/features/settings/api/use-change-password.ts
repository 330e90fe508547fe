import { i18n } from '@lingui/core';
import { useMutation } from '@tanstack/react-query';
import { passwordChangeFailed } from '@venue/data/auth/auth-refusal';
import { ChangePasswordError, changePassword } from '@venue/data/auth/change-password';
import { errorText } from '../../../lib/domain-messages.ts';
import { supabase } from '../../../lib/supabase.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (passwords: { currentPassword: string; newPassword: string }) =>
      changePassword(supabase, passwords),
    // The spec's own words for each refusal (section 8), by its code, never the server's text.
    meta: {
      errorToast: (_reason, error) =>
        errorText(
          i18n,
          error instanceof ChangePasswordError
            ? error
            : new ChangePasswordError(passwordChangeFailed),
        ),
    },
  });
}
