import type { OfferFormValues } from '@venue/domain/forms/offer-form';
import type { VenueClient } from '../client.ts';
import { editedRow } from '../edited-row.ts';
import { unwrap } from '../errors.ts';
import { type Offer, offerColumns } from './list-offers.ts';

/** Writes the form's checked values back to a loyalty offer; its place stays. */
export async function updateOffer(
  client: VenueClient,
  id: string,
  values: OfferFormValues,
): Promise<Offer> {
  const updated = unwrap(
    await client
      .from('offers')
      .update({ spend: values.spend, get: values.get })
      .eq('id', id)
      .select(offerColumns),
  );
  return editedRow(updated, 'offer');
}
