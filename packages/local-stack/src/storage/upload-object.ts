import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { actAs, lockObject, transaction } from './db.ts';
import { removeFile, removeObjectFile, writeObjectFile } from './disk.ts';
import { errors } from './errors.ts';
import { type IncomingFile, isAllowedMimeType, readIncomingFile } from './incoming-file.ts';
import { isEmptyFolderPlaceholder, mustBeValidBucketName, mustBeValidKey } from './names.ts';
import { currentVersion, insertObjectRow, type NewObject, upsertObjectRow } from './object-rows.ts';
import { type BucketRow, fileSizeLimitOf, findBucket, type ObjectMetadata } from './rows.ts';

export type UploadRequest = {
  caller: Caller;
  bucketId: string;
  name: string;
  /** `x-upsert: true` on POST; always for PUT, which Storage serves as an upsert. */
  isUpsert: boolean;
  method: string;
};

/** The bucket's rules, in Storage's order: the mime type first, then the size. */
function checkAgainstBucket(file: IncomingFile, bucket: BucketRow, name: string): void {
  const allowed = bucket.allowed_mime_types ?? [];
  if (
    allowed.length > 0 &&
    !isEmptyFolderPlaceholder(name) &&
    !isAllowedMimeType(file.mimetype, allowed)
  ) {
    throw errors.invalidMimeType(file.mimetype);
  }
  if (file.isTruncated) throw errors.entityTooLarge();
}

function describe(file: IncomingFile): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
}

/** Removes the bytes of the version a committed write replaced. */
export async function removeReplacedVersion(
  ctx: StorageContext,
  bucketId: string,
  name: string,
  version: string | null | undefined,
): Promise<void> {
  if (!version) return;
  await removeObjectFile(ctx.objectsDir, { bucketId, name, version }).catch((error) =>
    ctx.log(`[storage] could not remove ${bucketId}/${name} version ${version}: ${error}`),
  );
}

/**
 * Stores an uploaded object. The bucket's limits (read as the service, not the caller) are
 * checked first; then its row is written as the caller inside one transaction, so the storage
 * policies decide. The
 * bytes are put in place only once the row is in, and removed again if the commit fails:
 * a refused upload leaves neither a row nor a file.
 */
export async function uploadObject(
  ctx: StorageContext,
  req: IncomingMessage,
  upload: UploadRequest,
): Promise<{ id: string; key: string }> {
  const { bucketId, name, caller } = upload;
  mustBeValidBucketName(bucketId);
  mustBeValidKey(name);
  const bucket = await findBucket(ctx.pool, bucketId);
  if (!bucket) throw errors.noSuchBucket();

  const limit = isEmptyFolderPlaceholder(name)
    ? 0
    : Math.min(fileSizeLimitOf(bucket) ?? Number.POSITIVE_INFINITY, ctx.fileSizeLimit);
  const file = await readIncomingFile(req, limit);
  // As Supabase Storage does, the bucket's limits answer before the policies are asked: an
  // upload of the wrong type is 415 and a too-large one 413, whoever sends it.
  checkAgainstBucket(file, bucket, name);
  const object: NewObject = {
    id: randomUUID(),
    bucketId,
    name,
    owner: caller.owner,
    metadata: describe(file),
    userMetadata: file.userMetadata ?? {},
    version: randomUUID(),
  };

  let placed: string | undefined;
  let written: { id: string; replacedVersion: string | null | undefined };
  try {
    written = await transaction(ctx.pool, async (client) => {
      await lockObject(client, bucketId, name);
      const previous = await currentVersion(client, bucketId, name);
      await actAs(client, caller, upload.method);
      const id = upload.isUpsert
        ? await upsertObjectRow(client, object)
        : await insertObjectRow(client, object);
      placed = await writeObjectFile(ctx.objectsDir, object, file.bytes);
      return { id, replacedVersion: previous?.version };
    });
  } catch (error) {
    if (placed) await removeFile(ctx.objectsDir, placed);
    throw error;
  }
  await removeReplacedVersion(ctx, bucketId, name, written.replacedVersion);
  return { id: written.id, key: `${bucketId}/${name}` };
}
