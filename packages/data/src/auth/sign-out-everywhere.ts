import type { VenueClient } from '../client.ts';

/**
 * Signs the user out on every device (all refresh tokens revoked). The local session is cleared
 * even when the server cannot be reached, so the screen never stays signed in.
 */
export async function signOutEverywhere(client: VenueClient): Promise<void> {
  const { error } = await client.auth.signOut({ scope: 'global' });
  if (error) {
    console.error(error);
    await client.auth.signOut({ scope: 'local' });
  }
}
