import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addBirthdayPackage } from '@venue/data/birthday-packages/add-birthday-package';
import { deleteBirthdayPackage } from '@venue/data/birthday-packages/delete-birthday-package';
import { listManagedBirthdayPackages } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { updateBirthdayPackage } from '@venue/data/birthday-packages/update-birthday-package';
import { supabase } from '../../../lib/supabase.ts';
import { contentTexts, failureToast } from '../content-texts.ts';
import { contentKeys } from './keys.ts';
import { useSaveContent } from './use-save-content.ts';

export function useBirthdayPackages() {
  return useQuery({
    queryKey: contentKeys.birthdayPackages,
    queryFn: () => listManagedBirthdayPackages(supabase),
  });
}

/** Saves the form: updates the package `editingId` when there is one, else adds a package. */
export function useSaveBirthdayPackage(editingId: string | null) {
  return useSaveContent({
    editingId,
    add: addBirthdayPackage,
    update: updateBirthdayPackage,
    queryKey: contentKeys.birthdayPackages,
    texts: contentTexts.birthdayPackage,
  });
}

export function useDeleteBirthdayPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBirthdayPackage(supabase, id),
    meta: { errorToast: failureToast(() => t`Error deleting birthday package`) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.birthdayPackages }),
  });
}
