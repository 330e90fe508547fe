// Reads a database's schema from the PostgreSQL catalogs as snapshot statements, one object at a time.
import type pg from 'pg';
import type { SchemaStatement } from './schema-snapshot.ts';

/** Schemas of PostgreSQL itself and the CLI's record of applied migrations: never in the snapshot. */
const systemSchemas = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')
  and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%'`;

/** Objects that belong to an extension are shown as its `create extension`, not one by one. */
function notExtensionMember(catalog: string, oid: string): string {
  return `not exists (select 1 from pg_depend e
    where e.classid = '${catalog}'::regclass and e.objid = ${oid} and e.deptype = 'e')`;
}

const ident = (name: string) =>
  /^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const pad = (n: number) => String(n).padStart(5, '0');

type Statement = Omit<SchemaStatement, 'file' | 'subject' | 'schema'>;

/** A catalog object's file in the snapshot and the statements gathered for it. */
class SnapshotObject {
  readonly statements: Statement[] = [];
  constructor(
    readonly file: string,
    readonly subject: string,
    readonly schema: string,
  ) {}
  add(section: number, key: string, sql: string): void {
    this.statements.push({ section, key, sql });
  }
}

type AclRow = { grantee: string; privilege: string; grantable: boolean };

/**
 * `grant` statements for an object's privileges, one per grantee; the owner's own are implicit.
 * Privileges equal to everything the owner holds read `all`.
 */
function grants(
  rows: AclRow[],
  owner: string,
  on: string,
  columns = '',
  full = new Set(rows.filter((r) => r.grantee === owner).map((r) => r.privilege)),
): { key: string; sql: string }[] {
  const byGrantee = new Map<string, string[]>();
  for (const row of rows) {
    if (row.grantee === owner) continue;
    const key = `${row.grantee}\n${row.grantable}`;
    byGrantee.set(key, [...(byGrantee.get(key) ?? []), row.privilege]);
  }
  return [...byGrantee.entries()].map(([key, privileges]) => {
    const [grantee = '', grantable] = key.split('\n');
    const sorted = [...new Set(privileges)].sort();
    // `all` only says more than one privilege in one word: a function's `execute` stays itself.
    const isAll = !columns && full.size > 1 && sorted.length === full.size;
    const what = isAll ? 'all' : sorted.map((p) => `${p.toLowerCase()}${columns}`).join(', ');
    const to = grantee === 'public' ? 'public' : ident(grantee);
    const option = grantable === 'true' ? ' with grant option' : '';
    return { key: `${grantee}${columns}`, sql: `grant ${what} on ${on} to ${to}${option}` };
  });
}

/** The privileges of objects as rows: explicit ones, or the kind's defaults where none were set. */
function aclQuery(from: string, acl: string, owner: string, kind: string): string {
  return `select x.oid, coalesce(r.rolname, 'public') as grantee, a.privilege_type as privilege,
      a.is_grantable as grantable, o.rolname as owner
    from (${from}) x
    join pg_roles o on o.oid = x.${owner}
    cross join lateral aclexplode(coalesce(x.${acl}, acldefault('${kind}', x.${owner}))) a
    left join pg_roles r on r.oid = a.grantee`;
}

type AclResult = AclRow & { oid: number; owner: string };

function groupAcl(rows: AclResult[]): Map<number, { owner: string; rows: AclRow[] }> {
  const byOid = new Map<number, { owner: string; rows: AclRow[] }>();
  for (const row of rows) {
    const entry = byOid.get(row.oid) ?? { owner: row.owner, rows: [] };
    entry.rows.push({ grantee: row.grantee, privilege: row.privilege, grantable: row.grantable });
    byOid.set(row.oid, entry);
  }
  return byOid;
}

/** Every table, view, function, type, schema and extension outside PostgreSQL's own schemas. */
export async function readSchemaStatements(client: pg.Client): Promise<SchemaStatement[]> {
  // With an empty search path every name the catalog functions print is schema-qualified.
  await client.query(`set search_path = ''`);
  const objects = new Map<string, SnapshotObject>();
  const objectFor = (file: string, subject: string, schema: string) => {
    const existing = objects.get(file);
    if (existing) return existing;
    const created = new SnapshotObject(file, subject, schema);
    objects.set(file, created);
    return created;
  };

  await readSchemas(client, objectFor);
  await readExtensions(client, objectFor);
  await readTypes(client, objectFor);
  await readRelations(client, objectFor);
  await readFunctions(client, objectFor);
  await readBuckets(client, objectFor);

  return [...objects.values()].flatMap((o) =>
    o.statements.map((s) => ({ ...s, file: o.file, subject: o.subject, schema: o.schema })),
  );
}

type ObjectFor = (file: string, subject: string, schema: string) => SnapshotObject;

async function readSchemas(client: pg.Client, objectFor: ObjectFor): Promise<void> {
  const { rows } = await client.query<{
    oid: number;
    name: string;
    owner: string;
    comment: string | null;
  }>(`select n.oid, n.nspname as name, pg_get_userbyid(n.nspowner) as owner,
      obj_description(n.oid, 'pg_namespace') as comment
    from pg_namespace n where ${systemSchemas} and ${notExtensionMember('pg_namespace', 'n.oid')}`);
  const acl = groupAcl(
    (
      await client.query<AclResult>(
        `${aclQuery(`select n.oid, n.nspacl, n.nspowner from pg_namespace n where ${systemSchemas}`, 'nspacl', 'nspowner', 'n')}`,
      )
    ).rows,
  );
  const defaults = await client.query<{
    schema: string;
    role: string;
    kind: string;
    grantee: string;
    privilege: string;
    grantable: boolean;
  }>(`select n.nspname as schema, pg_get_userbyid(d.defaclrole) as role, d.defaclobjtype as kind,
      coalesce(r.rolname, 'public') as grantee, a.privilege_type as privilege, a.is_grantable as grantable
    from pg_default_acl d
    join pg_namespace n on n.oid = d.defaclnamespace
    cross join lateral aclexplode(d.defaclacl) a
    left join pg_roles r on r.oid = a.grantee`);
  // What `all` means for each kind of default privileges (`S` is acldefault's `s`).
  const kinds: Record<string, { noun: string; acl: string }> = {
    r: { noun: 'tables', acl: 'r' },
    S: { noun: 'sequences', acl: 's' },
    f: { noun: 'functions', acl: 'f' },
    T: { noun: 'types', acl: 'T' },
    n: { noun: 'schemas', acl: 'n' },
  };
  const fullSets = new Map<string, Set<string>>();
  for (const [kind, { acl: aclKind }] of Object.entries(kinds)) {
    const { rows: all } = await client.query<{ privilege: string }>(
      `select a.privilege_type as privilege from aclexplode(acldefault($1::"char", 10::oid)) a where a.grantee = 10`,
      [aclKind],
    );
    fullSets.set(kind, new Set(all.map((r) => r.privilege)));
  }

  for (const schema of rows) {
    const object = objectFor(`${schema.name}/schema.sql`, `schema ${schema.name}`, schema.name);
    if (schema.name !== 'public') object.add(0, '', `create schema ${ident(schema.name)}`);
    if (schema.owner !== 'postgres' && schema.owner !== 'pg_database_owner') {
      object.add(1, '', `alter schema ${ident(schema.name)} owner to ${ident(schema.owner)}`);
    }
    if (schema.comment !== null) {
      object.add(2, '', `comment on schema ${ident(schema.name)} is ${literal(schema.comment)}`);
    }
    const entry = acl.get(schema.oid);
    if (entry) {
      for (const g of grants(entry.rows, entry.owner, `schema ${ident(schema.name)}`)) {
        object.add(3, g.key, g.sql);
      }
    }
    const own = defaults.rows.filter((d) => d.schema === schema.name);
    for (const role of [...new Set(own.map((d) => `${d.role}\n${d.kind}`))]) {
      const [owner = '', kind = ''] = role.split('\n');
      const rows = own.filter((d) => d.role === owner && d.kind === kind);
      // Default privileges name no owner's own privileges: every row is a grant.
      const noun = kinds[kind]?.noun ?? kind;
      for (const g of grants(rows, '', noun, '', fullSets.get(kind))) {
        object.add(
          4,
          `${owner} ${kind} ${g.key}`,
          `alter default privileges for role ${ident(owner)} in schema ${ident(schema.name)} ${g.sql}`,
        );
      }
    }
  }
}

async function readExtensions(client: pg.Client, objectFor: ObjectFor): Promise<void> {
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

async function readTypes(client: pg.Client, objectFor: ObjectFor): Promise<void> {
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

async function readRelations(client: pg.Client, objectFor: ObjectFor): Promise<void> {
  const relations = await client.query<RelationRow>(`select c.oid, n.nspname as schema,
      c.relname as name, c.oid::regclass::text as qualified, c.relkind as kind,
      c.relrowsecurity as rls, c.relforcerowsecurity as force_rls, c.reloptions as options,
      case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as view_def,
      obj_description(c.oid, 'pg_class') as comment, pg_get_userbyid(c.relowner) as owner
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${systemSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f')
      and ${notExtensionMember('pg_class', 'c.oid')}`);
  const byOid = new Map<number, { relation: RelationRow; object: SnapshotObject }>();
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
  const relation = (oid: number) => byOid.get(oid);

  const columns = await client.query<{
    relid: number;
    num: number;
    name: string;
    type: string;
    not_null: boolean;
    identity: string;
    generated: string;
    default_expr: string | null;
    collation: string | null;
    comment: string | null;
  }>(
    `select a.attrelid as relid, a.attnum as num, a.attname as name,
      format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
      a.attidentity as identity, a.attgenerated as generated,
      pg_get_expr(d.adbin, d.adrelid) as default_expr,
      case when a.attcollation <> t.typcollation
        then (select quote_ident(cn.nspname) || '.' || quote_ident(co.collname)
              from pg_collation co join pg_namespace cn on cn.oid = co.collnamespace
              where co.oid = a.attcollation) end as collation,
      col_description(a.attrelid, a.attnum) as comment
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped
      and a.attrelid = any($1::oid[])
    order by a.attrelid, a.attnum`,
    [[...byOid.keys()]],
  );
  const constraints = await client.query<{
    relid: number;
    name: string;
    kind: string;
    def: string;
    comment: string | null;
  }>(
    `select c.conrelid as relid, c.conname as name, c.contype as kind,
      pg_get_constraintdef(c.oid, true) as def, obj_description(c.oid, 'pg_constraint') as comment
    from pg_constraint c
    where c.conrelid = any($1::oid[]) and c.contype in ('p', 'u', 'c', 'f', 'x')`,
    [[...byOid.keys()]],
  );
  const lines = new Map<number, string[]>();
  for (const c of columns.rows) {
    const parts = [ident(c.name), c.type];
    if (c.collation) parts.push(`collate ${c.collation}`);
    if (c.generated === 's') parts.push(`generated always as (${c.default_expr}) stored`);
    else if (c.default_expr !== null) parts.push(`default ${c.default_expr}`);
    if (c.identity === 'a') parts.push('generated always as identity');
    if (c.identity === 'd') parts.push('generated by default as identity');
    if (c.not_null) parts.push('not null');
    lines.set(c.relid, [...(lines.get(c.relid) ?? []), parts.join(' ')]);
    const owner = relation(c.relid);
    if (owner && c.comment !== null) {
      owner.object.add(
        2,
        pad(c.num),
        `comment on column ${owner.relation.qualified}.${ident(c.name)} is ${literal(c.comment)}`,
      );
    }
  }
  const kindOrder = 'pucfx';
  const sortedConstraints = constraints.rows
    .slice()
    .sort(
      (a, b) =>
        kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
  for (const c of sortedConstraints) {
    lines.set(c.relid, [...(lines.get(c.relid) ?? []), `constraint ${ident(c.name)} ${c.def}`]);
    const owner = relation(c.relid);
    if (owner && c.comment !== null) {
      owner.object.add(
        2,
        `constraint ${c.name}`,
        `comment on constraint ${ident(c.name)} on ${owner.relation.qualified} is ${literal(c.comment)}`,
      );
    }
  }
  for (const { relation: r, object } of byOid.values()) {
    if (r.kind === 'v' || r.kind === 'm') continue;
    const options = r.options?.length ? ` with (${r.options.join(', ')})` : '';
    const body = (lines.get(r.oid) ?? []).join(',\n  ');
    object.add(0, '', `create table ${r.qualified} (\n  ${body}\n)${options}`);
  }

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
    [[...byOid.keys()]],
  );
  for (const i of indexes.rows) {
    const owner = relation(i.relid);
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

  const policies = await client.query<{
    relid: number;
    name: string;
    permissive: boolean;
    command: string;
    roles: string[];
    qual: string | null;
    with_check: string | null;
    comment: string | null;
  }>(
    `select p.polrelid as relid, p.polname as name, p.polpermissive as permissive,
      p.polcmd as command,
      case when p.polroles = '{0}' then array['public']
        else (select array_agg(quote_ident(r.rolname) order by r.rolname) from pg_roles r
              where r.oid = any(p.polroles)) end as roles,
      pg_get_expr(p.polqual, p.polrelid) as qual,
      pg_get_expr(p.polwithcheck, p.polrelid) as with_check,
      obj_description(p.oid, 'pg_policy') as comment
    from pg_policy p where p.polrelid = any($1::oid[])`,
    [[...byOid.keys()]],
  );
  const commands: Record<string, string> = {
    r: 'select',
    a: 'insert',
    w: 'update',
    d: 'delete',
    '*': 'all',
  };
  for (const p of policies.rows) {
    const owner = relation(p.relid);
    if (!owner) continue;
    const name = `"${p.name.replace(/"/g, '""')}"`;
    const parts = [`create policy ${name} on ${owner.relation.qualified}`];
    if (!p.permissive) parts.push('as restrictive');
    parts.push(`for ${commands[p.command] ?? p.command}`);
    parts.push(`to ${p.roles.join(', ')}`);
    if (p.qual !== null) parts.push(`using (${p.qual})`);
    if (p.with_check !== null) parts.push(`with check (${p.with_check})`);
    owner.object.add(6, p.name, parts.join('\n  '));
    if (p.comment !== null) {
      owner.object.add(
        6,
        `${p.name} comment`,
        `comment on policy ${name} on ${owner.relation.qualified} is ${literal(p.comment)}`,
      );
    }
  }

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
    [[...byOid.keys()]],
  );
  for (const t of triggers.rows) {
    const owner = relation(t.relid);
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

  const acl = groupAcl(
    (
      await client.query<AclResult>(
        aclQuery(
          'select c.oid, c.relacl, c.relowner from pg_class c where c.oid = any($1::oid[])',
          'relacl',
          'relowner',
          'r',
        ),
        [[...byOid.keys()]],
      )
    ).rows,
  );
  for (const [oid, entry] of acl) {
    const owner = relation(oid);
    if (!owner) continue;
    for (const g of grants(entry.rows, entry.owner, `table ${owner.relation.qualified}`)) {
      owner.object.add(8, g.key, g.sql);
    }
  }
  const columnAcl = await client.query<AclResult & { column: string }>(
    `select a.attrelid as oid, quote_ident(a.attname) as column,
      coalesce(r.rolname, 'public') as grantee, x.privilege_type as privilege,
      x.is_grantable as grantable, pg_get_userbyid(c.relowner) as owner
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    cross join lateral aclexplode(a.attacl) x
    left join pg_roles r on r.oid = x.grantee
    where a.attacl is not null and a.attrelid = any($1::oid[]) and not a.attisdropped
    order by a.attnum`,
    [[...byOid.keys()]],
  );
  // One statement per table, grantee and privilege, naming its columns in the table's order.
  const columnGrants = new Map<string, { oid: number; row: AclResult; columns: string[] }>();
  for (const row of columnAcl.rows) {
    const key = `${row.oid}\n${row.grantee}\n${row.privilege}\n${row.grantable}`;
    const entry = columnGrants.get(key) ?? { oid: row.oid, row, columns: [] };
    entry.columns.push(row.column);
    columnGrants.set(key, entry);
  }
  for (const { oid, row, columns } of columnGrants.values()) {
    const owner = relation(oid);
    if (!owner) continue;
    const on = `table ${owner.relation.qualified}`;
    for (const g of grants([row], row.owner, on, ` (${columns.join(', ')})`)) {
      owner.object.add(8, `${g.key} ${row.privilege}`, g.sql);
    }
  }
}

async function readFunctions(client: pg.Client, objectFor: ObjectFor): Promise<void> {
  const { rows } = await client.query<{
    oid: number;
    schema: string;
    name: string;
    signature: string;
    kind: string;
    def: string;
    comment: string | null;
    owner: string;
  }>(`select p.oid, n.nspname as schema, p.proname as name,
      p.oid::regprocedure::text as signature,
      p.prokind as kind, pg_get_functiondef(p.oid) as def,
      obj_description(p.oid, 'pg_proc') as comment, pg_get_userbyid(p.proowner) as owner
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${systemSchemas} and p.prokind in ('f', 'p', 'w')
      and ${notExtensionMember('pg_proc', 'p.oid')}`);
  const acl = groupAcl(
    (
      await client.query<AclResult>(
        aclQuery(
          'select p.oid, p.proacl, p.proowner from pg_proc p where p.oid = any($1::oid[])',
          'proacl',
          'proowner',
          'f',
        ),
        [rows.map((r) => r.oid)],
      )
    ).rows,
  );
  for (const f of rows) {
    const noun = f.kind === 'p' ? 'procedure' : 'function';
    const object = objectFor(
      `${f.schema}/functions/${f.name}.sql`,
      `${noun} ${ident(f.schema)}.${ident(f.name)}`,
      f.schema,
    );
    // Overloads sort by their signature; each one's statements stay together.
    object.add(0, `${f.signature} 0`, f.def);
    if (f.comment !== null) {
      object.add(
        0,
        `${f.signature} 1`,
        `comment on ${noun} ${f.signature} is ${literal(f.comment)}`,
      );
    }
    if (f.owner !== 'postgres') {
      object.add(0, `${f.signature} 2`, `alter ${noun} ${f.signature} owner to ${ident(f.owner)}`);
    }
    const entry = acl.get(f.oid);
    if (entry) {
      for (const g of grants(entry.rows, entry.owner, `${noun} ${f.signature}`)) {
        object.add(0, `${f.signature} 3 ${g.key}`, g.sql);
      }
    }
  }
}

/** Storage's buckets are rows, but the migrations create them as part of the schema. */
async function readBuckets(client: pg.Client, objectFor: ObjectFor): Promise<void> {
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
