// Tables and views from `pg_class`: each one's file, view definition, comment, row security, owner.
import type pg from 'pg';
import type { ObjectFor, SnapshotObject } from './snapshot-object.ts';
import { ident, literal, notExtensionMember, systemSchemas } from './sql-text.ts';

type RelationRow = {
  oid: number;
  schema: string;
  name: string;
  qualified: string;
  kind: string;
  rls: boolean;
  force_rls: boolean;
  options: string[] | null;
  view_def: string | null;
  comment: string | null;
  owner: string;
};

/** A table or view and the object its statements go in. */
export type Relation = { relation: RelationRow; object: SnapshotObject };

/** The tables and views by oid, for the readers of their columns, indexes, rules and grants. */
export type Relations = Map<number, Relation>;

/** Every table and view outside PostgreSQL's own schemas, with the statements about it whole. */
export async function readRelations(client: pg.Client, objectFor: ObjectFor): Promise<Relations> {
  const relations = await client.query<RelationRow>(`select c.oid, n.nspname as schema,
      c.relname as name, c.oid::regclass::text as qualified, c.relkind as kind,
      c.relrowsecurity as rls, c.relforcerowsecurity as force_rls, c.reloptions as options,
      case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as view_def,
      obj_description(c.oid, 'pg_class') as comment, pg_get_userbyid(c.relowner) as owner
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${systemSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f')
      and ${notExtensionMember('pg_class', 'c.oid')}`);
  const byOid: Relations = new Map();
  for (const r of relations.rows) {
    const folder = r.kind === 'v' || r.kind === 'm' ? 'views' : 'tables';
    const noun = { v: 'view', m: 'materialized view', f: 'foreign table' }[r.kind] ?? 'table';
    const object = objectFor(
      `${r.schema}/${folder}/${r.name}.sql`,
      `${noun} ${r.qualified}`,
      r.schema,
    );
    byOid.set(r.oid, { relation: r, object });
    const options = r.options?.length ? ` with (${r.options.join(', ')})` : '';
    if (r.kind === 'v' || r.kind === 'm') {
      const what = r.kind === 'm' ? 'materialized view' : 'view';
      object.add(
        0,
        '',
        `create ${what} ${r.qualified}${options} as\n${(r.view_def ?? '').trimEnd()}`,
      );
    }
    if (r.comment !== null) {
      object.add(2, '', `comment on ${noun} ${r.qualified} is ${literal(r.comment)}`);
    }
    if (r.rls) object.add(5, '0', `alter table ${r.qualified} enable row level security`);
    if (r.force_rls) object.add(5, '1', `alter table ${r.qualified} force row level security`);
    if (r.owner !== 'postgres') {
      object.add(9, '', `alter ${noun} ${r.qualified} owner to ${ident(r.owner)}`);
    }
  }
  return byOid;
}
