import { useQuery } from '@tanstack/react-query';
import { whatsAppChatUrl } from '@venue/domain/whatsapp';
import { venueContactsQuery } from './venue-contacts-query.ts';

/**
 * A chat with the venue's WhatsApp number (its own mobile, not the landline), the message box
 * filled with `text` when given; null until the number is known or when the venue has none.
 */
export function useVenueWhatsAppUrl(text?: string): string | null {
  const { data } = useQuery(venueContactsQuery);
  return data ? whatsAppChatUrl(data.whatsapp_number, text) : null;
}
