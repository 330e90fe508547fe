import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { actAs, asCaller, lockObject, transaction } from './db.ts';
import { copyObjectFile, removeFile } from './disk.ts';
import { errors } from './errors.ts';
import { isUuid, mustBeValidBucketName, mustBeValidKey } from './names.ts';
import {
  currentVersion,
  insertObjectRow,
  readBackAsService,
  upsertObjectRow,
} from './object-rows.ts';
import { findObject, type ObjectMetadata, type ObjectRow, storedObjectOf } from './rows.ts';
import { removeReplacedVersion } from './upload-object.ts';

export type Transfer = {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
};

function validate(transfer: Transfer): void {
  mustBeValidBucketName(transfer.bucketId);
  mustBeValidBucketName(transfer.destinationBucket);
  mustBeValidKey(transfer.sourceKey);
  mustBeValidKey(transfer.destinationKey);
}

/** Both keys locked in one order, so two opposite moves cannot deadlock. */
async function lockBoth(client: PoolClient, transfer: Transfer): Promise<void> {
  const keys = [
    [transfer.bucketId, transfer.sourceKey],
    [transfer.destinationBucket, transfer.destinationKey],
  ] as const;
  const sorted = [...keys].sort((a, b) => `${a[0]}/${a[1]}`.localeCompare(`${b[0]}/${b[1]}`));
  for (const [bucketId, name] of sorted) await lockObject(client, bucketId, name);
}

/**
 * `POST /object/move`: renames the row as the caller (the update policies decide, on the old row
 * and the new one), with the bytes copied to the new key under a new version before the commit
 * and the old file removed after it.
 */
export async function moveObject(
  ctx: StorageContext,
  caller: Caller,
  transfer: Transfer,
): Promise<{ id: string; name: string }> {
  validate(transfer);
  const { bucketId, sourceKey, destinationBucket, destinationKey } = transfer;
  const version = randomUUID();
  let placed: string | undefined;
  let moved: { id: string; oldVersion: string | null };
  try {
    moved = await transaction(ctx.pool, async (client) => {
      await lockBoth(client, transfer);
      const source = await findObject(client, bucketId, sourceKey);
      if (!source) throw errors.noSuchKey();
      await actAs(client, caller, 'POST');
      const isSameKey = bucketId === destinationBucket && sourceKey === destinationKey;
      const { rows } = await client.query<{ id: string }>(
        `update storage.objects
         set bucket_id = $3, name = $4, version = $5, owner = $6, owner_id = $7, updated_at = now()
         where bucket_id = $1 and name = $2
         returning id`,
        [
          bucketId,
          sourceKey,
          destinationBucket,
          destinationKey,
          isSameKey ? source.version : version,
          isUuid(caller.owner) ? caller.owner : null,
          caller.owner ?? null,
        ],
      );
      const id = rows[0]?.id;
      if (!id) throw errors.noSuchKey();
      if (!isSameKey) {
        placed = await copyObjectFile(ctx.objectsDir, storedObjectOf(source), {
          bucketId: destinationBucket,
          name: destinationKey,
          version,
        });
      }
      return { id, oldVersion: isSameKey ? null : source.version };
    });
  } catch (error) {
    if (placed) await removeFile(ctx.objectsDir, placed);
    throw error;
  }
  await removeReplacedVersion(ctx, bucketId, sourceKey, moved.oldVersion);
  return { id: moved.id, name: destinationKey };
}

export type CopyOptions = Transfer & {
  isUpsert: boolean;
  /** Keep the source's metadata (the default), or take `metadata` and `userMetadata`. */
  copyMetadata: boolean;
  metadata: Partial<Pick<ObjectMetadata, 'cacheControl' | 'mimetype'>> | undefined;
  userMetadata: Record<string, unknown> | undefined;
};

/**
 * `POST /object/copy`: the source must be visible to the caller (select policies), the new row
 * is inserted (or, with `x-upsert`, upserted) as the caller, and the bytes are copied under a
 * new version before the commit.
 */
export async function copyObject(
  ctx: StorageContext,
  caller: Caller,
  copy: CopyOptions,
): Promise<ObjectRow> {
  validate(copy);
  const { bucketId, sourceKey, destinationBucket, destinationKey } = copy;
  const source = await asCaller(ctx.pool, caller, 'POST', (client) =>
    findObject(client, bucketId, sourceKey),
  );
  if (!source) throw errors.noSuchKey();
  const version = randomUUID();
  const baseMetadata = source.metadata ?? {};
  const object = {
    id: randomUUID(),
    bucketId: destinationBucket,
    name: destinationKey,
    owner: caller.owner,
    metadata: {
      ...(copy.copyMetadata ? baseMetadata : { ...baseMetadata, ...copy.metadata }),
      lastModified: new Date().toISOString(),
    },
    userMetadata: copy.copyMetadata ? source.user_metadata : (copy.userMetadata ?? null),
    version,
  };
  let placed: string | undefined;
  let copied: { row: ObjectRow; replacedVersion: string | null | undefined };
  try {
    copied = await transaction(ctx.pool, async (client) => {
      await lockObject(client, destinationBucket, destinationKey);
      const previous = await currentVersion(client, destinationBucket, destinationKey);
      await actAs(client, caller, 'POST');
      if (copy.isUpsert) await upsertObjectRow(client, object);
      else await insertObjectRow(client, object);
      placed = await copyObjectFile(ctx.objectsDir, storedObjectOf(source), object);
      const row = await readBackAsService(client, destinationBucket, destinationKey);
      if (!row) throw errors.noSuchKey();
      return { row, replacedVersion: previous?.version };
    });
  } catch (error) {
    if (placed) await removeFile(ctx.objectsDir, placed);
    throw error;
  }
  await removeReplacedVersion(ctx, destinationBucket, destinationKey, copied.replacedVersion);
  return copied.row;
}
