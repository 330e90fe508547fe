import { randomUUID } from 'node:crypto';
import {
  AuthWeakPasswordError,
  createClient,
  isAuthApiError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { fetchFrom, randomClientAddress } from '../src/client-address.ts';
import { anonClient, serviceClient, signedInClient } from '../src/clients.ts';

const stack = inject('stack');
const admin = serviceClient(stack);
let db: pg.Pool;

beforeAll(() => {
  db = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
});

/** A fresh address per test, so that test files and tests can run side by side. */
function uniqueEmail(label: string): string {
  return `auth-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

type TestUser = { id: string; email: string; password: string };

async function createConfirmedUser(
  label: string,
  password = 'first-password-1',
): Promise<TestUser> {
  const email = uniqueEmail(label);
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name: label },
  });
  if (error || !data.user) throw new Error(`Could not create ${email}: ${error?.message}`);
  return { id: data.user.id, email, password };
}

type RealtimeTransport = NonNullable<
  NonNullable<Parameters<typeof createClient>[2]>['realtime']
>['transport'];

/** A client that sends `token` as its bearer token (supabase-js otherwise sends its API key). */
function clientWithBearer(token: string): SupabaseClient {
  return createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` }, fetch: fetchFrom() },
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}

async function accessTokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('The client has no session');
  return data.session.access_token;
}

describe('password sign-in', () => {
  it('the right password opens an aal1 session whose access token carries GoTrue claims', async () => {
    const user = await createConfirmedUser('claims');
    const client = anonClient(stack);
    const { data, error } = await client.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(error).toBeNull();
    const session = data.session;
    if (!session) throw new Error('no session');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);

    const { payload } = await jwtVerify(
      session.access_token,
      new TextEncoder().encode(stack.jwtSecret),
    );
    expect(payload).toMatchObject({
      iss: `${stack.apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      amr: [{ method: 'password' }],
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'claims', email_verified: true },
    });
    expect(payload.exp).toBe(session.expires_at);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);

    const sessions = await db.query(
      `select s.aal, t.token, t.revoked from auth.sessions s
       join auth.refresh_tokens t on t.session_id = s.id where s.id = $1`,
      [payload.session_id],
    );
    expect(sessions.rows).toEqual([{ aal: 'aal1', token: session.refresh_token, revoked: false }]);

    expect(session.user.id).toBe(user.id);
    expect(session.user.last_sign_in_at).toBeTruthy();
    expect(session.user.identities?.map((identity) => identity.provider)).toEqual(['email']);
  });

  it('a wrong password is refused with 400 invalid_credentials', async () => {
    const user = await createConfirmedUser('wrong-password');
    const { data, error } = await anonClient(stack).auth.signInWithPassword({
      email: user.email,
      password: 'not-the-password',
    });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('an unknown e-mail is refused exactly like a wrong password', async () => {
    const { error } = await anonClient(stack).auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever-123',
    });
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.status).toBe(400);
  });

  it("the seed's demo users sign in with their published passwords", async () => {
    const jana = await signedInClient(stack, 'jana@example.com', 'jana-demo-123');
    const reception = await signedInClient(stack, 'reception@example.com', 'reception-demo-123');
    expect((await jana.auth.getUser()).data.user?.user_metadata.name).toBe('Jana');
    expect((await reception.auth.getUser()).data.user?.user_metadata.name).toBe('Reception');
  });

  it('an admin-created user whose address was not confirmed cannot sign in, as on GoTrue', async () => {
    const email = uniqueEmail('unconfirmed');
    const { error: createError } = await admin.auth.admin.createUser({
      email,
      password: 'first-password-1',
    });
    expect(createError).toBeNull();
    const { error } = await anonClient(stack).auth.signInWithPassword({
      email,
      password: 'first-password-1',
    });
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.status).toBe(400);
  });

  it('a banned user is refused until the ban is lifted', async () => {
    const user = await createConfirmedUser('banned');
    await admin.auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    const banned = await anonClient(stack).auth.signInWithPassword(user);
    expect(banned.error?.code).toBe('user_banned');

    await admin.auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    const lifted = await anonClient(stack).auth.signInWithPassword(user);
    expect(lifted.error).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('refreshing swaps the refresh token for a new one in the same session', async () => {
    const user = await createConfirmedUser('refresh');
    const client = await signedInClient(stack, user.email, user.password);
    const before = (await client.auth.getSession()).data.session;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const after = data.session;
    if (!before || !after) throw new Error('no session');
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.refresh_token).toMatch(/^[a-z2-7]{12}$/);
    const sessionOf = async (token: string) =>
      (await jwtVerify(token, new TextEncoder().encode(stack.jwtSecret))).payload.session_id;
    expect(await sessionOf(after.access_token)).toBe(await sessionOf(before.access_token));
    expect((await client.auth.getUser()).data.user?.id).toBe(user.id);
  });

  it('a refresh token the server never issued is refused with refresh_token_not_found', async () => {
    const { error } = await anonClient(stack).auth.refreshSession({
      refresh_token: 'notarealtoken',
    });
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('the token just replaced is accepted again and answers with the live token', async () => {
    const user = await createConfirmedUser('lost-response');
    const client = await signedInClient(stack, user.email, user.password);
    const first = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const second = (await client.auth.refreshSession()).data.session?.refresh_token;

    const { data, error } = await anonClient(stack).auth.refreshSession({ refresh_token: first });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBe(second);
  });

  it('a token revoked longer ago than the reuse interval is refused and revokes the whole session', async () => {
    const user = await createConfirmedUser('reuse');
    const client = await signedInClient(stack, user.email, user.password);
    const first = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    // The first token is now the grandparent of the live one; make its revocation 1 hour old.
    await db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`,
      [first],
    );

    const { error } = await anonClient(stack).auth.refreshSession({ refresh_token: first });
    expect(error?.code).toBe('refresh_token_already_used');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid Refresh Token: Already Used');
    const live = await db.query(
      `select count(*)::int as live from auth.refresh_tokens
       where session_id = (select session_id from auth.refresh_tokens where token = $1) and not revoked`,
      [first],
    );
    expect(live.rows[0].live).toBe(0);
  });

  it('the refresh token of a signed-out session is refused as not found', async () => {
    const user = await createConfirmedUser('signed-out-refresh');
    const client = await signedInClient(stack, user.email, user.password);
    const refreshToken = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    await client.auth.signOut();
    const { error } = await anonClient(stack).auth.refreshSession({ refresh_token: refreshToken });
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('the signed-in user', () => {
  it('getUser answers with the user of a valid session', async () => {
    const user = await createConfirmedUser('get-user');
    const client = await signedInClient(stack, user.email, user.password);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, role: 'authenticated' });
  });

  it('after signOut the old access token is refused: its session no longer exists', async () => {
    const user = await createConfirmedUser('sign-out');
    const client = await signedInClient(stack, user.email, user.password);
    const accessToken = await accessTokenOf(client);
    expect((await client.auth.signOut()).error).toBeNull();

    const { data, error } = await anonClient(stack).auth.getUser(accessToken);
    expect(data.user).toBeNull();
    // supabase-js turns GoTrue's 403 session_not_found into AuthSessionMissingError.
    expect(error?.name).toBe('AuthSessionMissingError');

    const response = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${accessToken}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('a forged token is refused with 403 bad_jwt, and the anon key (no user) too', async () => {
    const user = await createConfirmedUser('forged');
    const client = await signedInClient(stack, user.email, user.password);
    const [header, payload] = (await accessTokenOf(client)).split('.');
    const forged = await anonClient(stack).auth.getUser(`${header}.${payload}.c2lnbmF0dXJl`);
    expect(forged.error?.code).toBe('bad_jwt');
    expect(forged.error?.status).toBe(403);

    const anon = await anonClient(stack).auth.getUser(stack.anonKey);
    expect(anon.error?.code).toBe('bad_jwt');
    expect(anon.error?.message).toBe('invalid claim: missing sub claim');
  });

  it('signOut with scope "others" keeps this session and ends the others', async () => {
    const user = await createConfirmedUser('others');
    const laptop = await signedInClient(stack, user.email, user.password);
    const phone = await signedInClient(stack, user.email, user.password);
    expect((await laptop.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });
});

describe('changing the password', () => {
  it('the new password works, the old one is refused, and other sessions end', async () => {
    const user = await createConfirmedUser('change');
    const client = await signedInClient(stack, user.email, user.password);
    const otherDevice = await signedInClient(stack, user.email, user.password);
    const { error } = await client.auth.updateUser({
      password: 'second-password-2',
      current_password: user.password,
    });
    expect(error).toBeNull();

    const old = await anonClient(stack).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await anonClient(stack).auth.signInWithPassword({
      email: user.email,
      password: 'second-password-2',
    });
    expect(fresh.error).toBeNull();

    expect((await client.auth.getUser()).error).toBeNull();
    expect((await otherDevice.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const stored = await db.query('select encrypted_password from auth.users where id = $1', [
      user.id,
    ]);
    expect(stored.rows[0].encrypted_password).toMatch(/^\$2a\$10\$/);
  });

  it('a password of 9 characters (config.toml asks for 10) is refused as weak_password', async () => {
    const user = await createConfirmedUser('weak');
    const client = await signedInClient(stack, user.email, user.password);
    const { error } = await client.auth.updateUser({
      password: '123456789',
      current_password: user.password,
    });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 10 characters.');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const still = await anonClient(stack).auth.signInWithPassword(user);
    expect(still.error).toBeNull();
  });

  it('the current password cannot be set again', async () => {
    const user = await createConfirmedUser('same');
    const client = await signedInClient(stack, user.email, user.password);
    const { error } = await client.auth.updateUser({
      password: user.password,
      current_password: user.password,
    });
    expect(error?.code).toBe('same_password');
    expect(error?.status).toBe(422);
  });

  it('a new password needs the current one (require_current_password), as GoTrue asks', async () => {
    const user = await createConfirmedUser('current');
    const client = await signedInClient(stack, user.email, user.password);
    const missing = await client.auth.updateUser({ password: 'taken-over-123' });
    expect(missing.error?.code).toBe('current_password_required');
    expect(missing.error?.status).toBe(400);
    const wrong = await client.auth.updateUser({
      password: 'taken-over-123',
      current_password: 'a-guess-123',
    });
    expect(wrong.error?.code).toBe('current_password_invalid');
    expect(wrong.error?.status).toBe(400);
    // Nothing changed: the old password still signs in, the new one does not.
    expect((await anonClient(stack).auth.signInWithPassword(user)).error).toBeNull();
    const taken = await anonClient(stack).auth.signInWithPassword({
      email: user.email,
      password: 'taken-over-123',
    });
    expect(taken.error?.code).toBe('invalid_credentials');
  });

  it('updateUser({ data }) merges into user_metadata and null removes a key', async () => {
    const user = await createConfirmedUser('metadata');
    const client = await signedInClient(stack, user.email, user.password);
    const added = await client.auth.updateUser({ data: { team: 'front desk' } });
    expect(added.data.user?.user_metadata).toMatchObject({ name: 'metadata', team: 'front desk' });
    const removed = await client.auth.updateUser({ data: { team: null } });
    expect(removed.data.user?.user_metadata).not.toHaveProperty('team');
    expect(removed.data.user?.user_metadata.name).toBe('metadata');
  });
});

describe('sign-up', () => {
  it('is refused with signup_disabled: config.toml turns sign-ups off', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient(stack).auth.signUp({ email, password: 'sign-up-123' });
    expect(data.user).toBeNull();
    expect(error?.code).toBe('signup_disabled');
    expect(error?.status).toBe(422);
    const rows = await db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows.rowCount).toBe(0);
  });

  it('without an e-mail it is an anonymous sign-in, refused with anonymous_provider_disabled', async () => {
    const count = async () =>
      (await db.query<{ count: number }>('select count(*)::int as count from auth.users')).rows[0]
        ?.count;
    const before = await count();
    const { data, error } = await anonClient(stack).auth.signInAnonymously();
    expect(data.user).toBeNull();
    expect(error?.code).toBe('anonymous_provider_disabled');
    expect(error?.status).toBe(422);
    expect(await count()).toBe(before);
  });
});

describe('admin users API', () => {
  it('the service role creates, reads, updates and deletes a user', async () => {
    const email = uniqueEmail('admin');
    const created = await admin.auth.admin.createUser({
      email,
      password: 'admin-made-123',
      email_confirm: true,
      user_metadata: { name: 'Made by admin' },
      app_metadata: { staff_role: 'reception' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], staff_role: 'reception' },
      user_metadata: { name: 'Made by admin' },
      is_anonymous: false,
    });
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect(created.data.user?.identities).toMatchObject([
      { id, user_id: id, provider: 'email', identity_data: { sub: id, email } },
    ]);

    const updated = await admin.auth.admin.updateUserById(id, {
      user_metadata: { team: 'bar' },
      app_metadata: { staff_role: 'manager' },
      password: 'admin-changed-456',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ name: 'Made by admin', team: 'bar' });
    expect(updated.data.user?.app_metadata).toMatchObject({
      provider: 'email',
      staff_role: 'manager',
    });
    const signIn = await anonClient(stack).auth.signInWithPassword({
      email,
      password: 'admin-changed-456',
    });
    expect(signIn.error).toBeNull();

    const fetched = await admin.auth.admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.auth.admin.getUserById(id);
    expect(gone.error?.code).toBe('user_not_found');
    expect(gone.error?.status).toBe(404);
    const again = await admin.auth.admin.deleteUser(id);
    expect(again.error?.code).toBe('user_not_found');
  });

  it('a second user with the same e-mail, in any case, is refused with email_exists', async () => {
    const user = await createConfirmedUser('duplicate');
    for (const email of [user.email, user.email.toUpperCase()]) {
      const { error } = await admin.auth.admin.createUser({ email, password: 'another-123' });
      expect(error?.code).toBe('email_exists');
      expect(error?.status).toBe(422);
      expect(error?.message).toBe('A user with this email address has already been registered');
    }
  });

  it('an invalid e-mail or a weak password is refused', async () => {
    const invalid = await admin.auth.admin.createUser({
      email: 'not-an-email',
      password: 'valid-password-123',
    });
    expect(invalid.error?.code).toBe('validation_failed');
    expect(invalid.error?.status).toBe(400);
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');

    const weak = await admin.auth.admin.createUser({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error?.code).toBe('weak_password');
    const nine = await admin.auth.admin.createUser({
      email: uniqueEmail('nine'),
      password: '123456789',
    });
    expect(nine.error?.code).toBe('weak_password');
    expect(nine.error?.status).toBe(422);
    const target = await createConfirmedUser('weak-set');
    const set = await admin.auth.admin.updateUserById(target.id, { password: '123456789' });
    expect(set.error?.code).toBe('weak_password');
    expect((await anonClient(stack).auth.signInWithPassword(target)).error).toBeNull();
  });

  it('an anon client is refused with 403 not_admin on every admin call', async () => {
    const anon = anonClient(stack).auth.admin;
    const target = await createConfirmedUser('anon-target');
    const results = [
      await anon.listUsers(),
      await anon.createUser({ email: uniqueEmail('anon'), password: 'anon-made-123' }),
      await anon.updateUserById(target.id, { user_metadata: { hacked: true } }),
      await anon.deleteUser(target.id),
    ];
    for (const { error } of results) {
      expect(error?.code).toBe('not_admin');
      expect(error?.status).toBe(403);
      expect(error?.message).toBe('User not allowed');
    }
    expect(
      (await admin.auth.admin.getUserById(target.id)).data.user?.user_metadata,
    ).not.toHaveProperty('hacked');
  });

  it('a signed-in user who is not an admin is refused with 403 not_admin', async () => {
    const user = await createConfirmedUser('not-admin');
    const client = await signedInClient(stack, user.email, user.password);
    const asUser = clientWithBearer(await accessTokenOf(client)).auth.admin;
    const listed = await asUser.listUsers();
    expect(listed.error?.code).toBe('not_admin');
    expect(listed.error?.status).toBe(403);
    const deleted = await asUser.deleteUser(user.id);
    expect(deleted.error?.code).toBe('not_admin');
    expect((await admin.auth.admin.getUserById(user.id)).error).toBeNull();
  });
});

describe('service endpoints and error shapes', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetchFrom()(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('errors take the 2024-01-01 shape when the client asks for it, the initial one otherwise', async () => {
    const credentials = { email: uniqueEmail('shape'), password: 'whatever-123' };
    const current = await post(credentials, { 'x-supabase-api-version': '2024-01-01' });
    expect(current.status).toBe(400);
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await current.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const initial = await post(credentials);
    expect(initial.status).toBe(400);
    expect(initial.headers.get('x-supabase-api-version')).toBeNull();
    expect(await initial.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('/settings reports e-mail sign-in on, sign-up off and addresses confirmed at once', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: stack.anonKey },
    });
    expect(await response.json()).toMatchObject({
      external: { email: true, phone: false, google: false },
      disable_signup: true,
      mailer_autoconfirm: true,
    });
  });

  it('/health names GoTrue', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/health`, {
      headers: { apikey: stack.anonKey },
    });
    expect(await response.json()).toMatchObject({ name: 'GoTrue' });
  });
});

describe('[auth.rate_limit] from config.toml, per client address as GoTrue counts', () => {
  const signIn = (from: typeof fetch, email: string) =>
    from(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: stack.publicKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    });

  /**
   * Signs in from `from` until the limit answers (at most 40 tries). The bucket holds 30 and gets one
   * back every 10 s (30 per 5 minutes), so a slow machine may see one or two more go through: one for
   * each 10 s begun while signing in, since the bucket may be part way to its next token already.
   */
  async function signInUntilRefused(from: typeof fetch, email: string) {
    const started = Date.now();
    let allowed = 0;
    for (let i = 0; i < 40; i++) {
      const response = await signIn(from, email);
      if (response.status === 429) {
        return { allowed, refilled: Math.ceil((Date.now() - started) / 10_000), response };
      }
      expect(response.status).toBe(400);
      allowed++;
    }
    throw new Error('40 sign-ins from one address went through without a 429');
  }

  it('allows a burst of 30 sign-ins from one address, then answers 429 over_request_rate_limit', async () => {
    const { allowed, refilled, response } = await signInUntilRefused(
      fetchFrom(),
      uniqueEmail('limited'),
    );
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(allowed).toBeLessThanOrEqual(30 + refilled);
    expect(await response.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });

  it('keys on the connecting address, not on an X-Forwarded-For the client writes', async () => {
    const address = randomClientAddress();
    const from = fetchFrom(address);
    const email = uniqueEmail('spoof');
    await signInUntilRefused(from, email);
    const spoofed = await from(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: stack.publicKey,
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    });
    expect(spoofed.status).toBe(429);
    // Another address still signs in.
    expect((await signIn(fetchFrom(), email)).status).toBe(400);
  });
});
