import { useQuery } from '@tanstack/react-query';
import { listZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { supabase } from '../../lib/supabase.ts';

export const zoneMediaKeys = {
  all: ['zone-media'] as const,
};

/** Every zone's main image and gallery. */
export function useZoneGalleries() {
  return useQuery({ queryKey: zoneMediaKeys.all, queryFn: () => listZoneMedia(supabase) });
}
