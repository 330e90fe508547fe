import { sendJson } from '../http.ts';
import { readJsonBody } from './body.ts';
import type { StorageContext, StorageRequest } from './context.ts';
import { errors } from './errors.ts';
import type { Route } from './routes.ts';
import {
  expiresIn,
  sendSignedObject,
  signObjectUrl,
  signObjectUrls,
  signUploadUrl,
  uploadToSignedUrl,
} from './signed-urls.ts';

function param(request: StorageRequest, index: number): string {
  return request.params[index] ?? '';
}

async function signOne(ctx: StorageContext, request: StorageRequest) {
  const lifetime = expiresIn(await readJsonBody(request.req));
  const signedURL = await signObjectUrl(
    ctx,
    request.caller,
    param(request, 0),
    param(request, 1),
    lifetime,
  );
  sendJson(request.res, 200, { signedURL });
}

async function signMany(ctx: StorageContext, request: StorageRequest) {
  const body = await readJsonBody(request.req);
  const lifetime = expiresIn(body);
  const { paths } = body;
  if (paths === undefined) throw errors.invalidRequest("body must have required property 'paths'");
  if (
    !Array.isArray(paths) ||
    !paths.every((path) => typeof path === 'string') ||
    paths.length === 0
  ) {
    throw errors.invalidRequest('body/paths must be a non-empty array of strings');
  }
  sendJson(
    request.res,
    200,
    await signObjectUrls(ctx, request.caller, param(request, 0), paths as string[], lifetime),
  );
}

async function download(ctx: StorageContext, request: StorageRequest) {
  await sendSignedObject(ctx, request.req, request.res, {
    bucketId: param(request, 0),
    name: param(request, 1),
    token: request.url.searchParams.get('token'),
    download: request.url.searchParams.get('download'),
  });
}

async function signUpload(ctx: StorageContext, request: StorageRequest) {
  const signed = await signUploadUrl(
    ctx,
    request.caller,
    param(request, 0),
    param(request, 1),
    request.req.headers['x-upsert'] === 'true',
  );
  sendJson(request.res, 200, signed);
}

async function upload(ctx: StorageContext, request: StorageRequest) {
  const { key } = await uploadToSignedUrl(ctx, request.req, {
    bucketId: param(request, 0),
    name: param(request, 1),
    token: request.url.searchParams.get('token'),
  });
  sendJson(request.res, 200, { Key: key });
}

/** Signed download and upload URLs (`createSignedUrl(s)`, `createSignedUploadUrl`, `uploadToSignedUrl`). */
export const signedRoutes: Route[] = [
  {
    methods: ['POST'],
    pattern: /^\/object\/sign\/([^/]+)\/(.+)$/,
    jwt: 'required',
    handle: signOne,
  },
  { methods: ['POST'], pattern: /^\/object\/sign\/([^/]+)\/?$/, jwt: 'required', handle: signMany },
  {
    methods: ['GET', 'HEAD'],
    pattern: /^\/object\/sign\/([^/]+)\/(.+)$/,
    jwt: 'none',
    handle: download,
  },
  {
    methods: ['POST'],
    pattern: /^\/object\/upload\/sign\/([^/]+)\/(.+)$/,
    jwt: 'required',
    handle: signUpload,
  },
  {
    methods: ['PUT'],
    pattern: /^\/object\/upload\/sign\/([^/]+)\/(.+)$/,
    jwt: 'none',
    handle: upload,
  },
];
