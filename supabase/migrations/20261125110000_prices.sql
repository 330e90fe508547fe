-- The venue's price list: what a game of bowling costs per person and what a VR session costs, in
-- ILS. Visitors asked it of the phone because no screen said it; the site now shows it on the home
-- page's zone cards and the booking page. One row, created here with starting values the manager
-- edits in the back-office (25 ILS a game per person, 35 ILS a session). Everyone reads it; only the
-- manager changes the two amounts, and nobody adds or removes the row.

-- A price: positive, in ILS and agorot (at most two decimals, refused rather than rounded), at most
-- 1,000 ILS. packages/domain/src/forms/prices-form.ts checks the same; the domain mirror test
-- compares the two.
create function private.is_price(amount numeric)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$ select amount > 0 and amount <= 1000 and amount = round(amount, 2) $$;
comment on function private.is_price(numeric) is
  'True for a price in ILS: more than 0, at most 1,000, at most two decimals.';
revoke all on function private.is_price(numeric) from public;
grant execute on function private.is_price(numeric) to anon, authenticated, service_role;

create table public.prices (
  id boolean primary key default true check (id),
  bowling_game_price numeric not null check (private.is_price(bowling_game_price)),
  vr_session_price numeric not null check (private.is_price(vr_session_price)),
  updated_at timestamptz not null default now()
);
comment on table public.prices is
  'The price list, one row: bowling per game per person and VR per session, in ILS.';

insert into public.prices (bowling_game_price, vr_session_price) values (25, 35);

revoke all on public.prices from anon, authenticated;
grant select on public.prices to anon, authenticated;
grant update (bowling_game_price, vr_session_price) on public.prices to authenticated;
grant all on public.prices to service_role;

alter table public.prices enable row level security;

create policy "prices are public" on public.prices for select to anon, authenticated using (true);
create policy "the manager edits prices" on public.prices
  for update to authenticated using ((select private.is_manager())) with check ((select private.is_manager()));

create trigger stamp_updated_at
  before update on public.prices
  for each row execute function private.stamp_updated_at();
