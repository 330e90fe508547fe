-- The venue's fixed rules as SQL (slots, lanes, time zone), the staff table the roles are read from,
-- and the policy helpers every later policy uses. The helpers live in `private`, a schema PostgREST
-- does not expose, so no client can call them as RPCs; the facts mirror `packages/domain` (a test
-- compares them).

create schema if not exists private;
comment on schema private is 'Helpers for policies, triggers and functions; never exposed through the API.';
revoke all on schema private from public;
-- Policies and security-invoker functions call these helpers as the requesting role.
grant usage on schema private to anon, authenticated, service_role;

-- Every status, type, role and zone the product knows.
create type public.booking_status as enum ('pending', 'approved', 'rejected');
create type public.booking_type as enum ('regular', 'birthday');
create type public.staff_role as enum ('reception', 'jana');
create type public.zone as enum ('bowling', 'vr', 'cafe');
create type public.media_kind as enum ('image', 'video', 'main');
create type public.feedback_vote as enum ('like', 'dislike');

-- Venue facts (spec section 9).
create function private.slot_starts()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['15:00', '15:45', '16:30', '17:15', '18:00', '18:45', '19:30', '20:15', '21:00', '21:45', '22:30']
$$;
comment on function private.slot_starts() is 'The bookable 45-minute slot starts of every day, earliest first.';

create function private.session_minutes()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$ select 45 $$;

create function private.lane_count()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$ select 6 $$;

create function private.venue_time_zone()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$ select 'Asia/Hebron' $$;
comment on function private.venue_time_zone() is 'The IANA zone that decides what "today" and "past" mean.';

-- The slots a booking covers: one per started 45 minutes from its start slot; null when the start is
-- not a slot, the duration is not positive, or the run would need a slot after the last one.
create function private.covered_slots(start_time text, duration_minutes integer)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  starts constant text[] := private.slot_starts();
  first_index integer := array_position(starts, start_time);
  slot_count integer;
begin
  if first_index is null or duration_minutes is null or duration_minutes <= 0 then
    return null;
  end if;
  slot_count := ceil(duration_minutes::numeric / private.session_minutes())::integer;
  if first_index + slot_count - 1 > cardinality(starts) then
    return null;
  end if;
  return starts[first_index:first_index + slot_count - 1];
end;
$$;

-- Whether a day, or a slot of a day, has already begun at the given instant, on the venue's clock
-- (the same rule as packages/domain's isDatePast and isSlotPast).
create function private.is_day_past(day date, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$ select day < (at at time zone private.venue_time_zone())::date $$;

create function private.is_slot_past(day date, slot text, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_day_past(day, at)
    or (day = (at at time zone private.venue_time_zone())::date
        and slot::time <= (at at time zone private.venue_time_zone())::time)
$$;

-- Input shapes shared by several tables (the same patterns as packages/domain/validation).
create function private.is_email(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$ select value ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and char_length(value) <= 254 $$;

create function private.is_phone(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$ select value ~ '^\+[1-9][0-9]{7,14}$' $$;

-- Text without leading and trailing white space of any kind (spaces, tabs, line breaks).
create function private.trimmed(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$ select regexp_replace(value, '^\s+|\s+$', '', 'g') $$;

create function private.is_filled(value text, max_length integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$ select char_length(private.trimmed(value)) between 1 and max_length $$;

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to anon, authenticated, service_role;

-- Staff: one row per back-office account, keyed by the auth user. The role lives here and only here.
create table public.staff (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null check (private.is_filled(name, 100)),
  email text not null check (private.is_email(email)),
  role public.staff_role not null,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
comment on table public.staff is
  'Back-office accounts and their roles (reception, or jana: the manager). Read by policies through private.staff_role().';
create index staff_created_by_idx on public.staff (created_by);
alter table public.staff enable row level security;

-- Policy helpers: security definer so they can read `staff` whatever the caller may read, with an
-- empty search path so nothing the caller creates can shadow a name.
create function private.staff_role()
returns public.staff_role
language sql
stable
security definer
set search_path = ''
as $$ select s.role from public.staff as s where s.id = (select auth.uid()) $$;
comment on function private.staff_role() is 'The signed-in user''s staff role, or null for visitors and non-staff.';

create function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select coalesce(private.staff_role() is not null, false) $$;

create function private.is_manager()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select coalesce(private.staff_role() = 'jana', false) $$;

revoke all on function private.staff_role(), private.is_staff(), private.is_manager() from public;
grant execute on function private.staff_role(), private.is_staff(), private.is_manager()
  to anon, authenticated, service_role;

-- Staff rows: everyone signed in reads their own row (the apps read the role from it); the manager
-- reads and writes all of them. E-mail is fixed once created ("Email cannot be changed").
revoke all on public.staff from anon, authenticated;
grant select, delete on public.staff to authenticated;
grant insert (id, name, email, role) on public.staff to authenticated;
grant update (name, role) on public.staff to authenticated;
grant all on public.staff to service_role;

create policy "staff read their own row" on public.staff
  for select to authenticated
  using (id = (select auth.uid()));

create policy "the manager reads every staff row" on public.staff
  for select to authenticated
  using ((select private.is_manager()));

create policy "the manager adds staff" on public.staff
  for insert to authenticated
  with check ((select private.is_manager()));

create policy "the manager edits staff" on public.staff
  for update to authenticated
  using ((select private.is_manager()))
  with check ((select private.is_manager()));

create policy "the manager removes staff" on public.staff
  for delete to authenticated
  using ((select private.is_manager()));

-- Bookkeeping columns are the database's: who created a row, and when it last changed.
create function private.stamp_staff()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.created_by := coalesce((select auth.uid()), new.created_by);
  else
    new.created_at := old.created_at;
    new.created_by := old.created_by;
    new.email := old.email;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger stamp_staff
  before insert or update on public.staff
  for each row execute function private.stamp_staff();

-- The venue always keeps a manager: the last one cannot be demoted or removed.
create function private.keep_a_manager()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.staff where role = 'jana') then
    raise exception 'The last manager account cannot be removed or demoted.'
      using errcode = 'VN030';
  end if;
  return null;
end;
$$;

create trigger keep_a_manager
  after update or delete on public.staff
  for each statement execute function private.keep_a_manager();
