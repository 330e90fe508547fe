import type { OfferFormValues } from '@venue/domain/forms/offer-form';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import { type Offer, offerColumns } from './list-offers.ts';

/** Adds a loyalty offer (spend ILS, get points) from the form's checked values, at the end. */
export async function addOffer(client: VenueClient, values: OfferFormValues): Promise<Offer> {
  const row = unwrap(
    await client
      .from('offers')
      .insert({ spend: values.spend, get: values.get })
      .select(offerColumns)
      .single(),
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return row;
}
