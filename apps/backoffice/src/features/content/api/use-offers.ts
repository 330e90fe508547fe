import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addOffer } from '@venue/data/offers/add-offer';
import { deleteOffer } from '@venue/data/offers/delete-offer';
import { listOffers } from '@venue/data/offers/list-offers';
import type { OfferFormValues } from '@venue/domain/forms/offer-form';
import { prefixed } from '../../../lib/errors.ts';
import { supabase } from '../../../lib/supabase.ts';
import { contentKeys } from './keys.ts';

/** Every offer, smallest spend first. */
export function useOffers() {
  return useQuery({ queryKey: contentKeys.offers, queryFn: () => listOffers(supabase) });
}

export function useAddOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OfferFormValues) => addOffer(supabase, values),
    meta: { errorToast: prefixed('Error adding offer') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.offers }),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOffer(supabase, id),
    meta: { errorToast: prefixed('Error deleting offer') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.offers }),
  });
}
