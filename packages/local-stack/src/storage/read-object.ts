import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from './caller.ts';
import type { StorageContext } from './context.ts';
import { asCaller } from './db.ts';
import { findObjectFile } from './disk.ts';
import { errors } from './errors.ts';
import { mustBeValidBucketName, mustBeValidKey } from './names.ts';
import { findBucket, findObject, type ObjectRow, storedObjectOf } from './rows.ts';

/**
 * The object a read may see, decided as Storage decides it: a public bucket's objects are served
 * to anyone (no policy is consulted); a private bucket's only to a caller with a valid JWT whose
 * `select` on `storage.objects` returns the row. `isPublicRoute` is `/object/public/...`.
 */
export async function findReadableObject(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  name: string,
  isPublicRoute: boolean,
): Promise<ObjectRow> {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(name);
  const bucket = await findBucket(ctx.pool, bucketId);
  if (!bucket?.public && (isPublicRoute || !caller.isAuthenticated)) throw errors.noSuchBucket();
  if (!bucket) throw errors.noSuchBucket();
  const object = bucket.public
    ? await findObject(ctx.pool, bucketId, name)
    : await asCaller(ctx.pool, caller, 'GET', (client) => findObject(client, bucketId, name));
  if (!object) throw errors.noSuchKey();
  return object;
}

/** Browsers must not render uploaded HTML as a page of our origin. */
function safeContentType(mimetype: string): string {
  return mimetype.includes('text/html') ? 'text/plain' : mimetype;
}

function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end ? { start, end } : undefined;
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name};`;
}

/**
 * Serves an object's bytes (or, for HEAD, its headers) with the headers Storage's asset renderer
 * sets: content type, length, ETag, Last-Modified and the Cache-Control given at upload.
 */
export async function sendObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  object: ObjectRow,
  options: { download: string | null; expires?: string },
): Promise<void> {
  const file = await findObjectFile(ctx.objectsDir, storedObjectOf(object));
  if (!file) throw errors.missingContent();
  const metadata = object.metadata ?? {};
  const size = file.stats.size;
  const eTag = metadata.eTag ?? `"${file.stats.mtimeMs.toString(16)}-${size.toString(16)}"`;
  const lastModified = new Date(metadata.lastModified ?? file.stats.mtime);
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'content-type': safeContentType(metadata.mimetype ?? 'application/octet-stream'),
    etag: eTag,
    'last-modified': lastModified.toUTCString(),
  };
  // A signed URL's answer expires with its token instead of following the object's cache time.
  if (options.expires) headers.expires = options.expires;
  else headers['cache-control'] = metadata.cacheControl ?? 'no-cache';
  if (options.download !== null)
    headers['content-disposition'] = contentDisposition(options.download);

  const ifModifiedSince = req.headers['if-modified-since'];
  const isNotModified =
    req.headers['if-none-match'] === eTag ||
    (ifModifiedSince !== undefined &&
      Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000));
  if (isNotModified) {
    res.writeHead(304, headers);
    res.end();
    return;
  }

  const range = parseRange(req.headers.range, size);
  const status = range ? 206 : 200;
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
  headers['content-length'] = String(range ? range.end - range.start + 1 : size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = file.open(range);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
