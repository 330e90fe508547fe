import { corsHeaders } from './cors.ts';

/** A JSON answer with the CORS headers. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: corsHeaders });
}

/**
 * A refusal or failure: `{ code, params, error }`. `code` and `params` are what the apps show in
 * the reader's language, a code of the registry (packages/domain/src/refusals.ts, which a data
 * test holds every code written here to); `error` is the same in English, for logs and curl.
 */
export function refuse(
  status: number,
  code: string,
  error: string,
  params: Record<string, unknown> = {},
): Response {
  return json({ code, params, error }, status);
}

/** The answer to a request with another method than POST. */
export function methodNotAllowed(): Response {
  return refuse(405, 'request.method_not_allowed', 'Method not allowed');
}

/** The request's JSON object body, or null when it is missing or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
