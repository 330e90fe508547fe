import type { VenueContactsFormValues } from '@venue/domain/forms/venue-contacts-form';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import { type VenueContacts, venueContactsColumns } from './get-venue-contacts.ts';

/**
 * Writes the form's checked WhatsApp number (the manager's; refused with 42501 for anyone else,
 * and with the database's check for a number that is no mobile).
 */
export async function updateVenueContacts(
  client: VenueClient,
  values: VenueContactsFormValues,
): Promise<VenueContacts> {
  const updated = unwrap(
    await client
      .from('venue_contacts')
      .update({ whatsapp_number: values.whatsAppNumber })
      .eq('id', true)
      .select(venueContactsColumns),
  );
  const row = updated?.[0];
  if (!row)
    throw new DataError('You may not edit the venue contacts.', '42501', null, {
      code: 'content.contacts_not_allowed',
      params: {},
    });
  return row;
}
