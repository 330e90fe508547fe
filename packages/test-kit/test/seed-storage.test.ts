import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_URL_SETTING } from '@venue/local-stack/database';
import { supabaseDir } from '@venue/local-stack/paths';
import { type SeedObject, seedObjects, seedStorage } from '@venue/local-stack/seed-storage';
import { readStorageBuckets } from '@venue/local-stack/supabase-config';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const objects = seedObjects();

let db: pg.Pool;

beforeAll(() => {
  db = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
});

afterAll(async () => {
  await db.end();
});

function publicUrl(object: SeedObject): string {
  return `${stack.apiUrl}/storage/v1/object/public/${object.bucket}/${object.name}`;
}

type Row = { bucket_id: string; name: string; version: string; metadata: Record<string, unknown> };

async function seededRows(): Promise<Row[]> {
  const { rows } = await db.query<Row>(
    `select bucket_id, name, version, metadata from storage.objects
     where bucket_id = any($1) order by bucket_id, name`,
    [[...new Set(objects.map((object) => object.bucket))]],
  );
  return rows;
}

describe('config.toml storage buckets', () => {
  it('point menu-images and zone-media at their folders under supabase/seed/storage', () => {
    const buckets = readStorageBuckets();
    expect(buckets).toEqual(
      expect.arrayContaining([
        {
          name: 'menu-images',
          public: true,
          fileSizeLimit: 5 * 1024 ** 2,
          allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
          objectsPath: join(supabaseDir, 'seed', 'storage', 'menu-images'),
        },
        expect.objectContaining({
          name: 'zone-media',
          public: true,
          fileSizeLimit: 50 * 1024 ** 2,
          objectsPath: join(supabaseDir, 'seed', 'storage', 'zone-media'),
        }),
      ]),
    );
  });

  it('hold the images the seed refers to', () => {
    expect(objects.map((object) => `${object.bucket}/${object.name}`)).toEqual(
      expect.arrayContaining([
        'menu-images/espresso.jpg',
        'menu-images/chocolate-brownie.jpg',
        'zone-media/bowling/main.jpg',
        'zone-media/vr/headsets.jpg',
        'zone-media/cafe/lounge.jpg',
      ]),
    );
  });
});

describe('seeded Storage objects', () => {
  it.each(objects.map((object) => [`${object.bucket}/${object.name}`, object] as const))(
    '%s is downloadable anonymously from its public URL, byte for byte',
    async (_, object) => {
      const response = await fetch(publicUrl(object));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(object.contentType);
      const body = Buffer.from(await response.arrayBuffer());
      const onDisk = readFileSync(object.file);
      expect(body.length).toBe(onDisk.length);
      expect(body.equals(onDisk)).toBe(true);
    },
  );

  it('each has its storage.objects row, as an upload leaves it', async () => {
    const rows = await seededRows();
    expect(rows.map((row) => `${row.bucket_id}/${row.name}`)).toEqual(
      objects.map((object) => `${object.bucket}/${object.name}`).sort(),
    );
    for (const object of objects) {
      const row = rows.find((r) => r.bucket_id === object.bucket && r.name === object.name);
      const bytes = readFileSync(object.file);
      expect(row?.metadata).toMatchObject({
        size: bytes.length,
        mimetype: object.contentType,
        cacheControl: 'max-age=3600',
        eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      });
    }
  });

  it('uploads again on the next seed without duplicating anything', async () => {
    const before = await seededRows();
    await seedStorage({ apiUrl: stack.apiUrl, serverKey: stack.serverKey });
    const after = await seededRows();
    expect(after.map((row) => `${row.bucket_id}/${row.name}`)).toEqual(
      before.map((row) => `${row.bucket_id}/${row.name}`),
    );
    const first = objects[0];
    if (!first) throw new Error('no seed objects');
    const response = await fetch(publicUrl(first));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(first.file))).toBe(true);
  });

  it('refuses to seed a configured bucket that the migrations did not create', async () => {
    const [menu] = readStorageBuckets();
    if (!menu) throw new Error('no configured buckets');
    await expect(
      seedStorage({
        apiUrl: stack.apiUrl,
        serverKey: stack.serverKey,
        buckets: [{ ...menu, name: 'no-such-bucket' }],
      }),
    ).rejects.toThrow(/"no-such-bucket".*Bucket not found.*migrations create the buckets/s);
  });
});

describe('venue.api_url', () => {
  it("is the stack's API URL in every new database session, for the seed to build URLs with", async () => {
    const { rows } = await db.query<{ value: string }>(
      'select current_setting($1, true) as value',
      [API_URL_SETTING],
    );
    expect(rows[0]?.value).toBe(stack.apiUrl);
  });
});
