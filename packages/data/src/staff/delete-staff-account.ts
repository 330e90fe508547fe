import type { VenueClient } from '../client.ts';
import { invokeStaffAccounts } from './invoke-staff-accounts.ts';

/** Deletes a staff account: its staff row and its auth user, so it can no longer sign in. */
export async function deleteStaffAccount(client: VenueClient, id: string): Promise<void> {
  await invokeStaffAccounts<{ deleted: string }>(client, { action: 'delete', id });
}
