-- Menu items, offers and FAQs get the order the manager chooses: a `position` per row, 1..n with
-- no duplicates and no gaps, which the site and the back-office list by. New rows go to the end,
-- a deleted row's gap closes, and the manager moves an item up or down, or sets the whole order,
-- through two functions. Every change of a list's order (insert, delete, move) first takes one
-- transaction-scoped lock per list, so two managers reordering at once run one after the other
-- and the second one works on the first one's result.

create type public.ordered_content as enum ('menu_items', 'offers', 'faqs');
comment on type public.ordered_content is 'The content lists whose order the manager sets.';

-- The lock every change of one list's order takes first (held until the transaction ends).
create function private.lock_content_order(list public.ordered_content)
returns void
language sql
volatile
set search_path = ''
as $$ select pg_advisory_xact_lock(hashtextextended('content order: ' || list::text, 0)) $$;

-- The next free position at the end of a list: the default of each `position` column. It takes
-- the list's lock first and then reads the committed rows, so concurrent inserts queue instead of
-- both taking the same place; rows inserted earlier in the same statement count too.
create function private.next_content_position(list public.ordered_content)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  next_position integer;
begin
  perform private.lock_content_order(list);
  execute format('select coalesce(max(t.position), 0) + 1 from public.%I as t', list)
    into next_position;
  return next_position;
end;
$$;

revoke all on function private.lock_content_order(public.ordered_content) from public;
revoke all on function private.next_content_position(public.ordered_content) from public;
grant execute on function private.lock_content_order(public.ordered_content) to authenticated, service_role;
grant execute on function private.next_content_position(public.ordered_content)
  to authenticated, service_role;

-- Backfill in the order each list is shown today: the menu and the FAQs oldest first, the offers
-- smallest spend first.
alter table public.menu_items add column position integer;
alter table public.offers add column position integer;
alter table public.faqs add column position integer;

update public.menu_items as t set position = o.n
from (select id, row_number() over (order by created_at, id) as n from public.menu_items) as o
where t.id = o.id;
update public.offers as t set position = o.n
from (select id, row_number() over (order by spend, id) as n from public.offers) as o
where t.id = o.id;
update public.faqs as t set position = o.n
from (select id, row_number() over (order by created_at, id) as n from public.faqs) as o
where t.id = o.id;

-- Unique and deferred: a move swaps two positions inside one statement, and the check runs at the
-- end of the transaction.
alter table public.menu_items
  alter column position set not null,
  alter column position set default private.next_content_position('menu_items'),
  add constraint menu_items_position_positive check (position >= 1),
  add constraint menu_items_position_key unique (position) deferrable initially deferred;
alter table public.offers
  alter column position set not null,
  alter column position set default private.next_content_position('offers'),
  add constraint offers_position_positive check (position >= 1),
  add constraint offers_position_key unique (position) deferrable initially deferred;
alter table public.faqs
  alter column position set not null,
  alter column position set default private.next_content_position('faqs'),
  add constraint faqs_position_positive check (position >= 1),
  add constraint faqs_position_key unique (position) deferrable initially deferred;

comment on column public.menu_items.position is 'Place in the menu, 1 first; moved only by move_content_item and set_content_order.';
comment on column public.offers.position is 'Place in the offers list, 1 first; moved only by move_content_item and set_content_order.';
comment on column public.faqs.position is 'Place in the FAQ list, 1 first; moved only by move_content_item and set_content_order.';
comment on table public.offers is 'Loyalty offers: spend an amount (ILS), get points. Shown in the manager''s order.';
comment on table public.faqs is 'Frequently asked questions, shown in the manager''s order as an accordion.';

-- Clients write the content columns only: the position is the default's at insert and the
-- functions' afterwards, so nobody can leave a gap or take a place without the list's lock.
revoke insert, update on public.menu_items, public.offers, public.faqs from authenticated;
grant insert (name, image), update (name, image) on public.menu_items to authenticated;
grant insert (spend, get), update (spend, get) on public.offers to authenticated;
grant insert (question, answer), update (question, answer) on public.faqs to authenticated;

-- A delete takes the list's lock before it removes anything (so it waits for a move in progress
-- instead of deadlocking with it) and closes the gap after.
create function private.lock_content_order_before_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform private.lock_content_order(tg_table_name::public.ordered_content);
  return null;
end;
$$;

-- Runs as its owner: clients may not write positions (see the grants above).
create function private.close_content_order_gaps()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  execute format(
    'update public.%1$I as t set position = o.n
     from (select id, row_number() over (order by position, id)::integer as n from public.%1$I) as o
     where t.id = o.id and t.position <> o.n',
    tg_table_name
  );
  return null;
end;
$$;

revoke all on function private.lock_content_order_before_delete() from public, anon, authenticated;
revoke all on function private.close_content_order_gaps() from public, anon, authenticated;

create trigger lock_content_order before delete on public.menu_items
  for each statement execute function private.lock_content_order_before_delete();
create trigger close_content_order_gaps after delete on public.menu_items
  for each statement execute function private.close_content_order_gaps();
create trigger lock_content_order before delete on public.offers
  for each statement execute function private.lock_content_order_before_delete();
create trigger close_content_order_gaps after delete on public.offers
  for each statement execute function private.close_content_order_gaps();
create trigger lock_content_order before delete on public.faqs
  for each statement execute function private.lock_content_order_before_delete();
create trigger close_content_order_gaps after delete on public.faqs
  for each statement execute function private.close_content_order_gaps();

create index menu_items_position_idx on public.menu_items (position);
drop index public.offers_spend_idx;
drop index public.faqs_created_at_idx;

-- Moves one item a place up (towards 1) or down, swapping it with its neighbour; at either end
-- it stays where it is. Returns the item's position afterwards. Runs as its owner because clients
-- may not write positions; it admits the manager only (42501 for anyone else).
create function public.move_content_item(list public.ordered_content, item_id uuid, direction text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_position integer;
  target_position integer;
  has_neighbour boolean;
begin
  if not private.is_manager() then
    raise exception 'Only the manager can change the order.' using errcode = '42501';
  end if;
  if list is null or direction is null or direction not in ('up', 'down') then
    raise exception 'Move an item of menu_items, offers or faqs up or down.'
      using errcode = 'VN010', detail = 'direction';
  end if;

  perform private.lock_content_order(list);
  execute format('select t.position from public.%I as t where t.id = $1', list)
    into current_position using item_id;
  if current_position is null then
    raise exception 'This item no longer exists.' using errcode = 'P0002';
  end if;

  target_position := current_position + case when direction = 'up' then -1 else 1 end;
  execute format('select exists (select 1 from public.%I as t where t.position = $1)', list)
    into has_neighbour using target_position;
  if not has_neighbour then
    return current_position;
  end if;

  execute format(
    'update public.%I as t set position = case when t.position = $1 then $2 else $1 end
     where t.position in ($1, $2)',
    list
  ) using current_position, target_position;
  return target_position;
end;
$$;
comment on function public.move_content_item(public.ordered_content, uuid, text) is
  'The manager moves a menu item, offer or FAQ one place up or down; returns its new position.';

-- Sets a whole list's order at once: `item_ids` names every item of the list exactly once, first
-- first. A list that changed meanwhile (an item added or deleted) is refused with VN040, so a stale
-- screen never reorders what it has not seen.
create function public.set_content_order(list public.ordered_content, item_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  total integer;
  matched integer;
begin
  if not private.is_manager() then
    raise exception 'Only the manager can change the order.' using errcode = '42501';
  end if;
  if list is null or item_ids is null then
    raise exception 'Name the list and every item in it.' using errcode = 'VN010', detail = 'item_ids';
  end if;

  perform private.lock_content_order(list);
  execute format('select count(*) from public.%I', list) into total;
  execute format('select count(*) from public.%I as t where t.id = any ($1)', list)
    into matched using item_ids;
  if cardinality(item_ids) <> total
    or matched <> total
    or (select count(distinct i) from unnest(item_ids) as i) <> total then
    raise exception 'The list has changed. Reload it and try again.' using errcode = 'VN040';
  end if;

  execute format(
    'update public.%I as t set position = o.n
     from unnest($1::uuid[]) with ordinality as o (id, n)
     where t.id = o.id and t.position <> o.n',
    list
  ) using item_ids;
end;
$$;
comment on function public.set_content_order(public.ordered_content, uuid[]) is
  'The manager sets the whole order of the menu, the offers or the FAQs (every id once, first first).';

revoke all on function public.move_content_item(public.ordered_content, uuid, text) from public;
revoke all on function public.set_content_order(public.ordered_content, uuid[]) from public;
grant execute on function public.move_content_item(public.ordered_content, uuid, text)
  to authenticated, service_role;
grant execute on function public.set_content_order(public.ordered_content, uuid[])
  to authenticated, service_role;
