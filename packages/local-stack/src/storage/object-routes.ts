import { sendJson } from '../http.ts';
import { readJsonBody } from './body.ts';
import type { StorageContext, StorageRequest } from './context.ts';
import { errors } from './errors.ts';
import { findReadableObject, sendObject } from './read-object.ts';
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
  {
    methods: ['GET', 'HEAD'],
    pattern: /^\/object\/public\/([^/]+)\/(.+)$/,
    jwt: 'none',
    handle: download(true),
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
