import { readSupabaseEnv, type SupabaseEnv } from '@venue/data/env';

export type AppConfig = {
  supabase: SupabaseEnv;
};

/** Reads the build-time configuration; throws naming the first required variable that is missing. */
export function readAppConfig(): AppConfig {
  return { supabase: readSupabaseEnv(import.meta.env) };
}
