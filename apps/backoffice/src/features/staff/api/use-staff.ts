import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listStaffSecondFactors, removeStaffSecondFactor } from '@venue/data/auth/second-factor';
import { createStaffAccount } from '@venue/data/staff/create-staff-account';
import { deleteStaffAccount } from '@venue/data/staff/delete-staff-account';
import { getSignedInUserId } from '@venue/data/staff/get-signed-in-user-id';
import { listStaff } from '@venue/data/staff/list-staff';
import { setStaffPassword } from '@venue/data/staff/set-staff-password';
import { updateStaffAccount } from '@venue/data/staff/update-staff-account';
import type { AddStaffFormValues, EditStaffFormValues } from '@venue/domain/forms/staff-form';
import { messageText } from '../../../lib/domain-messages.ts';
import { supabase } from '../../../lib/supabase.ts';
import { staffKeys } from './keys.ts';

/** A failure toast built around the reason, which is read in the staff member's language. */
const withReason = (toast: (reason: string) => string) => (message: string) =>
  toast(messageText(i18n, message));

/** The failure toasts of the staff pages (spec section 8). */
const errorToasts = {
  fetch: withReason((reason) => t`Error fetching users: ${reason}`),
  create: withReason((reason) => reason),
  update: withReason((reason) => t`Error updating user: ${reason}`),
  delete: withReason((reason) => t`Error deleting user: ${reason}`),
  setPassword: withReason((reason) => t`Error setting password: ${reason}`),
  removeSecondFactor: withReason((reason) => t`Error removing two-step sign-in: ${reason}`),
};

export function useStaffList() {
  return useQuery({
    queryKey: staffKeys.list,
    queryFn: () => listStaff(supabase),
    meta: { errorToast: errorToasts.fetch },
  });
}

/** Whose account is signed in: their card cannot be deleted or demoted. */
export function useSignedInUserId() {
  return useQuery({
    queryKey: staffKeys.signedInUser,
    queryFn: () => getSignedInUserId(supabase),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AddStaffFormValues) => createStaffAccount(supabase, values),
    meta: { errorToast: errorToasts.create },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: EditStaffFormValues }) =>
      updateStaffAccount(supabase, id, values),
    meta: { errorToast: errorToasts.update },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteStaffAccount(supabase, id),
    meta: { errorToast: errorToasts.delete },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** The manager sets a staff member's new password. */
export function useSetStaffPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      setStaffPassword(supabase, id, password),
    meta: { errorToast: errorToasts.setPassword },
  });
}

/** Which members have set up two-step sign-in (the manager's staff page). */
export function useStaffSecondFactors() {
  return useQuery({
    queryKey: staffKeys.secondFactors,
    queryFn: () => listStaffSecondFactors(supabase),
  });
}

/** The manager removes a member's two-step sign-in (a lost phone); the member is signed out. */
export function useRemoveStaffSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeStaffSecondFactor(supabase, id),
    meta: { errorToast: errorToasts.removeSecondFactor },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.secondFactors }),
  });
}
