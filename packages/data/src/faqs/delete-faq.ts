import type { VenueClient } from '../client.ts';
import { DataError, notFoundCode, unwrap } from '../errors.ts';

/** Deletes a FAQ entry; throws when nothing was deleted (gone already, or not allowed). */
export async function deleteFaq(client: VenueClient, id: string): Promise<void> {
  const deleted = unwrap(await client.from('faqs').delete().eq('id', id).select('id'));
  if (!deleted?.length) {
    throw new DataError('This FAQ no longer exists or you may not delete it.', notFoundCode);
  }
}
