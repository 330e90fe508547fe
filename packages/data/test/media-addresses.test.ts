/**
 * Pictures come only from https: addresses (or the stack's own Storage): the database refuses a
 * menu image or gallery address of another kind from the manager herself, writing nothing, and
 * gives every value the same verdict as packages/domain's media-addresses.ts.
 */
import { randomUUID } from 'node:crypto';
import { isMediaAddress, isMenuImage } from '@venue/domain/media-addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMenuItem } from '../src/menu-items/add-menu-item.ts';
import { deleteMenuItem } from '../src/menu-items/delete-menu-item.ts';
import { updateMenuItem } from '../src/menu-items/update-menu-item.ts';
import { addZoneMedia } from '../src/zone-media/add-zone-media.ts';
import { deleteZoneMedia } from '../src/zone-media/delete-zone-media.ts';
import { type Client, closeSql, service, signInAsJana, sql } from './support.ts';

const run = randomUUID().slice(0, 8);
let jana: Client;

beforeAll(async () => {
  jana = await signInAsJana();
});
afterAll(closeSql);

const refused = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'http://cdn.example.com/latte.jpg',
  'http://evil.example/storage/v1/object/public/menu-images/latte.jpg',
  'https://cdn.example.com/latte jpg',
  'vbscript:msgbox(1)',
];

/** The address Storage gives an upload to the bucket (https on a hosted project). */
const uploadedAddress = (bucket: string, path: string) =>
  service().storage.from(bucket).getPublicUrl(path).data.publicUrl;

describe('menu images', () => {
  it.each(refused)('%s is refused from the manager, and nothing is written', async (image) => {
    const name = `Forged ${run} ${randomUUID().slice(0, 4)}`;
    const saving = addMenuItem(jana, { name: { en: name }, image });
    await expect(saving).rejects.toMatchObject({ code: '23514' });
    expect(await sql("select 1 from public.menu_items where name->>'en' = $1", [name])).toEqual([]);
  });

  it('an item cannot be changed to such an image either, and keeps its own', async () => {
    const item = await addMenuItem(jana, { name: { en: `Kept ${run}` }, image: 'Fresh mint' });
    const changing = updateMenuItem(jana, item.id, { name: item.name, image: 'data:text/html,x' });
    await expect(changing).rejects.toMatchObject({ code: '23514' });
    const [row] = await sql<{ image: string }>(
      'select image from public.menu_items where id = $1',
      [item.id],
    );
    expect(row?.image).toBe('Fresh mint');
    await deleteMenuItem(jana, item);
  });

  it.each([
    ['an https address', 'https://cdn.example.com/latte.jpg'],
    ['an uploaded image', uploadedAddress('menu-images', `${run}/latte.jpg`)],
    ['text shown instead', 'Lemon & mint'],
  ])('%s is taken', async (_, image) => {
    const item = await addMenuItem(jana, {
      name: { ar: `مأخوذ ${run} ${randomUUID().slice(0, 4)}` },
      image,
    });
    expect(item.image).toBe(image);
    await deleteMenuItem(jana, item);
  });
});

describe('zone media', () => {
  const media = (url: string) => ({
    zone: 'cafe' as const,
    kind: 'image' as const,
    url,
    storagePath: `cafe/${run}/corner.png`,
    name: { en: `corner ${run}.png` },
  });

  it.each(refused)('%s is refused from the manager, and nothing is written', async (url) => {
    await expect(addZoneMedia(jana, media(url))).rejects.toMatchObject({ code: '23514' });
    expect(await sql('select 1 from public.zone_media where url = $1', [url])).toEqual([]);
  });

  it('an uploaded file and an https address are taken; text is no address', async () => {
    for (const url of [
      uploadedAddress('zone-media', `cafe/${run}/a.png`),
      'https://x.example/a.png',
    ]) {
      const added = await addZoneMedia(jana, media(url));
      expect(added.url).toBe(url);
      await deleteZoneMedia(jana, added);
    }
    await expect(addZoneMedia(jana, media('Lemon & mint'))).rejects.toMatchObject({
      code: '23514',
    });
  });
});

it('the domain and the database give every value the same verdict', async () => {
  const values = [
    ...refused,
    'https://cdn.example.com/latte.jpg?w=640#top',
    'https://',
    'HTTPS://cdn.example.com/latte.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/menu-images/a.jpg',
    'http://localhost/storage/v1/object/public/zone-media/a.jpg',
    'http://127.0.0.1:54321/rest/v1/menu_items',
    'Lemon & mint',
    'Note: served hot',
    'ليمون ونعناع',
    'httpie',
    'mailto:jana@example.com',
  ];
  const rows = await sql<{ value: string; media: boolean; menu: boolean }>(
    `select v as value, private.is_media_address(v) as media, private.is_menu_image(v) as menu
     from unnest($1::text[]) as v`,
    [values],
  );
  expect(rows).toHaveLength(values.length);
  for (const row of rows) {
    expect(row.media, `media address ${row.value}`).toBe(isMediaAddress(row.value));
    expect(row.menu, `menu image ${row.value}`).toBe(isMenuImage(row.value));
  }
});
