import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import { CLIENT_ADDRESS_HEADER } from './auth/rate-limit.ts';
import type { ApiKeyMode } from './config.ts';
import { type Handler, HttpError, sendJson } from './http.ts';
import { verifyJwt } from './jwt.ts';

export type GatewayOptions = {
  port: number;
  keys: ProjectKeys;
  jwtSecret: string;
  restUrl: string;
  functionsUrl: string;
  auth: Handler;
  storage: Handler;
  /** Whether `/functions/v1/<name>` needs a valid JWT (config.toml `verify_jwt`). */
  verifiesJwt: (name: string) => boolean;
  log: (line: string) => void;
};

const EXPOSED_HEADERS = [
  'content-range',
  'content-length',
  'content-type',
  'content-profile',
  'x-supabase-api-version',
  'preference-applied',
  'range-unit',
  'location',
  'etag',
  'cache-control',
  'last-modified',
  'x-total-count',
  'link',
].join(', ');

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSED_HEADERS,
    vary: 'Origin',
    ...(req.headers['access-control-request-headers']
      ? { 'access-control-allow-headers': String(req.headers['access-control-request-headers']) }
      : {}),
  };
}

/** The project's API keys and which of them it accepts (`StackConfig`'s fields of the same names). */
export type ProjectKeys = {
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  apiKeys: ApiKeyMode;
};

type KeyCheck = { ok: true } | { ok: false; status: number; body: Record<string, string> };

const invalidKey = {
  ok: false,
  status: 401,
  body: {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  },
} as const;

/**
 * What the hosted gateway makes of an `apikey`: a publishable key acts as `anon` and a secret key
 * as `service_role`; the legacy JWT keys work until they are switched off; a secret key is refused
 * when a browser sends it.
 */
function checkApiKey(apikey: string, keys: ProjectKeys, userAgent: string): KeyCheck {
  const newKeys = keys.apiKeys !== 'legacy';
  const legacyKeys = keys.apiKeys !== 'new';
  if (apikey === keys.publishableKey) return newKeys ? { ok: true } : invalidKey;
  if (apikey === keys.secretKey) {
    if (!newKeys) return invalidKey;
    if (/\bMozilla\//.test(userAgent)) {
      return {
        ok: false,
        status: 401,
        body: {
          message: 'Forbidden use of secret API key in browser',
          hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Use the publishable key instead.',
        },
      };
    }
    return { ok: true };
  }
  if (apikey === keys.anonKey || apikey === keys.serviceRoleKey) {
    if (legacyKeys) return { ok: true };
    return {
      ok: false,
      status: 401,
      body: {
        message: 'Legacy API keys are disabled',
        hint: 'Your legacy API keys (anon, service_role) are disabled. Use the publishable or secret API key instead.',
      },
    };
  }
  return invalidKey;
}

/**
 * The bearer token the Supabase services get, as the CLI's Kong sets it: the caller's own token
 * unless it is an opaque key (`Bearer sb_…`, which old clients send), else the role JWT the API
 * key stands for, else a legacy key itself.
 */
function serviceAuthorization(
  authorization: string | undefined,
  apikey: string | undefined,
  keys: ProjectKeys,
): string | undefined {
  if (authorization && !/^Bearer sb_/i.test(authorization)) return authorization;
  if (apikey === keys.secretKey) return `Bearer ${keys.serviceRoleKey}`;
  if (apikey === keys.publishableKey) return `Bearer ${keys.anonKey}`;
  return apikey ? `Bearer ${apikey}` : undefined;
}

/** Auth paths Kong leaves open (browser redirects), and Storage's public downloads. */
function needsApiKey(path: string): boolean {
  if (/^\/auth\/v1\/(verify|callback|authorize)(\/|$|\?)/.test(path)) return false;
  if (path.startsWith('/storage/v1/')) return false;
  if (path.startsWith('/functions/v1/')) return false;
  return true;
}

function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  headers: Record<string, string>,
  options: { cors: boolean },
) {
  return new Promise<void>((resolve) => {
    const url = new URL(target);
    // Like Kong: the client's address is appended to any X-Forwarded-For it sent.
    const clientAddress = req.socket.remoteAddress ?? '';
    const priorHops = req.headers['x-forwarded-for'];
    const forwardedFor = priorHops ? `${String(priorHops)}, ${clientAddress}` : clientAddress;
    const forwarded = {
      ...req.headers,
      ...headers,
      host: url.host,
      'x-forwarded-for': forwardedFor,
      [CLIENT_ADDRESS_HEADER]: clientAddress,
    };
    const upstream = request(url, { method: req.method, headers: forwarded }, (upstreamRes) => {
      // Where the gateway owns CORS, upstream CORS headers would override its own; function
      // answers pass through unchanged, as on the hosted platform.
      const headers = options.cors
        ? Object.fromEntries(
            Object.entries(upstreamRes.headers).filter(
              ([name]) => !name.startsWith('access-control-'),
            ),
          )
        : upstreamRes.headers;
      if (!options.cors) {
        for (const name of res.getHeaderNames()) {
          if (name.startsWith('access-control-') || name === 'vary') res.removeHeader(name);
        }
      }
      res.writeHead(upstreamRes.statusCode ?? 502, headers);
      upstreamRes.pipe(res);
      upstreamRes.on('end', resolve);
      upstreamRes.on('error', () => resolve());
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) {
        sendJson(res, 502, {
          message: 'An invalid response was received from the upstream server',
          error: error.message,
        });
      } else {
        res.destroy();
      }
      resolve();
    });
    req.pipe(upstream);
  });
}

/** One port that routes the Supabase API paths like Supabase's gateway, with CORS and `apikey`. */
export async function startGateway(
  options: GatewayOptions,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { keys } = options;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const path = url.pathname;
    const fn = /^\/functions\/v1\/([^/?]+)(\/.*)?$/.exec(path);
    // Functions answer CORS themselves (the platform passes their answers through unchanged).
    if (!fn) {
      for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);
    }
    try {
      if (req.method === 'OPTIONS' && !fn) {
        res.writeHead(200, {
          'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
          'access-control-max-age': '3600',
          'content-length': '0',
        });
        res.end();
        return;
      }
      const apikey =
        (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
      if (!apikey && needsApiKey(path)) {
        sendJson(res, 401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
        return;
      }
      if (apikey) {
        const check = checkApiKey(apikey, keys, String(req.headers['user-agent'] ?? ''));
        if (!check.ok) {
          sendJson(res, check.status, check.body);
          return;
        }
      }

      // Like Kong's key-auth with hide_credentials: the key never reaches the services.
      url.searchParams.delete('apikey');
      if (fn?.[1]) {
        await forwardToFunction(req, res, fn[1], `${fn[2] ?? ''}${url.search}`, apikey);
        return;
      }
      // Supabase's platform header: the connecting client's address, never one a client wrote.
      req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
      const authorization = serviceAuthorization(req.headers.authorization, apikey, keys);
      if (authorization) req.headers.authorization = authorization;
      else delete req.headers.authorization;

      const rest = /^\/rest\/v1(\/.*)?$/.exec(path);
      if (rest) {
        await proxy(
          req,
          res,
          `${options.restUrl}${rest[1] ?? '/'}${url.search}`,
          {},
          { cors: true },
        );
        return;
      }
      const auth = /^\/auth\/v1(\/.*)?$/.exec(path);
      if (auth) {
        await options.auth(req, res, new URL(`${auth[1] ?? '/'}${url.search}`, 'http://auth'));
        return;
      }
      const storage = /^\/storage\/v1(\/.*)?$/.exec(path);
      if (storage) {
        await options.storage(
          req,
          res,
          new URL(`${storage[1] ?? '/'}${url.search}`, 'http://storage'),
        );
        return;
      }
      sendJson(res, 404, { message: 'no Route matched with those values' });
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body, error.headers);
        return;
      }
      options.log(`[gateway] ${req.method} ${path}: ${(error as Error).stack ?? error}`);
      sendJson(res, 500, { message: 'Internal server error' });
    }
  });

  /**
   * `/functions/v1/<name>`: with `verify_jwt` the caller's bearer token must be a JWT of the
   * project (an opaque API key is not one); preflights go to the function unchecked, as on the
   * platform. A legacy key sent without a token stands in as the token, as Kong does.
   */
  async function forwardToFunction(
    req: IncomingMessage,
    res: ServerResponse,
    name: string,
    rest: string,
    apikey: string | undefined,
  ) {
    if (!req.headers.authorization && apikey && !apikey.startsWith('sb_')) {
      req.headers.authorization = `Bearer ${apikey}`;
    }
    if (req.method !== 'OPTIONS' && options.verifiesJwt(name)) {
      const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!token) {
        sendJson(res, 401, {
          code: 'UNAUTHORIZED_NO_AUTH_HEADER',
          message: 'Missing authorization header',
        });
        return;
      }
      if (!(await verifyJwt(token, options.jwtSecret))) {
        sendJson(res, 401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' });
        return;
      }
    }
    await proxy(req, res, `${options.functionsUrl}/${name}${rest}`, {}, { cors: false });
  }

  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
