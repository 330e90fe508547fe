import type { Pool, PoolClient } from 'pg';
import type { StoredObject } from './disk.ts';

/** Storage's `metadata` column: what the object's backend reported when it was written. */
export type ObjectMetadata = {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
};

export type ObjectRow = {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
};

export type BucketRow = {
  id: string;
  name: string;
  owner: string | null;
  public: boolean | null;
  /** `bigint`: node-postgres hands it over as a string. */
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  created_at: Date | null;
  updated_at: Date | null;
};

export const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';
export const BUCKET_COLUMNS =
  'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

type Queryable = Pool | PoolClient;

export async function findObject(
  db: Queryable,
  bucketId: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0];
}

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | undefined> {
  const { rows } = await db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
    [id],
  );
  return rows[0];
}

export function fileSizeLimitOf(bucket: BucketRow): number | undefined {
  return bucket.file_size_limit === null ? undefined : Number(bucket.file_size_limit);
}

/**
 * An object as Storage's response schema serialises it: only the schema's properties, and `""`
 * for a missing owner or version (its serializer writes null strings so).
 */
export function objectJson(row: ObjectRow) {
  return {
    name: row.name,
    bucket_id: row.bucket_id,
    owner: row.owner ?? '',
    owner_id: row.owner_id ?? '',
    version: row.version ?? '',
    id: row.id,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  };
}

export function bucketJson(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public ?? false,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Where a row's bytes are on disk. */
export function storedObjectOf(row: ObjectRow): StoredObject {
  return { bucketId: row.bucket_id, name: row.name, version: row.version };
}
