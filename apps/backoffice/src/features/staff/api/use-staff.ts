import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createStaffAccount } from '@venue/data/staff/create-staff-account';
import { deleteStaffAccount } from '@venue/data/staff/delete-staff-account';
import { getSignedInUserId } from '@venue/data/staff/get-signed-in-user-id';
import { listStaff } from '@venue/data/staff/list-staff';
import { setStaffPassword } from '@venue/data/staff/set-staff-password';
import { updateStaffAccount } from '@venue/data/staff/update-staff-account';
import type { AddStaffFormValues, EditStaffFormValues } from '@venue/domain/forms/staff-form';
import { prefixed } from '../../../lib/errors.ts';
import { supabase } from '../../../lib/supabase.ts';
import { staffKeys } from './keys.ts';

export function useStaffList() {
  return useQuery({
    queryKey: staffKeys.list,
    queryFn: () => listStaff(supabase),
    meta: { errorToast: prefixed('Error fetching users') },
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: EditStaffFormValues }) =>
      updateStaffAccount(supabase, id, values),
    meta: { errorToast: prefixed('Error updating user') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteStaffAccount(supabase, id),
    meta: { errorToast: prefixed('Error deleting user') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** The manager sets a staff member's new password. */
export function useSetStaffPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      setStaffPassword(supabase, id, password),
    meta: { errorToast: prefixed('Error setting password') },
  });
}
