import type { Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { asCaller } from './db.ts';
import { errors } from './errors.ts';
import { type BucketRow, findBucket } from './rows.ts';

/** `GET /bucket/{id}`: the bucket if the caller's select policies show it (always for the service). */
export async function getBucket(
  ctx: StorageContext,
  caller: Caller,
  id: string,
): Promise<BucketRow> {
  const bucket = await asCaller(ctx.pool, caller, 'GET', (client) => findBucket(client, id));
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}
