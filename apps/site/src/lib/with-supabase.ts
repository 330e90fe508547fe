import type { VenueClient } from '@venue/data/client';

/**
 * Runs a data call with the site's Supabase client, downloading the client on first use. Query
 * hooks use it so that a page can render (its heading, its loading state) before supabase-js
 * has arrived, instead of waiting for it as a static import.
 */
export async function withSupabase<T>(call: (client: VenueClient) => Promise<T>): Promise<T> {
  const { supabase } = await import('./supabase.ts');
  return call(supabase);
}
