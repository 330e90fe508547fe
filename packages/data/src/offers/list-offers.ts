import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

/** A loyalty offer: spend `spend` ILS, get `get` points. */
export type Offer = Pick<Tables<'offers'>, 'id' | 'spend' | 'get'>;

/** Every loyalty offer, smallest spend first. */
export async function listOffers(client: VenueClient): Promise<Offer[]> {
  const rows = unwrapRows(
    await client
      .from('offers')
      .select('id, spend, get')
      .order('spend', { ascending: true })
      .order('id', { ascending: true }),
  );
  return rows;
}
