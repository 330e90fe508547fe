import { type Refusal, refusalOf } from '@venue/domain/refusals';
import type { VenueClient } from './client.ts';
import { DataError } from './errors.ts';

/** What a function (or the platform in front of it) said when it refused a call. */
export type FunctionRefusal = {
  message: string;
  status: number | null;
  /** The refusal by code and parameters (`{ code, params }` of the answer), or null. */
  refusal: Refusal | null;
  field: string | null;
};

/**
 * The platform refuses a call to a JWT-checked function before it runs when the caller has no
 * session (the publishable key is not a JWT): for people that means they are signed out, the
 * refusal a function gives itself for a token that names nobody.
 */
export const signedOut: Refusal = { code: 'access.signed_out', params: {} };
export const signedOutMessage = 'Please sign in as staff to do this.';

/** The HTTP answer an invoke error carries (any fetch implementation's `Response`), or null. */
function asResponse(context: unknown): Response | null {
  const candidate = context as Partial<Response> | null | undefined;
  return typeof candidate?.status === 'number' && typeof candidate.clone === 'function'
    ? (candidate as Response)
    : null;
}

/**
 * Reads a `functions.invoke` error: the function's own `{ code, params, error, field }` answer
 * when it gave one, `access.signed_out` for the platform's 401, else the transport's message.
 */
export async function functionRefusal(error: {
  message: string;
  context?: unknown;
}): Promise<FunctionRefusal> {
  const response = asResponse(error.context);
  if (!response) return { message: error.message, status: null, refusal: null, field: null };
  let answer: { error?: unknown; code?: unknown; params?: unknown; field?: unknown } = {};
  try {
    answer = (await response.clone().json()) as typeof answer;
  } catch {
    // Not JSON: the transport's message below.
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const isOwnAnswer = text(answer.error) !== null;
  const isPlatform401 = !isOwnAnswer && response.status === 401;
  return {
    message: text(answer.error) ?? (isPlatform401 ? signedOutMessage : error.message),
    status: response.status,
    refusal: isOwnAnswer ? refusalOf(answer) : isPlatform401 ? signedOut : null,
    field: text(answer.field),
  };
}

/**
 * Calls an edge function as the signed-in user. A refusal (`{ code, params, error, field }`)
 * becomes a `DataError` carrying it (what screens show, in the reader's language), the English
 * sentence as its message and the HTTP status as its code.
 */
export async function invokeFunction<T>(
  client: VenueClient,
  name: string,
  body: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await client.functions.invoke<T>(name, { body });
  if (!error) return data as T;
  const refusal = await functionRefusal(error);
  throw new DataError(
    refusal.message,
    refusal.status === null ? 'function_error' : String(refusal.status),
    refusal.field,
    refusal.refusal,
  );
}
