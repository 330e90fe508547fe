/** GoTrue's `POST /signup` as this project runs it: public sign-up is off, so it only refuses. */
import type { IncomingMessage } from 'node:http';
import type { AuthContext } from './context.ts';
import { notFound, unprocessable } from './errors.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { readParams, stringParam } from './request.ts';

/**
 * Answers `POST /signup` in GoTrue's order: a request with neither an e-mail nor a phone asks for
 * an anonymous sign-in, which is off (422 `anonymous_provider_disabled`); any other counts against
 * the sign-up rate limit and, with `enable_signup = false`, is refused with 422 `signup_disabled`.
 * Staff accounts come from the admin users API. Sign-up switched on is not emulated: the service
 * says so instead of creating accounts the hosted project would refuse.
 */
export async function refuseSignup(ctx: AuthContext, req: IncomingMessage): Promise<never> {
  const params = await readParams(req);
  if (!stringParam(params, 'email') && !stringParam(params, 'phone')) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  enforceRateLimit(ctx.limits.otp, req);
  if (!ctx.settings.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  throw notFound(
    'not_implemented',
    '/signup with sign-ups on is not implemented by the local auth service (supabase/config.toml turns them off)',
  );
}
