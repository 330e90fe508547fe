// The project's API keys as the platform gives them to functions: `SUPABASE_SECRET_KEYS` and
// `SUPABASE_PUBLISHABLE_KEYS` hold JSON objects of named keys (we use `default`); projects that
// still have the legacy JWT keys also get `SUPABASE_SERVICE_ROLE_KEY` and `SUPABASE_ANON_KEY`.

export type Env = (name: string) => string | undefined;

const sources = {
  secret: { keys: 'SUPABASE_SECRET_KEYS', legacy: 'SUPABASE_SERVICE_ROLE_KEY' },
  publishable: { keys: 'SUPABASE_PUBLISHABLE_KEYS', legacy: 'SUPABASE_ANON_KEY' },
} as const;

function defaultKey(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const keys: unknown = JSON.parse(raw);
    if (keys && typeof keys === 'object' && 'default' in keys) {
      const value = (keys as { default: unknown }).default;
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  } catch {
    // Not JSON: treated as absent, and the legacy variable is tried.
  }
  return null;
}

/** The project's secret (server) or publishable key, or null when the environment has neither kind. */
export function projectKey(env: Env, kind: keyof typeof sources): string | null {
  const source = sources[kind];
  return defaultKey(env(source.keys)) ?? (env(source.legacy)?.trim() || null);
}

/** The key, or an error naming both variables that could hold it. */
export function requireProjectKey(env: Env, kind: keyof typeof sources): string {
  const key = projectKey(env, kind);
  if (key) return key;
  const source = sources[kind];
  throw new Error(
    `Missing ${kind} key: set ${source.keys} (JSON with "default") or ${source.legacy}`,
  );
}
