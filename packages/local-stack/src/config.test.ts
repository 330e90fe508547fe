import { describe, expect, it } from 'vitest';
import {
  configFromEnv,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from './config.ts';
import { verifyJwt } from './jwt.ts';
import { parseSize } from './supabase-config.ts';

describe('local keys', () => {
  it('are signed with the local JWT secret for the anon and service roles', async () => {
    expect((await verifyJwt(LOCAL_ANON_KEY, LOCAL_JWT_SECRET))?.role).toBe('anon');
    expect((await verifyJwt(LOCAL_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET))?.role).toBe('service_role');
    expect(
      await verifyJwt(LOCAL_ANON_KEY, 'another-secret-of-at-least-thirty-two-chars'),
    ).toBeNull();
  });
});

describe('configFromEnv', () => {
  it('uses the Supabase CLI default ports', () => {
    expect(configFromEnv({}).ports).toEqual({ api: 54321, db: 54322, mail: 54324 });
  });

  it('lets every port be overridden', () => {
    expect(configFromEnv({ API_PORT: '6000', DB_PORT: '6001', MAIL_PORT: '6002' }).ports).toEqual({
      api: 6000,
      db: 6001,
      mail: 6002,
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => configFromEnv({ API_PORT: 'api' })).toThrow(
      'API_PORT must be a port number, got "api"',
    );
  });
});

describe('parseSize', () => {
  it('reads the sizes config.toml uses', () => {
    expect(parseSize('50MiB')).toBe(50 * 1024 * 1024);
    expect(parseSize('5MB')).toBe(5_000_000);
    expect(parseSize('500KB')).toBe(500_000);
    expect(parseSize('1024')).toBe(1024);
  });

  it('refuses a size it cannot read', () => {
    expect(() => parseSize('big')).toThrow('Cannot read the size "big"');
  });
});
