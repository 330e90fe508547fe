// The manager's erasure of a customer: how many bookings it takes, and the erasure itself.
import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { countCustomerBookings } from '@venue/data/customers/count-customer-bookings';
import { type CustomerKey, eraseCustomer } from '@venue/data/customers/erase-customer';
import { messageText } from '../../../lib/domain-messages.ts';
import { supabase } from '../../../lib/supabase.ts';

/** A refusal toasted in the manager's language. */
const meta = { errorToast: (reason: string) => messageText(i18n, reason) };

/** Counts the customer's bookings before the manager confirms. */
export function useCountCustomerBookings() {
  return useMutation({
    mutationFn: (customer: CustomerKey) => countCustomerBookings(supabase, customer),
    meta,
  });
}

/** Erases the customer; every booking list shows them erased afterwards. */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: CustomerKey) => eraseCustomer(supabase, customer),
    meta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
