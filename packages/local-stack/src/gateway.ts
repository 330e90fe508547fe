import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import { type Handler, HttpError, sendJson } from './http.ts';
import { verifyJwt } from './jwt.ts';

export type GatewayOptions = {
  port: number;
  anonKey: string;
  serviceRoleKey: string;
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
    };
    const upstream = request(url, { method: req.method, headers: forwarded }, (upstreamRes) => {
      // The gateway owns CORS: upstream CORS headers would override its own.
      const headers = Object.fromEntries(
        Object.entries(upstreamRes.headers).filter(([name]) => !name.startsWith('access-control-')),
      );
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
  const validKeys = new Set([options.anonKey, options.serviceRoleKey]);

  const server: Server = createServer(async (req, res) => {
    for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const path = url.pathname;
    try {
      if (req.method === 'OPTIONS') {
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
      if (needsApiKey(path)) {
        if (!apikey) {
          sendJson(res, 401, {
            message: 'No API key found in request',
            hint: 'No `apikey` request header or url param was found.',
          });
          return;
        }
        if (!validKeys.has(apikey)) {
          sendJson(res, 401, {
            message: 'Invalid API key',
            hint: 'Double check your Supabase `anon` or `service_role` API key.',
          });
          return;
        }
      }
      // Kong passes the API key on as the bearer token when the client sent none.
      const authorization = req.headers.authorization ?? (apikey ? `Bearer ${apikey}` : undefined);
      if (authorization) req.headers.authorization = authorization;

      // Like Kong's key-auth with hide_credentials: the key never reaches the services.
      url.searchParams.delete('apikey');
      const rest = /^\/rest\/v1(\/.*)?$/.exec(path);
      if (rest) {
        await proxy(req, res, `${options.restUrl}${rest[1] ?? '/'}${url.search}`, {});
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
      const fn = /^\/functions\/v1\/([^/?]+)(\/.*)?$/.exec(path);
      if (fn?.[1]) {
        const name = fn[1];
        if (options.verifiesJwt(name)) {
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
        await proxy(req, res, `${options.functionsUrl}/${name}${fn[2] ?? ''}${url.search}`, {});
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
