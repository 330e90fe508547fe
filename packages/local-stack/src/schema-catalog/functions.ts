// Functions and procedures as their definitions, comments, owners and grants, one file per name.
import type pg from 'pg';
import { type AclResult, aclQuery, grants, groupAcl } from './privileges.ts';
import type { ObjectFor } from './snapshot-object.ts';
import { ident, literal, notExtensionMember, systemSchemas } from './sql-text.ts';

export async function readFunctions(client: pg.Client, objectFor: ObjectFor): Promise<void> {
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
