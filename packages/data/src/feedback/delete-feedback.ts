import type { VenueClient } from '../client.ts';
import { goneError } from '../edited-row.ts';
import { unwrap } from '../errors.ts';

/** Deletes a feedback item (the manager only); throws when nothing was deleted. */
export async function deleteFeedback(client: VenueClient, id: string): Promise<void> {
  const deleted = unwrap(await client.from('feedback').delete().eq('id', id).select('id'));
  if (!deleted?.length) {
    throw goneError('feedback', 'delete');
  }
}
