import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';
import type { OrderedContent } from './move-content-item.ts';

/**
 * Sets the whole order of a list at once: `itemIds` names every item once, first first. Refused
 * with VN040 when the list has changed since it was read.
 */
export async function setContentOrder(
  client: VenueClient,
  list: OrderedContent,
  itemIds: string[],
): Promise<void> {
  unwrap(await client.rpc('set_content_order', { list, item_ids: itemIds }));
}
