import type { PoolClient } from 'pg';
import { errors, isUniqueViolation } from './errors.ts';
import { isUuid } from './names.ts';
import type { ObjectMetadata } from './rows.ts';

/** A row about to be written to `storage.objects` for a caller. */
export type NewObject = {
  id: string;
  bucketId: string;
  name: string;
  /** The caller's `sub`: `owner` when it is a uuid, `owner_id` always (as Storage records it). */
  owner: string | undefined;
  metadata: Partial<ObjectMetadata> | null;
  userMetadata: Record<string, unknown> | null;
  version: string;
};

function values(object: NewObject): unknown[] {
  return [
    object.id,
    object.bucketId,
    object.name,
    isUuid(object.owner) ? object.owner : null,
    object.owner ?? null,
    object.metadata === null ? null : JSON.stringify(object.metadata),
    object.version,
    object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
  ];
}

const INSERT = `insert into storage.objects
  (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;

/**
 * Inserts the row; run as the caller, Postgres checks the insert policies. Like Storage's
 * `createObject` it asks nothing back, so no select policy is needed. Returns the row's id.
 */
export async function insertObjectRow(client: PoolClient, object: NewObject): Promise<string> {
  try {
    await client.query(INSERT, values(object));
    return object.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.keyAlreadyExists();
    throw error;
  }
}

/**
 * Inserts the row or replaces the one at the same key (Storage's `upsertObject`); run as the
 * caller, the insert, update and select policies apply. Returns the row's id (the old one's
 * when it replaced a row).
 */
export async function upsertObjectRow(client: PoolClient, object: NewObject): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `${INSERT}
     on conflict (bucket_id, name) do update set
       metadata = excluded.metadata,
       user_metadata = excluded.user_metadata,
       version = excluded.version,
       owner = excluded.owner,
       owner_id = excluded.owner_id,
       updated_at = now()
     returning id`,
    values(object),
  );
  return rows[0]?.id ?? object.id;
}

/** The version currently stored at a key (read as the service), if there is a row. */
export async function currentVersion(
  client: PoolClient,
  bucketId: string,
  name: string,
): Promise<{ version: string | null } | undefined> {
  const { rows } = await client.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  );
  return rows[0];
}
