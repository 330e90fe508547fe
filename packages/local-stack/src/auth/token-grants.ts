import type { IncomingMessage } from 'node:http';
import { AUDIENCE, type AuthContext } from './context.ts';
import { inTransaction } from './db.ts';
import { type AuthApiError, badRequest, OAuthError, unprocessable } from './errors.ts';
import { passwordWeakness, verifyPassword } from './passwords.ts';
import { readParams, stringParam } from './request.ts';
import {
  clientInfo,
  createSession,
  findActiveRefreshToken,
  findRefreshToken,
  findSession,
  markSessionRefreshed,
  revokeSessionTokens,
  swapRefreshToken,
} from './sessions.ts';
import { tokenResponse } from './tokens.ts';
import { findUserByEmail, findUserById, isBanned } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

/** `POST /token?grant_type=password` (GoTrue's `ResourceOwnerPasswordGrant`, e-mail only). */
export async function passwordGrant(ctx: AuthContext, req: IncomingMessage) {
  const params = await readParams(req);
  const email = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  const password = stringParam(params, 'password');
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'missing email or phone');

  const user = await findUserByEmail(ctx.pool, email, AUDIENCE);
  if (!user?.encrypted_password) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (isBanned(user, new Date())) throw badRequest('user_banned', 'User is banned');
  if (!(await verifyPassword(password, user.encrypted_password))) {
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  // GoTrue refuses unconfirmed addresses whatever the setting: with confirmations off, sign-up
  // confirms at once, but an admin-created user without `email_confirm` stays unconfirmed.
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const weakness = passwordWeakness(password, ctx.settings.passwordRule);
  return inTransaction(ctx.pool, async (tx) => {
    const { session, refreshToken } = await createSession(tx, user.id, clientInfo(req));
    const signedIn = await findUserById(tx, user.id);
    if (!signedIn) throw new Error('The signed-in user disappeared');
    return tokenResponse(
      ctx,
      signedIn,
      session,
      refreshToken,
      weakness ? { weak_password: weakness } : {},
    );
  });
}

type RefreshOutcome =
  | { kind: 'issued'; refreshToken: string; sessionId: string }
  | { kind: 'refused'; error: AuthApiError };

/**
 * `POST /token?grant_type=refresh_token` (GoTrue's `RefreshTokenGrant`). A live token is swapped
 * for a child. A revoked one is accepted only as the parent of the session's live token (the
 * client lost the answer: the live token is returned again) or within the reuse interval after
 * it was revoked; otherwise every token of the session is revoked and the request refused.
 */
export async function refreshTokenGrant(ctx: AuthContext, req: IncomingMessage) {
  const params = await readParams(req);
  const presented = stringParam(params, 'refresh_token');
  if (!presented) throw new OAuthError('invalid_request', 'refresh_token required');

  const notFound = badRequest(
    'refresh_token_not_found',
    'Invalid Refresh Token: Refresh Token Not Found',
  );
  const token = await findRefreshToken(ctx.pool, presented);
  if (!token) throw notFound;
  const user = await findUserById(ctx.pool, token.user_id);
  if (!user) throw notFound;
  if (isBanned(user, new Date())) {
    throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  }
  const session = token.session_id ? await findSession(ctx.pool, token.session_id) : null;
  if (!session) {
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (session.not_after && session.not_after.getTime() < Date.now()) {
    throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
  }

  const outcome = await inTransaction(ctx.pool, async (tx): Promise<RefreshOutcome> => {
    // Lock the session, then the token (the order in which signing out deletes them), so that
    // concurrent refreshes of one session are served one after another.
    const lockedSession = await tx.query('select id from auth.sessions where id = $1 for update', [
      session.id,
    ]);
    const locked = await findRefreshToken(tx, presented, true);
    if (!lockedSession.rowCount || locked?.session_id !== session.id) {
      return { kind: 'refused', error: notFound };
    }

    let issued: string | null = null;
    if (locked.revoked) {
      const active = await findActiveRefreshToken(tx, session.id);
      if (active && active.parent === locked.token) {
        issued = active.token;
      } else {
        const reuseUntil =
          locked.updated_at.getTime() + ctx.settings.refreshTokenReuseInterval * 1000;
        if (Date.now() > reuseUntil) {
          if (ctx.settings.enableRefreshTokenRotation) {
            await revokeSessionTokens(tx, session.id);
          }
          return {
            kind: 'refused',
            error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
          };
        }
      }
    }
    issued ??= await swapRefreshToken(tx, locked);
    await markSessionRefreshed(tx, session.id, clientInfo(req));
    return { kind: 'issued', refreshToken: issued, sessionId: session.id };
  });
  if (outcome.kind === 'refused') throw outcome.error;

  const refreshedSession = await findSession(ctx.pool, outcome.sessionId);
  const refreshedUser = await findUserById(ctx.pool, user.id);
  if (!refreshedSession || !refreshedUser) throw notFound;
  return tokenResponse(ctx, refreshedUser, refreshedSession, outcome.refreshToken);
}
