import type { VenueClient } from '../client.ts';
import { goneError } from '../edited-row.ts';
import { unwrap } from '../errors.ts';

/** Deletes a loyalty offer; throws when nothing was deleted (gone already, or not allowed). */
export async function deleteOffer(client: VenueClient, id: string): Promise<void> {
  const deleted = unwrap(await client.from('offers').delete().eq('id', id).select('id'));
  if (!deleted?.length) {
    throw goneError('offer', 'delete');
  }
}
