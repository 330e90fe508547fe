import type { VenueClient } from '../client.ts';
import { goneError } from '../edited-row.ts';
import { unwrap } from '../errors.ts';

/** Deletes a FAQ entry; throws when nothing was deleted (gone already, or not allowed). */
export async function deleteFaq(client: VenueClient, id: string): Promise<void> {
  const deleted = unwrap(await client.from('faqs').delete().eq('id', id).select('id'));
  if (!deleted?.length) {
    throw goneError('faq', 'delete');
  }
}
