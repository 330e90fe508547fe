import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'pg';
import { type Handler, sendJson } from '../http.ts';
import type { AuthSettings } from '../supabase-config.ts';
import {
  adminCreateUser,
  adminDeleteUser,
  adminGetUser,
  adminUpdateUser,
  type JsonReply,
  loadTargetUser,
} from './admin.ts';
import { adminDeleteFactor, adminListFactors } from './admin-factors.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError, notFound, OAuthError, sendAuthError } from './errors.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './factors.ts';
import { requireAdmin, requireAuthentication } from './guards.ts';
import { enforceRateLimit, RateLimiter } from './rate-limit.ts';
import { refuseSignup } from './signup.ts';
import { passwordGrant, refreshTokenGrant } from './token-grants.ts';
import { getUser, logout, updateUser } from './user-endpoints.ts';

export type AuthServiceOptions = {
  pool: Pool;
  jwtSecret: string;
  apiUrl: string;
  settings: AuthSettings;
  log: (line: string) => void;
};

/** Endpoints GoTrue has that this service leaves out, so that callers learn why they fail. */
const NOT_IMPLEMENTED = new Set([
  '/authorize',
  '/callback',
  '/invite',
  '/magiclink',
  '/otp',
  '/reauthenticate',
  '/recover',
  '/resend',
  '/sso',
  '/verify',
  '/admin/generate_link',
]);

function ok(body: unknown): JsonReply {
  return { status: 200, body };
}

function methodNotAllowed(): never {
  throw new AuthApiError(405, 'method_not_allowed', 'Method not allowed');
}

async function route(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<JsonReply> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';

  if (path === '/health') {
    if (method !== 'GET') methodNotAllowed();
    return ok({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    });
  }
  if (path === '/settings') {
    if (method !== 'GET') methodNotAllowed();
    return ok(settingsBody(ctx.settings));
  }
  if (path === '/.well-known/jwks.json') {
    if (method !== 'GET') methodNotAllowed();
    // Tokens are signed with the shared HS256 secret, which GoTrue never publishes.
    return ok({ keys: [] });
  }
  if (path === '/token') {
    if (method !== 'POST') methodNotAllowed();
    const grantType = url.searchParams.get('grant_type');
    // As GoTrue: the grant type is checked, then every grant counts against the token limit.
    if (grantType === 'password' || grantType === 'refresh_token') {
      enforceRateLimit(ctx.limits.token, req);
    }
    if (grantType === 'password') return ok(await passwordGrant(ctx, req));
    if (grantType === 'refresh_token') return ok(await refreshTokenGrant(ctx, req));
    throw new OAuthError('unsupported_grant_type');
  }
  if (path === '/signup') {
    if (method !== 'POST') methodNotAllowed();
    return refuseSignup(ctx, req);
  }
  if (path === '/logout') {
    if (method !== 'POST') methodNotAllowed();
    await logout(ctx, req, url);
    return { status: 204, body: undefined };
  }
  if (path === '/user') {
    if (method === 'GET') return ok(await getUser(ctx, req));
    if (method === 'PUT') {
      enforceRateLimit(ctx.limits.otp, req);
      return ok(await updateUser(ctx, req));
    }
    methodNotAllowed();
  }
  if (path === '/admin/users') {
    await requireAdmin(ctx, req);
    if (method === 'POST') return adminCreateUser(ctx, req);
    methodNotAllowed();
  }
  if (path === '/factors') {
    const auth = await requireAuthentication(ctx, req);
    if (method === 'POST') return ok(await enrollFactor(ctx, req, auth));
    methodNotAllowed();
  }
  const factor = /^\/factors\/([^/]+)(?:\/(challenge|verify))?$/.exec(path);
  if (factor?.[1]) {
    const auth = await requireAuthentication(ctx, req);
    const factorId = decodeURIComponent(factor[1]);
    const action = factor[2];
    if (action && method !== 'POST') methodNotAllowed();
    if (action) enforceRateLimit(ctx.limits.mfa, req);
    if (action === 'challenge') return ok(await challengeFactor(ctx, req, auth, factorId));
    if (action === 'verify') return ok(await verifyFactor(ctx, req, auth, factorId));
    if (method === 'DELETE') return ok(await unenrollFactor(ctx, auth, factorId));
    methodNotAllowed();
  }
  const adminFactors = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(path);
  if (adminFactors?.[1]) {
    await requireAdmin(ctx, req);
    const target = await loadTargetUser(ctx, decodeURIComponent(adminFactors[1]));
    const factorId = adminFactors[2];
    if (!factorId && method === 'GET') return ok(await adminListFactors(ctx, target));
    if (factorId && method === 'DELETE') {
      return ok(await adminDeleteFactor(ctx, target, decodeURIComponent(factorId)));
    }
    methodNotAllowed();
  }
  const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (adminUser?.[1]) {
    await requireAdmin(ctx, req);
    const target = await loadTargetUser(ctx, decodeURIComponent(adminUser[1]));
    if (method === 'GET') return adminGetUser(target);
    if (method === 'PUT') return adminUpdateUser(ctx, req, target);
    if (method === 'DELETE') return adminDeleteUser(ctx, req, target);
    methodNotAllowed();
  }
  const known = [...NOT_IMPLEMENTED].find(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  if (known) {
    throw notFound(
      'not_implemented',
      `${known} is not implemented by the local auth service (password sign-in, refresh, user, logout, TOTP factors and the admin users API are; sign-up is refused)`,
    );
  }
  throw notFound('not_found', `No auth endpoint at ${path}`);
}

function settingsBody(settings: AuthSettings) {
  return {
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      fly: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin: false,
      linkedin_oidc: false,
      nextcloud: false,
      notion: false,
      spotify: false,
      slack: false,
      slack_oidc: false,
      workos: false,
      twitch: false,
      twitter: false,
      email: true,
      phone: false,
      zoom: false,
    },
    disable_signup: !settings.enableSignup,
    mailer_autoconfirm: !settings.enableEmailConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

function reply(res: ServerResponse, result: JsonReply): void {
  if (result.status === 204) {
    res.writeHead(204, result.headers ?? {});
    res.end();
    return;
  }
  sendJson(res, result.status, result.body, result.headers);
}

/**
 * GoTrue's HTTP API as supabase-js uses it, over GoTrue's own tables (`auth.users`,
 * `auth.identities`, `auth.sessions`, `auth.refresh_tokens`). Requests arrive with `/auth/v1`
 * already taken off the path.
 */
export function createAuthService(options: AuthServiceOptions): Handler {
  const ctx: AuthContext = {
    pool: options.pool,
    jwtSecret: options.jwtSecret,
    issuer: `${options.apiUrl}/auth/v1`,
    settings: options.settings,
    limits: {
      token: new RateLimiter(options.settings.rateLimit.tokenRefresh),
      otp: new RateLimiter(options.settings.rateLimit.signInSignUps),
      mfa: new RateLimiter(75, 15),
    },
    log: options.log,
  };
  return async (req, res, url) => {
    try {
      reply(res, await route(ctx, req, url));
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendAuthError(req, res, error, ctx.log);
    }
  };
}
