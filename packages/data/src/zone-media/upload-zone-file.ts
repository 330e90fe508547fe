import { fitsSizeLimit, zoneMediaMaxBytes } from '@venue/domain/files';
import type { Zone } from '@venue/domain/zones';
import type { VenueClient } from '../client.ts';
import { DataError } from '../errors.ts';
import { uniqueObjectPath } from '../menu-items/upload-menu-image.ts';
import { isTooLargeRefusal, tooLargeError } from '../upload-refusals.ts';

/** The Storage bucket zone media live in (public read, manager write, images and videos up to 50 MiB). */
export const zoneMediaBucket = 'zone-media';

export type UploadProgress = {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes in all. */
  total: number;
};

export type UploadedZoneFile = {
  path: string;
  url: string;
};

/**
 * What a browser offers to send a file with upload progress. `XMLHttpRequest` is the only web API
 * that reports upload progress (fetch and storage-js do not), so the upload goes through it.
 */
export type XhrFactory = () => XMLHttpRequest;

/**
 * Uploads one file to the zone's folder of the `zone-media` bucket through Storage's REST
 * endpoint (`POST /storage/v1/object/{bucket}/{path}`) as the signed-in user, reporting progress.
 * Storage checks the bucket's types and size and the manager-only write policy.
 */
export async function uploadZoneFile(
  client: VenueClient,
  options: {
    zone: Zone;
    file: File;
    onProgress?: (progress: UploadProgress) => void;
    createXhr?: XhrFactory;
  },
): Promise<UploadedZoneFile> {
  const { zone, file, onProgress } = options;
  if (!fitsSizeLimit(file, zoneMediaMaxBytes)) throw tooLargeError(zoneMediaMaxBytes);
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new DataError('Please sign in again to upload files.', 'not_signed_in');
  const path = uniqueObjectPath(file.name, zone);
  const bucket = client.storage.from(zoneMediaBucket);
  const publicUrl = bucket.getPublicUrl(path).data.publicUrl;
  // The authenticated endpoint is the public URL without its "/public" segment.
  const endpoint = publicUrl.replace(
    `/storage/v1/object/public/${zoneMediaBucket}/`,
    `/storage/v1/object/${zoneMediaBucket}/`,
  );
  const apiKey = storageApiKey(client);

  await new Promise<void>((resolve, reject) => {
    const xhr = (options.createXhr ?? (() => new XMLHttpRequest()))();
    xhr.open('POST', endpoint);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (apiKey) xhr.setRequestHeader('apikey', apiKey);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size });
        resolve();
        return;
      }
      const refusal = storageRefusal(xhr.responseText, xhr.status);
      reject(
        isTooLargeRefusal(refusal)
          ? tooLargeError(zoneMediaMaxBytes)
          : new DataError(refusal.message, String(xhr.status)),
      );
    };
    xhr.onerror = () => reject(new DataError('The upload could not reach the server.', 'network'));
    xhr.onabort = () => reject(new DataError('The upload was cancelled.', 'aborted'));
    xhr.send(file);
  });
  return { path, url: publicUrl };
}

/** The key the client sends as `apikey` (supabase-js keeps it on the client). */
function storageApiKey(client: VenueClient): string | undefined {
  return (client as unknown as { supabaseKey?: string }).supabaseKey;
}

/** Storage's answer to a refused upload: its words and its status (HTTP, and the answer's own). */
function storageRefusal(
  body: string,
  status: number,
): { message: string; status: number; statusCode: string | null } {
  let parsed: { message?: unknown; error?: unknown; statusCode?: unknown; code?: unknown } = {};
  try {
    parsed = (JSON.parse(body) ?? {}) as typeof parsed;
  } catch {
    // Not JSON.
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    message: text(parsed.message) ?? text(parsed.error) ?? `The upload failed (HTTP ${status}).`,
    status,
    statusCode: text(parsed.statusCode) ?? text(parsed.code),
  };
}
