import type { IncomingMessage } from 'node:http';
import { decodeJwt } from 'jose';
import { type Claims, verifyJwt } from '../jwt.ts';
import { ADMIN_ROLES, type AuthContext } from './context.ts';
import { AuthApiError, badRequest, forbidden, unauthorized } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';
import { isUuid, NIL_UUID } from './validation.ts';

// GoTrue's bearerRegexp.
const BEARER = /^(?:B|b)earer (\S+$)/;

function bearerToken(req: IncomingMessage): string {
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a Bearer token');
  return token;
}

/** Why jose refused the token, in the words of golang-jwt that GoTrue passes on. */
function jwtProblem(token: string): string {
  try {
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number' && exp * 1000 <= Date.now()) {
      return 'token has invalid claims: token is expired';
    }
    return 'token signature is invalid: signature is invalid';
  } catch {
    return 'token is malformed: could not base64 decode header';
  }
}

async function verifiedClaims(ctx: AuthContext, req: IncomingMessage): Promise<Claims> {
  const token = bearerToken(req);
  const claims = await verifyJwt(token, ctx.jwtSecret);
  if (!claims) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${jwtProblem(token)}`,
    );
  }
  return claims;
}

export type Authenticated = { claims: Claims; user: UserRow; session: SessionRow | null };

/**
 * GoTrue's `requireAuthentication`: a valid bearer token whose `sub` user exists and whose
 * `session_id` session (when the claim is there) has not been signed out.
 */
export async function requireAuthentication(
  ctx: AuthContext,
  req: IncomingMessage,
): Promise<Authenticated> {
  const claims = await verifiedClaims(ctx, req);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.pool, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  const sessionId = claims.session_id;
  if (!sessionId || sessionId === NIL_UUID) return { claims, user, session: null };
  if (!isUuid(sessionId)) {
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  const session = await findSession(ctx.pool, sessionId);
  if (!session) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, session };
}

/** GoTrue's `requireAdminCredentials`: a valid bearer token of an admin role (the service role). */
export async function requireAdmin(ctx: AuthContext, req: IncomingMessage): Promise<Claims> {
  const claims = await verifiedClaims(ctx, req);
  if (!claims.role || !ADMIN_ROLES.includes(claims.role)) {
    throw new AuthApiError(403, 'not_admin', 'User not allowed');
  }
  return claims;
}
