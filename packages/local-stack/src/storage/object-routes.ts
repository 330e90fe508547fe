import { sendJson } from '../http.ts';
import { readJsonBody, requiredString } from './body.ts';
import type { StorageContext, StorageRequest } from './context.ts';
import { errors } from './errors.ts';
import { listObjects, listOptions } from './list-objects.ts';
import { copyObject, moveObject } from './move-copy.ts';
import { findReadableObject, objectInfo, sendObject } from './read-object.ts';
import { removeObject, removeObjects } from './remove-objects.ts';
import type { Route } from './routes.ts';
import { objectJson } from './rows.ts';
import { uploadObject } from './upload-object.ts';

function param(request: StorageRequest, index: number): string {
  return request.params[index] ?? '';
}

function download(isPublicRoute: boolean) {
  return async (ctx: StorageContext, request: StorageRequest) => {
    const object = await findReadableObject(
      ctx,
      request.caller,
      param(request, 0),
      param(request, 1),
      isPublicRoute,
    );
    await sendObject(ctx, request.req, request.res, object, {
      download: request.url.searchParams.get('download'),
    });
  };
}

function info(isPublicRoute: boolean) {
  return async (ctx: StorageContext, request: StorageRequest) => {
    const object = await findReadableObject(
      ctx,
      request.caller,
      param(request, 0),
      param(request, 1),
      isPublicRoute,
    );
    const metadata = object.metadata ?? {};
    const headers: Record<string, string> = {};
    if (metadata.eTag) headers.etag = metadata.eTag;
    if (metadata.cacheControl) headers['cache-control'] = metadata.cacheControl;
    if (metadata.lastModified)
      headers['last-modified'] = new Date(metadata.lastModified).toUTCString();
    sendJson(request.res, 200, objectInfo(object), headers);
  };
}

function upload(isAlwaysUpsert: boolean) {
  return async (ctx: StorageContext, request: StorageRequest) => {
    const { id, key } = await uploadObject(ctx, request.req, {
      caller: request.caller,
      bucketId: param(request, 0),
      name: param(request, 1),
      isUpsert: isAlwaysUpsert || request.req.headers['x-upsert'] === 'true',
      method: request.req.method ?? 'POST',
    });
    sendJson(request.res, 200, { Id: id, Key: key });
  };
}

async function list(ctx: StorageContext, request: StorageRequest) {
  const options = listOptions(await readJsonBody(request.req));
  const entries = await listObjects(ctx, request.caller, param(request, 0), options);
  sendJson(request.res, 200, entries);
}

async function transferOf(request: StorageRequest) {
  const body = await readJsonBody(request.req);
  const bucketId = requiredString(body, 'bucketId');
  const sourceKey = requiredString(body, 'sourceKey');
  const destinationKey = requiredString(body, 'destinationKey');
  const destinationBucket = body.destinationBucket;
  if (
    destinationBucket !== undefined &&
    destinationBucket !== null &&
    typeof destinationBucket !== 'string'
  ) {
    throw errors.invalidRequest('body/destinationBucket must be string');
  }
  return {
    body,
    transfer: {
      bucketId,
      sourceKey,
      destinationBucket: destinationBucket || bucketId,
      destinationKey,
    },
  };
}

async function move(ctx: StorageContext, request: StorageRequest) {
  const { transfer } = await transferOf(request);
  const moved = await moveObject(ctx, request.caller, transfer);
  sendJson(request.res, 200, { message: 'Successfully moved', Id: moved.id, Key: moved.name });
}

function userMetadataHeader(
  value: string | string[] | undefined,
): Record<string, unknown> | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

async function copy(ctx: StorageContext, request: StorageRequest) {
  const { body, transfer } = await transferOf(request);
  const metadata = body.metadata as { cacheControl?: string; mimetype?: string } | undefined;
  const row = await copyObject(ctx, request.caller, {
    ...transfer,
    isUpsert: request.req.headers['x-upsert'] === 'true',
    copyMetadata: body.copyMetadata !== false,
    metadata: metadata && typeof metadata === 'object' ? metadata : undefined,
    userMetadata: userMetadataHeader(request.req.headers['x-metadata']),
  });
  sendJson(request.res, 200, {
    Id: row.id,
    Key: `${transfer.destinationBucket}/${transfer.destinationKey}`,
    ...objectJson(row),
  });
}

async function removeMany(ctx: StorageContext, request: StorageRequest) {
  const { prefixes } = await readJsonBody(request.req);
  if (prefixes === undefined)
    throw errors.invalidRequest("body must have required property 'prefixes'");
  if (!Array.isArray(prefixes) || !prefixes.every((prefix) => typeof prefix === 'string')) {
    throw errors.invalidRequest('body/prefixes must be array');
  }
  if (prefixes.length === 0)
    throw errors.invalidRequest('body/prefixes must NOT have fewer than 1 items');
  const rows = await removeObjects(ctx, request.caller, param(request, 0), prefixes as string[]);
  sendJson(request.res, 200, rows.map(objectJson));
}

async function removeOne(ctx: StorageContext, request: StorageRequest) {
  await removeObject(ctx, request.caller, param(request, 0), param(request, 1));
  sendJson(request.res, 200, { message: 'Successfully deleted' });
}

/** Storage's object routes that storage-js calls, fixed paths before the catch-all ones. */
export const objectRoutes: Route[] = [
  { methods: ['POST'], pattern: /^\/object\/list\/([^/]+)\/?$/, jwt: 'required', handle: list },
  { methods: ['POST'], pattern: /^\/object\/move\/?$/, jwt: 'required', handle: move },
  { methods: ['POST'], pattern: /^\/object\/copy\/?$/, jwt: 'required', handle: copy },
  {
    methods: ['GET', 'HEAD'],
    pattern: /^\/object\/public\/([^/]+)\/(.+)$/,
    jwt: 'none',
    handle: download(true),
  },
  {
    methods: ['GET'],
    pattern: /^\/object\/info\/public\/([^/]+)\/(.+)$/,
    jwt: 'none',
    handle: info(true),
  },
  {
    methods: ['GET'],
    pattern: /^\/object\/info\/authenticated\/([^/]+)\/(.+)$/,
    jwt: 'required',
    handle: info(false),
  },
  {
    methods: ['GET'],
    pattern: /^\/object\/info\/([^/]+)\/(.+)$/,
    jwt: 'optional',
    handle: info(false),
  },
  {
    methods: ['GET', 'HEAD'],
    pattern: /^\/object\/authenticated\/([^/]+)\/(.+)$/,
    jwt: 'required',
    handle: download(false),
  },
  {
    methods: ['GET', 'HEAD'],
    pattern: /^\/object\/([^/]+)\/(.+)$/,
    jwt: 'optional',
    handle: download(false),
  },
  {
    methods: ['POST'],
    pattern: /^\/object\/([^/]+)\/(.+)$/,
    jwt: 'required',
    handle: upload(false),
  },
  { methods: ['PUT'], pattern: /^\/object\/([^/]+)\/(.+)$/, jwt: 'required', handle: upload(true) },
  { methods: ['DELETE'], pattern: /^\/object\/([^/]+)\/?$/, jwt: 'required', handle: removeMany },
  { methods: ['DELETE'], pattern: /^\/object\/([^/]+)\/(.+)$/, jwt: 'required', handle: removeOne },
];
