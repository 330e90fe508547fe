import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addFaq } from '@venue/data/faqs/add-faq';
import { deleteFaq } from '@venue/data/faqs/delete-faq';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import type { FaqFormValues } from '@venue/domain/forms/faq-form';
import { prefixed } from '../../../lib/errors.ts';
import { supabase } from '../../../lib/supabase.ts';
import { contentKeys } from './keys.ts';

export function useFaqs() {
  return useQuery({ queryKey: contentKeys.faqs, queryFn: () => listFaqs(supabase) });
}

export function useAddFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FaqFormValues) => addFaq(supabase, values),
    meta: { errorToast: prefixed('Error adding FAQ') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.faqs }),
  });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFaq(supabase, id),
    meta: { errorToast: prefixed('Error deleting FAQ') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.faqs }),
  });
}
