import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MoveDirection,
  moveContentItem,
  type OrderedContent,
} from '../src/content-order/move-content-item.ts';
import { addFaq } from '../src/faqs/add-faq.ts';
import { deleteFaq } from '../src/faqs/delete-faq.ts';
import { listFaqs } from '../src/faqs/list-faqs.ts';
import { updateFaq } from '../src/faqs/update-faq.ts';
import { addMenuItem } from '../src/menu-items/add-menu-item.ts';
import { listMenuItems } from '../src/menu-items/list-menu-items.ts';
import { searchMenuItems } from '../src/menu-items/search-menu-items.ts';
import { updateMenuItem } from '../src/menu-items/update-menu-item.ts';
import { addOffer } from '../src/offers/add-offer.ts';
import { listOffers } from '../src/offers/list-offers.ts';
import { updateOffer } from '../src/offers/update-offer.ts';
import { type Client, closeSql, signInAsJana, signInAsReception, sql, visitor } from './support.ts';

// The manager's order of the menu, the offers and the FAQs: new items at the end, moves by the
// manager only, the site listing in that order, edits in place, and positions that
// stay 1..n without duplicates or gaps when two managers reorder, add and delete at once. Other
// suites add and delete content at the same time, so checks look at this suite's own items'
// relative order and at the whole list's positions.

let jana: Client;
let secondJana: Client;
let reception: Client;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  [jana, secondJana, reception] = await Promise.all([
    signInAsJana(),
    signInAsJana(),
    signInAsReception(),
  ]);
});
afterAll(closeSql);

/** Positions of a whole list are 1..n, each once. */
async function expectDenseOrder(list: OrderedContent) {
  const [row] = await sql<{ total: number; distinct_positions: number; last: number | null }>(
    `select count(*)::int as total, count(distinct position)::int as distinct_positions,
            max(position) as last
     from public.${list}`,
  );
  expect(row?.distinct_positions).toBe(row?.total);
  expect(row?.last ?? 0).toBe(row?.total);
}

async function positionsOf(list: OrderedContent, ids: string[]): Promise<Map<string, number>> {
  const rows = await sql<{ id: string; position: number }>(
    `select id, position from public.${list} where id = any($1)`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.position]));
}

/** The ids of `mine`, in the order `listed` has them. */
function orderOf(listed: { id: string }[], mine: string[]): string[] {
  return listed.map((item) => item.id).filter((id) => mine.includes(id));
}

async function addFaqs(count: number, label: string) {
  const faqs = [];
  for (let index = 0; index < count; index += 1) {
    faqs.push(
      await addFaq(jana, { question: { en: `${label} ${run} ${index}?` }, answer: { en: 'Yes.' } }),
    );
  }
  return faqs.map((faq) => faq.id);
}

/**
 * Three FAQs next to each other at the end of the list: one insert statement holds the list's lock
 * until it ends, so FAQs other suites add at the same time cannot come between them.
 */
async function addNeighbourFaqs(label: string): Promise<[string, string, string]> {
  const rows = await sql<{ id: string; position: number }>(
    `insert into public.faqs (question, answer)
     select jsonb_build_object('en', $1 || ' ' || n || '?'), '{"en": "Yes."}'
     from generate_series(1, 3) as n
     returning id, position`,
    [`${label} ${run}`],
  );
  const [first, second, third] = rows.sort((x, y) => x.position - y.position);
  if (!first || !second || !third) throw new Error('Three FAQs were not added');
  expect([second.position, third.position]).toEqual([first.position + 1, first.position + 2]);
  return [first.id, second.id, third.id];
}

describe('the order of menu items, offers and FAQs', () => {
  it('puts new items at the end, in the order added, and the site lists them so', async () => {
    const faqIds = await addFaqs(3, 'Order');
    expect(orderOf(await listFaqs(visitor()), faqIds)).toEqual(faqIds);

    const offerIds = [];
    for (const spend of [900, 100, 500]) {
      offerIds.push((await addOffer(jana, { spend: spend + 1, get: 7 })).id);
    }
    // Not by spend any more: the manager's order.
    expect(orderOf(await listOffers(visitor()), offerIds)).toEqual(offerIds);

    const menuIds = [];
    for (const name of ['Zaatar', 'Apple', 'Mango']) {
      menuIds.push((await addMenuItem(jana, { name: { en: `${name} ${run}` }, image: 'text' })).id);
    }
    expect(orderOf(await listMenuItems(visitor()), menuIds)).toEqual(menuIds);
    const page = await searchMenuItems(jana, { search: run, offset: 0, limit: 12 });
    expect(page.items.map((item) => item.id)).toEqual(menuIds);

    await Promise.all([
      expectDenseOrder('faqs'),
      expectDenseOrder('offers'),
      expectDenseOrder('menu_items'),
    ]);
  });

  it('moves an item up past its neighbour and down again; the site follows', async () => {
    const [first, second, third] = await addNeighbourFaqs('Move');
    const before = await positionsOf('faqs', [first, second, third]);

    const moved = await moveContentItem(jana, 'faqs', third, 'up');
    expect(moved).toBe((before.get(third) ?? 0) - 1);
    expect(orderOf(await listFaqs(visitor()), [first, second, third])).toEqual([
      first,
      third,
      second,
    ]);

    await moveContentItem(jana, 'faqs', first, 'down');
    expect(orderOf(await listFaqs(visitor()), [first, second, third])).toEqual([
      third,
      first,
      second,
    ]);
    await expectDenseOrder('faqs');
  });

  it('leaves the first item where it is when moved up', async () => {
    const [top] = await sql<{ id: string }>('select id from public.offers where position = 1');
    expect(await moveContentItem(jana, 'offers', top?.id ?? '', 'up')).toBe(1);
    expect(await positionsOf('offers', [top?.id ?? ''])).toEqual(new Map([[top?.id, 1]]));
  });

  it('refuses a move of an item that is gone (PT404) and a direction that is not up or down', async () => {
    await expect(moveContentItem(jana, 'faqs', randomUUID(), 'up')).rejects.toMatchObject({
      code: 'PT404',
    });
    const [faq] = await addFaqs(1, 'Sideways');
    await expect(
      moveContentItem(jana, 'faqs', faq ?? '', 'left' as MoveDirection),
    ).rejects.toMatchObject({ code: 'VN010' });
  });

  it('closes the gap a deleted item leaves', async () => {
    const [a, b, c] = (await addFaqs(3, 'Gap')) as [string, string, string];
    await deleteFaq(jana, b);
    await expectDenseOrder('faqs');
    expect(orderOf(await listFaqs(visitor()), [a, b, c])).toEqual([a, c]);
  });
});

describe('who may reorder and edit', () => {
  it.each([
    ['a visitor', () => visitor()],
    ['reception', () => reception],
  ])('%s cannot move an item, and nothing moves', async (_who, client) => {
    const [a, b] = (await addFaqs(2, 'Refused')) as [string, string];
    const before = await positionsOf('faqs', [a, b]);
    await expect(moveContentItem(client(), 'faqs', b, 'up')).rejects.toMatchObject({
      code: '42501',
    });
    expect(await positionsOf('faqs', [a, b])).toEqual(before);
  });

  it.each([
    ['a visitor', () => visitor()],
    ['reception', () => reception],
  ])('%s cannot edit a FAQ, an offer or a menu item', async (_who, client) => {
    // A visitor has no update privilege at all; reception's update matches no row it may edit.
    const refused = /no longer exists or you may not edit it|permission denied/;
    const faq = await addFaq(jana, { question: { en: `Kept ${run}?` }, answer: { en: 'Kept.' } });
    const offer = await addOffer(jana, { spend: 777, get: 77 });
    const item = await addMenuItem(jana, { name: { en: `Kept ${run}` }, image: 'text' });
    await expect(
      updateFaq(client(), faq.id, { question: { en: 'Changed?' }, answer: { en: 'Changed.' } }),
    ).rejects.toThrow(refused);
    await expect(updateOffer(client(), offer.id, { spend: 1, get: 1 })).rejects.toThrow(refused);
    await expect(
      updateMenuItem(client(), item.id, { name: { en: 'Changed' }, image: 'text' }),
    ).rejects.toThrow(refused);
    expect(await sql('select question from public.faqs where id = $1', [faq.id])).toEqual([
      { question: { en: `Kept ${run}?` } },
    ]);
    expect(await sql('select spend from public.offers where id = $1', [offer.id])).toEqual([
      { spend: 777 },
    ]);
    expect(await sql('select name from public.menu_items where id = $1', [item.id])).toEqual([
      { name: { en: `Kept ${run}` } },
    ]);
  });

  it('the manager edits in place: the values change, the place stays', async () => {
    const faq = await addFaq(jana, {
      question: { en: `Parking ${run}?` },
      answer: { en: 'Behind.' },
    });
    const edited = await updateFaq(jana, faq.id, {
      question: { en: `Where to park ${run}?`, ar: `أين نركن ${run}؟` },
      answer: { en: 'Behind the building.', ar: 'خلف المبنى.' },
    });
    expect(edited).toMatchObject({
      id: faq.id,
      question: { en: `Where to park ${run}?`, ar: `أين نركن ${run}؟` },
      answer: { en: 'Behind the building.', ar: 'خلف المبنى.' },
    });
    expect(edited.position).toBe(faq.position);

    const offer = await addOffer(jana, { spend: 321, get: 32 });
    expect(await updateOffer(jana, offer.id, { spend: 320, get: 40 })).toMatchObject({
      id: offer.id,
      spend: 320,
      get: 40,
      position: offer.position,
    });

    const item = await addMenuItem(jana, { name: { en: `Tea ${run}` }, image: 'text' });
    expect(
      await updateMenuItem(jana, item.id, {
        name: { en: `Mint tea ${run}`, ar: `شاي بالنعناع ${run}` },
        image: 'Fresh mint',
      }),
    ).toMatchObject({
      id: item.id,
      name: { en: `Mint tea ${run}`, ar: `شاي بالنعناع ${run}` },
      image: 'Fresh mint',
      position: item.position,
    });
  });

  it('the database refuses an edit the form would refuse (a zero spend, a blank answer)', async () => {
    const offer = await addOffer(jana, { spend: 55, get: 5 });
    await expect(updateOffer(jana, offer.id, { spend: 0, get: 5 })).rejects.toMatchObject({
      code: '23514',
    });
    const faq = await addFaq(jana, { question: { en: `Blank ${run}?` }, answer: { en: 'No.' } });
    await expect(
      updateFaq(jana, faq.id, { question: { en: 'Q?' }, answer: { en: '' } }),
    ).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('nobody writes a position directly, not even the manager: only the functions move items', async () => {
    const faq = await addFaq(jana, { question: { en: `Direct ${run}?` }, answer: { en: 'No.' } });
    const update = await jana.from('faqs').update({ position: 1 }).eq('id', faq.id).select('id');
    expect(update.error?.code).toBe('42501');
    const insert = await jana
      .from('faqs')
      .insert({ question: { en: `Placed ${run}?` }, answer: { en: 'No.' }, position: 1 });
    expect(insert.error?.code).toBe('42501');
    await expectDenseOrder('faqs');
  });
});

describe('two managers reordering at once', () => {
  it.each(['faqs', 'offers', 'menu_items'] as const)(
    '%s: 30 moves, adds and deletes at once leave positions 1..n',
    async (list) => {
      const add = async (client: Client, index: number) => {
        if (list === 'faqs') {
          return (
            await addFaq(client, {
              question: { en: `Race ${run} ${index}?` },
              answer: { en: 'Yes.' },
            })
          ).id;
        }
        if (list === 'offers') return (await addOffer(client, { spend: 600 + index, get: 1 })).id;
        return (await addMenuItem(client, { name: { en: `Race ${run} ${index}` }, image: 'text' }))
          .id;
      };
      const remove = (client: Client, id: string) =>
        client
          .from(list)
          .delete()
          .eq('id', id)
          .then((result) => {
            if (result.error) throw result.error;
          });

      const mine: string[] = [];
      for (let index = 0; index < 8; index += 1) mine.push(await add(jana, index));
      const managers = [jana, secondJana];
      const [firstGone, secondGone] = mine.slice(-2);
      const stays = mine.slice(0, -2);

      const results = await Promise.allSettled([
        ...Array.from({ length: 30 }, (_, index) =>
          moveContentItem(
            managers[index % 2] as Client,
            list,
            stays[index % stays.length] as string,
            index % 3 === 0 ? 'down' : 'up',
          ),
        ),
        add(jana, 100),
        add(secondJana, 101),
        remove(jana, firstGone as string),
        remove(secondJana, secondGone as string),
      ]);
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason] : [],
      );
      expect(failures).toEqual([]);
      await expectDenseOrder(list);
    },
  );
});
