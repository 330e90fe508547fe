import type { VenueClient } from '../client.ts';
import { DataError } from '../errors.ts';

/** What the `staff-accounts` function accepts. */
export type StaffAccountsRequest =
  | { action: 'create'; name: string; email: string; password: string; role: 'reception' | 'jana' }
  | { action: 'update'; id: string; name: string; role: 'reception' | 'jana' }
  | { action: 'delete'; id: string };

/**
 * Calls the `staff-accounts` edge function as the signed-in user. Its `{ error, field }` answer
 * becomes a `DataError` carrying that message (code: the HTTP status), so screens can show it as it is.
 */
export async function invokeStaffAccounts<T>(
  client: VenueClient,
  body: StaffAccountsRequest,
): Promise<T> {
  const { data, error } = await client.functions.invoke<T>('staff-accounts', { body });
  if (!error) return data as T;
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    try {
      const answer = (await context.clone().json()) as {
        error?: string;
        code?: string;
        field?: string;
      };
      if (answer.error) {
        throw new DataError(
          answer.error,
          answer.code ?? String(context.status),
          answer.field ?? null,
        );
      }
    } catch (parsed) {
      if (parsed instanceof DataError) throw parsed;
      // Not JSON: fall back to the transport's message.
    }
  }
  throw new DataError(error.message, 'function_error');
}
