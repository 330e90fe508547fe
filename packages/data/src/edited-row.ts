import { DataError, notFoundCode } from './errors.ts';

/**
 * The row an update by id wrote back. No row means it was deleted meanwhile or the caller may not
 * edit it (row-level security hides the row rather than failing): `what` names it in the error.
 */
export function editedRow<Row>(rows: Row[] | null, what: string): Row {
  const row = rows?.[0];
  if (!row) throw new DataError(`${what} no longer exists or you may not edit it.`, notFoundCode);
  return row;
}
