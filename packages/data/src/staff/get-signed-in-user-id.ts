import type { VenueClient } from '../client.ts';

/** The id of the signed-in user from the stored session (no network call), or null. */
export async function getSignedInUserId(client: VenueClient): Promise<string | null> {
  const { data } = await client.auth.getSession();
  return data.session?.user.id ?? null;
}
