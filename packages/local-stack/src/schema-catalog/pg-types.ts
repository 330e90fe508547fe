// Enums, composite types and domains as their `create type` or `create domain`, comment and owner.
import type pg from 'pg';
import type { ObjectFor } from './snapshot-object.ts';
import { ident, literal, notExtensionMember, systemSchemas } from './sql-text.ts';

export async function readTypes(client: pg.Client, objectFor: ObjectFor): Promise<void> {
  const { rows } = await client.query<{
    schema: string;
    name: string;
    qualified: string;
    kind: string;
    labels: string[] | null;
    attributes: string[] | null;
    base: string | null;
    not_null: boolean;
    default_expr: string | null;
    checks: string[] | null;
    comment: string | null;
    owner: string;
  }>(`select n.nspname as schema, t.typname as name, t.oid::regtype::text as qualified,
      t.typtype as kind,
      (select array_agg(quote_literal(l.enumlabel) order by l.enumsortorder)
         from pg_enum l where l.enumtypid = t.oid) as labels,
      (select array_agg(quote_ident(a.attname) || ' ' || format_type(a.atttypid, a.atttypmod) order by a.attnum)
         from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as attributes,
      case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end as base,
      t.typnotnull as not_null, t.typdefault as default_expr,
      (select array_agg('constraint ' || quote_ident(c.conname) || ' ' || pg_get_constraintdef(c.oid) order by c.conname)
         from pg_constraint c where c.contypid = t.oid and c.contype <> 'n') as checks,
      obj_description(t.oid, 'pg_type') as comment, pg_get_userbyid(t.typowner) as owner
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${systemSchemas} and ${notExtensionMember('pg_type', 't.oid')}
      and (t.typtype in ('e', 'd')
        or (t.typtype = 'c' and (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c'))`);
  for (const t of rows) {
    const object = objectFor(`${t.schema}/types/${t.name}.sql`, `type ${t.qualified}`, t.schema);
    if (t.kind === 'e') {
      object.add(
        0,
        '',
        `create type ${t.qualified} as enum (\n  ${(t.labels ?? []).join(',\n  ')}\n)`,
      );
    } else if (t.kind === 'c') {
      object.add(
        0,
        '',
        `create type ${t.qualified} as (\n  ${(t.attributes ?? []).join(',\n  ')}\n)`,
      );
    } else {
      const parts = [`create domain ${t.qualified} as ${t.base}`];
      if (t.default_expr !== null) parts.push(`default ${t.default_expr}`);
      if (t.not_null) parts.push('not null');
      parts.push(...(t.checks ?? []));
      object.add(0, '', parts.join('\n  '));
    }
    if (t.comment !== null) {
      object.add(1, '', `comment on type ${t.qualified} is ${literal(t.comment)}`);
    }
    if (t.owner !== 'postgres')
      object.add(2, '', `alter type ${t.qualified} owner to ${ident(t.owner)}`);
  }
}
