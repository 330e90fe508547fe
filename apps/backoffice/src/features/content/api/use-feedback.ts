import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteFeedback } from '@venue/data/feedback/delete-feedback';
import { listFeedback } from '@venue/data/feedback/list-feedback';
import { prefixed } from '../../../lib/errors.ts';
import { supabase } from '../../../lib/supabase.ts';
import { contentKeys } from './keys.ts';

export function useAllFeedback() {
  return useQuery({ queryKey: contentKeys.feedback, queryFn: () => listFeedback(supabase) });
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFeedback(supabase, id),
    meta: { errorToast: prefixed('Error deleting feedback') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.feedback }),
  });
}
