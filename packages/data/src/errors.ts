import { type Refusal, refusalOf } from '@venue/domain/refusals';

/**
 * Errors from the database carry a stable code (VN001..., PT429, 42501, PT404; see the README)
 * and a message written for people. Data-access functions throw them as `DataError` so screens
 * can show the message in the spec's words and branch on the code when they must.
 */
export class DataError extends Error {
  readonly code: string | null;
  /** The form field the error is about, when the database names one (see `fieldErrorCodes`). */
  readonly field: string | null;
  /**
   * What was refused, by code and parameters, when the database says (the error's hint; see
   * `@venue/domain/refusals`): what a screen shows in the reader's language.
   */
  readonly refusal: Refusal | null;

  constructor(
    message: string,
    code: string | null = null,
    field: string | null = null,
    refusal: Refusal | null = null,
  ) {
    super(message);
    this.name = 'DataError';
    this.code = code;
    this.field = field;
    // A form check's message is itself a refusal (`refusalMessage`): it carries its code.
    this.refusal = refusal ?? refusalOf(message);
  }
}

/**
 * What is asked for is not there (HTTP 404): a booking, feedback entry or content item that was
 * deleted, or one a staff member may not see. The database raises it (PostgREST's `PTxyz` gives
 * the HTTP status xyz); the data layer uses it too when a write by id changed no row.
 */
export const notFoundCode = 'PT404';

/**
 * The codes whose refusals are about one form field, which the database names in the error's
 * detail: a blank rejection reason (VN004), invalid input (VN010), a slot that has begun (VN011),
 * a booking that would run past closing (VN012), a package that is gone (VN013), a past date
 * (VN014).
 */
export const fieldErrorCodes: ReadonlySet<string> = new Set([
  'VN004',
  'VN010',
  'VN011',
  'VN012',
  'VN013',
  'VN014',
]);

type ErrorLike = {
  message?: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
} | null;

/** Turns a PostgREST or Storage error into a `DataError`; unknown shapes keep their message. */
export function toDataError(error: ErrorLike | Error): DataError {
  if (error instanceof DataError) return error;
  const code = error && 'code' in error && typeof error.code === 'string' ? error.code : null;
  const message = error?.message?.trim() || 'Something went wrong. Please try again.';
  // postgrest-js answers a request that never reached the server (a fetch that threw) with code "".
  if (code === '' || error instanceof TypeError) {
    return new DataError(message, null, null, { code: 'failure.network', params: {} });
  }
  const details =
    error && 'details' in error && typeof error.details === 'string' ? error.details : null;
  const field = code !== null && fieldErrorCodes.has(code) ? details || null : null;
  const hint = error && 'hint' in error ? error.hint : null;
  return new DataError(message, code, field, refusalOf(hint));
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
