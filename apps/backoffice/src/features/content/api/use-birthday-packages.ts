import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addBirthdayPackage } from '@venue/data/birthday-packages/add-birthday-package';
import { deleteBirthdayPackage } from '@venue/data/birthday-packages/delete-birthday-package';
import { listManagedBirthdayPackages } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { updateBirthdayPackage } from '@venue/data/birthday-packages/update-birthday-package';
import type { BirthdayPackageFormValues } from '@venue/domain/forms/birthday-package-form';
import { supabase } from '../../../lib/supabase.ts';
import { contentKeys } from './keys.ts';

export function useBirthdayPackages() {
  return useQuery({
    queryKey: contentKeys.birthdayPackages,
    queryFn: () => listManagedBirthdayPackages(supabase),
  });
}

export function useSaveBirthdayPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: BirthdayPackageFormValues }) =>
      id ? updateBirthdayPackage(supabase, id, values) : addBirthdayPackage(supabase, values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.birthdayPackages }),
  });
}

export function useDeleteBirthdayPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBirthdayPackage(supabase, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.birthdayPackages }),
  });
}
