/**
 * The Supabase values an app's build bakes in, checked when the build starts: without them the
 * bundle would only fail later, in the browser. Same words as the app's own start-up check.
 */
export function missingBuildEnv(env: Readonly<Record<string, string | undefined>>): string | null {
  const set = (name: string) => Boolean(env[name]?.trim());
  if (!set('VITE_SUPABASE_URL')) return 'VITE_SUPABASE_URL';
  if (!set('VITE_SUPABASE_PUBLISHABLE_KEY') && !set('VITE_SUPABASE_ANON_KEY')) {
    return 'VITE_SUPABASE_PUBLISHABLE_KEY';
  }
  return null;
}

/** A Vite plugin that stops `vite build` naming the first missing value. */
export function requireBuildEnv() {
  return {
    name: 'venue:require-build-env',
    configResolved(config: { command: string; env: Record<string, string | undefined> }) {
      if (config.command !== 'build') return;
      const missing = missingBuildEnv({ ...config.env, ...process.env });
      if (missing) throw new Error(`Missing required environment variable: ${missing}`);
    },
  };
}
