import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteFeedback } from '@venue/data/feedback/delete-feedback';
import { listFeedback } from '@venue/data/feedback/list-feedback';
import { supabase } from '../../../lib/supabase.ts';
import { failureToast } from '../content-texts.ts';
import { contentKeys } from './keys.ts';

export function useAllFeedback() {
  return useQuery({ queryKey: contentKeys.feedback, queryFn: () => listFeedback(supabase) });
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFeedback(supabase, id),
    meta: { errorToast: failureToast(() => t`Error deleting feedback`) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.feedback }),
  });
}
