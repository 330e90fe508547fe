import { useQuery } from '@tanstack/react-query';
import { listOffers } from '@venue/data/offers/list-offers';
import { supabase } from '../../lib/supabase.ts';

export const offerKeys = {
  all: ['offers'] as const,
};

/** Every loyalty offer, smallest spend first. */
export function useOffers() {
  return useQuery({ queryKey: offerKeys.all, queryFn: () => listOffers(supabase) });
}
