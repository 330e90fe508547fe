import { i18n } from '@lingui/core';
import { useMutation } from '@tanstack/react-query';
import {
  ChangePasswordError,
  changePassword,
  changePasswordMessages,
} from '@venue/data/auth/change-password';
import { translateDomainMessage } from '../../../lib/domain-messages.ts';
import { supabase } from '../../../lib/supabase.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (passwords: { currentPassword: string; newPassword: string }) =>
      changePassword(supabase, passwords),
    // The spec's own words for each refusal (section 8), never the server's text.
    meta: {
      errorToast: (_reason, error) =>
        translateDomainMessage(
          i18n,
          error instanceof ChangePasswordError ? error.message : changePasswordMessages.fallback,
        ),
    },
  });
}
