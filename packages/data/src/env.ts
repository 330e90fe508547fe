/** Environment values as Vite's `import.meta.env` or Node's `process.env` hold them. */
export type Env = Readonly<Record<string, string | undefined>>;

export type SupabaseEnv = {
  url: string;
  /** The publishable key (`sb_publishable_…`), or a project's legacy anon key. */
  publishableKey: string;
  /** The parent domain the apps share the session cookie on (`.venue.example`); absent: host-only. */
  cookieDomain?: string;
};

/** The value of a required variable; a missing or blank one stops start-up with the spec's message. */
export function requireEnv(env: Env, name: string): string {
  const value = env[name];
  if (value === undefined || value.trim() === '') {
    throw new Error(`Missing required environment variable: ${name}`);
  }
  return value;
}

/**
 * The project URL and public key a browser client connects with (the publishable key, or the
 * legacy anon key of a project that has no publishable key), and the optional parent domain of
 * the session cookie (`VITE_AUTH_COOKIE_DOMAIN`).
 */
export function readSupabaseEnv(env: Env): SupabaseEnv {
  const url = requireEnv(env, 'VITE_SUPABASE_URL');
  const legacy = env.VITE_SUPABASE_ANON_KEY?.trim();
  const publishable = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim();
  const cookieDomain = env.VITE_AUTH_COOKIE_DOMAIN?.trim();
  return {
    url,
    publishableKey: publishable || legacy || requireEnv(env, 'VITE_SUPABASE_PUBLISHABLE_KEY'),
    ...(cookieDomain ? { cookieDomain } : {}),
  };
}
