// Pins the statements the schema snapshot reads from a real database's catalogs, kinds our migrations do not yet use included.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withClient } from '../src/database.ts';
import { readSchemaStatements } from '../src/schema-catalog.ts';
import { renderFiles } from '../src/schema-snapshot.ts';

const stack = inject('stack');
// A database of its own on the stack's server: the stack's tables stay untouched.
const database = `schema_catalog_${randomBytes(4).toString('hex')}`;
const url = stack.dbUrl.replace(/\/postgres$/, `/${database}`);
let files: Map<string, string>;

beforeAll(async () => {
  await withClient(stack.dbUrl, (client) => client.query(`create database ${database}`));
  await withClient(url, (client) =>
    client.query(`
      create schema shop;
      create type shop.size as enum ('small', 'large');
      create domain shop.price as numeric(10, 2) default 0 not null check (value >= 0);
      create table shop.items (
        id bigint generated always as identity primary key,
        name text not null check (char_length(name) <= 100),
        size shop.size default 'small',
        price shop.price
      );
      comment on table shop.items is 'What the shop sells.';
      comment on column shop.items.name is 'The item''s name.';
      create index items_name_idx on shop.items (lower(name));
      alter table shop.items enable row level security;
      create policy "only small items" on shop.items as restrictive for select to anon using (size = 'small');
      create function shop.touch() returns trigger language plpgsql as $$ begin return new; end $$;
      create trigger touch_items before update on shop.items for each row execute function shop.touch();
      alter table shop.items disable trigger touch_items;
      revoke all on function shop.touch() from public;
      grant execute on function shop.touch() to authenticated;
      grant select, insert, update, delete, truncate, references, trigger, maintain on shop.items to authenticated;
      grant select on shop.items to anon;
      grant update (price, name) on shop.items to anon;
      create view shop.small_items with (security_invoker = true) as select id, name from shop.items where size = 'small';
    `),
  );
  files = renderFiles(await withClient(url, readSchemaStatements));
});

afterAll(async () => {
  await withClient(stack.dbUrl, (client) =>
    client.query(`drop database if exists ${database} with (force)`),
  );
});

describe('the schema snapshot read from the catalogs', () => {
  it("writes a table's columns and constraints as one create table, then its comments and index", () => {
    const table = files.get('shop/tables/items.sql') ?? '';
    expect(table).toContain(
      'create table shop.items (\n' +
        '  id bigint generated always as identity not null,\n' +
        '  name text not null,\n' +
        "  size shop.size default 'small'::shop.size,\n" +
        '  price shop.price,\n' +
        '  constraint items_pkey PRIMARY KEY (id),\n' +
        '  constraint items_name_check CHECK (char_length(name) <= 100)\n' +
        ');',
    );
    expect(table).toContain("comment on table shop.items is 'What the shop sells.';");
    expect(table).toContain("comment on column shop.items.name is 'The item''s name.';");
    expect(table).toContain('CREATE INDEX items_name_idx ON shop.items USING btree (lower(name));');
  });

  it('keeps row-level security, a restrictive policy and a disabled trigger with their table', () => {
    const table = files.get('shop/tables/items.sql') ?? '';
    expect(table).toContain('alter table shop.items enable row level security;');
    expect(table).toContain(
      'create policy "only small items" on shop.items\n  as restrictive\n  for select\n  to anon\n' +
        "  using ((size = 'small'::shop.size));",
    );
    expect(table).toContain('CREATE TRIGGER touch_items BEFORE UPDATE ON shop.items');
    expect(table).toContain('alter table shop.items disable trigger touch_items;');
  });

  it('writes grants per grantee: every privilege reads all, column grants name their columns in table order', () => {
    const table = files.get('shop/tables/items.sql') ?? '';
    expect(table).toContain('grant all on table shop.items to authenticated;');
    expect(table).toContain('grant select on table shop.items to anon;');
    expect(table).toContain('grant update (name, price) on table shop.items to anon;');
    expect(table).not.toMatch(/to postgres;/);
  });

  it("writes a function's whole definition and who may execute it, public's default gone once revoked", () => {
    const touch = files.get('shop/functions/touch.sql') ?? '';
    expect(touch).toContain('CREATE OR REPLACE FUNCTION shop.touch()');
    expect(touch).toContain('begin return new; end');
    expect(touch).toContain('grant execute on function shop.touch() to authenticated;');
    expect(touch).not.toContain('to public;');
  });

  it('writes enums, domains and views in files of their own', () => {
    expect(files.get('shop/types/size.sql')).toContain(
      "create type shop.size as enum (\n  'small',\n  'large'\n);",
    );
    expect(files.get('shop/types/price.sql')).toContain(
      'create domain shop.price as numeric(10,2)\n  default 0\n  not null\n  constraint price_check CHECK ((VALUE >= (0)::numeric));',
    );
    expect(files.get('shop/views/small_items.sql')).toContain(
      'create view shop.small_items with (security_invoker=true) as\n SELECT id,\n    name\n   FROM shop.items',
    );
  });

  it('names no object identifiers, so a second read of the same schema is the same text', async () => {
    const again = renderFiles(await withClient(url, readSchemaStatements));
    expect(again).toEqual(files);
  });
});
