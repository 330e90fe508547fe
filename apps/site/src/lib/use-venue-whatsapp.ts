import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { whatsAppChatUrl } from '@venue/domain/whatsapp';
import { withSupabase } from './with-supabase.ts';

export const venueContactKeys = {
  all: ['venue-contacts'] as const,
};

/** The venue's contact settings the manager edits (the WhatsApp number), read once per visit. */
export const venueContactsQuery = queryOptions({
  queryKey: venueContactKeys.all,
  queryFn: () => withSupabase(getVenueContacts),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * A chat with the venue's WhatsApp number (its own mobile, not the landline), the message box
 * filled with `text` when given; null until the number is known or when the venue has none.
 */
export function useVenueWhatsAppUrl(text?: string): string | null {
  const { data } = useQuery(venueContactsQuery);
  return data ? whatsAppChatUrl(data.whatsapp_number, text) : null;
}
