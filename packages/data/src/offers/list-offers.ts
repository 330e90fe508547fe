import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** A loyalty offer: spend `spend` ILS, get `get` points. */
export type Offer = Pick<Tables<'offers'>, 'id' | 'spend' | 'get' | 'position'>;

/** The columns of an offer as the lists read them. */
export const offerColumns = 'id, spend, get, position';

/** Every loyalty offer in the manager's order. */
export async function listOffers(client: PublicClient): Promise<Offer[]> {
  const rows = unwrapRows(
    await client.from('offers').select(offerColumns).order('position', { ascending: true }),
  );
  return rows;
}
