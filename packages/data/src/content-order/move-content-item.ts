import type { VenueClient } from '../client.ts';
import type { Enums } from '../database.types.ts';
import { DataError, unwrap } from '../errors.ts';

/** A content list whose order the manager sets. */
export type OrderedContent = Enums<'ordered_content'>;

/** Up is towards the first place. */
export type MoveDirection = 'up' | 'down';

/**
 * Moves a menu item, offer or FAQ one place up or down (the manager only; an item already first or
 * last stays put). Returns its position afterwards.
 */
export async function moveContentItem(
  client: VenueClient,
  list: OrderedContent,
  itemId: string,
  direction: MoveDirection,
): Promise<number> {
  const position = unwrap(
    await client.rpc('move_content_item', { list, item_id: itemId, direction }),
  );
  if (position === null) {
    throw new DataError('The database gave no answer. Please try again.', 'no_data');
  }
  return position;
}
