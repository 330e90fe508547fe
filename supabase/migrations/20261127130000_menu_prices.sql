-- Cafe menu prices, descriptions and categories. A price is optional (null: none shown), in ILS,
-- from 0 to 1000 with at most two decimals (refused, not rounded). A description is optional and
-- short. The category is one of the built-in keys 'drinks', 'food', 'sweets' (each app names them
-- in the visitor's language) or the manager's own name, shown as typed; an own name may not be a
-- built-in key in other letters ("Drinks"), so one category never shows up twice. Items that
-- existed before keep working: no price, no description, in 'food' until the manager moves them.
-- The table's policies (public read, the manager writes) cover the new columns; clients write
-- columns they are granted, so the three are granted as name and image are.

create function private.is_menu_category(category text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select category in ('drinks', 'food', 'sweets')
    or (private.is_filled(category, 40)
        and category = private.trimmed(category)
        and category !~ '[[:cntrl:]]'
        and lower(category) not in ('drinks', 'food', 'sweets'))
$$;
revoke all on function private.is_menu_category(text) from public;
grant execute on function private.is_menu_category(text) to anon, authenticated, service_role;

alter table public.menu_items
  add column price numeric
    constraint menu_items_price_range check (price >= 0 and price <= 1000 and price = round(price, 2)),
  add column description text
    constraint menu_items_description_length check (private.is_filled(description, 200)),
  add column category text not null default 'food'
    constraint menu_items_category_name check (private.is_menu_category(category));

comment on column public.menu_items.price is 'ILS, 0 to 1000, at most two decimals; null shows no price.';
comment on column public.menu_items.description is 'A short line about the item (up to 200 characters), or null.';
comment on column public.menu_items.category is
  'drinks, food or sweets (named in the visitor''s language), or the manager''s own name as typed.';

grant insert (price, description, category), update (price, description, category)
  on public.menu_items to authenticated;
