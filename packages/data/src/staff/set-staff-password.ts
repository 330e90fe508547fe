import type { VenueClient } from '../client.ts';
import { invokeStaffAccounts } from './invoke-staff-accounts.ts';

/**
 * The manager sets a staff member's new password (the staff-accounts function checks it with the
 * staff password rule); the member's sessions end and they sign in with the new one.
 */
export async function setStaffPassword(
  client: VenueClient,
  id: string,
  password: string,
): Promise<void> {
  await invokeStaffAccounts<{ updated: string }>(client, { action: 'set_password', id, password });
}
