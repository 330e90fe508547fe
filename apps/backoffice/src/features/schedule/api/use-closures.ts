// The closures: listed from today, added and deleted (the manager's writes).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addClosure } from '@venue/data/schedule/add-closure';
import { deleteClosure } from '@venue/data/schedule/delete-closure';
import { listClosures } from '@venue/data/schedule/list-closures';
import type { ClosureFormValues } from '@venue/domain/forms/schedule-closure-forms';
import { supabase } from '../../../lib/supabase.ts';
import { scheduleKeys } from './keys.ts';

export function useClosures(from: string) {
  return useQuery({
    queryKey: scheduleKeys.closures(from),
    queryFn: () => listClosures(supabase, from),
  });
}

export function useAddClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ClosureFormValues) => addClosure(supabase, values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export function useDeleteClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteClosure(supabase, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
