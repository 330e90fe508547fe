import { fieldErrors } from '@venue/domain/forms/field-errors';
import { priceField } from '@venue/domain/forms/prices-form';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getPrices } from '../src/prices/get-prices.ts';
import { updatePrices } from '../src/prices/update-prices.ts';
import {
  type Actor,
  actors,
  type Client,
  closeSql,
  service,
  signInEveryActor,
  sql,
} from './support.ts';

// The price list: one row everyone reads and only the manager changes, with checks that refuse a
// price that is not positive, has more than two decimals or is above 1,000 ILS. Every refusal is
// proven by reading the row back as the owner.

const clients = {} as Record<Actor, Client>;
const start = { bowling_game_price: 25, vr_session_price: 35 };

beforeAll(async () => {
  Object.assign(clients, await signInEveryActor());
});
beforeEach(async () => {
  await sql('update public.prices set bowling_game_price = $1, vr_session_price = $2', [
    start.bowling_game_price,
    start.vr_session_price,
  ]);
});
afterAll(async () => {
  await sql('update public.prices set bowling_game_price = 25, vr_session_price = 35');
  await closeSql();
});

async function storedPrices() {
  return sql<{ bowling_game_price: string; vr_session_price: string; rows: number }>(
    `select bowling_game_price::text, vr_session_price::text, count(*) over ()::int as rows
     from public.prices`,
  );
}

describe('reading the prices', () => {
  it.each(actors)('%s reads the price list', async (actor) => {
    expect(await getPrices(clients[actor])).toEqual(start);
  });
});

describe('changing the prices', () => {
  it('the manager changes both prices in one write, and the change time is stamped', async () => {
    const [before] = await sql<{ updated_at: Date }>('select updated_at from public.prices');
    const saved = await updatePrices(clients.jana, { bowlingGamePrice: 27.5, vrSessionPrice: 40 });
    expect(saved).toEqual({ bowling_game_price: 27.5, vr_session_price: 40 });
    expect(await getPrices(clients.visitor)).toEqual(saved);
    const [after] = await sql<{ updated_at: Date }>('select updated_at from public.prices');
    expect(after?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? 0);
  });

  it('a visitor is refused by the database, and nothing changes', async () => {
    const { error } = await clients.visitor
      .from('prices')
      .update({ bowling_game_price: 1 })
      .eq('id', true);
    expect(error?.code).toBe('42501');
    await expect(
      updatePrices(clients.visitor, { bowlingGamePrice: 1, vrSessionPrice: 1 }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await storedPrices()).toEqual([
      { bowling_game_price: '25', vr_session_price: '35', rows: 1 },
    ]);
  });

  it.each(['reception', 'outsider'] as const)(
    '%s is refused with "You may not edit the prices.", and nothing changes',
    async (actor) => {
      await expect(
        updatePrices(clients[actor], { bowlingGamePrice: 1, vrSessionPrice: 1 }),
      ).rejects.toMatchObject({ message: 'You may not edit the prices.', code: '42501' });
      expect(await storedPrices()).toEqual([
        { bowling_game_price: '25', vr_session_price: '35', rows: 1 },
      ]);
    },
  );

  it.each(actors)(
    '%s can neither add a second price list nor remove the one there is',
    async (actor) => {
      const added = await clients[actor]
        .from('prices')
        .insert({ id: false, bowling_game_price: 1, vr_session_price: 1 } as never);
      expect(added.error?.code).toBe('42501');
      const removed = await clients[actor].from('prices').delete().eq('id', true);
      expect(removed.error?.code).toBe('42501');
      expect(await storedPrices()).toEqual([
        { bowling_game_price: '25', vr_session_price: '35', rows: 1 },
      ]);
    },
  );

  it('the manager cannot write the change time or the key', async () => {
    const { error } = await clients.jana
      .from('prices')
      .update({ updated_at: '2000-01-01T00:00:00Z' })
      .eq('id', true);
    expect(error?.code).toBe('42501');
  });

  it('even the owner keeps a single row: a second one is refused by the key check', async () => {
    const { error } = await service()
      .from('prices')
      .insert({ id: false, bowling_game_price: 1, vr_session_price: 1 });
    expect(error?.code).toBe('23514');
  });
});

describe('bad prices are refused by the database', () => {
  const refused = [0, -5, 0.001, 24.999, 1000.01, 5000];

  it.each(refused)('%s ILS is refused for either price, from the manager too', async (amount) => {
    for (const column of ['bowling_game_price', 'vr_session_price'] as const) {
      const { error } = await clients.jana
        .from('prices')
        .update({ [column]: amount } as { bowling_game_price: number })
        .eq('id', true);
      expect(error?.code, `${column} = ${amount}`).toBe('23514');
    }
    expect(await storedPrices()).toEqual([
      { bowling_game_price: '25', vr_session_price: '35', rows: 1 },
    ]);
  });

  it('the check and the form agree on every boundary', async () => {
    const amounts = ['0', '0.001', '0.01', '24.99', '24.999', '1000', '1000.00', '1000.01', '-1'];
    const rows = await sql<{ amount: string; fits: boolean }>(
      'select a::text as amount, private.is_price(a) as fits from unnest($1::numeric[]) as a',
      [amounts],
    );
    expect(rows).toHaveLength(amounts.length);
    for (const row of rows) {
      expect(row.fits, row.amount).toBe(
        Object.keys(fieldErrors(priceField(), row.amount)).length === 0,
      );
    }
  });
});
