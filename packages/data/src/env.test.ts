import { describe, expect, it } from 'vitest';
import { readSupabaseEnv, requireEnv } from './env.ts';

describe('requireEnv', () => {
  it('returns the value of a variable that is set', () => {
    expect(requireEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }, 'VITE_SUPABASE_URL')).toBe(
      'http://127.0.0.1:54321',
    );
  });

  it('refuses a missing variable with the message the spec gives', () => {
    expect(() => requireEnv({}, 'VITE_SUPABASE_URL')).toThrow(
      new Error('Missing required environment variable: VITE_SUPABASE_URL'),
    );
  });

  it('refuses a variable that is empty or only whitespace, as if it were missing', () => {
    expect(() => requireEnv({ VITE_SUPABASE_URL: '' }, 'VITE_SUPABASE_URL')).toThrow(
      'Missing required environment variable: VITE_SUPABASE_URL',
    );
    expect(() => requireEnv({ VITE_SUPABASE_URL: '  \n' }, 'VITE_SUPABASE_URL')).toThrow(
      'Missing required environment variable: VITE_SUPABASE_URL',
    );
  });
});

describe('readSupabaseEnv', () => {
  it('reads the project URL and publishable key', () => {
    expect(
      readSupabaseEnv({
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      }),
    ).toEqual({ url: 'http://127.0.0.1:54321', publishableKey: 'sb_publishable_x' });
  });

  it("falls back to a legacy project's anon key", () => {
    expect(
      readSupabaseEnv({
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: 'anon',
      }),
    ).toEqual({ url: 'http://127.0.0.1:54321', publishableKey: 'anon' });
  });

  it('prefers the publishable key when both are set', () => {
    expect(
      readSupabaseEnv({
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
        VITE_SUPABASE_ANON_KEY: 'anon',
      }).publishableKey,
    ).toBe('sb_publishable_x');
  });

  it("reads the session cookie's parent domain; blank or unset means a host-only cookie", () => {
    const base = {
      VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    };
    expect(
      readSupabaseEnv({ ...base, VITE_AUTH_COOKIE_DOMAIN: ' .venue.example ' }).cookieDomain,
    ).toBe('.venue.example');
    expect(readSupabaseEnv({ ...base, VITE_AUTH_COOKIE_DOMAIN: ' ' })).not.toHaveProperty(
      'cookieDomain',
    );
    expect(readSupabaseEnv(base)).not.toHaveProperty('cookieDomain');
  });

  it('names the first variable that is missing', () => {
    expect(() => readSupabaseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })).toThrow(
      'Missing required environment variable: VITE_SUPABASE_PUBLISHABLE_KEY',
    );
    expect(() =>
      readSupabaseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: ' ' }),
    ).toThrow('Missing required environment variable: VITE_SUPABASE_PUBLISHABLE_KEY');
    expect(() => readSupabaseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' })).toThrow(
      'Missing required environment variable: VITE_SUPABASE_URL',
    );
  });
});
