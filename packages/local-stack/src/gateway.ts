// The gateway's server: one port whose routing table sends the Supabase API paths to their services, as Supabase's Kong does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  checkApiKey,
  missingKey,
  needsApiKey,
  type ProjectKeys,
  serviceAuthorization,
} from './gateway/api-keys.ts';
import { answerPreflight, corsHeaders } from './gateway/cors.ts';
import { forwardToFunction, functionPath } from './gateway/functions-route.ts';
import { createUpstreamAgent, forwardedChain, proxy } from './gateway/proxy.ts';
import { unfilteredWriteRefusal } from './gateway/safe-update.ts';
import { type Handler, HttpError, sendJson } from './http.ts';

export type { ProjectKeys } from './gateway/api-keys.ts';

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

/** One port that routes the Supabase API paths like Supabase's gateway, with CORS and `apikey`. */
export async function startGateway(
  options: GatewayOptions,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { keys } = options;
  const agent = createUpstreamAgent();
  const functions = {
    functionsUrl: options.functionsUrl,
    jwtSecret: options.jwtSecret,
    verifiesJwt: options.verifiesJwt,
    agent,
  };

  /** The routing table: each API prefix and the service that answers the path after it. */
  async function route(req: IncomingMessage, res: ServerResponse, url: URL, apikey?: string) {
    const path = url.pathname;
    const fn = functionPath(path);
    if (fn) {
      await forwardToFunction(
        req,
        res,
        { ...fn, rest: `${fn.rest}${url.search}`, apikey },
        functions,
      );
      return;
    }
    const authorization = serviceAuthorization(req.headers.authorization, apikey, keys);
    if (authorization) req.headers.authorization = authorization;
    else delete req.headers.authorization;

    const rest = /^\/rest\/v1(\/.*)?$/.exec(path);
    if (rest) {
      const refusal = unfilteredWriteRefusal(req.method, rest[1] ?? '/', url.searchParams);
      if (refusal) {
        sendJson(res, refusal.status, refusal.body);
        return;
      }
      const target = `${options.restUrl}${rest[1] ?? '/'}${url.search}`;
      await proxy(req, res, target, { agent, cors: true });
      return;
    }
    // Auth and Storage answer in this process: they get the chain a proxy hop would pass on.
    req.headers['x-forwarded-for'] = forwardedChain(req);
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
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const path = url.pathname;
    const isFunction = functionPath(path) !== null;
    // Functions answer CORS themselves (the platform passes their answers through unchanged).
    if (!isFunction) {
      for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);
    }
    try {
      if (req.method === 'OPTIONS' && !isFunction) {
        answerPreflight(res);
        return;
      }
      const apikey =
        (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
      if (!apikey && needsApiKey(path)) {
        sendJson(res, 401, missingKey);
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
      await route(req, res, url, apikey);
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
        agent.destroy();
      }),
  };
}
