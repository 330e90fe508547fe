import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AUDIENCE, type AuthContext, DEFAULT_ROLE } from './context.ts';
import { createUserWithIdentity } from './create-user.ts';
import { inTransaction } from './db.ts';
import { badRequest, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { objectParam, readParams, stringParam } from './request.ts';
import { clientInfo, createSession } from './sessions.ts';
import { tokenResponse } from './tokens.ts';
import { findUserByEmail, findUserById, userJson } from './users.ts';
import { normalizeEmail } from './validation.ts';

/**
 * `POST /signup` (GoTrue's `Signup`, e-mail only). With `enable_confirmations` off GoTrue confirms
 * the address at once and answers with a session; with it on it answers with the unconfirmed user
 * (GoTrue would also mail a confirmation link, which this service does not send).
 */
export async function signup(ctx: AuthContext, req: IncomingMessage) {
  const params = await readParams(req);
  const email = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  const password = stringParam(params, 'password');
  if (!email && !phone) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (!ctx.settings.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, ctx.settings.minimumPasswordLength);
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const normalized = normalizeEmail(email);
  const data = objectParam(params, 'data') ?? {};
  const isAutoconfirmed = !ctx.settings.enableEmailConfirmations;

  const existing = await findUserByEmail(ctx.pool, normalized, AUDIENCE);
  if (existing) {
    if (isAutoconfirmed) throw unprocessable('user_already_exists', 'User already registered');
    // GoTrue answers as if it had signed the address up, so that sign-up reveals no accounts.
    const now = new Date();
    return userJson({
      ...existing,
      id: randomUUID(),
      role: '',
      phone: null,
      email_change: null,
      raw_user_meta_data: data,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      identities: [],
      created_at: now,
      updated_at: now,
      confirmation_sent_at: now,
      last_sign_in_at: null,
      confirmed_at: null,
      email_change_sent_at: null,
      email_confirmed_at: null,
      phone_confirmed_at: null,
    });
  }

  const encryptedPassword = await hashPassword(password);
  return inTransaction(ctx.pool, async (tx) => {
    const id = await createUserWithIdentity(tx, {
      aud: AUDIENCE,
      role: DEFAULT_ROLE,
      email: normalized,
      encryptedPassword,
      userMetadata: data,
      appMetadata: null,
      identityData: data,
      confirmEmail: isAutoconfirmed,
    });
    if (!isAutoconfirmed) {
      await tx.query('update auth.users set confirmation_sent_at = now() where id = $1', [id]);
      const user = await findUserById(tx, id);
      if (!user) throw new Error('The new user disappeared');
      return userJson(user);
    }
    const { session, refreshToken } = await createSession(tx, id, clientInfo(req));
    const user = await findUserById(tx, id);
    if (!user) throw new Error('The new user disappeared');
    return tokenResponse(ctx, user, session, refreshToken);
  });
}
