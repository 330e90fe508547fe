import type { Pool } from 'pg';
import type { AuthSettings } from '../supabase-config.ts';
import type { RateLimiter } from './rate-limit.ts';

/** What every auth endpoint needs: the database, the signing secret and config.toml's [auth]. */
export type AuthContext = {
  pool: Pool;
  jwtSecret: string;
  /** `iss` of the access tokens: the API URL with `/auth/v1`, as the CLI configures GoTrue. */
  issuer: string;
  settings: AuthSettings;
  /**
   * GoTrue's limiters: `[auth.rate_limit]`'s, and `mfa` for factor challenges and verifications
   * (GoTrue's `MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY`, 15 a minute per address).
   */
  limits: { token: RateLimiter; otp: RateLimiter; mfa: RateLimiter };
  log: (line: string) => void;
};

/** The audience of every user and token; GoTrue's default (no `X-JWT-AUD` support here). */
export const AUDIENCE = 'authenticated';

/** GoTrue's `GOTRUE_JWT_DEFAULT_GROUP_NAME` as Supabase sets it: the role of new users. */
export const DEFAULT_ROLE = 'authenticated';

/** GoTrue's default `GOTRUE_JWT_ADMIN_ROLES`. */
export const ADMIN_ROLES = ['service_role', 'supabase_admin'];
