// The lane blocks not yet ended: added (the manager's, or reception's within today), edited and
// deleted (the manager's). The board's lanes follow them, so its bookings are refreshed too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addLaneBlock, type NewLaneBlock } from '@venue/data/schedule/add-lane-block';
import { deleteLaneBlock } from '@venue/data/schedule/delete-lane-block';
import { listLaneBlocks } from '@venue/data/schedule/list-lane-blocks';
import { updateLaneBlock } from '@venue/data/schedule/update-lane-block';
import { supabase } from '../../../lib/supabase.ts';
import { scheduleKeys } from './keys.ts';

export function useLaneBlocks(now: Date) {
  return useQuery({
    queryKey: scheduleKeys.laneBlocks(),
    queryFn: () => listLaneBlocks(supabase, now),
  });
}

/** Adds a lane block, or edits the one `id` names. */
export function useSaveLaneBlock(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: NewLaneBlock) =>
      id ? updateLaneBlock(supabase, id, block) : addLaneBlock(supabase, block),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export function useDeleteLaneBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLaneBlock(supabase, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
