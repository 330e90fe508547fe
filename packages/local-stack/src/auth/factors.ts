import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { AuthContext } from './context.ts';
import { type Db, inTransaction } from './db.ts';
import { AuthApiError, badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import type { Authenticated } from './guards.ts';
import { clientAddressOf } from './rate-limit.ts';
import { readParams, stringParam } from './request.ts';
import {
  addAmrClaim,
  findActiveRefreshToken,
  findSession,
  type SessionRow,
  swapRefreshToken,
} from './sessions.ts';
import { tokenResponse } from './tokens.ts';
import {
  CHALLENGE_EXPIRY_SECONDS,
  newSecret,
  qrCodeSvg,
  totpOf,
  UNVERIFIED_FACTOR_EXPIRY_SECONDS,
} from './totp.ts';
import { type FactorRow, findUserById } from './users.ts';
import { isUuid } from './validation.ts';

// GoTrue's TOTP second factor (internal/api/mfa.go): enrol, challenge, verify and unenroll.

export type FactorSecretRow = FactorRow & { user_id: string; secret: string | null };

const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at, secret';

/** The address GoTrue records on a challenge and compares at verification. */
function challengeAddress(req: IncomingMessage): string {
  const address = clientAddressOf(req) ?? req.socket.remoteAddress ?? '';
  return isIP(address) ? address : '0.0.0.0';
}

function requireSession(auth: Authenticated): SessionRow {
  if (!auth.session) {
    throw new AuthApiError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    );
  }
  return auth.session;
}

/** GoTrue's `loadFactor`: a factor of the signed-in user, or 404. */
export async function loadOwnFactor(
  db: Db,
  userId: string,
  factorId: string,
): Promise<FactorSecretRow> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await db.query<FactorSecretRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  const factor = rows[0];
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/** `POST /factors` (GoTrue's `EnrollFactor`): a new unverified TOTP factor with its secret. */
export async function enrollFactor(ctx: AuthContext, req: IncomingMessage, auth: Authenticated) {
  const session = requireSession(auth);
  const params = await readParams(req);
  const factorType = stringParam(params, 'factor_type');
  if (factorType === 'phone') {
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (!ctx.settings.mfa.totp.enrollEnabled) {
    throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  }
  const friendlyName = stringParam(params, 'friendly_name');
  const issuer = stringParam(params, 'issuer') || new URL(ctx.settings.siteUrl).host;
  const user = auth.user;

  return inTransaction(ctx.pool, async (tx) => {
    await tx.query(
      `delete from auth.mfa_factors f where status <> 'verified'
         and not exists (select from auth.mfa_challenges c where c.factor_id = f.id)
         and created_at + make_interval(secs => $1) < now()`,
      [UNVERIFIED_FACTOR_EXPIRY_SECONDS],
    );
    const factors = await listFactors(tx, user.id);
    // As GoTrue: an empty name conflicts with another empty one.
    if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= ctx.settings.mfa.maxEnrolledFactors) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (verified > 0 && session.aal !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const secret = newSecret();
    const uri = totpOf(secret, issuer, user.email ?? '').toString();
    const id = randomUUID();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName || null, secret],
    );
    return {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: await qrCodeSvg(uri), secret, uri },
    };
  });
}

/** `POST /factors/{id}/challenge` (GoTrue's `ChallengeFactor` for TOTP). */
export async function challengeFactor(
  ctx: AuthContext,
  req: IncomingMessage,
  auth: Authenticated,
  factorId: string,
) {
  const factor = await loadOwnFactor(ctx.pool, auth.user.id, factorId);
  if (!ctx.settings.mfa.totp.verifyEnabled) {
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  }
  const id = randomUUID();
  const { rows } = await ctx.pool.query<{ created_at: Date }>(
    `with challenge as (
       insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), $3) returning created_at
     )
     update auth.mfa_factors set last_challenged_at = (select created_at from challenge)
     where id = $2 returning last_challenged_at as created_at`,
    [id, factor.id, challengeAddress(req)],
  );
  const createdAt = rows[0]?.created_at ?? new Date();
  return {
    id,
    type: 'totp',
    expires_at: Math.floor(createdAt.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  };
}

type ChallengeRow = { id: string; created_at: Date; verified_at: Date | null; ip_address: string };

/**
 * `POST /factors/{id}/verify` (GoTrue's `verifyTOTPFactor`): a right code for an open challenge
 * from the same address verifies the factor, raises the session to aal2 with a `totp` claim,
 * rotates its refresh token, ends the user's other aal1 sessions and drops unverified factors.
 */
export async function verifyFactor(
  ctx: AuthContext,
  req: IncomingMessage,
  auth: Authenticated,
  factorId: string,
) {
  const factor = await loadOwnFactor(ctx.pool, auth.user.id, factorId);
  const params = await readParams(req);
  const code = stringParam(params, 'code');
  if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');
  if (!ctx.settings.mfa.totp.verifyEnabled) {
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  }
  const session = auth.session;
  if (!session) {
    throw new AuthApiError(500, 'unexpected_failure', 'Cannot read SessionId claim as UUID');
  }
  const challengeId = stringParam(params, 'challenge_id');
  const notFoundChallenge = unprocessable(
    'mfa_factor_not_found',
    'MFA factor with the provided challenge ID not found',
  );
  if (!isUuid(challengeId)) throw notFoundChallenge;
  const { rows } = await ctx.pool.query<ChallengeRow>(
    `select id, created_at, verified_at, host(ip_address) as ip_address
     from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factor.id],
  );
  const challenge = rows[0];
  if (!challenge) throw notFoundChallenge;
  if (challenge.verified_at || challenge.ip_address !== challengeAddress(req)) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000 < Date.now()) {
    await ctx.pool.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const isValid =
    factor.secret !== null && totpOf(factor.secret).validate({ token: code, window: 1 }) !== null;
  if (!isValid) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

  const { user, refreshToken } = await inTransaction(ctx.pool, async (tx) => {
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
      challenge.id,
    ]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now()
       where id = $1 and status <> 'verified'`,
      [factor.id],
    );
    await addAmrClaim(tx, session.id, 'totp');
    const current = await findActiveRefreshToken(tx, session.id);
    if (!current) throw forbidden('session_not_found', 'Session has no live refresh token');
    const issued = await swapRefreshToken(tx, current);
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
      [session.id, factor.id],
    );
    await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [auth.user.id]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
      [auth.user.id],
    );
    const found = await findUserById(tx, auth.user.id);
    if (!found) throw new Error('The verified user disappeared');
    return { user: found, refreshToken: issued };
  });
  const raised = await findSession(ctx.pool, session.id);
  if (!raised) throw forbidden('session_not_found', 'Session was signed out');
  return tokenResponse(ctx, user, raised, refreshToken);
}

/** GoTrue's `DowngradeSessionsToAAL1`: sessions raised with the factor lose its claim and level. */
export async function removeFactor(db: Db, factor: FactorSecretRow): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  await db.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
     where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = 'totp'`,
    [factor.id],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
     where user_id = $1 and factor_id = $2`,
    [factor.user_id, factor.id],
  );
}

/** `DELETE /factors/{id}` (GoTrue's `UnenrollFactor`): a verified factor needs an aal2 session. */
export async function unenrollFactor(ctx: AuthContext, auth: Authenticated, factorId: string) {
  const session = requireSession(auth);
  const factor = await loadOwnFactor(ctx.pool, auth.user.id, factorId);
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await inTransaction(ctx.pool, (tx) => removeFactor(tx, factor));
  return { id: factor.id };
}
