import type { Tables } from '../database.types.ts';
import { unwrap } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/**
 * The venue's contact settings: the WhatsApp number (E.164 mobile, "+970592950000") and the
 * address on one line in each language the manager wrote it in (a localized text: read it with
 * `shownVenueAddress`).
 */
export type VenueContacts = Pick<Tables<'venue_contacts'>, 'whatsapp_number' | 'address'>;

/** The columns every read and write of the settings answers with. */
export const venueContactsColumns = 'whatsapp_number, address';

/** The venue's contact settings; null when the venue has none (the site then links no chat). */
export async function getVenueContacts(client: PublicClient): Promise<VenueContacts | null> {
  return unwrap(await client.from('venue_contacts').select(venueContactsColumns).maybeSingle());
}
