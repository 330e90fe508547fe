import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

export type Claims = JWTPayload & {
  role?: string;
  email?: string;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
};

const encoder = new TextEncoder();

/** Verifies an HS256 token signed with the project's JWT secret; returns its claims or null. */
export async function verifyJwt(token: string, secret: string): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    return payload as Claims;
  } catch {
    return null;
  }
}

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}
