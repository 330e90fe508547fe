// Refuses a table UPDATE or DELETE without a filter, as pg-safeupdate does on hosted Supabase (docs/decisions/014-one-row-writes.md).

/** Query parameters PostgREST reads as something other than a filter on the table's rows. */
const shapingParams = new Set(['select', 'columns', 'on_conflict', 'order']);

/** Parameters that make PostgREST write a limited mutation, whose statement has a WHERE clause. */
const rangeParams = new Set(['limit', 'offset']);

/** Row filters that combine others (`or=(a.eq.1,b.eq.2)`), optionally negated. */
const logicParams = new Set(['and', 'or', 'not.and', 'not.or']);

/**
 * Whether a query parameter makes PostgREST put a WHERE clause in the table's statement: a column
 * filter (`id=eq.1`), a logic filter, or a limit or offset. A dotted name (`lines.id=eq.1`,
 * `lines.order=id`) is about an embedded resource and leaves the table's statement unqualified.
 */
function qualifiesStatement(name: string): boolean {
  if (logicParams.has(name) || rangeParams.has(name)) return true;
  return !shapingParams.has(name) && !name.includes('.');
}

/** PostgREST's answer to the error pg-safeupdate raises (SQLSTATE 21000: HTTP 400). */
export type SafeUpdateRefusal = {
  status: 400;
  body: { code: '21000'; details: null; hint: null; message: string };
};

/**
 * The refusal hosted Supabase gives a request to `/rest/v1/<table>` whose UPDATE (PATCH) or DELETE
 * would run without a WHERE clause, or null when the request may go on. `path` is the part after
 * `/rest/v1` (a function's `/rpc/<name>` is not a table).
 */
export function unfilteredWriteRefusal(
  method: string | undefined,
  path: string,
  params: URLSearchParams,
): SafeUpdateRefusal | null {
  const statement = method === 'PATCH' ? 'UPDATE' : method === 'DELETE' ? 'DELETE' : null;
  if (!statement || !/^\/[^/]+\/?$/.test(path)) return null;
  if ([...params.keys()].some(qualifiesStatement)) return null;
  return {
    status: 400,
    body: {
      code: '21000',
      details: null,
      hint: null,
      message: `${statement} requires a WHERE clause`,
    },
  };
}
