// Row level security policies as their `create policy` and comments.
import type pg from 'pg';
import type { Relations } from './relations.ts';
import { literal } from './sql-text.ts';

/** Each table's policies, their names always quoted. */
export async function readPolicies(client: pg.Client, relations: Relations): Promise<void> {
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
    [[...relations.keys()]],
  );
  const commands: Record<string, string> = {
    r: 'select',
    a: 'insert',
    w: 'update',
    d: 'delete',
    '*': 'all',
  };
  for (const p of policies.rows) {
    const owner = relations.get(p.relid);
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
}
