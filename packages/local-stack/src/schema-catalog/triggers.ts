// Triggers on tables as their `create trigger`, whether they are disabled, and comments.
import type pg from 'pg';
import type { Relations } from './relations.ts';
import { ident, literal } from './sql-text.ts';

/** Each table's own triggers; the ones PostgreSQL makes for constraints are left out. */
export async function readTriggers(client: pg.Client, relations: Relations): Promise<void> {
  const triggers = await client.query<{
    relid: number;
    name: string;
    def: string;
    enabled: string;
    comment: string | null;
  }>(
    `select t.tgrelid as relid, t.tgname as name, pg_get_triggerdef(t.oid, true) as def,
      t.tgenabled as enabled, obj_description(t.oid, 'pg_trigger') as comment
    from pg_trigger t where not t.tgisinternal and t.tgrelid = any($1::oid[])`,
    [[...relations.keys()]],
  );
  for (const t of triggers.rows) {
    const owner = relations.get(t.relid);
    if (!owner) continue;
    owner.object.add(7, t.name, t.def);
    const on = `on ${owner.relation.qualified}`;
    if (t.enabled === 'D') {
      owner.object.add(
        7,
        `${t.name} disabled`,
        `alter table ${owner.relation.qualified} disable trigger ${ident(t.name)}`,
      );
    }
    if (t.comment !== null) {
      owner.object.add(
        7,
        `${t.name} comment`,
        `comment on trigger ${ident(t.name)} ${on} is ${literal(t.comment)}`,
      );
    }
  }
}
