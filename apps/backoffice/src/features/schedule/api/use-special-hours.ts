// The special periods: listed from today, added or edited, deleted (the manager's writes).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addSpecialHours } from '@venue/data/schedule/add-special-hours';
import { deleteSpecialHours } from '@venue/data/schedule/delete-special-hours';
import { listSpecialHours } from '@venue/data/schedule/list-special-hours';
import { updateSpecialHours } from '@venue/data/schedule/update-special-hours';
import type { SpecialHoursFormValues } from '@venue/domain/forms/schedule-forms';
import { supabase } from '../../../lib/supabase.ts';
import { scheduleKeys } from './keys.ts';

export function useSpecialHours(from: string) {
  return useQuery({
    queryKey: scheduleKeys.specialHours(from),
    queryFn: () => listSpecialHours(supabase, from),
  });
}

/** Adds a special period, or edits the one `id` names. */
export function useSaveSpecialHours(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SpecialHoursFormValues) =>
      id ? updateSpecialHours(supabase, id, values) : addSpecialHours(supabase, values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export function useDeleteSpecialHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSpecialHours(supabase, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
