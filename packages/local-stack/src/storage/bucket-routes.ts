import { sendJson } from '../http.ts';
import { getBucket } from './buckets.ts';
import type { StorageContext, StorageRequest } from './context.ts';
import type { Route } from './routes.ts';
import { bucketJson } from './rows.ts';

async function get(ctx: StorageContext, request: StorageRequest) {
  sendJson(
    request.res,
    200,
    bucketJson(await getBucket(ctx, request.caller, request.params[0] ?? '')),
  );
}

/**
 * Reading a bucket as the caller (the seed upload checks its buckets exist). The migrations create
 * the buckets, so the stack offers no bucket writes.
 */
export const bucketRoutes: Route[] = [
  { methods: ['GET'], pattern: /^\/bucket\/([^/]+)\/?$/, jwt: 'required', handle: get },
];
