import { describe, expect, it } from 'vitest';
import { missingBuildEnv, requireBuildEnv } from './build-env.ts';

describe('the build-time Supabase values', () => {
  it('names the first one missing, and accepts the legacy anon key for the key', () => {
    expect(missingBuildEnv({})).toBe('VITE_SUPABASE_URL');
    expect(missingBuildEnv({ VITE_SUPABASE_URL: 'http://x', VITE_SUPABASE_ANON_KEY: ' ' })).toBe(
      'VITE_SUPABASE_PUBLISHABLE_KEY',
    );
    expect(missingBuildEnv({ VITE_SUPABASE_URL: 'http://x', VITE_SUPABASE_ANON_KEY: 'a' })).toBe(
      null,
    );
    expect(
      missingBuildEnv({ VITE_SUPABASE_URL: 'http://x', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_p' }),
    ).toBe(null);
  });

  it('stops a build, never a dev server or a test run', () => {
    const saved = { ...process.env };
    try {
      delete process.env.VITE_SUPABASE_URL;
      delete process.env.VITE_SUPABASE_PUBLISHABLE_KEY;
      delete process.env.VITE_SUPABASE_ANON_KEY;
      const plugin = requireBuildEnv();
      expect(() => plugin.configResolved({ command: 'build', env: {} })).toThrow(
        'Missing required environment variable: VITE_SUPABASE_URL',
      );
      expect(() => plugin.configResolved({ command: 'serve', env: {} })).not.toThrow();
    } finally {
      process.env = saved;
    }
  });
});
