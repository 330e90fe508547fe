import { identifyCaller, type JwtRequirement } from './caller.ts';
import type { StorageContext, StorageRequest } from './context.ts';
import { errors } from './errors.ts';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export type Route = {
  methods: Method[];
  /** Matched against the encoded path; groups become the (decoded) params. */
  pattern: RegExp;
  jwt: JwtRequirement;
  handle: (ctx: StorageContext, request: StorageRequest) => Promise<void>;
};

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw errors.invalidRequest(`Invalid path parameter: ${value}`);
  }
}

/**
 * Finds the first route for the request, identifies the caller as the route requires and runs
 * it. Routes are tried in order, so the fixed paths (`/object/list/...`, `/object/public/...`)
 * come before the catch-all `/object/{bucket}/{key}`, as Storage's router prefers them.
 */
export async function dispatch(
  ctx: StorageContext,
  routes: Route[],
  request: Omit<StorageRequest, 'caller' | 'params'>,
): Promise<void> {
  const method = (request.req.method ?? 'GET').toUpperCase();
  const path = request.url.pathname;
  for (const route of routes) {
    if (!route.methods.includes(method as Method)) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params = match.slice(1).map((group) => decodeParam(group ?? ''));
    const caller = await identifyCaller(request.req, ctx.jwtSecret, route.jwt);
    await route.handle(ctx, { ...request, caller, params });
    return;
  }
  if (NOT_IMPLEMENTED.some((pattern) => pattern.test(path))) {
    throw errors.notImplemented(method, path);
  }
  throw errors.routeNotFound(method, path);
}

/**
 * Storage routes the product does not use, so the local service leaves them out (listing,
 * moving, copying, signed URLs, object info, bucket writes): callers learn why they fail.
 */
const NOT_IMPLEMENTED = [
  /^\/object\/(list|move|copy|sign|upload\/sign|info)(\/|$)/,
  /^\/bucket\/?$/,
  /^\/bucket\/[^/]+\/empty\/?$/,
  /^\/bucket\/[^/]+\/?$/,
];
