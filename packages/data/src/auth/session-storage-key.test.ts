import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserClient } from '../client.ts';
import { sessionStorageKey } from './session-storage-key.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sessionStorageKey', () => {
  it('names the key after the first label of the host name', () => {
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
  });

  it('is the key the browser client stores its session under', () => {
    // Node 20 has no WebSocket; the client wants one for realtime, which this never opens.
    vi.stubGlobal('WebSocket', class {});
    const url = 'https://abcdefgh.supabase.co';
    const client = createBrowserClient({ url, publishableKey: 'anon-key' });

    expect((client.auth as unknown as { storageKey: string }).storageKey).toBe(
      sessionStorageKey(url),
    );
  });
});
