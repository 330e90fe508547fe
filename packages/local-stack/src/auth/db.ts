import type { Pool, PoolClient } from 'pg';

/** Either the pool or a client inside a transaction: what the query functions take. */
export type Db = Pick<Pool, 'query'> | PoolClient;

/** Runs `work` in one transaction on one connection: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(
  pool: Pool,
  work: (tx: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
