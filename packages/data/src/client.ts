import { createBrowserClient as createCookieBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sessionCookieOptions } from './auth/session-cookie.ts';
import type { Database } from './database.types.ts';

export type BrowserClientConfig = {
  url: string;
  publishableKey: string;
  /** The parent domain the apps share the session cookie on (`.venue.example`); absent: host-only. */
  cookieDomain?: string;
};

export type VenueClient = SupabaseClient<Database>;

/**
 * A Supabase client typed by the generated schema, for code running in the browser. The session
 * is kept in cookies (`@supabase/ssr`), so the site and the back-office share one sign-in.
 */
export function createBrowserClient(config: BrowserClientConfig): VenueClient {
  return createCookieBrowserClient<Database>(config.url, config.publishableKey, {
    cookieOptions: sessionCookieOptions({
      domain: config.cookieDomain,
      isHttps: globalThis.location?.protocol === 'https:',
    }),
    // Each app makes its one client itself; no hidden module-wide instance.
    isSingleton: false,
  });
}
