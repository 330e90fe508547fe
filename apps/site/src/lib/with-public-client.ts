import type { PublicClient } from '@venue/data/public-client';

/**
 * Runs a public read or an anonymous database function with the site's small client, downloading
 * it on first use, so a page renders (its heading, its loading state) before it arrives. Nothing
 * a visitor reads needs supabase-js: see `withSupabase` for what does.
 */
export async function withPublicClient<T>(call: (client: PublicClient) => Promise<T>): Promise<T> {
  const { publicClient } = await import('./public-client.ts');
  return call(publicClient);
}
