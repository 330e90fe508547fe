// The privileges on tables and views, whole and per column, as `grant` statements.
import type pg from 'pg';
import { type AclResult, aclQuery, grants, groupAcl } from './privileges.ts';
import type { Relations } from './relations.ts';

/** Grants on whole tables and views, then one per grantee and privilege naming its columns. */
export async function readRelationGrants(client: pg.Client, relations: Relations): Promise<void> {
  const acl = groupAcl(
    (
      await client.query<AclResult>(
        aclQuery(
          'select c.oid, c.relacl, c.relowner from pg_class c where c.oid = any($1::oid[])',
          'relacl',
          'relowner',
          'r',
        ),
        [[...relations.keys()]],
      )
    ).rows,
  );
  for (const [oid, entry] of acl) {
    const owner = relations.get(oid);
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
    [[...relations.keys()]],
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
    const owner = relations.get(oid);
    if (!owner) continue;
    const on = `table ${owner.relation.qualified}`;
    for (const g of grants([row], row.owner, on, ` (${columns.join(', ')})`)) {
      owner.object.add(8, `${g.key} ${row.privilege}`, g.sql);
    }
  }
}
