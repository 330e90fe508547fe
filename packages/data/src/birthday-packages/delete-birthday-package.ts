import type { VenueClient } from '../client.ts';
import { goneError } from '../edited-row.ts';
import { unwrap } from '../errors.ts';

/**
 * Deletes a birthday package; throws when nothing was deleted. Bookings keep the package's name,
 * price and duration they were made with.
 */
export async function deleteBirthdayPackage(client: VenueClient, id: string): Promise<void> {
  const deleted = unwrap(await client.from('birthday_packages').delete().eq('id', id).select('id'));
  if (!deleted?.length) {
    throw goneError('birthday_package', 'delete');
  }
}
