import type { PricesFormValues } from '@venue/domain/forms/prices-form';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import type { Prices } from './get-prices.ts';

/** Writes the form's checked prices to the price list (the manager's; refused for anyone else). */
export async function updatePrices(client: VenueClient, values: PricesFormValues): Promise<Prices> {
  const updated = unwrap(
    await client
      .from('prices')
      .update({
        bowling_game_price: values.bowlingGamePrice,
        vr_session_price: values.vrSessionPrice,
      })
      .eq('id', true)
      .select('bowling_game_price, vr_session_price'),
  );
  const row = updated?.[0];
  if (!row)
    throw new DataError('You may not edit the prices.', '42501', null, {
      code: 'content.prices_not_allowed',
      params: {},
    });
  return row;
}
