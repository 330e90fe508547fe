// Storage's buckets as the `insert` statements the migrations create them with.
import type pg from 'pg';
import type { ObjectFor } from './snapshot-object.ts';

/** Storage's buckets are rows, but the migrations create them as part of the schema. */
export async function readBuckets(client: pg.Client, objectFor: ObjectFor): Promise<void> {
  const { rows: exists } = await client.query<{ found: boolean }>(
    `select to_regclass('storage.buckets') is not null as found`,
  );
  if (!exists[0]?.found) return;
  const { rows } = await client.query<{ id: string; sql: string }>(
    `select b.id, format(
        'insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)%svalues (%L, %L, %s, %s, %s)',
        E'\\n', b.id, b.name, coalesce(b.public::text, 'null'), coalesce(b.file_size_limit::text, 'null'),
        case when b.allowed_mime_types is null then 'null'
          else 'array[' || array_to_string(array(select quote_literal(m) from unnest(b.allowed_mime_types) m), ', ') || ']'
        end) as sql
     from storage.buckets b`,
  );
  for (const b of rows) {
    objectFor('storage/buckets.sql', 'the Storage buckets', 'storage').add(0, b.id, b.sql);
  }
}
