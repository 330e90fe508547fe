import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MoveDirection,
  moveContentItem,
  type OrderedContent,
} from '@venue/data/content-order/move-content-item';
import { supabase } from '../../../lib/supabase.ts';
import { failureToast } from '../content-texts.ts';

/** Moves an item of `list` one place up or down; the list under `queryKey` reloads. */
export function useMoveContentItem(
  list: OrderedContent,
  queryKey: QueryKey,
  errorPrefix: () => string,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: MoveDirection }) =>
      moveContentItem(supabase, list, id, direction),
    meta: { errorToast: failureToast(errorPrefix) },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  return {
    move: (id: string, direction: MoveDirection) => mutation.mutate({ id, direction }),
    /** True while any move of this list runs: the next waits for the list to reload. */
    isMoving: mutation.isPending,
  };
}
