import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase.ts';
import { type ContentTexts, failureToast } from '../content-texts.ts';

type Client = typeof supabase;

/**
 * Saves a content form: updates the item `editingId` when there is one, else adds one. A failure
 * is toasted as "Error updating ..." or "Error adding ..."; the list under `queryKey` reloads.
 */
export function useSaveContent<Values, Row>({
  editingId,
  add,
  update,
  queryKey,
  texts,
}: {
  editingId: string | null;
  add: (client: Client, values: Values) => Promise<Row>;
  update: (client: Client, id: string, values: Values) => Promise<Row>;
  queryKey: QueryKey;
  texts: ContentTexts;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Values) =>
      editingId ? update(supabase, editingId, values) : add(supabase, values),
    meta: { errorToast: failureToast(editingId ? texts.updateError : texts.addError) },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
