// The VR zone's stations and session length: staff read them, the manager writes them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getVrSettings } from '@venue/data/vr/get-vr-settings';
import { updateVrSettings } from '@venue/data/vr/update-vr-settings';
import type { VrSettings } from '@venue/domain/vr';
import { supabase } from '../../../lib/supabase.ts';
import { scheduleKeys } from './keys.ts';

export function useVrSettings() {
  return useQuery({
    queryKey: scheduleKeys.vrSettings(),
    queryFn: () => getVrSettings(supabase),
  });
}

export function useUpdateVrSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: VrSettings) => updateVrSettings(supabase, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
