import type { Tables } from '../database.types.ts';
import { unwrap } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** The price list in ILS: bowling per game per person, VR per session. */
export type Prices = Pick<Tables<'prices'>, 'bowling_game_price' | 'vr_session_price'>;

/** The price list; null when the venue has none (the site then shows no prices). */
export async function getPrices(client: PublicClient): Promise<Prices | null> {
  return unwrap(
    await client.from('prices').select('bowling_game_price, vr_session_price').maybeSingle(),
  );
}
