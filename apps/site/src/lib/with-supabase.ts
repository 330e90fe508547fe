import type { VenueClient } from '@venue/data/client';

/**
 * Runs a call that needs supabase-js itself (an edge function through `functions.invoke`),
 * downloading the client on first use. Reads and the visitors' database functions go through
 * `withPublicClient` instead, so a visitor's pages never download supabase-js (decision 035).
 */
export async function withSupabase<T>(call: (client: VenueClient) => Promise<T>): Promise<T> {
  const { supabase } = await import('./supabase.ts');
  return call(supabase);
}
