import type { VenueClient } from '../client.ts';
import { DataError } from '../errors.ts';
import { functionRefusal } from '../function-refusal.ts';

/** What the `staff-accounts` function accepts. */
export type StaffAccountsRequest =
  | { action: 'create'; name: string; email: string; password: string; role: 'reception' | 'jana' }
  | { action: 'update'; id: string; name: string; role: 'reception' | 'jana' }
  | { action: 'delete'; id: string }
  | { action: 'set_password'; id: string; password: string }
  | { action: 'remove_second_factor'; id: string };

/**
 * Calls the `staff-accounts` edge function as the signed-in user. Its `{ code, params, error,
 * field }` answer becomes a `DataError` carrying the refusal (what screens show, in the reader's
 * language), the English sentence as its message and the HTTP status as its code.
 */
export async function invokeStaffAccounts<T>(
  client: VenueClient,
  body: StaffAccountsRequest,
): Promise<T> {
  const { data, error } = await client.functions.invoke<T>('staff-accounts', { body });
  if (!error) return data as T;
  const refusal = await functionRefusal(error);
  throw new DataError(
    refusal.message,
    refusal.status === null ? 'function_error' : String(refusal.status),
    refusal.field,
    refusal.refusal,
  );
}
