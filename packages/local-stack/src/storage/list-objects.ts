import type { Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { asCaller } from './db.ts';
import { errors } from './errors.ts';
import { mustBeValidBucketName } from './names.ts';

export type ListOptions = {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
};

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

/** The body storage-js sends to `POST /object/list/{bucket}`, checked as Storage's schema does. */
export function listOptions(body: Record<string, unknown>): ListOptions {
  const { prefix, limit, offset, search, sortBy } = body;
  if (prefix === undefined)
    throw errors.invalidRequest("body must have required property 'prefix'");
  if (typeof prefix !== 'string') throw errors.invalidRequest('body/prefix must be string');
  if (limit !== undefined && (!Number.isInteger(limit) || (limit as number) < 1)) {
    throw errors.invalidRequest('body/limit must be >= 1');
  }
  if (offset !== undefined && (!Number.isInteger(offset) || (offset as number) < 0)) {
    throw errors.invalidRequest('body/offset must be >= 0');
  }
  const sort = (sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = SORT_COLUMNS.find((name) => name === sort.column) ?? 'name';
  return {
    // Storage treats the prefix as a folder.
    prefix: prefix.length > 0 && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    limit: Math.min((limit as number | undefined) ?? 100, 1500),
    offset: (offset as number | undefined) ?? 0,
    search: typeof search === 'string' ? search : '',
    sortColumn: column,
    sortOrder: sort.order === 'desc' ? 'desc' : 'asc',
  };
}

export type ListEntry = {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
};

/**
 * What Storage's `storage.search` returns, run as the caller so the select policies filter it:
 * the files directly under the prefix, and one entry (id null) per folder below it, names
 * relative to the prefix. Matching is case-insensitive, as Storage's is. Sorted by name, folders
 * and files come in one order; sorted by a date, folders come first.
 */
export function listObjects(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  options: ListOptions,
): Promise<ListEntry[]> {
  mustBeValidBucketName(bucketId);
  const direction = options.sortOrder === 'desc' ? 'desc' : 'asc';
  const order =
    options.sortColumn === 'name'
      ? `lower(case when is_folder then name || '/' else name end) collate "C" ${direction}`
      : `is_folder desc, case when is_folder then lower(name) end collate "C" ${direction},
         ${options.sortColumn} ${direction}, lower(name) collate "C"`;
  return asCaller(ctx.pool, caller, 'POST', async (client) => {
    const { rows } = await client.query<ListEntry>(
      `with matched as (
         select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
                substring(o.name from length($2::text) + 1) as rest
         from storage.objects o
         where o.bucket_id = $1
           and lower(left(o.name, length($2::text || $3::text))) = lower($2::text || $3::text)
       ),
       entries as (
         select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at,
                null::jsonb as metadata, true as is_folder
         from matched where strpos(rest, '/') > 0
         group by split_part(rest, '/', 1)
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata, false
         from matched where strpos(rest, '/') = 0
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata
       from entries
       order by ${order}
       limit $4 offset $5`,
      [bucketId, options.prefix, options.search, options.limit, options.offset],
    );
    return rows;
  });
}
