// The CORS headers the gateway adds to the answers it owns, and its answer to preflights.
import type { IncomingMessage, ServerResponse } from 'node:http';

const EXPOSED_HEADERS = [
  'content-range',
  'content-length',
  'content-type',
  'content-profile',
  'x-supabase-api-version',
  'preference-applied',
  'range-unit',
  'location',
  'etag',
  'cache-control',
  'last-modified',
  'x-total-count',
  'link',
].join(', ');

/** What every answer of the REST, auth and storage routes carries, as Kong's CORS plugin adds it. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSED_HEADERS,
    vary: 'Origin',
    ...(req.headers['access-control-request-headers']
      ? { 'access-control-allow-headers': String(req.headers['access-control-request-headers']) }
      : {}),
  };
}

/** A preflight's answer: every method the API uses, cached for an hour. */
export function answerPreflight(res: ServerResponse): void {
  res.writeHead(200, {
    'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'access-control-max-age': '3600',
    'content-length': '0',
  });
  res.end();
}
