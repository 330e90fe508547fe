import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { signJwt } from '../jwt.ts';
import { type Caller, serviceActingFor, verifyToken } from './caller.ts';
import type { StorageContext } from './context.ts';
import { asCaller, testAsCaller } from './db.ts';
import { errors } from './errors.ts';
import { mustBeValidBucketName, mustBeValidKey } from './names.ts';
import { insertObjectRow, upsertObjectRow } from './object-rows.ts';
import { sendObject } from './read-object.ts';
import { findObject } from './rows.ts';
import { uploadObject } from './upload-object.ts';

/** How long a signed upload URL stays valid (Storage's default `UPLOAD_SIGNED_URL_EXPIRATION_TIME`). */
const UPLOAD_URL_LIFETIME = 2 * 60 * 60;

function sign(
  ctx: StorageContext,
  claims: Record<string, unknown>,
  lifetime: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, iat: now, exp: now + lifetime }, ctx.jwtSecret);
}

export function expiresIn(body: Record<string, unknown>): number {
  const value = body.expiresIn;
  if (value === undefined)
    throw errors.invalidRequest("body must have required property 'expiresIn'");
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw errors.invalidRequest('body/expiresIn must be >= 1');
  }
  return value;
}

/** `POST /object/sign/{bucket}/{key}`: the caller must be able to see the object. */
export async function signObjectUrl(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  name: string,
  lifetime: number,
): Promise<string> {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(name);
  const object = await asCaller(ctx.pool, caller, 'POST', (client) =>
    findObject(client, bucketId, name),
  );
  if (!object) throw errors.noSuchKey();
  const url = `${bucketId}/${name}`;
  return `/object/sign/${url}?token=${await sign(ctx, { url }, lifetime)}`;
}

/** `POST /object/sign/{bucket}` with `{paths}`: one answer per path, an error for what is not visible. */
export async function signObjectUrls(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  paths: string[],
  lifetime: number,
) {
  mustBeValidBucketName(bucketId);
  const visible = await asCaller(ctx.pool, caller, 'POST', async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    );
    return new Set(rows.map((row) => row.name));
  });
  return Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path)) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      }
      const url = `${bucketId}/${path}`;
      return {
        error: null,
        path,
        signedURL: `/object/sign/${url}?token=${await sign(ctx, { url }, lifetime)}`,
      };
    }),
  );
}

async function verifySignedUrl(ctx: StorageContext, token: string | null, url: string) {
  if (token === null)
    throw errors.invalidRequest("querystring must have required property 'token'");
  const verified = await verifyToken(token, ctx.jwtSecret);
  if ('reason' in verified) throw errors.invalidJwt(verified.reason);
  if (verified.claims.url !== url) throw errors.invalidSignature();
  return verified.claims;
}

/** `GET /object/sign/{bucket}/{key}?token=...`: serves the object the token was signed for. */
export async function sendSignedObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  params: { bucketId: string; name: string; token: string | null; download: string | null },
): Promise<void> {
  const claims = await verifySignedUrl(ctx, params.token, `${params.bucketId}/${params.name}`);
  mustBeValidBucketName(params.bucketId);
  mustBeValidKey(params.name);
  const object = await findObject(ctx.pool, params.bucketId, params.name);
  if (!object) throw errors.noSuchKey();
  await sendObject(ctx, req, res, object, {
    download: params.download,
    expires: new Date((claims.exp ?? 0) * 1000).toUTCString(),
  });
}

/**
 * `POST /object/upload/sign/{bucket}/{key}`: checks now, as the caller, that the upload would pass
 * the policies (and rolls that check back), then signs a URL the upload can use later.
 */
export async function signUploadUrl(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  name: string,
  isUpsert: boolean,
): Promise<{ url: string; token: string }> {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(name);
  const probe = {
    id: randomUUID(),
    bucketId,
    name,
    owner: caller.owner,
    metadata: null,
    userMetadata: null,
    version: '1',
  };
  await testAsCaller(ctx.pool, caller, 'POST', (client) =>
    isUpsert ? upsertObjectRow(client, probe) : insertObjectRow(client, probe),
  );
  const url = `${bucketId}/${name}`;
  const token = await sign(
    ctx,
    { owner: caller.owner, url, upsert: isUpsert },
    UPLOAD_URL_LIFETIME,
  );
  return { url: `/object/upload/sign/${url}?token=${token}`, token };
}

/** `PUT /object/upload/sign/{bucket}/{key}?token=...`: the upload a signed URL allows. */
export async function uploadToSignedUrl(
  ctx: StorageContext,
  req: IncomingMessage,
  params: { bucketId: string; name: string; token: string | null },
): Promise<{ key: string }> {
  const claims = await verifySignedUrl(ctx, params.token, `${params.bucketId}/${params.name}`);
  const owner = typeof claims.owner === 'string' ? claims.owner : undefined;
  const { key } = await uploadObject(ctx, req, {
    caller: serviceActingFor(owner),
    bucketId: params.bucketId,
    name: params.name,
    isUpsert: claims.upsert === true,
    method: 'PUT',
  });
  return { key };
}
