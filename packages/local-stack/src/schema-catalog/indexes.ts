// The indexes of tables that no constraint makes, as their `create index` and comments.
import type pg from 'pg';
import type { Relations } from './relations.ts';
import { ident, literal } from './sql-text.ts';

/** Indexes a constraint makes are part of its `create table`; the others come one by one. */
export async function readIndexes(client: pg.Client, relations: Relations): Promise<void> {
  const indexes = await client.query<{
    relid: number;
    name: string;
    def: string;
    comment: string | null;
  }>(
    `select i.indrelid as relid, c.relname as name, pg_get_indexdef(i.indexrelid) as def,
      obj_description(i.indexrelid, 'pg_class') as comment
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = any($1::oid[])
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid
        and k.conrelid = i.indrelid and k.contype in ('p', 'u', 'x'))`,
    [[...relations.keys()]],
  );
  for (const i of indexes.rows) {
    const owner = relations.get(i.relid);
    if (!owner) continue;
    owner.object.add(3, i.name, i.def);
    if (i.comment !== null) {
      const schema = ident(owner.relation.schema);
      owner.object.add(
        4,
        i.name,
        `comment on index ${schema}.${ident(i.name)} is ${literal(i.comment)}`,
      );
    }
  }
}
