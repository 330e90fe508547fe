import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPrices } from '@venue/data/prices/get-prices';
import { updatePrices } from '@venue/data/prices/update-prices';
import type { PricesFormValues } from '@venue/domain/forms/prices-form';
import { supabase } from '../../../lib/supabase.ts';
import { failureToast } from '../content-texts.ts';
import { contentKeys } from './keys.ts';

/** The price list: bowling per game per person and VR per session. */
export function usePrices() {
  return useQuery({ queryKey: contentKeys.prices, queryFn: () => getPrices(supabase) });
}

export function useUpdatePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PricesFormValues) => updatePrices(supabase, values),
    meta: { errorToast: failureToast(() => t`Error updating prices`) },
    onSuccess: (saved) => queryClient.setQueryData(contentKeys.prices, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.prices }),
  });
}
