-- The cafe menu in English and Arabic (docs/decisions/023): an item's name, its description and
-- the manager's own category name are each a jsonb object keyed by locale, checked like the FAQ's
-- texts. A built-in category stays a key (`category`, named by the apps in each language); an own
-- category moves to `own_category`, written in the same languages as the name. Existing names,
-- descriptions and own categories become their English.

create function private.locales_within(inner_text jsonb, outer_text jsonb) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select not exists (
    select from jsonb_object_keys(inner_text) as locale where not (outer_text ? locale)
  )
$$;
comment on function private.locales_within(jsonb, jsonb) is
  'Whether every language of one localized text is also written in another (a menu item''s description and its name).';

create function private.is_own_menu_category(name jsonb) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select private.is_localized_text(name, 40)
    and not exists (
      select from jsonb_each_text(name) as entry (locale, text)
      where entry.text ~ '[[:cntrl:]]'
         or lower(entry.text) in ('drinks', 'food', 'sweets')
    )
$$;
comment on function private.is_own_menu_category(jsonb) is
  'The manager''s own menu category name in one or more languages: one line of at most 40 characters in each, none spelling a built-in key (packages/domain forms/menu-item-form.ts turns "Drinks" into the key).';

alter table public.menu_items drop constraint menu_items_name_check;
alter table public.menu_items drop constraint menu_items_description_length;
alter table public.menu_items drop constraint menu_items_category_name;

alter table public.menu_items
  alter column name type jsonb using jsonb_build_object('en', name),
  alter column description type jsonb
    using case when description is null then null else jsonb_build_object('en', description) end,
  alter column category drop not null,
  add column own_category jsonb;

update public.menu_items
set own_category = jsonb_build_object('en', category), category = null
where category not in ('drinks', 'food', 'sweets');

alter table public.menu_items
  add constraint menu_items_name_check check (private.is_localized_text(name, 100)),
  add constraint menu_items_description_check check (
    description is null
    or (private.is_localized_text(description, 200) and private.locales_within(description, name))
  ),
  add constraint menu_items_category_key check (category in ('drinks', 'food', 'sweets')),
  add constraint menu_items_own_category_check check (
    own_category is null
    or (private.is_own_menu_category(own_category) and private.same_locales(own_category, name))
  ),
  add constraint menu_items_one_category check ((category is null) <> (own_category is null));

drop function private.is_menu_category(text);

grant insert (own_category), update (own_category) on public.menu_items to authenticated;

comment on table public.menu_items is
  'The cafe menu: a name in one or more languages and an image URL (or a text shown instead of an image).';
comment on column public.menu_items.name is
  'The item''s name in each language the manager wrote it in: {"en": ..., "ar": ...} (at least one).';
comment on column public.menu_items.description is
  'A short line about the item in some of the name''s languages (up to 200 characters each), or null.';
comment on column public.menu_items.category is
  'A built-in category (drinks, food or sweets; named in the visitor''s language), or null for the manager''s own.';
comment on column public.menu_items.own_category is
  'The manager''s own category name, in the same languages as the item''s name, or null for a built-in one.';
