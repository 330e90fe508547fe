import { readSupabaseEnv, type SupabaseEnv } from '@venue/data/env';

export type AppConfig = {
  supabase: SupabaseEnv;
};

/** Reads the build-time configuration; throws naming the first required variable that is missing. */
export function readAppConfig(): AppConfig {
  // Named one by one, so the build writes in these values and not its whole environment.
  return {
    supabase: readSupabaseEnv({
      VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
      VITE_SUPABASE_PUBLISHABLE_KEY: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY,
      VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
      VITE_AUTH_COOKIE_DOMAIN: import.meta.env.VITE_AUTH_COOKIE_DOMAIN,
    }),
  };
}
