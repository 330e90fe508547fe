import { corsHeaders } from './cors.ts';

/** A JSON answer with the CORS headers. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: corsHeaders });
}

/** A refusal or failure: `{ error }` with a message a person can read. */
export function jsonError(status: number, error: string): Response {
  return json({ error }, status);
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
