import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@venue/data/auth/change-password';
import { supabase } from '../../../lib/supabase.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (passwords: { currentPassword: string; newPassword: string }) =>
      changePassword(supabase, passwords),
  });
}
