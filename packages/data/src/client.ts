import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

export type BrowserClientConfig = {
  url: string;
  publishableKey: string;
};

export type VenueClient = SupabaseClient<Database>;

/** A Supabase client typed by the generated schema, for code running in the browser. */
export function createBrowserClient(config: BrowserClientConfig): VenueClient {
  return createClient<Database>(config.url, config.publishableKey);
}
