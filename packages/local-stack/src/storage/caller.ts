import type { IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';
import { type Claims, verifyJwt } from '../jwt.ts';
import { errors } from './errors.ts';

/** The database roles a Storage request may run as. */
const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

/** Who is calling: the role Postgres evaluates the storage policies for, and the JWT claims. */
export type Caller = {
  role: ApiRole;
  claims: Claims;
  /** `sub` of the token: what Storage records as the object's owner. */
  owner: string | undefined;
  /** A valid JWT came with the request (the anon key counts). */
  isAuthenticated: boolean;
};

/**
 * How a route treats the `Authorization` header, as Storage's routes do:
 * - `required`: the header must be there and hold a valid JWT;
 * - `optional`: without a valid JWT the caller is an unauthenticated visitor (`allowInvalidJwt`);
 * - `none`: the public routes, which never look at it.
 */
export type JwtRequirement = 'required' | 'optional' | 'none';

const visitor: Caller = {
  role: 'anon',
  claims: { role: 'anon' },
  owner: undefined,
  isAuthenticated: false,
};

function isApiRole(role: string): role is ApiRole {
  return (API_ROLES as readonly string[]).includes(role);
}

/**
 * Why jose refused a token, in its own words ("Invalid Compact JWS", "signature verification
 * failed", ...): Storage verifies with jose too and answers with that message.
 */
async function whyRefused(token: string, secret: string): Promise<string> {
  try {
    await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return 'Invalid JWT';
  } catch (error) {
    return error instanceof Error ? error.message : 'Invalid JWT';
  }
}

/** The claims of a token signed with the project's secret, or why it was refused. */
export async function verifyToken(
  token: string,
  secret: string,
): Promise<{ claims: Claims } | { reason: string }> {
  const claims = token ? await verifyJwt(token, secret) : null;
  if (claims) return { claims };
  return { reason: token ? await whyRefused(token, secret) : 'jwt must be provided' };
}

export async function identifyCaller(
  req: IncomingMessage,
  jwtSecret: string,
  requirement: JwtRequirement,
): Promise<Caller> {
  if (requirement === 'none') return visitor;
  const header = req.headers.authorization;
  if (header === undefined) {
    if (requirement === 'optional') return visitor;
    throw errors.invalidRequest("headers must have required property 'authorization'");
  }
  const verified = await verifyToken(header.replace(/^Bearer\s+/i, '').trim(), jwtSecret);
  if ('reason' in verified) {
    if (requirement === 'optional') return visitor;
    throw errors.accessDenied(verified.reason);
  }
  const { claims } = verified;
  const role = claims.role ?? 'anon';
  if (!isApiRole(role)) throw errors.accessDenied(`role "${role}" is not allowed`);
  return { role, claims, owner: claims.sub, isAuthenticated: true };
}
