// The venue's contact settings the manager edits: the WhatsApp number the site's links open, and
// the address in each language.
import { i18n } from '@lingui/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getVenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { updateVenueAddress } from '@venue/data/venue-contacts/update-venue-address';
import { updateVenueContacts } from '@venue/data/venue-contacts/update-venue-contacts';
import type { VenueAddressFormValues } from '@venue/domain/forms/venue-address-form';
import type { VenueContactsFormValues } from '@venue/domain/forms/venue-contacts-form';
import { messageText } from '../../../lib/domain-messages.ts';
import { supabase } from '../../../lib/supabase.ts';

export const venueContactKeys = {
  all: ['venue-contacts'] as const,
};

export function useVenueContacts() {
  return useQuery({ queryKey: venueContactKeys.all, queryFn: () => getVenueContacts(supabase) });
}

export function useUpdateVenueContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: VenueContactsFormValues) => updateVenueContacts(supabase, values),
    meta: { errorToast: (reason: string) => messageText(i18n, reason) },
    onSuccess: (saved) => queryClient.setQueryData(venueContactKeys.all, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: venueContactKeys.all }),
  });
}

export function useUpdateVenueAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: VenueAddressFormValues) => updateVenueAddress(supabase, values),
    meta: { errorToast: (reason: string) => messageText(i18n, reason) },
    onSuccess: (saved) => queryClient.setQueryData(venueContactKeys.all, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: venueContactKeys.all }),
  });
}
