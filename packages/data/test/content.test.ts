import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { listFaqs } from '../src/faqs/list-faqs.ts';
import { listMenuItems } from '../src/menu/list-menu-items.ts';
import { listOffers } from '../src/offers/list-offers.ts';
import { listZoneMedia } from '../src/zone-media/list-zone-media.ts';
import { closeSql, service, visitor } from './support.ts';

// What the public pages read, as a visitor reads it. Other files add and delete content in the
// same database, so each test looks at its own rows and at the order, never at the whole list.

const cleanups: (() => PromiseLike<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await closeSql();
});

async function insertRows<Table extends 'menu_items' | 'offers' | 'faqs' | 'zone_media'>(
  table: Table,
  rows: Record<string, unknown>[],
): Promise<string[]> {
  const { data, error } = await service()
    .from(table)
    .insert(rows as never)
    .select('id');
  if (error) throw new Error(`Could not insert ${table} fixtures: ${error.message}`);
  const ids = (data as { id: string }[]).map((row) => row.id);
  cleanups.push(() => service().from(table).delete().in('id', ids));
  return ids;
}

describe('public content reads', () => {
  it('a visitor reads the cafe menu oldest item first, images and text values alike', async () => {
    const marker = randomUUID();
    await insertRows('menu_items', [
      { name: `Later ${marker}`, image: 'Text instead', created_at: '2001-01-02T00:00:00Z' },
      {
        name: `Earlier ${marker}`,
        image: 'https://cdn.example/a.jpg',
        created_at: '2001-01-01T00:00:00Z',
      },
    ]);

    const items = await listMenuItems(visitor());

    const mine = items.filter((item) => item.name.endsWith(marker));
    expect(mine).toEqual([
      { id: expect.any(String), name: `Earlier ${marker}`, image: 'https://cdn.example/a.jpg' },
      { id: expect.any(String), name: `Later ${marker}`, image: 'Text instead' },
    ]);
    expect(items[0]?.name).toBe(`Earlier ${marker}`);
  });

  it('a visitor reads the offers smallest spend first', async () => {
    await insertRows('offers', [
      { spend: 999_001, get: 2 },
      { spend: 999_000, get: 1 },
    ]);

    const offers = await listOffers(visitor());

    const spends = offers.map((offer) => offer.spend);
    expect(spends).toEqual([...spends].sort((a, b) => a - b));
    expect(offers.filter((offer) => offer.spend >= 999_000)).toEqual([
      { id: expect.any(String), spend: 999_000, get: 1 },
      { id: expect.any(String), spend: 999_001, get: 2 },
    ]);
  });

  it('a visitor reads the FAQs in the order the manager added them', async () => {
    const marker = randomUUID();
    await insertRows('faqs', [
      { question: `Second ${marker}?`, answer: 'B.', created_at: '2001-01-02T00:00:00Z' },
      { question: `First ${marker}?`, answer: 'A.', created_at: '2001-01-01T00:00:00Z' },
    ]);

    const faqs = await listFaqs(visitor());

    expect(faqs.filter((faq) => faq.question.includes(marker)).map((faq) => faq.question)).toEqual([
      `First ${marker}?`,
      `Second ${marker}?`,
    ]);
  });

  it("a visitor reads each zone's main image, images and videos, sorted into its gallery", async () => {
    const marker = randomUUID();
    await insertRows('zone_media', [
      { zone: 'cafe', kind: 'video', url: `https://cdn.example/${marker}.mp4`, name: marker },
      { zone: 'cafe', kind: 'image', url: `https://cdn.example/${marker}.jpg`, name: marker },
    ]);

    const galleries = await listZoneMedia(visitor());

    expect(Object.keys(galleries).sort()).toEqual(['bowling', 'cafe', 'vr']);
    expect(galleries.cafe.videos.filter((entry) => entry.name === marker)).toEqual([
      expect.objectContaining({
        zone: 'cafe',
        kind: 'video',
        url: `https://cdn.example/${marker}.mp4`,
      }),
    ]);
    expect(galleries.cafe.images.filter((entry) => entry.name === marker)).toHaveLength(1);
    expect(
      galleries.vr.images.every((entry) => entry.zone === 'vr' && entry.kind === 'image'),
    ).toBe(true);
  });
});
