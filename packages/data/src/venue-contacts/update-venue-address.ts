import type { VenueAddressFormValues } from '@venue/domain/forms/venue-address-form';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import { type VenueContacts, venueContactsColumns } from './get-venue-contacts.ts';

/**
 * Writes the form's checked address, in the languages written (the manager's; refused with 42501
 * for anyone else, and with `content.address_required` for an address in no language).
 */
export async function updateVenueAddress(
  client: VenueClient,
  values: VenueAddressFormValues,
): Promise<VenueContacts> {
  const updated = unwrap(
    await client
      .from('venue_contacts')
      .update({ address: values.address })
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
