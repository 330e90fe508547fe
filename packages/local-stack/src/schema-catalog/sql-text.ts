// SQL text the catalog readers share: quoting, and the filters that leave system objects out.

/** Schemas of PostgreSQL itself and the CLI's record of applied migrations: never in the snapshot. */
export const systemSchemas = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')
  and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%'`;

/** Objects that belong to an extension are shown as its `create extension`, not one by one. */
export function notExtensionMember(catalog: string, oid: string): string {
  return `not exists (select 1 from pg_depend e
    where e.classid = '${catalog}'::regclass and e.objid = ${oid} and e.deptype = 'e')`;
}

export const ident = (name: string) =>
  /^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** A number as a key that sorts in numeric order: column 2 before column 10. */
export const pad = (n: number) => String(n).padStart(5, '0');
