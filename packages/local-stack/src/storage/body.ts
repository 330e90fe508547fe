import type { IncomingMessage } from 'node:http';
import { errors } from './errors.ts';

export type LimitedBody = { bytes: Buffer; isTruncated: boolean };

/**
 * Reads a request body, keeping at most `limit` bytes. The rest is read and dropped rather than
 * left unread, so the client finishes sending and then gets our answer, not a reset connection.
 */
export async function readLimitedBody(req: IncomingMessage, limit: number): Promise<LimitedBody> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let isTruncated = false;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    if (isTruncated) continue;
    if (kept + buffer.length > limit) {
      isTruncated = true;
      chunks.push(buffer.subarray(0, limit - kept));
      kept = limit;
      continue;
    }
    chunks.push(buffer);
    kept += buffer.length;
  }
  return { bytes: Buffer.concat(chunks), isTruncated };
}

/** A JSON body; `{}` when there is none. Errors in Storage's shape. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const { bytes, isTruncated } = await readLimitedBody(req, 10 * 1024 * 1024);
  if (isTruncated) throw errors.entityTooLarge('request body');
  if (bytes.length === 0) return {};
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  throw errors.invalidRequest('body must be object');
}
