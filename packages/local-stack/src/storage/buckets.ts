import type { Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { actAs, asCaller, transaction } from './db.ts';
import { removeBucketFolder } from './disk.ts';
import { errors, isUniqueViolation } from './errors.ts';
import { isUuid, mustBeValidBucketName } from './names.ts';
import { BUCKET_COLUMNS, type BucketRow, findBucket } from './rows.ts';

/** Bucket settings as storage-js sends them (`file_size_limit` may be `"20MB"`). */
export type BucketSettings = {
  public?: unknown;
  file_size_limit?: unknown;
  allowed_mime_types?: unknown;
};

/** Storage's `parseFileSizeToBytes`: decimal units, `20GB / 20MB / 30KB / 3B`. */
function parseFileSize(value: string): number {
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!match?.[1] || !match[2]) throw errors.invalidFileSizeLimit();
  const amount = Number(Number.parseFloat(match[1]).toPrecision(3));
  const units: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1000, b: 1 };
  return amount * (units[match[2].toLowerCase()] ?? 1);
}

/** `undefined` leaves the limit as it is, `null` removes it. */
function fileSizeLimit(ctx: StorageContext, value: unknown): number | null | undefined {
  if (value === undefined || value === null) return value;
  let bytes: number;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bytes = value;
  else if (typeof value === 'string') bytes = parseFileSize(value);
  else throw errors.invalidRequest('body/file_size_limit must be integer or string');
  if (bytes > ctx.fileSizeLimit) throw errors.entityTooLarge();
  return bytes;
}

function allowedMimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw errors.invalidRequest('body/allowed_mime_types must be array');
  }
  const types = (value as string[]).filter((type) => type);
  for (const type of types) {
    const isValid =
      type.length <= 1000 &&
      /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type);
    if (!isValid) throw errors.invalidMimeType(type);
  }
  return types;
}

function isPublic(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw errors.invalidRequest('body/public must be boolean');
  return value;
}

export type ListBucketsOptions = {
  limit?: number;
  offset?: number;
  search?: string;
  sortColumn?: string;
  sortOrder?: string;
};

/** `GET /bucket`: the buckets the caller's select policies show (all of them for the service). */
export function listBuckets(
  ctx: StorageContext,
  caller: Caller,
  options: ListBucketsOptions,
): Promise<BucketRow[]> {
  const column =
    ['id', 'name', 'created_at', 'updated_at'].find((c) => c === options.sortColumn) ?? 'name';
  const direction = options.sortOrder === 'desc' ? 'desc' : 'asc';
  return asCaller(ctx.pool, caller, 'GET', async (client) => {
    const { rows } = await client.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
       where $1::text is null or name ilike '%' || $1 || '%'
       order by ${column} ${direction}
       limit $2 offset $3`,
      [options.search || null, options.limit ?? null, options.offset ?? 0],
    );
    return rows;
  });
}

export async function getBucket(
  ctx: StorageContext,
  caller: Caller,
  id: string,
): Promise<BucketRow> {
  const bucket = await asCaller(ctx.pool, caller, 'GET', (client) => findBucket(client, id));
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

/** `POST /bucket`: inserted as the caller, so only the service role (or a policy) may. */
export async function createBucket(
  ctx: StorageContext,
  caller: Caller,
  body: { id?: unknown; name?: unknown } & BucketSettings,
): Promise<{ name: string }> {
  if (body.name === undefined)
    throw errors.invalidRequest("body must have required property 'name'");
  if (typeof body.name !== 'string') throw errors.invalidRequest('body/name must be string');
  if (body.id !== undefined && typeof body.id !== 'string') {
    throw errors.invalidRequest('body/id must be string');
  }
  const name = body.name;
  const id = (body.id as string | undefined) || name;
  mustBeValidBucketName(name);
  mustBeValidBucketName(id);
  const limit = fileSizeLimit(ctx, body.file_size_limit);
  const mimeTypes = allowedMimeTypes(body.allowed_mime_types);
  try {
    await asCaller(ctx.pool, caller, 'POST', (client) =>
      client.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          name,
          isUuid(caller.owner) ? caller.owner : null,
          caller.owner ?? null,
          isPublic(body.public) ?? false,
          limit ?? null,
          mimeTypes ?? null,
        ],
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.bucketAlreadyExists();
    throw error;
  }
  return { name };
}

/** `PUT /bucket/{id}`: changes only the settings sent, as the caller. */
export async function updateBucket(
  ctx: StorageContext,
  caller: Caller,
  id: string,
  body: BucketSettings,
): Promise<void> {
  mustBeValidBucketName(id);
  const changes: [string, unknown][] = [];
  const publicValue = isPublic(body.public);
  if (publicValue !== undefined) changes.push(['public', publicValue]);
  const limit = fileSizeLimit(ctx, body.file_size_limit);
  if (limit !== undefined) changes.push(['file_size_limit', limit]);
  const mimeTypes = allowedMimeTypes(body.allowed_mime_types);
  if (mimeTypes !== undefined) changes.push(['allowed_mime_types', mimeTypes]);
  const assignments = changes.map(([column], index) => `${column} = $${index + 2}`);
  const { rowCount } = await asCaller(ctx.pool, caller, 'PUT', (client) =>
    client.query(
      `update storage.buckets set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1`,
      [id, ...changes.map(([, value]) => value)],
    ),
  );
  if (!rowCount) throw errors.noSuchBucket();
}

/** `DELETE /bucket/{id}`: only an empty bucket; the row is deleted as the caller. */
export async function deleteBucket(ctx: StorageContext, caller: Caller, id: string): Promise<void> {
  await transaction(ctx.pool, async (client) => {
    const { rows } = await client.query('select id from storage.buckets where id = $1 for update', [
      id,
    ]);
    if (rows.length === 0) throw errors.noSuchBucket();
    const objects = await client.query(
      'select 1 from storage.objects where bucket_id = $1 limit 1',
      [id],
    );
    if (objects.rows.length > 0) throw errors.bucketNotEmpty();
    await actAs(client, caller, 'DELETE');
    const { rowCount } = await client.query('delete from storage.buckets where id = $1', [id]);
    if (!rowCount) throw errors.noSuchBucket();
  });
  await removeBucketFolder(ctx.objectsDir, id).catch((error) =>
    ctx.log(`[storage] could not remove the folder of bucket ${id}: ${error}`),
  );
}
