import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addOffer } from '@venue/data/offers/add-offer';
import { deleteOffer } from '@venue/data/offers/delete-offer';
import { listOffers } from '@venue/data/offers/list-offers';
import { updateOffer } from '@venue/data/offers/update-offer';
import { supabase } from '../../../lib/supabase.ts';
import { contentTexts, failureToast } from '../content-texts.ts';
import { contentKeys } from './keys.ts';
import { useMoveContentItem } from './use-move-content-item.ts';
import { useSaveContent } from './use-save-content.ts';

/** Every offer in the order the site shows them. */
export function useOffers() {
  return useQuery({ queryKey: contentKeys.offers, queryFn: () => listOffers(supabase) });
}

/** Adds an offer, or saves the one being edited. */
export function useSaveOffer(editingId: string | null) {
  return useSaveContent({
    editingId,
    add: addOffer,
    update: updateOffer,
    queryKey: contentKeys.offers,
    texts: contentTexts.offer,
  });
}

export function useMoveOffer() {
  return useMoveContentItem('offers', contentKeys.offers, contentTexts.offer.moveError);
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOffer(supabase, id),
    meta: { errorToast: failureToast(() => t`Error deleting offer`) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.offers }),
  });
}
