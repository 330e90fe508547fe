import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addFaq } from '@venue/data/faqs/add-faq';
import { deleteFaq } from '@venue/data/faqs/delete-faq';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import { updateFaq } from '@venue/data/faqs/update-faq';
import { supabase } from '../../../lib/supabase.ts';
import { contentTexts, failureToast } from '../content-texts.ts';
import { contentKeys } from './keys.ts';
import { useMoveContentItem } from './use-move-content-item.ts';
import { useSaveContent } from './use-save-content.ts';

/** Every FAQ in the order the site shows them. */
export function useFaqs() {
  return useQuery({ queryKey: contentKeys.faqs, queryFn: () => listFaqs(supabase) });
}

/** Adds a FAQ, or saves the one being edited. */
export function useSaveFaq(editingId: string | null) {
  return useSaveContent({
    editingId,
    add: addFaq,
    update: updateFaq,
    queryKey: contentKeys.faqs,
    texts: contentTexts.faq,
  });
}

export function useMoveFaq() {
  return useMoveContentItem('faqs', contentKeys.faqs, contentTexts.faq.moveError);
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFaq(supabase, id),
    meta: { errorToast: failureToast(() => t`Error deleting FAQ`) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.faqs }),
  });
}
