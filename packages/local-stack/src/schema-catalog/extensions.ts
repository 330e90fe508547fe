// The extensions the migrations create, as `create extension` statements in one file.
import type pg from 'pg';
import type { ObjectFor } from './snapshot-object.ts';
import { ident } from './sql-text.ts';

export async function readExtensions(client: pg.Client, objectFor: ObjectFor): Promise<void> {
  const { rows } = await client.query<{ name: string; schema: string }>(
    `select e.extname as name, n.nspname as schema
     from pg_extension e join pg_namespace n on n.oid = e.extnamespace
     where e.extname <> 'plpgsql'`,
  );
  for (const e of rows) {
    objectFor('extensions.sql', 'the extensions the migrations create', e.schema).add(
      0,
      e.name,
      `create extension if not exists ${ident(e.name)} with schema ${ident(e.schema)}`,
    );
  }
}
