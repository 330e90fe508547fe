import type { Pool, PoolClient } from 'pg';
import type { Caller } from './caller.ts';

/** Runs `fn` in one transaction on one pooled connection; rolls back when it throws. */
export async function transaction<T>(
  pool: Pool,
  fn: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let isBroken = false;
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {
      isBroken = true;
    });
    throw error;
  } finally {
    client.release(isBroken);
  }
}

/**
 * Makes the rest of the transaction run as the caller, the way Storage (and PostgREST) do: the
 * caller's role, so Postgres evaluates the policies on `storage.objects` and `storage.buckets`,
 * and the JWT claims that `auth.uid()` and `auth.jwt()` read. `set_config('role', ..., true)` is
 * `set local role`. The service role keeps its `bypassrls`, as on Supabase.
 */
export async function actAs(client: PoolClient, caller: Caller, method: string): Promise<void> {
  await client.query(
    `select set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.method', $4, true),
            set_config('storage.allow_delete_query', 'true', true)`,
    [caller.role, JSON.stringify(caller.claims), caller.owner ?? '', method],
  );
}

/** `fn` in a transaction that runs as the caller from its first statement. */
export function asCaller<T>(
  pool: Pool,
  caller: Caller,
  method: string,
  fn: (client: PoolClient) => Promise<T>,
): Promise<T> {
  return transaction(pool, async (client) => {
    await actAs(client, caller, method);
    return fn(client);
  });
}

/**
 * Serialises writers of one object, as Storage's `waitObjectLock` does, so the version a write
 * replaces is known and its file can be removed once the new one is committed.
 */
export async function lockObject(
  client: PoolClient,
  bucketId: string,
  name: string,
): Promise<void> {
  await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `${bucketId}/${name}`,
  ]);
}
