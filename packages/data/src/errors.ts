/**
 * Errors from the database carry a stable code (VN001..., PT429, 42501, P0002; see the README)
 * and a message written for people. Data-access functions throw them as `DataError` so screens
 * can show the message in the spec's words and branch on the code when they must.
 */
export class DataError extends Error {
  readonly code: string | null;
  /** The form field the error is about, when the database names one (VN010's detail). */
  readonly field: string | null;

  constructor(message: string, code: string | null = null, field: string | null = null) {
    super(message);
    this.name = 'DataError';
    this.code = code;
    this.field = field;
  }
}

type ErrorLike = { message?: string; code?: string; details?: string | null } | null;

/** Turns a PostgREST or Storage error into a `DataError`; unknown shapes keep their message. */
export function toDataError(error: ErrorLike | Error): DataError {
  if (error instanceof DataError) return error;
  const code = error && 'code' in error && typeof error.code === 'string' ? error.code : null;
  const message = error?.message?.trim() || 'Something went wrong. Please try again.';
  const details =
    error && 'details' in error && typeof error.details === 'string' ? error.details : null;
  return new DataError(message, code, code === 'VN010' ? details : null);
}

/** The data of a supabase-js result, or its error thrown as a `DataError`. */
export function unwrap<T>(result: { data: T; error: ErrorLike }): T {
  if (result.error) throw toDataError(result.error);
  return result.data;
}

/** The rows of a supabase-js list result (never null), or its error thrown as a `DataError`. */
export function unwrapRows<T>(result: { data: T[] | null; error: ErrorLike }): T[] {
  return unwrap(result) ?? [];
}

/** Whether an error is the database refusing for lack of permission (42501) or a missing row. */
export function isPermissionError(error: unknown): boolean {
  return error instanceof DataError && error.code === '42501';
}
