import type { VenueClient } from '../client.ts';
import { invokeFunction } from '../function-refusal.ts';

/** What the `staff-accounts` function accepts. */
export type StaffAccountsRequest =
  | { action: 'create'; name: string; email: string; password: string; role: 'reception' | 'jana' }
  | { action: 'update'; id: string; name: string; role: 'reception' | 'jana' }
  | { action: 'delete'; id: string }
  | { action: 'set_password'; id: string; password: string }
  | { action: 'remove_second_factor'; id: string };

/** Calls the `staff-accounts` edge function as the signed-in user (see `invokeFunction`). */
export function invokeStaffAccounts<T>(
  client: VenueClient,
  body: StaffAccountsRequest,
): Promise<T> {
  return invokeFunction<T>(client, 'staff-accounts', body);
}
