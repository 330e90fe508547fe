import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMenuItem } from '../src/menu-items/add-menu-item.ts';
import { listMenuItems } from '../src/menu-items/list-menu-items.ts';
import { updateMenuItem } from '../src/menu-items/update-menu-item.ts';
import {
  type Client,
  closeSql,
  service,
  signInAsJana,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// Menu prices, descriptions and categories, in each language: what the manager writes and every
// visitor reads, the checks that mirror packages/domain's menu item form, and the refused writes
// of a visitor and of reception (nothing changes).

let jana: Client;
let reception: Client;
const run = randomUUID().slice(0, 8);
const made: string[] = [];

beforeAll(async () => {
  [jana, reception] = await Promise.all([signInAsJana(), signInAsReception()]);
});
afterAll(async () => {
  await sql('delete from public.menu_items where id = any($1::uuid[])', [made]);
  await closeSql();
});

const mintTea = { en: `Mint tea ${run}`, ar: `شاي بالنعناع ${run}` };
const freshMint = { en: 'Fresh mint.', ar: 'نعناع طازج.' };

async function fixture(values: Record<string, unknown> = {}): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.menu_items (name, image, price, description, category, own_category)
     values ($1, 'Tea in a glass', $2, $3, $4, $5) returning id`,
    [
      mintTea,
      values.price ?? 9.5,
      values.description ?? freshMint,
      values.own_category ? null : (values.category ?? 'drinks'),
      values.own_category ?? null,
    ],
  );
  made.push(row?.id as string);
  return row?.id as string;
}

async function stored(id: string) {
  const [row] = await sql<{
    name: unknown;
    price: string | null;
    description: unknown;
    category: string | null;
    own_category: unknown;
  }>(
    'select name, price::text, description, category, own_category from public.menu_items where id = $1',
    [id],
  );
  return row;
}

const untouched = {
  name: mintTea,
  price: '9.5',
  description: freshMint,
  category: 'drinks',
  own_category: null,
};

describe('menu prices and categories', () => {
  it('the manager adds and edits a price, description and category; a visitor reads them', async () => {
    const item = await addMenuItem(jana, {
      name: { en: `Sahlab ${run}`, ar: `سحلب ${run}` },
      image: 'Warm milk pudding',
      price: 14.5,
      description: { en: 'With cinnamon and nuts.', ar: 'بالقرفة والمكسرات.' },
      category: null,
      ownCategory: { en: 'Winter specials', ar: 'أصناف الشتاء' },
    });
    made.push(item.id);
    expect(item).toMatchObject({
      price: 14.5,
      description: { en: 'With cinnamon and nuts.', ar: 'بالقرفة والمكسرات.' },
      category: null,
      own_category: { en: 'Winter specials', ar: 'أصناف الشتاء' },
    });

    const edited = await updateMenuItem(jana, item.id, {
      name: item.name,
      image: item.image,
      price: 0,
      description: null,
      category: 'sweets',
      ownCategory: null,
    });
    expect(edited).toMatchObject({
      price: 0,
      description: null,
      category: 'sweets',
      own_category: null,
    });

    const menu = await listMenuItems(visitor());
    expect(menu.find((row) => row.id === item.id)).toEqual({
      id: item.id,
      name: { en: `Sahlab ${run}`, ar: `سحلب ${run}` },
      image: 'Warm milk pudding',
      price: 0,
      description: null,
      category: 'sweets',
      own_category: null,
    });
  });

  it('an item added without them has no price, no description and is food; an edit of its name keeps them', async () => {
    const item = await addMenuItem(jana, { name: { en: `Plain toast ${run}` }, image: 'Toast' });
    made.push(item.id);
    expect(item).toMatchObject({ price: null, description: null, category: 'food' });

    const priced = await updateMenuItem(jana, item.id, { ...item, price: 7, category: 'food' });
    const renamed = await updateMenuItem(jana, item.id, {
      name: { en: `Toast ${run}`, ar: `توست ${run}` },
      image: 'Toast',
    });
    expect(renamed).toMatchObject({
      name: { en: `Toast ${run}`, ar: `توست ${run}` },
      price: priced.price,
      category: 'food',
    });
    expect(renamed.price).toBe(7);
  });

  it.each([
    ['a negative price', { price: -0.01 }],
    ['a price above 1000', { price: 1000.01 }],
    ['a price with 3 decimals', { price: 12.345 }],
    ['a name in no language', { name: {} }],
    ['a name in an unknown language', { name: { fr: 'Thé à la menthe' } }],
    ['a name as plain text', { name: 'Mint tea' }],
    ['a blank Arabic name', { name: { en: 'Mint tea', ar: ' ' } }],
    ['a name of 101 characters', { name: { ar: 'ن'.repeat(101) } }],
    ['a description of 201 characters', { description: { en: 'd'.repeat(201) } }],
    ['a blank description', { description: { en: '   ' } }],
    ['a description with hidden characters', { description: { en: 'a\u202Eb' } }],
    ['a description in a language the name lacks', { name: { en: 'Mint tea' } }],
    ['no category at all', { category: null }],
    ['a built-in key and an own name', { own_category: { en: 'Snacks', ar: 'مقبلات' } }],
    ['an unknown category key', { category: 'Snacks' }],
    [
      'an own category in other languages than the name',
      {
        category: null,
        own_category: { en: 'Snacks' },
      },
    ],
    ['a blank own category', { category: null, own_category: { en: ' ', ar: 'مقبلات' } }],
    [
      'an own category of 41 characters',
      {
        category: null,
        own_category: { en: 'c'.repeat(41), ar: 'مقبلات' },
      },
    ],
    [
      'an own category spelling a built-in one',
      {
        category: null,
        own_category: { en: 'Drinks', ar: 'مشروبات' },
      },
    ],
    [
      'an own category with spaces around it',
      {
        category: null,
        own_category: { en: ' Snacks ', ar: 'مقبلات' },
      },
    ],
    [
      'an own category on two lines',
      {
        category: null,
        own_category: { en: 'Hot\ndrinks', ar: 'مشروبات ساخنة' },
      },
    ],
  ])('the database refuses %s, as the form does', async (_case, change) => {
    const id = await fixture();
    const { data, error } = await jana
      .from('menu_items')
      .update(change as never)
      .eq('id', id)
      .select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('23514');
    expect(await stored(id)).toEqual(untouched);
  });

  it('the database takes the edges the form takes: 0 and 1000 ILS, 100, 200 and 40 characters in each language', async () => {
    const id = await fixture();
    for (const change of [
      { price: 0 },
      { price: 1000 },
      { price: 12.3 },
      { name: { en: 'n'.repeat(100), ar: 'ن'.repeat(100) } },
      { description: { en: 'd'.repeat(200), ar: 'و'.repeat(200) } },
      { description: { ar: 'نعناع.' } },
      { category: null, own_category: { en: 'c'.repeat(40), ar: 'م'.repeat(40) } },
      { category: null, own_category: { en: 'Snacks', ar: 'مقبلات' } },
      { name: { ar: 'شاي' }, description: null, category: null, own_category: { ar: 'مقبلات' } },
      { category: 'food', own_category: null },
      { price: null },
    ]) {
      const { error } = await jana
        .from('menu_items')
        .update(change as never)
        .eq('id', id);
      expect(error, JSON.stringify(change)).toBeNull();
    }
    expect(await stored(id)).toEqual({
      name: { ar: 'شاي' },
      price: null,
      description: null,
      category: 'food',
      own_category: null,
    });
  });

  it.each([
    // A visitor has no write privilege at all; reception has it, and the policies find no row.
    ['a visitor', () => visitor(), 'permission denied for table menu_items'],
    ['reception', () => reception, 'This menu item no longer exists or you may not edit it.'],
  ])(
    '%s can neither add a priced item nor change a name, price, description or category',
    async (_who, client, refusal) => {
      const id = await fixture();
      const actor = client();
      const inserted = await actor
        .from('menu_items')
        .insert({ name: { en: `Forged ${run}` }, image: 'x', price: 1, category: 'drinks' })
        .select('id');
      expect(inserted.error?.code).toBe('42501');
      expect(
        await sql("select 1 from public.menu_items where name->>'en' = $1", [`Forged ${run}`]),
      ).toEqual([]);

      await expect(
        updateMenuItem(actor, id, {
          name: { en: 'Free tea', ar: 'شاي مجاني' },
          image: 'Tea in a glass',
          price: 0.5,
          description: { en: 'Free!' },
          category: null,
          ownCategory: { en: 'Gifts', ar: 'هدايا' },
        }),
      ).rejects.toThrow(refusal);
      expect(await stored(id)).toEqual(untouched);
    },
  );

  it('every visitor reads names, prices, descriptions and categories in both languages (select is public)', async () => {
    const kids = { en: 'Kids', ar: 'للأطفال' };
    const id = await fixture({ price: 3, description: { en: 'Small cup.' }, own_category: kids });
    const { data, error } = await visitor()
      .from('menu_items')
      .select('name, price, description, category, own_category')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: mintTea,
      price: 3,
      description: { en: 'Small cup.' },
      category: null,
      own_category: kids,
    });
    const own = await service().from('menu_items').select('own_category').eq('id', id).single();
    expect(own.data?.own_category).toEqual(kids);
  });
});
