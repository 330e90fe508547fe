// The VR station blocks not yet ended: added (the manager's, or reception's within today) and
// deleted (the manager's).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addVrStationBlock } from '@venue/data/vr/add-vr-station-block';
import { deleteVrStationBlock } from '@venue/data/vr/delete-vr-station-block';
import { listVrStationBlocks, type NewVrStationBlock } from '@venue/data/vr/list-vr-station-blocks';
import { supabase } from '../../../lib/supabase.ts';
import { scheduleKeys } from './keys.ts';

export function useVrStationBlocks(now: Date) {
  return useQuery({
    queryKey: scheduleKeys.vrStationBlocks(),
    queryFn: () => listVrStationBlocks(supabase, now),
  });
}

export function useAddVrStationBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: NewVrStationBlock) => addVrStationBlock(supabase, block),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export function useDeleteVrStationBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteVrStationBlock(supabase, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
