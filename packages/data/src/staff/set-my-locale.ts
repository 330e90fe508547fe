import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * Keeps the signed-in staff member's back-office language in their own staff row. The database
 * reads who they are from the session; it refuses anyone who is not staff (42501) and a locale
 * the apps do not speak (VN010).
 */
export async function setMyLocale(client: VenueClient, locale: string): Promise<void> {
  unwrap(await client.rpc('set_my_locale', { new_locale: locale }));
}
