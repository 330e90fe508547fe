import { sendJson } from '../http.ts';
import { readJsonBody } from './body.ts';
import { createBucket, deleteBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import type { StorageContext, StorageRequest } from './context.ts';
import { emptyBucket } from './remove-objects.ts';
import type { Route } from './routes.ts';
import { bucketJson } from './rows.ts';

function bucketId(request: StorageRequest): string {
  return request.params[0] ?? '';
}

function optionalInteger(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

async function list(ctx: StorageContext, request: StorageRequest) {
  const query = request.url.searchParams;
  const buckets = await listBuckets(ctx, request.caller, {
    limit: optionalInteger(query.get('limit')),
    offset: optionalInteger(query.get('offset')),
    search: query.get('search') ?? undefined,
    sortColumn: query.get('sortColumn') ?? undefined,
    sortOrder: query.get('sortOrder') ?? undefined,
  });
  sendJson(request.res, 200, buckets.map(bucketJson));
}

async function get(ctx: StorageContext, request: StorageRequest) {
  sendJson(request.res, 200, bucketJson(await getBucket(ctx, request.caller, bucketId(request))));
}

async function create(ctx: StorageContext, request: StorageRequest) {
  sendJson(
    request.res,
    200,
    await createBucket(ctx, request.caller, await readJsonBody(request.req)),
  );
}

async function update(ctx: StorageContext, request: StorageRequest) {
  await updateBucket(ctx, request.caller, bucketId(request), await readJsonBody(request.req));
  sendJson(request.res, 200, { message: 'Successfully updated' });
}

async function empty(ctx: StorageContext, request: StorageRequest) {
  await emptyBucket(ctx, request.caller, bucketId(request));
  sendJson(request.res, 200, { message: 'Successfully emptied' });
}

async function remove(ctx: StorageContext, request: StorageRequest) {
  await deleteBucket(ctx, request.caller, bucketId(request));
  sendJson(request.res, 200, { message: 'Successfully deleted' });
}

/** Storage's bucket routes; each runs as the caller, so only the service role passes by default. */
export const bucketRoutes: Route[] = [
  { methods: ['GET'], pattern: /^\/bucket\/?$/, jwt: 'required', handle: list },
  { methods: ['POST'], pattern: /^\/bucket\/?$/, jwt: 'required', handle: create },
  { methods: ['POST'], pattern: /^\/bucket\/([^/]+)\/empty\/?$/, jwt: 'required', handle: empty },
  { methods: ['GET'], pattern: /^\/bucket\/([^/]+)\/?$/, jwt: 'required', handle: get },
  { methods: ['PUT'], pattern: /^\/bucket\/([^/]+)\/?$/, jwt: 'required', handle: update },
  { methods: ['DELETE'], pattern: /^\/bucket\/([^/]+)\/?$/, jwt: 'required', handle: remove },
];
