// Privileges from the catalogs' access lists as `grant` statements, for every kind of object.
import { ident } from './sql-text.ts';

export type AclRow = { grantee: string; privilege: string; grantable: boolean };

/**
 * `grant` statements for an object's privileges, one per grantee; the owner's own are implicit.
 * Privileges equal to everything the owner holds read `all`.
 */
export function grants(
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
export function aclQuery(from: string, acl: string, owner: string, kind: string): string {
  return `select x.oid, coalesce(r.rolname, 'public') as grantee, a.privilege_type as privilege,
      a.is_grantable as grantable, o.rolname as owner
    from (${from}) x
    join pg_roles o on o.oid = x.${owner}
    cross join lateral aclexplode(coalesce(x.${acl}, acldefault('${kind}', x.${owner}))) a
    left join pg_roles r on r.oid = a.grantee`;
}

export type AclResult = AclRow & { oid: number; owner: string };

/** Access-list rows by the object they belong to, with its owner. */
export function groupAcl(rows: AclResult[]): Map<number, { owner: string; rows: AclRow[] }> {
  const byOid = new Map<number, { owner: string; rows: AclRow[] }>();
  for (const row of rows) {
    const entry = byOid.get(row.oid) ?? { owner: row.owner, rows: [] };
    entry.rows.push({ grantee: row.grantee, privilege: row.privilege, grantable: row.grantable });
    byOid.set(row.oid, entry);
  }
  return byOid;
}
