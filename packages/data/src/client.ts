import { createBrowserClient as createCookieBrowserClient } from '@supabase/ssr';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

type WebSocketLikeConstructor = NonNullable<
  NonNullable<Parameters<typeof createClient>[2]>['realtime']
>['transport'];

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

/**
 * A client for reading public content outside a browser (the site's build-time render): the
 * visitors' key and no session, so it reads exactly what an anonymous visitor may.
 */
export function createPublicReadClient(
  config: Pick<BrowserClientConfig, 'url' | 'publishableKey'>,
  /** Node 20 has no WebSocket of its own: pass `ws`'s (supabase-js sets up realtime eagerly). */
  webSocket?: WebSocketLikeConstructor,
) {
  return createClient<Database>(config.url, config.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(webSocket ? { realtime: { transport: webSocket } } : {}),
  }) as VenueClient;
}
