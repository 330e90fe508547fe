// Auth's per-address request limit ([auth.rate_limit] in config.toml), as staff meet it.

import { createClient } from '@supabase/supabase-js';
import { fetchFrom, randomClientAddress } from '@venue/test-kit/client-address';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ChangePasswordError, changePassword } from '../src/auth/change-password.ts';
import type { Database } from '../src/database.types.ts';
import { service, stack } from './support.ts';

function clientFrom(from: typeof fetch) {
  return createClient<Database>(stack.apiUrl, stack.publicKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: from },
    realtime: { transport: WebSocket as never },
  });
}

async function staffLikeUser() {
  const email = `limits-${crypto.randomUUID()}@example.com`;
  const password = 'limits-password-1';
  const created = await service().auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  return { email, password };
}

describe('changing a password checks the current one on the server', () => {
  it("a wrong current password is refused in the form's words and changes nothing; the right one works", async () => {
    const { email, password } = await staffLikeUser();
    const client = clientFrom(fetchFrom());
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    await expect(
      changePassword(client, { currentPassword: 'a-guess-1', newPassword: 'limits-password-2' }),
    ).rejects.toMatchObject({
      refusal: { code: 'auth.wrong_current_password', params: {} },
      message: 'Current password is incorrect!',
    });
    const elsewhere = clientFrom(fetchFrom());
    expect((await elsewhere.auth.signInWithPassword({ email, password })).error).toBeNull();

    await changePassword(client, { currentPassword: password, newPassword: 'limits-password-2' });
    const renewed = await clientFrom(fetchFrom()).auth.signInWithPassword({
      email,
      password: 'limits-password-2',
    });
    expect(renewed.error).toBeNull();
  });
});

describe('too many attempts from one address', () => {
  it('guessing the current password is stopped by the limit, with a sentence that says to wait', async () => {
    const { email, password } = await staffLikeUser();
    const client = clientFrom(fetchFrom(randomClientAddress()));
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    const answers: string[] = [];
    for (let i = 0; i < 40 && answers.at(-1) !== 'auth.too_many_attempts'; i++) {
      const refusal = await changePassword(client, {
        currentPassword: `guess-${i}`,
        newPassword: 'limits-password-2',
      }).catch((error: ChangePasswordError) => error.refusal?.code);
      answers.push(String(refusal));
    }
    expect(answers[0]).toBe('auth.wrong_current_password');
    expect(answers.at(-1)).toBe('auth.too_many_attempts');
    // Even the right password waits now; another address is not held back.
    await expect(
      changePassword(client, { currentPassword: password, newPassword: 'limits-password-2' }),
    ).rejects.toMatchObject({
      refusal: { code: 'auth.too_many_attempts', params: {} },
      message: 'Too many attempts from this network. Please wait a few minutes and try again.',
    });
    expect(
      (await clientFrom(fetchFrom()).auth.signInWithPassword({ email, password })).error,
    ).toBeNull();
  });
});
