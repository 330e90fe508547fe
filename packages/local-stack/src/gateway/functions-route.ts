// The `/functions/v1/<name>` route: the platform's JWT check, then the function's own answer, unchanged.
import type { Agent, IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { proxy } from './proxy.ts';

export type FunctionsRoute = {
  functionsUrl: string;
  jwtSecret: string;
  /** Whether `/functions/v1/<name>` needs a valid JWT (config.toml `verify_jwt`). */
  verifiesJwt: (name: string) => boolean;
  agent: Agent;
};

/** `/functions/v1/<name>` followed by the rest of the function's path, if the path is one. */
export function functionPath(path: string): { name: string; rest: string } | null {
  const match = /^\/functions\/v1\/([^/?]+)(\/.*)?$/.exec(path);
  return match?.[1] ? { name: match[1], rest: match[2] ?? '' } : null;
}

/**
 * With `verify_jwt` the caller's bearer token must be a JWT of the project (an opaque API key is
 * not one); preflights go to the function unchecked, as on the platform. A legacy key sent
 * without a token stands in as the token, as Kong does. `rest` is the path after the name, with
 * the query.
 */
export async function forwardToFunction(
  req: IncomingMessage,
  res: ServerResponse,
  target: { name: string; rest: string; apikey: string | undefined },
  route: FunctionsRoute,
): Promise<void> {
  const { name, rest, apikey } = target;
  if (!req.headers.authorization && apikey && !apikey.startsWith('sb_')) {
    req.headers.authorization = `Bearer ${apikey}`;
  }
  if (req.method !== 'OPTIONS' && route.verifiesJwt(name)) {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) {
      sendJson(res, 401, {
        code: 'UNAUTHORIZED_NO_AUTH_HEADER',
        message: 'Missing authorization header',
      });
      return;
    }
    if (!(await verifyJwt(token, route.jwtSecret))) {
      sendJson(res, 401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' });
      return;
    }
  }
  await proxy(req, res, `${route.functionsUrl}/${name}${rest}`, {
    agent: route.agent,
    cors: false,
  });
}
