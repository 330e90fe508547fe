// Forwards one request to an upstream service over the gateway's own pooled connections and streams the answer back.
import { Agent, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { sendJson } from '../http.ts';
import { endToEndHeaders } from './hop-by-hop.ts';

/**
 * The gateway's connections to its upstreams: kept alive and reused, at most `maxSockets` per
 * upstream at once (more requests wait their turn), idle ones closed well before PostgREST's or
 * Deno's own idle timeouts would close them under a request.
 */
export function createUpstreamAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 5_000 });
}

/** Methods whose request can be sent again without changing anything (RFC 9110 §9.2.1, safe). */
const REPLAYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How often a replayable request is tried on a pooled connection the upstream had closed. */
const maxAttempts = 3;

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Like Kong: the connecting client's address appended to any X-Forwarded-For it sent. The client
 * can only add entries to the left of it.
 */
export function forwardedChain(req: IncomingMessage): string {
  const clientAddress = req.socket.remoteAddress ?? '';
  const priorHops = req.headers['x-forwarded-for'];
  return priorHops ? `${String(priorHops)}, ${clientAddress}` : clientAddress;
}

export type ProxyOptions = {
  agent: Agent;
  /** Whether the gateway owns CORS here (REST) or the upstream's answer passes unchanged (functions). */
  cors: boolean;
};

/**
 * Sends `req` on to `target` and its answer back to `res`. Hop-by-hop headers are dropped both
 * ways, so each side keeps its own connections. Only a bodiless safe request is sent again, and
 * only when a reused pooled connection turned out to be closed before any answer came.
 */
export function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  options: ProxyOptions,
): Promise<void> {
  const url = new URL(target);
  const headers = {
    ...endToEndHeaders(req.headers),
    host: url.host,
    'x-forwarded-for': forwardedChain(req),
    // A body of unknown length goes on in chunks of this hop's own framing.
    ...(req.headers['transfer-encoding'] !== undefined &&
    req.headers['content-length'] === undefined
      ? { 'transfer-encoding': 'chunked' }
      : {}),
  };
  const isReplayable = REPLAYABLE_METHODS.has(req.method ?? '') && !hasBody(req);

  return new Promise<void>((resolve) => {
    const attempt = (attemptsLeft: number) => {
      let isAnswered = false;
      const upstream = request(
        url,
        { method: req.method, headers, agent: options.agent },
        (upstreamRes) => {
          isAnswered = true;
          forwardAnswer(upstreamRes, res, options.cors);
          pipeline(upstreamRes, res, () => resolve());
        },
      );
      // A client that goes away takes its upstream request with it, so no pooled socket is held.
      const abandon = () => {
        if (!res.writableFinished) upstream.destroy();
      };
      res.once('close', abandon);
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        res.off('close', abandon);
        if (isAnswered) return;
        if (isReplayable && upstream.reusedSocket && attemptsLeft > 1 && !res.destroyed) {
          attempt(attemptsLeft - 1);
          return;
        }
        if (!res.headersSent && !res.destroyed) {
          sendJson(res, 502, {
            message: 'An invalid response was received from the upstream server',
            error: error.message,
          });
        } else {
          res.destroy();
        }
        resolve();
      });
      if (isReplayable) upstream.end();
      else req.pipe(upstream);
    };
    attempt(isReplayable ? maxAttempts : 1);
  });
}

/**
 * Writes the upstream's status and end-to-end headers. Where the gateway owns CORS, upstream CORS
 * headers would override its own; function answers pass through unchanged, as on the hosted
 * platform, so the gateway's own CORS headers are taken off them.
 */
function forwardAnswer(upstreamRes: IncomingMessage, res: ServerResponse, cors: boolean) {
  const headers = endToEndHeaders(upstreamRes.headers);
  if (cors) {
    for (const name of Object.keys(headers)) {
      if (name.startsWith('access-control-')) delete headers[name];
    }
  } else {
    for (const name of res.getHeaderNames()) {
      if (name.startsWith('access-control-') || name === 'vary') res.removeHeader(name);
    }
  }
  res.writeHead(upstreamRes.statusCode ?? 502, headers);
}
