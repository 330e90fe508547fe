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

// Menu prices, descriptions and categories: what the manager writes and every visitor reads,
// the checks that mirror packages/domain's menu item form, and the refused writes of a visitor
// and of reception (nothing changes).

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

async function fixture(values: Record<string, unknown> = {}): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.menu_items (name, image, price, description, category)
     values ($1, 'Tea in a glass', $2, $3, coalesce($4, 'drinks')) returning id`,
    [`Mint tea ${run}`, values.price ?? 9.5, values.description ?? 'Fresh mint.', values.category],
  );
  made.push(row?.id as string);
  return row?.id as string;
}

async function stored(id: string) {
  const [row] = await sql<{ price: string | null; description: string | null; category: string }>(
    'select price::text, description, category from public.menu_items where id = $1',
    [id],
  );
  return row;
}

describe('menu prices and categories', () => {
  it('the manager adds and edits a price, description and category; a visitor reads them', async () => {
    const item = await addMenuItem(jana, {
      name: `Sahlab ${run}`,
      image: 'Warm milk pudding',
      price: 14.5,
      description: 'With cinnamon and nuts.',
      category: 'Winter specials',
    });
    made.push(item.id);
    expect(item).toMatchObject({
      price: 14.5,
      description: 'With cinnamon and nuts.',
      category: 'Winter specials',
    });

    const edited = await updateMenuItem(jana, item.id, {
      name: item.name,
      image: item.image,
      price: 0,
      description: null,
      category: 'sweets',
    });
    expect(edited).toMatchObject({ price: 0, description: null, category: 'sweets' });

    const menu = await listMenuItems(visitor());
    expect(menu.find((row) => row.id === item.id)).toEqual({
      id: item.id,
      name: `Sahlab ${run}`,
      image: 'Warm milk pudding',
      price: 0,
      description: null,
      category: 'sweets',
    });
  });

  it('an item added without them has no price, no description and is food; an edit of its name keeps them', async () => {
    const item = await addMenuItem(jana, { name: `Plain toast ${run}`, image: 'Toast' });
    made.push(item.id);
    expect(item).toMatchObject({ price: null, description: null, category: 'food' });

    const priced = await updateMenuItem(jana, item.id, { ...item, price: 7, category: 'food' });
    const renamed = await updateMenuItem(jana, item.id, { name: `Toast ${run}`, image: 'Toast' });
    expect(renamed).toMatchObject({ name: `Toast ${run}`, price: priced.price, category: 'food' });
    expect(renamed.price).toBe(7);
  });

  it.each([
    ['a negative price', { price: -0.01 }],
    ['a price above 1000', { price: 1000.01 }],
    ['a price with 3 decimals', { price: 12.345 }],
    ['a description of 201 characters', { description: 'd'.repeat(201) }],
    ['a blank description', { description: '   ' }],
    ['a blank category', { category: ' ' }],
    ['a category of 41 characters', { category: 'c'.repeat(41) }],
    ['a built-in category in other letters', { category: 'Drinks' }],
    ['a category with spaces around it', { category: ' Snacks ' }],
    ['a category on two lines', { category: 'Hot\ndrinks' }],
  ])('the database refuses %s, as the form does', async (_case, change) => {
    const id = await fixture();
    const { data, error } = await jana.from('menu_items').update(change).eq('id', id).select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('23514');
    expect(await stored(id)).toEqual({
      price: '9.5',
      description: 'Fresh mint.',
      category: 'drinks',
    });
  });

  it('the database takes the edges the form takes: 0 and 1000 ILS, 200 characters, 40 and any language', async () => {
    const id = await fixture();
    for (const change of [
      { price: 0 },
      { price: 1000 },
      { price: 12.3 },
      { description: 'd'.repeat(200) },
      { category: 'c'.repeat(40) },
      { category: 'مقبلات' },
      { category: 'food' },
      { price: null, description: null },
    ]) {
      const { error } = await jana.from('menu_items').update(change).eq('id', id);
      expect(error).toBeNull();
    }
    expect(await stored(id)).toEqual({ price: null, description: null, category: 'food' });
  });

  it.each([
    // A visitor has no write privilege at all; reception has it, and the policies find no row.
    ['a visitor', () => visitor(), 'permission denied for table menu_items'],
    ['reception', () => reception, 'This menu item no longer exists or you may not edit it.'],
  ])(
    '%s can neither add a priced item nor change a price, description or category',
    async (_who, client, refusal) => {
      const id = await fixture();
      const actor = client();
      const inserted = await actor
        .from('menu_items')
        .insert({ name: `Forged ${run}`, image: 'x', price: 1, category: 'drinks' })
        .select('id');
      expect(inserted.error?.code).toBe('42501');
      expect(
        await sql('select 1 from public.menu_items where name = $1', [`Forged ${run}`]),
      ).toEqual([]);

      await expect(
        updateMenuItem(actor, id, {
          name: `Mint tea ${run}`,
          image: 'Tea in a glass',
          price: 0.5,
          description: 'Free!',
          category: 'sweets',
        }),
      ).rejects.toThrow(refusal);
      expect(await stored(id)).toEqual({
        price: '9.5',
        description: 'Fresh mint.',
        category: 'drinks',
      });
    },
  );

  it('every visitor reads prices, descriptions and categories (select is public)', async () => {
    const id = await fixture({ price: 3, description: 'Small cup.', category: 'Kids' });
    const { data, error } = await visitor()
      .from('menu_items')
      .select('price, description, category')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ price: 3, description: 'Small cup.', category: 'Kids' });
    const own = await service().from('menu_items').select('category').eq('id', id).single();
    expect(own.data?.category).toBe('Kids');
  });
});
