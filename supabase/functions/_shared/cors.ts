// CORS for functions the apps call from the browser (the apps live on other origins). The
// platform passes a function's answer through unchanged, so each function answers the
// preflight and marks every response itself; the header list is supabase-js's own, which
// follows the headers its clients send.
import { corsHeaders as supabaseCorsHeaders } from 'npm:@supabase/supabase-js@2.109.0/cors';

export const corsHeaders: Readonly<Record<string, string>> = supabaseCorsHeaders;

/** The answer to a CORS preflight, or null when the request is not one. */
export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS'
    ? new Response(null, { status: 204, headers: corsHeaders })
    : null;
}

/** The response with every CORS header it does not set itself. */
export function withCors(response: Response): Response {
  const missing = Object.entries(corsHeaders).filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of missing) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
