import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient } from '../src/clients.ts';

// The local auth speaks GoTrue's MFA contract for TOTP, so unmodified supabase-js enrols,
// challenges, verifies and unenrols against it, and the admin API lists and deletes factors.

const stack = inject('stack');
const admin = serviceClient(stack);
const password = 'first-password-1';

async function signedInUser(): Promise<{ id: string; email: string; client: SupabaseClient }> {
  const email = `auth-mfa-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`Could not create ${email}: ${error?.message}`);
  const client = anonClient(stack);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { id: data.user.id, email, client };
}

const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

async function claimsOf(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  return decodeJwt(data.session?.access_token ?? '');
}

async function enrolled(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'app' });
  if (error) throw error;
  return data;
}

describe('TOTP factors (GoTrue /factors)', () => {
  it('enrol answers the factor, an SVG QR code, the secret and its otpauth URI', async () => {
    const { client, email } = await signedInUser();
    const factor = await enrolled(client);
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'app' });
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toMatch(new RegExp(`:${email}$`));
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: factor.totp.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // The user now lists the unverified factor; getAuthenticatorAssuranceLevel still says aal1.
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => [f.id, f.status])).toEqual([[factor.id, 'unverified']]);
    expect(listed.data?.totp).toEqual([]);
    const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('refuses other factor types, a second factor of the same name and an unknown factor', async () => {
    const { client } = await signedInUser();
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+970599123456' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    await enrolled(client);
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'app' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const unknown = await client.auth.mfa.challenge({ factorId: randomUUID() });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('verify raises the session to aal2 with totp and password claims, kept on refresh', async () => {
    const { client } = await signedInUser();
    const factor = await enrolled(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.data).toMatchObject({ type: 'totp', id: expect.any(String) });
    const expiresIn = (challenge.data?.expires_at ?? 0) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(290);
    expect(expiresIn).toBeLessThanOrEqual(300);

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeOf(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = await claimsOf(client);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      'totp',
      'password',
    ]);
    const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    await client.auth.refreshSession();
    expect((await claimsOf(client)).aal).toBe('aal2');
    // A challenge answers once.
    const reused = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeOf(factor.totp.secret),
    });
    expect(reused.error).toMatchObject({ code: 'mfa_ip_address_mismatch' });
  });

  it('a wrong code, or a challenge answered from another address, is refused', async () => {
    const { client } = await signedInUser();
    const factor = await enrolled(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeOf(factor.totp.secret) === '123456' ? '654321' : '123456',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const { data } = await client.auth.getSession();
    // The same session from a client connecting from another address.
    const elsewhere = anonClient(stack);
    await elsewhere.auth.setSession({
      access_token: data.session?.access_token ?? '',
      refresh_token: data.session?.refresh_token ?? '',
    });
    const moved = await elsewhere.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeOf(factor.totp.secret),
    });
    expect(moved.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('the other password-only sessions end once a factor is verified in one', async () => {
    const { client, email } = await signedInUser();
    const other = anonClient(stack);
    await other.auth.signInWithPassword({ email, password });
    const factor = await enrolled(client);
    await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeOf(factor.totp.secret),
    });
    const refreshed = await other.auth.refreshSession();
    expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('unenrolling a verified factor needs aal2; then the session is aal1 again', async () => {
    const { client, email } = await signedInUser();
    const factor = await enrolled(client);
    await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeOf(factor.totp.secret),
    });
    const passwordOnly = anonClient(stack);
    await passwordOnly.auth.signInWithPassword({ email, password });
    const refused = await passwordOnly.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.data).toEqual({ id: factor.id });
    await client.auth.refreshSession();
    const claims = await claimsOf(client);
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['password']);
  });

  it("the admin API lists and deletes a user's factors; the user is then aal1", async () => {
    const { client, id } = await signedInUser();
    const factor = await enrolled(client);
    await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeOf(factor.totp.secret),
    });
    const listed = await admin.auth.admin.mfa.listFactors({ userId: id });
    expect(listed.data?.factors.map((f) => [f.id, f.factor_type, f.status])).toEqual([
      [factor.id, 'totp', 'verified'],
    ]);
    const deleted = await admin.auth.admin.mfa.deleteFactor({ id: factor.id, userId: id });
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.mfa.listFactors({ userId: id })).data?.factors).toEqual([]);
    await client.auth.refreshSession();
    expect((await claimsOf(client)).aal).toBe('aal1');

    const anon = await anonClient(stack).auth.admin.mfa.listFactors({ userId: id });
    expect(anon.error).toMatchObject({ status: 403 });
  });
});
