import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import { type BucketSettings, readStorageBuckets } from './supabase-config.ts';

/**
 * Content types by file extension. Storage keeps whatever type the upload declares, and the
 * bucket's `allowed_mime_types` decide, so an unknown extension is sent as octet-stream.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mov': 'video/quicktime',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** One file of a bucket's `objects_path` and the object it becomes. */
export type SeedObject = {
  bucket: string;
  /** The object's name: its path relative to `objects_path`, with `/` separators. */
  name: string;
  file: string;
  contentType: string;
};

/**
 * Every regular file under each configured bucket's `objects_path`, as `supabase seed buckets`
 * walks it. Dotfiles (`.gitkeep`, `.DS_Store`) are left out.
 */
export function seedObjects(buckets: BucketSettings[] = readStorageBuckets()): SeedObject[] {
  const objects: SeedObject[] = [];
  for (const bucket of buckets) {
    const root = bucket.objectsPath;
    if (!root) continue;
    let isDirectory: boolean;
    try {
      isDirectory = statSync(root).isDirectory();
    } catch {
      throw new Error(
        `[storage.buckets.${bucket.name}] objects_path in supabase/config.toml: ${root} does not exist`,
      );
    }
    const files = isDirectory ? walk(root) : [root];
    for (const file of files) {
      const name = isDirectory ? relative(root, file).split(sep).join('/') : basename(file);
      objects.push({ bucket: bucket.name, name, file, contentType: contentTypeOf(file) });
    }
  }
  return objects;
}

function walk(dir: string): string[] {
  const files: string[] = [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

export type SeedStorageOptions = {
  /** The stack's API URL (the gateway in front of `/storage/v1`). */
  apiUrl: string;
  serverKey: string;
  /** The configured buckets; `[storage.buckets.*]` of supabase/config.toml by default. */
  buckets?: BucketSettings[];
  log?: (line: string) => void;
};

/** How many uploads run at once, as the CLI's `supabase seed buckets` does. */
const CONCURRENCY = 5;

function headers(serverKey: string): Record<string, string> {
  return { apikey: serverKey, authorization: `Bearer ${serverKey}` };
}

function objectPath(bucket: string, name: string): string {
  return [bucket, ...name.split('/')].map(encodeURIComponent).join('/');
}

async function failure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: string; error?: string };
    return `${response.status} ${body.message ?? body.error ?? text}`;
  } catch {
    return `${response.status} ${text}`;
  }
}

/**
 * Whether the Storage API answers the service role at `apiUrl` (a stack is running there): it
 * reads the first configured bucket, which the migrations create.
 */
export async function storageIsReachable(
  apiUrl: string,
  serverKey: string,
  buckets: BucketSettings[] = readStorageBuckets(),
): Promise<boolean> {
  const bucket = buckets[0]?.name;
  if (!bucket) return false;
  try {
    const response = await fetch(`${apiUrl}/storage/v1/bucket/${encodeURIComponent(bucket)}`, {
      headers: headers(serverKey),
      signal: AbortSignal.timeout(2000),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Uploads every file under each configured bucket's `objects_path` into that bucket, at its path
 * relative to the folder: what `supabase start` and `supabase seed buckets` do with
 * `[storage.buckets.<name>] objects_path`. The uploads go through the stack's own Storage API as
 * the service role, overwriting what is there (`x-upsert`), so running it again is harmless.
 * The buckets must exist already (the migrations create them): a missing one is an error.
 */
export async function seedStorage(options: SeedStorageOptions): Promise<SeedObject[]> {
  const buckets = options.buckets ?? readStorageBuckets();
  const objects = seedObjects(buckets);
  const auth = headers(options.serverKey);
  for (const bucket of new Set(objects.map((object) => object.bucket))) {
    const response = await fetch(
      `${options.apiUrl}/storage/v1/bucket/${encodeURIComponent(bucket)}`,
      { headers: auth },
    );
    if (!response.ok) {
      throw new Error(
        `Cannot seed Storage bucket "${bucket}" ([storage.buckets.${bucket}] in supabase/config.toml): ` +
          `${await failure(response)}. The migrations create the buckets; add it to one.`,
      );
    }
    await response.body?.cancel();
  }

  const upload = async (object: SeedObject) => {
    const response = await fetch(
      `${options.apiUrl}/storage/v1/object/${objectPath(object.bucket, object.name)}`,
      {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': object.contentType,
          'cache-control': 'max-age=3600',
          'x-upsert': 'true',
        },
        body: readFileSync(object.file),
      },
    );
    if (!response.ok) {
      throw new Error(
        `Cannot upload ${object.file} to Storage as ${object.bucket}/${object.name}: ${await failure(response)}`,
      );
    }
    await response.body?.cancel();
  };
  const queue = [...objects];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let object = queue.shift(); object; object = queue.shift()) {
        await upload(object).catch((error) => {
          queue.length = 0; // the other workers stop after their current upload
          throw error;
        });
      }
    }),
  );

  if (objects.length > 0) {
    const names = [...new Set(objects.map((object) => object.bucket))].join(', ');
    options.log?.(`[storage] seeded ${objects.length} files into ${names}`);
  }
  return objects;
}
