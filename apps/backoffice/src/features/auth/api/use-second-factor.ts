import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  enterSignInCode,
  removeOwnSecondFactor,
  setSecondFactorRequired,
  startTotpEnrolment,
  verifyTotp,
} from '@venue/data/auth/second-factor';
import { supabase } from '../../../lib/supabase.ts';
import { secondFactorRefusal } from '../second-factor-messages.ts';

/**
 * The signed-in member's own second factor. Each change refetches the staff record, whose
 * access says what the session may now do. Refusals are shown by the form that asked (their
 * codes translated there), so none is toasted.
 */
function useOwnStaffRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff', 'own'] });
}

const shownByTheForm = { showsOwnError: true } as const;

export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: () => startTotpEnrolment(supabase), meta: shownByTheForm });
}

export function useConfirmTotp() {
  const refresh = useOwnStaffRefresh();
  return useMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) =>
      verifyTotp(supabase, factorId, code),
    onSuccess: refresh,
    meta: shownByTheForm,
  });
}

export function useEnterSignInCode() {
  const refresh = useOwnStaffRefresh();
  return useMutation({
    mutationFn: (code: string) => enterSignInCode(supabase, code),
    onSuccess: refresh,
    meta: shownByTheForm,
  });
}

export function useRemoveOwnSecondFactor() {
  const refresh = useOwnStaffRefresh();
  return useMutation({
    mutationFn: () => removeOwnSecondFactor(supabase),
    onSuccess: refresh,
    meta: { errorToast: (_reason, error) => secondFactorRefusal(i18n, error) },
  });
}

/** The manager requires (or stops requiring) a second factor of every staff member. */
export function useSetSecondFactorRequired() {
  const refresh = useOwnStaffRefresh();
  return useMutation({
    mutationFn: (required: boolean) => setSecondFactorRequired(supabase, required),
    onSuccess: refresh,
    meta: { errorToast: (_reason, error) => secondFactorRefusal(i18n, error) },
  });
}
