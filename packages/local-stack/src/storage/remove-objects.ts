import type { Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { asCaller } from './db.ts';
import { removeObjectFile } from './disk.ts';
import { errors } from './errors.ts';
import { mustBeValidBucketName, mustBeValidKey } from './names.ts';
import { OBJECT_COLUMNS, type ObjectRow, storedObjectOf } from './rows.ts';

async function removeFiles(ctx: StorageContext, rows: ObjectRow[]): Promise<void> {
  await Promise.all(
    rows.map((row) =>
      removeObjectFile(ctx.objectsDir, storedObjectOf(row)).catch((error) =>
        ctx.log(`[storage] could not remove the file of ${row.bucket_id}/${row.name}: ${error}`),
      ),
    ),
  );
}

/**
 * `DELETE /object/{bucket}` with `{prefixes}`: deletes the rows as the caller, so the delete
 * policies silently keep what the caller may not delete, then the deleted objects' files.
 * Answers with the deleted objects, as Storage does.
 */
export async function removeObjects(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  mustBeValidBucketName(bucketId);
  const rows = await asCaller(ctx.pool, caller, 'DELETE', async (client) => {
    const result = await client.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning ${OBJECT_COLUMNS}`,
      [bucketId, names],
    );
    return result.rows;
  });
  await removeFiles(ctx, rows);
  return rows;
}

/** `DELETE /object/{bucket}/{key}`: one object, `Object not found` when the caller deleted none. */
export async function removeObject(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  name: string,
): Promise<void> {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(name);
  const rows = await removeObjects(ctx, caller, bucketId, [name]);
  if (rows.length === 0) throw errors.noSuchKey();
}
