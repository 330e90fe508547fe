import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFeedback } from '@venue/data/feedback/list-feedback';
import { withSupabase } from '../../../lib/with-supabase.ts';
import { feedbackKeys } from './keys.ts';

/** Every feedback entry, newest first. A failed load is logged by the query cache. */
export const feedbackListQuery = queryOptions({
  queryKey: feedbackKeys.list(),
  queryFn: () => withSupabase(listFeedback),
  staleTime: 60_000,
});

export function useFeedbackList() {
  return useQuery(feedbackListQuery);
}
