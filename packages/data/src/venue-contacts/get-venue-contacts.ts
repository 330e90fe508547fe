import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrap } from '../errors.ts';

/** The venue's contact settings: the WhatsApp number (E.164 mobile, "+970592950000"). */
export type VenueContacts = Pick<Tables<'venue_contacts'>, 'whatsapp_number'>;

/** The venue's contact settings; null when the venue has none (the site then links no chat). */
export async function getVenueContacts(client: VenueClient): Promise<VenueContacts | null> {
  return unwrap(await client.from('venue_contacts').select('whatsapp_number').maybeSingle());
}
