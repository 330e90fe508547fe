// Each schema as its `create schema`, owner, comment, grants and default privileges.
import type pg from 'pg';
import { type AclResult, aclQuery, grants, groupAcl } from './privileges.ts';
import type { ObjectFor } from './snapshot-object.ts';
import { ident, literal, notExtensionMember, systemSchemas } from './sql-text.ts';

export async function readSchemas(client: pg.Client, objectFor: ObjectFor): Promise<void> {
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
