import type { IncomingMessage } from 'node:http';
import { readLimitedBody } from './body.ts';
import { errors } from './errors.ts';

/** An uploaded file as Storage's uploader reads it from a multipart form or a raw body. */
export type IncomingFile = {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
  /** More bytes came than the limit allows: the upload must be refused. */
  isTruncated: boolean;
};

const MAX_USER_METADATA_SIZE = 1024 * 1024;
/** Room for the form's own fields and part headers around the file. */
const FORM_OVERHEAD = MAX_USER_METADATA_SIZE + 64 * 1024;

function parseUserMetadata(json: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // Storage ignores metadata it cannot read
  }
}

/** The declared type of the form's file part, read from the part headers at the start. */
function partMimetype(head: Buffer): string {
  const text = head.subarray(0, 64 * 1024).toString('latin1');
  const match = /filename=[^\r\n]*\r\n(?:[^\r\n]+\r\n)*?content-type:\s*([^\r\n]+)/i.exec(text);
  return match?.[1]?.trim() || 'application/octet-stream';
}

async function readForm(
  req: IncomingMessage,
  contentType: string,
  limit: number,
): Promise<IncomingFile> {
  const body = await readLimitedBody(req, limit + FORM_OVERHEAD);
  if (body.isTruncated) {
    return {
      bytes: Buffer.alloc(0),
      mimetype: partMimetype(body.bytes),
      cacheControl: 'no-cache',
      userMetadata: undefined,
      isTruncated: true,
    };
  }
  let form: FormData;
  try {
    form = await new Request('http://storage.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body.bytes),
    }).formData();
  } catch {
    throw errors.noContentProvided();
  }
  // Storage takes the first file of the form (storage-js sends it under the name '').
  const file = [...form.values()].find((value) => typeof value !== 'string');
  if (file === undefined || typeof file === 'string') throw errors.noContentProvided();

  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const cacheTime = field('cacheControl');
  const metadata = field('metadata') ?? field('userMetadata');
  if (metadata !== undefined && Buffer.byteLength(metadata) > MAX_USER_METADATA_SIZE) {
    throw errors.entityTooLarge('user_metadata');
  }
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimetype: field('contentType') || file.type || 'application/octet-stream',
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: metadata === undefined ? undefined : parseUserMetadata(metadata),
    isTruncated: file.size > limit,
  };
}

async function readRaw(req: IncomingMessage, limit: number): Promise<IncomingFile> {
  const body = await readLimitedBody(req, limit);
  const metadata = req.headers['x-metadata'];
  return {
    bytes: body.bytes,
    mimetype: req.headers['content-type'] || 'application/octet-stream',
    cacheControl: req.headers['cache-control'] ?? 'no-cache',
    userMetadata:
      typeof metadata === 'string'
        ? parseUserMetadata(Buffer.from(metadata, 'base64').toString('utf8'))
        : undefined,
    isTruncated: body.isTruncated,
  };
}

/** Reads the uploaded file: a multipart form (what storage-js sends for a Blob) or a raw body. */
export function readIncomingFile(req: IncomingMessage, limit: number): Promise<IncomingFile> {
  const contentType = req.headers['content-type'];
  if (contentType?.startsWith('multipart/form-data')) return readForm(req, contentType, limit);
  return readRaw(req, limit);
}

/** Storage's check: `type/subtype` must match an allowed type exactly or `type/*`. */
export function isAllowedMimeType(mimetype: string, allowed: string[]): boolean {
  const requested = mimetype.split('/');
  if (requested.length < 2) return false;
  const [type, subtype] = requested;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}
