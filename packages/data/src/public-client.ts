/**
 * The small client a visitor's page reads public content and calls the anonymous database
 * functions with: PostgREST's own client (`@supabase/postgrest-js`, the one supabase-js wraps for
 * `.from()` and `.rpc()`), with no session, no auth, realtime, storage or functions clients, so a
 * page that only reads never downloads or starts supabase-js (decision 035).
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { VenueClient } from './client.ts';
import type { Database } from './database.types.ts';

/**
 * What a public read or an anonymous function call needs of a client: `from` and `rpc`, typed by
 * the schema. The small client has them, and so has the full supabase-js client (`VenueClient`),
 * so one data function serves the site and the back-office.
 */
export type PublicClient = Pick<VenueClient, 'from' | 'rpc'>;

export type PublicClientConfig = {
  /** The project's API URL (`https://<ref>.supabase.co`, or the local stack's). */
  url: string;
  /** The publishable key (`sb_publishable_…`), or a project's legacy anon key (a JWT). */
  publishableKey: string;
  /** The `fetch` to send requests with; the global one, looked up at each request, by default. */
  fetch?: typeof fetch;
};

/**
 * The REST endpoint of a project, as supabase-js derives it: `rest/v1` under the API URL (trimmed,
 * with a trailing slash added, so a URL with a path keeps it).
 */
export function restUrlOf(apiUrl: string): string {
  const trimmed = apiUrl.trim();
  if (!/^https?:\/\//i.test(trimmed)) {
    throw new Error('Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.');
  }
  const base = new URL(trimmed.endsWith('/') ? trimmed : `${trimmed}/`);
  return new URL('rest/v1', base).href;
}

/**
 * The headers supabase-js sends for a visitor with no session, whichever kind the key is: the key
 * as `apikey`, and again as the bearer token. A legacy anon key is itself the JWT PostgREST runs
 * the request as `anon` with. For a publishable key (not a JWT) Supabase's gateway accepts a
 * bearer equal to `apikey` and runs the request as `anon` too; any other non-JWT bearer is refused.
 */
export function publicHeaders(publishableKey: string): Record<string, string> {
  return { apikey: publishableKey, Authorization: `Bearer ${publishableKey}` };
}

/** A client for the `public` schema that sends exactly what supabase-js sends for a visitor. */
export function createPublicClient(config: PublicClientConfig): PublicClient {
  if (!config.publishableKey) throw new Error('supabaseKey is required.');
  return new PostgrestClient<Database, { PostgrestVersion: '12' }>(restUrlOf(config.url), {
    headers: publicHeaders(config.publishableKey),
    // supabase-js names the schema, so reads carry `Accept-Profile: public` and writes
    // `Content-Profile: public`; so do these.
    schema: 'public',
    fetch: config.fetch ?? ((input, init) => fetch(input, init)),
  });
}
