import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { listFaqs } from '../src/faqs/list-faqs.ts';
import { listMenuItems } from '../src/menu-items/list-menu-items.ts';
import { listOffers } from '../src/offers/list-offers.ts';
import { listZoneMedia } from '../src/zone-media/list-zone-media.ts';
import { closeSql, service, visitor } from './support.ts';

// What the public pages read, as a visitor reads it. Other files add and delete content in the
// same database, so each test looks at its own rows and at the order, never at the whole list.

type ContentTable = 'menu_items' | 'offers' | 'faqs' | 'zone_media';

const cleanups: (() => PromiseLike<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await closeSql();
});

/** Fails the test when a fixture insert failed; otherwise deletes the rows once the file is done. */
function removeLater(
  table: ContentTable,
  result: { data: { id: string }[] | null; error: { message: string } | null },
) {
  if (result.error) throw new Error(`Could not insert ${table} fixtures: ${result.error.message}`);
  const ids = (result.data ?? []).map((row) => row.id);
  cleanups.push(() => service().from(table).delete().in('id', ids));
  return ids;
}

describe('public content reads', () => {
  it("a visitor reads the cafe menu in the manager's order, images and text values alike", async () => {
    const marker = randomUUID();
    removeLater(
      'menu_items',
      await service()
        .from('menu_items')
        .insert([
          {
            name: { en: `Placed first ${marker}` },
            image: 'Text instead',
            created_at: '2001-01-02T00:00:00Z',
          },
          {
            name: { en: `Placed second ${marker}`, ar: `الثاني ${marker}` },
            image: 'https://cdn.example/a.jpg',
            created_at: '2001-01-01T00:00:00Z',
          },
        ])
        .select('id'),
    );

    const items = await listMenuItems(visitor());

    // The order is the items' positions (new ones last), not their age. Items written without a
    // price, description or category read as none, none and food.
    const unpriced = { price: null, description: null, category: 'food', own_category: null };
    expect(items.filter((item) => item.name.en?.endsWith(marker))).toEqual([
      {
        id: expect.any(String),
        name: { en: `Placed first ${marker}` },
        image: 'Text instead',
        ...unpriced,
      },
      {
        id: expect.any(String),
        name: { en: `Placed second ${marker}`, ar: `الثاني ${marker}` },
        image: 'https://cdn.example/a.jpg',
        ...unpriced,
      },
    ]);
  });

  it("a visitor reads the offers in the manager's order, not by spend", async () => {
    // Other files insert offers at the same time: this test looks at its own rows by id.
    const ids = removeLater(
      'offers',
      await service()
        .from('offers')
        .insert([
          { spend: 999_001, get: 2 },
          { spend: 999_000, get: 1 },
        ])
        .select('id'),
    );

    const offers = await listOffers(visitor());

    const positions = offers.map((offer) => offer.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(offers.filter((offer) => ids.includes(offer.id))).toMatchObject([
      { spend: 999_001, get: 2 },
      { spend: 999_000, get: 1 },
    ]);
  });

  it("a visitor reads the FAQs in the manager's order, not by age", async () => {
    const marker = randomUUID();
    removeLater(
      'faqs',
      await service()
        .from('faqs')
        .insert([
          {
            question: { en: `Second ${marker}?`, ar: `الثاني ${marker}؟` },
            answer: { en: 'B.', ar: 'ب.' },
            created_at: '2001-01-02T00:00:00Z',
          },
          {
            question: { en: `First ${marker}?` },
            answer: { en: 'A.' },
            created_at: '2001-01-01T00:00:00Z',
          },
        ])
        .select('id'),
    );

    const faqs = await listFaqs(visitor());

    // Both languages reach a visitor, as the manager wrote them.
    expect(
      faqs.filter((faq) => faq.question.en?.includes(marker)).map((faq) => faq.question),
    ).toEqual([{ en: `Second ${marker}?`, ar: `الثاني ${marker}؟` }, { en: `First ${marker}?` }]);
  });

  it("a visitor reads each zone's main image, images and videos, sorted into its gallery", async () => {
    const marker = randomUUID();
    removeLater(
      'zone_media',
      await service()
        .from('zone_media')
        .insert([
          {
            zone: 'cafe',
            kind: 'video',
            url: `https://cdn.example/${marker}.mp4`,
            name: { en: marker, ar: `فيديو ${marker}` },
          },
          {
            zone: 'cafe',
            kind: 'image',
            url: `https://cdn.example/${marker}.jpg`,
            name: { en: marker },
          },
        ])
        .select('id'),
    );

    const galleries = await listZoneMedia(visitor());

    expect(Object.keys(galleries).sort()).toEqual(['bowling', 'cafe', 'vr']);
    // Both languages of a name reach a visitor, as the manager wrote them.
    expect(galleries.cafe.videos.filter((entry) => entry.name.en === marker)).toEqual([
      expect.objectContaining({
        zone: 'cafe',
        kind: 'video',
        url: `https://cdn.example/${marker}.mp4`,
        name: { en: marker, ar: `فيديو ${marker}` },
      }),
    ]);
    expect(galleries.cafe.images.filter((entry) => entry.name.en === marker)).toHaveLength(1);
    expect(
      galleries.vr.images.every((entry) => entry.zone === 'vr' && entry.kind === 'image'),
    ).toBe(true);
  });
});
