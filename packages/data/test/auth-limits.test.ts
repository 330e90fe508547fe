// Auth's per-address request limit ([auth.rate_limit] in config.toml), as staff meet it.

import { createClient } from '@supabase/supabase-js';
import { fetchFrom, randomClientAddress } from '@venue/local-stack/testing/client-address';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ChangePasswordError, changePassword } from '../src/auth/change-password.ts';
import { tooManyAttemptsMessage } from '../src/auth/rate-limit.ts';
import type { Database } from '../src/database.types.ts';
import { demoStaff, service, stack } from './support.ts';

describe('too many sign-in attempts from one address', () => {
  it('a password change from that address says to wait, and changes nothing', async () => {
    const email = `limits-${crypto.randomUUID()}@example.com`;
    const password = 'limits-password-1';
    const created = await service().auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    expect(created.error).toBeNull();

    const from = fetchFrom(randomClientAddress());
    const client = createClient<Database>(stack.apiUrl, stack.publicKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: from },
      realtime: { transport: WebSocket as never },
    });
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    // Someone on the same network keeps guessing a password until Auth says stop.
    const guess = () =>
      client.auth.signInWithPassword({ email: demoStaff.jana.email, password: 'guess' });
    await Promise.all(Array.from({ length: 30 }, guess));
    let refused = false;
    for (let i = 0; i < 20 && !refused; i++) {
      refused = (await guess()).error?.code === 'over_request_rate_limit';
    }
    expect(refused).toBe(true);

    await expect(
      changePassword(client, { currentPassword: password, newPassword: 'limits-password-2' }),
    ).rejects.toEqual(new ChangePasswordError(tooManyAttemptsMessage));

    // The old password still works from elsewhere.
    const elsewhere = createClient<Database>(stack.apiUrl, stack.publicKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: fetchFrom() },
      realtime: { transport: WebSocket as never },
    });
    expect((await elsewhere.auth.signInWithPassword({ email, password })).error).toBeNull();
  });
});
