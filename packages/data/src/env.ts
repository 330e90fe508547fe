/** Environment values as Vite's `import.meta.env` or Node's `process.env` hold them. */
export type Env = Readonly<Record<string, string | undefined>>;

export type SupabaseEnv = {
  url: string;
  anonKey: string;
};

/** The value of a required variable; a missing or blank one stops start-up with the spec's message. */
export function requireEnv(env: Env, name: string): string {
  const value = env[name];
  if (value === undefined || value.trim() === '') {
    throw new Error(`Missing required environment variable: ${name}`);
  }
  return value;
}

/** The project URL and public anon key a browser client connects with. */
export function readSupabaseEnv(env: Env): SupabaseEnv {
  return {
    url: requireEnv(env, 'VITE_SUPABASE_URL'),
    anonKey: requireEnv(env, 'VITE_SUPABASE_ANON_KEY'),
  };
}
