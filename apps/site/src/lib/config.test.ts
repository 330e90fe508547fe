import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAppConfig } from './config.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readAppConfig', () => {
  it('reads the Supabase URL and publishable key from the VITE_ variables', () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_key');

    expect(readAppConfig()).toEqual({
      supabase: { url: 'http://127.0.0.1:54321', publishableKey: 'sb_publishable_key' },
    });
  });

  it('stops start-up naming the variable that is blank', () => {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_key');

    expect(() => readAppConfig()).toThrow(
      'Missing required environment variable: VITE_SUPABASE_URL',
    );
  });
});
