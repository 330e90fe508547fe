import { useQuery } from '@tanstack/react-query';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import { supabase } from '../../lib/supabase.ts';

export const faqKeys = {
  all: ['faqs'] as const,
};

/** Every FAQ, in the order the manager added them. */
export function useFaqs() {
  return useQuery({ queryKey: faqKeys.all, queryFn: () => listFaqs(supabase) });
}
