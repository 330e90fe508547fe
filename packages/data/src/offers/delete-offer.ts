import type { VenueClient } from '../client.ts';
import { DataError, notFoundCode, unwrap } from '../errors.ts';

/** Deletes a loyalty offer; throws when nothing was deleted (gone already, or not allowed). */
export async function deleteOffer(client: VenueClient, id: string): Promise<void> {
  const deleted = unwrap(await client.from('offers').delete().eq('id', id).select('id'));
  if (!deleted?.length) {
    throw new DataError('This offer no longer exists or you may not delete it.', notFoundCode);
  }
}
