import { signJwt } from '../jwt.ts';
import { AUDIENCE, type AuthContext } from './context.ts';
import type { SessionRow } from './sessions.ts';
import { type UserRow, userJson } from './users.ts';

/**
 * GoTrue's access token claims, in its order. `aal` is the session's level (aal2 once a second
 * factor was verified in it) and `amr` its authentication methods from `auth.mfa_amr_claims`.
 */
export async function signAccessToken(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  now = new Date(),
): Promise<{ accessToken: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ctx.settings.jwtExpiry;
  const accessToken = await signJwt(
    {
      iss: ctx.issuer,
      sub: user.id,
      aud: user.aud ?? AUDIENCE,
      exp: expiresAt,
      iat: issuedAt,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? '',
      aal: session.aal ?? 'aal1',
      amr: session.amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    ctx.jwtSecret,
  );
  return { accessToken, expiresAt };
}

/** GoTrue's `AccessTokenResponse`. */
export async function tokenResponse(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  extra: Record<string, unknown> = {},
) {
  const { accessToken, expiresAt } = await signAccessToken(ctx, user, session);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
    ...extra,
  };
}
