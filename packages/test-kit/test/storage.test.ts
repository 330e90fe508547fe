import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '@venue/local-stack/jwt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from '../src/clients.ts';

const stack = inject('stack');
const IMAGES = 'stack-images';
const PRIVATE = 'stack-private';

// A 1x1 PNG, and a different one (so a replaced object can be told from the original).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const OTHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let db: pg.Pool;
let objectsDir: string;
let anon: SupabaseClient;
let service: SupabaseClient;
let jana: SupabaseClient;
let reception: SupabaseClient;
let janaId: string;

beforeAll(async () => {
  db = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  // The stack keeps objects in `<dataDir>/storage`, beside the cluster in `<dataDir>/postgres`.
  const { rows } = await db.query<{ data_directory: string }>('show data_directory');
  objectsDir = join(dirname(rows[0]?.data_directory ?? ''), 'storage');
  anon = anonClient(stack);
  service = serviceClient(stack);
  jana = await signedInClient(stack, 'jana@example.com', 'jana-demo-123');
  reception = await signedInClient(stack, 'reception@example.com', 'reception-demo-123');
  const { data } = await jana.auth.getUser();
  janaId = data.user?.id ?? '';
});

afterAll(async () => {
  await db.end();
});

/** A key no other test uses, so test files and tests can run side by side. */
function uniqueKey(label: string, extension = 'png'): string {
  return `tests/${label}-${randomUUID()}.${extension}`;
}

type StoredRow = {
  id: string;
  version: string;
  owner: string | null;
  metadata: { mimetype: string; size: number; cacheControl: string; eTag: string };
};

async function rowsOf(bucket: string, name: string): Promise<StoredRow[]> {
  const { rows } = await db.query<StoredRow>(
    'select id, version, owner, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows;
}

/** The files kept for a key: one per stored version (none when nothing was written). */
function filesOf(bucket: string, name: string): string[] {
  const folder = join(objectsDir, bucket, ...name.split('/'));
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function bytesOf(blob: Blob | null): Promise<Buffer> {
  if (!blob) throw new Error('No content');
  return Buffer.from(await blob.arrayBuffer());
}

/** A request with its path exactly as written (fetch would tidy it up first). */
function rawRequest(method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(stack.apiUrl);
    const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
        }),
      );
    });
    req.on('error', reject);
    req.end(PNG);
  });
}

async function accessTokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('The client has no session');
  return data.session.access_token;
}

describe('uploads go through the storage policies, as the caller', () => {
  it('jana uploads a PNG that anyone can then download, publicly and through the API', async () => {
    const key = uniqueKey('jana-upload');
    const { data, error } = await jana.storage
      .from(IMAGES)
      .upload(key, PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    const [row] = await rowsOf(IMAGES, key);
    expect(data).toEqual({ id: row?.id, path: key, fullPath: `${IMAGES}/${key}` });
    expect(row?.owner).toBe(janaId);
    expect(row?.metadata).toMatchObject({
      mimetype: 'image/png',
      size: PNG.length,
      cacheControl: 'max-age=3600',
    });
    expect(filesOf(IMAGES, key)).toEqual([row?.version]);

    const { publicUrl } = anon.storage.from(IMAGES).getPublicUrl(key).data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(PNG.length));
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('etag')).toBe(row?.metadata.eTag);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);

    const downloaded = await anon.storage.from(IMAGES).download(key);
    expect(downloaded.error).toBeNull();
    expect(await bytesOf(downloaded.data)).toEqual(PNG);
  });

  it('a Blob is sent as a form and keeps its type and cache time', async () => {
    const key = uniqueKey('jana-form');
    const { error } = await jana.storage
      .from(IMAGES)
      .upload(key, new Blob([PNG], { type: 'image/png' }), { cacheControl: '60' });
    expect(error).toBeNull();
    const response = await fetch(anon.storage.from(IMAGES).getPublicUrl(key).data.publicUrl);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(PNG.length));
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('a second upload to the same key is a duplicate unless it is an upsert, which replaces it', async () => {
    const key = uniqueKey('jana-upsert');
    const first = await jana.storage.from(IMAGES).upload(key, PNG, { contentType: 'image/png' });
    expect(first.error).toBeNull();
    const [before] = await rowsOf(IMAGES, key);

    const duplicate = await jana.storage
      .from(IMAGES)
      .upload(key, OTHER_PNG, { contentType: 'image/png' });
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await bytesOf((await anon.storage.from(IMAGES).download(key)).data)).toEqual(PNG);

    const upsert = await jana.storage
      .from(IMAGES)
      .upload(key, OTHER_PNG, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
    const [after] = await rowsOf(IMAGES, key);
    expect(after?.id).toBe(before?.id);
    expect(after?.version).not.toBe(before?.version);
    expect(filesOf(IMAGES, key)).toEqual([after?.version]);
    expect(await bytesOf((await anon.storage.from(IMAGES).download(key)).data)).toEqual(OTHER_PNG);
  });

  it('update replaces the content of an existing object', async () => {
    const key = uniqueKey('jana-update');
    await jana.storage.from(IMAGES).upload(key, PNG, { contentType: 'image/png' });
    const { data, error } = await jana.storage
      .from(IMAGES)
      .update(key, OTHER_PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data?.path).toBe(key);
    expect(await bytesOf((await anon.storage.from(IMAGES).download(key)).data)).toEqual(OTHER_PNG);
    expect(await rowsOf(IMAGES, key)).toHaveLength(1);
  });

  it('reception may not upload: refused by the policy, with no row and no file left', async () => {
    const key = uniqueKey('reception-upload');
    const { data, error } = await reception.storage
      .from(IMAGES)
      .upload(key, PNG, { contentType: 'image/png' });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(await rowsOf(IMAGES, key)).toEqual([]);
    expect(filesOf(IMAGES, key)).toEqual([]);
  });

  it('a visitor may not upload either', async () => {
    const key = uniqueKey('anon-upload');
    const { error } = await anon.storage
      .from(IMAGES)
      .upload(key, PNG, { contentType: 'image/png' });
    expect(error).toMatchObject({
      statusCode: '403',
      message: expect.stringMatching(/row-level security/),
    });
    expect(await rowsOf(IMAGES, key)).toEqual([]);
    expect(filesOf(IMAGES, key)).toEqual([]);
  });

  it('a type the bucket does not allow is refused with 415 and nothing is written', async () => {
    const key = uniqueKey('jana-text', 'txt');
    const { error } = await jana.storage
      .from(IMAGES)
      .upload(key, 'not an image', { contentType: 'text/plain' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    expect(await rowsOf(IMAGES, key)).toEqual([]);
    expect(filesOf(IMAGES, key)).toEqual([]);
  });

  it('a file over the bucket limit (1 MiB) is refused with 413 and nothing is written', async () => {
    const key = uniqueKey('jana-large');
    const large = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const { error } = await jana.storage
      .from(IMAGES)
      .upload(key, large, { contentType: 'image/png' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(await rowsOf(IMAGES, key)).toEqual([]);
    expect(filesOf(IMAGES, key)).toEqual([]);
  });

  it("the bucket's limits answer before the policy, as hosted: reception gets 415 and 413", async () => {
    const text = uniqueKey('reception-text', 'txt');
    const wrongType = await reception.storage
      .from(IMAGES)
      .upload(text, 'not an image', { contentType: 'text/plain' });
    expect(wrongType.error).toMatchObject({ statusCode: '415' });
    const big = uniqueKey('reception-large');
    const tooLarge = await reception.storage
      .from(IMAGES)
      .upload(big, Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), { contentType: 'image/png' });
    expect(tooLarge.error).toMatchObject({ statusCode: '413' });
    for (const key of [text, big]) {
      expect(await rowsOf(IMAGES, key)).toEqual([]);
      expect(filesOf(IMAGES, key)).toEqual([]);
    }
  });

  it('an upload to a bucket that does not exist is refused', async () => {
    const { error } = await jana.storage
      .from('stack-missing')
      .upload('a.png', PNG, { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('keys that would leave the bucket folder are refused', async () => {
    const token = await accessTokenOf(jana);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'image/png' };
    // Plain `..` segments are resolved by URL parsing before any route sees them; encoded
    // slashes are not, and decode into a key with `..` segments.
    for (const path of [
      `/storage/v1/object/${IMAGES}/tests/..%2F..%2F..%2Fescape.png`,
      `/storage/v1/object/${IMAGES}/tests//double.png`,
    ]) {
      const { status, body } = await rawRequest('POST', path, headers);
      expect(status).toBe(400);
      expect(body).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    expect(existsSync(join(objectsDir, 'escape.png'))).toBe(false);
    expect(existsSync(join(dirname(objectsDir), 'escape.png'))).toBe(false);
  });
});

describe('removing', () => {
  it('reception removes nothing; jana removes the object and its file', async () => {
    const key = uniqueKey('remove');
    await jana.storage.from(IMAGES).upload(key, PNG, { contentType: 'image/png' });
    const [row] = await rowsOf(IMAGES, key);

    const refused = await reception.storage.from(IMAGES).remove([key]);
    expect(refused).toEqual({ data: [], error: null });
    expect(await rowsOf(IMAGES, key)).toHaveLength(1);
    expect(filesOf(IMAGES, key)).toEqual([row?.version]);

    const removed = await jana.storage.from(IMAGES).remove([key]);
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([
      expect.objectContaining({ name: key, bucket_id: IMAGES, id: row?.id }),
    ]);
    expect(await rowsOf(IMAGES, key)).toEqual([]);
    expect(filesOf(IMAGES, key)).toEqual([]);

    expect((await anon.storage.from(IMAGES).exists(key)).data).toBe(false);
    const gone = await fetch(anon.storage.from(IMAGES).getPublicUrl(key).data.publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});

describe('private buckets and tokens', () => {
  it("a private bucket's object is served only to a caller its policies let read it", async () => {
    const key = uniqueKey('private', 'txt');
    const uploaded = await service.storage
      .from(PRIVATE)
      .upload(key, 'for jana only', { contentType: 'text/plain' });
    expect(uploaded.error).toBeNull();

    const publicResponse = await fetch(anon.storage.from(PRIVATE).getPublicUrl(key).data.publicUrl);
    expect(publicResponse.status).toBe(400);
    expect(await publicResponse.json()).toMatchObject({
      statusCode: '404',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
    const asVisitor = await anon.storage.from(PRIVATE).download(key);
    expect(asVisitor.error).toMatchObject({ status: 400 });
    const asReception = await reception.storage.from(PRIVATE).download(key);
    expect(asReception.error).toMatchObject({ status: 400 });

    const asJana = await jana.storage.from(PRIVATE).download(key);
    expect(asJana.error).toBeNull();
    expect((await bytesOf(asJana.data)).toString()).toBe('for jana only');
  });

  it('a request without a token, or with a forged one, is refused as Storage refuses it', async () => {
    const url = `${stack.apiUrl}/storage/v1/object/list/${IMAGES}`;
    const body = JSON.stringify({ prefix: '' });
    const missing = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      statusCode: '400',
      message: "headers must have required property 'authorization'",
    });

    const forged = await signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      'a-different-secret-that-is-at-least-32-characters',
    );
    const refused = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${forged}` },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'signature verification failed',
    });
  });
});

describe('buckets', () => {
  it('a bucket is read as the caller; the stack offers no bucket writes (the migrations make them)', async () => {
    const fetched = await service.storage.getBucket(IMAGES);
    expect(fetched.error).toBeNull();
    expect(fetched.data).toMatchObject({ id: IMAGES, public: true });
    const created = await service.storage.createBucket(`stack-new-${randomUUID().slice(0, 8)}`);
    expect(created.error).toMatchObject({ statusCode: '501' });
    expect(created.error?.message).toMatch(
      /^POST:\/bucket is not implemented by the local storage/,
    );
  });
});
