-- Changes to the schedule never strand a customer (docs/decisions/025): a booking that the
-- hours, a closure or a lane block no longer allow is listed before the change is saved
-- (`preview_schedule_change`) and flagged once it is (`booking_conflicts`), with the refusal the
-- booking would now meet, until reception moves or cancels it.

create table public.booking_conflicts (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  conflict jsonb not null,
  flagged_at timestamptz not null default now(),
  constraint booking_conflicts_refusal check (
    jsonb_typeof(conflict) = 'object' and jsonb_typeof(conflict -> 'code') = 'string'
  )
);

comment on table public.booking_conflicts is 'Pending and approved bookings the schedule no longer allows (a closure, new hours, a blocked lane), each with the refusal it would now meet ({code, params}, packages/domain/src/refusals.ts). Kept by the schedule''s triggers; staff read it.';

alter table public.booking_conflicts enable row level security;

create policy "staff read booking conflicts" on public.booking_conflicts for select to authenticated
  using ((select private.is_staff()));

revoke all on public.booking_conflicts from anon, authenticated;
grant select on public.booking_conflicts to authenticated;

-- What the schedule says to one booking -----------------------------------------------------

create or replace function private.schedule_conflict_of(booking public.bookings)
returns jsonb
language plpgsql
stable security definer
set search_path = ''
as $$
declare
  slots text[] := private.covered_slots(booking.time, booking.duration);
  hint text;
begin
  if booking.status not in ('pending', 'approved') then
    return null;
  end if;
  -- Only what the schedule decides: the clock and the booking horizon are not its business.
  if not exists (select from private.hours_on(booking.date)) then
    return private.refusal('booking.day_closed', jsonb_build_object('date', to_char(booking.date, 'YYYY-MM-DD'), 'reason', null))::jsonb;
  end if;
  begin
    perform private.refuse_closed(booking.date, coalesce(slots, array[booking.time]));
    if not exists (select from private.slot_grid(booking.date) as g where g.slot = booking.time) then
      return private.refusal('booking.time_required')::jsonb;
    end if;
    if slots is null or exists (
      select from unnest(slots) as s (slot)
      where not exists (select from private.slot_grid(booking.date) as g where g.slot = s.slot)
    ) then
      return private.refusal('booking.past_closing')::jsonb;
    end if;
    if booking.status = 'approved' and booking.lane is not null then
      perform private.refuse_unusable_lane(booking.date, slots, booking.lane, booking.id);
    end if;
    return null;
  exception when sqlstate 'VN016' or sqlstate 'VN008' or sqlstate 'VN009' then
    get stacked diagnostics hint = pg_exception_hint;
    return hint::jsonb;
  end;
end;
$$;

comment on function private.schedule_conflict_of(public.bookings) is 'The refusal a pending or approved booking would meet now from the schedule (a day it does not open or a closure, hours that no longer offer its slots or run past closing, its lane blocked), or null when it still fits.';

create or replace function private.stranded_bookings()
returns table (booking_id uuid, conflict jsonb)
language sql
stable security definer
set search_path = ''
as $$
  select b.id, c.conflict
  from public.bookings as b
  cross join lateral (select private.schedule_conflict_of(b) as conflict) as c
  where b.status in ('pending', 'approved')
    and b.date >= private.business_day(now())
    and private.slot_instant(b.date, b.time) + make_interval(mins => b.duration) > now()
    and c.conflict is not null
$$;

comment on function private.stranded_bookings() is 'The pending and approved bookings not yet over that the schedule no longer allows, each with its refusal.';

-- Flagging after a change -------------------------------------------------------------------

create or replace function private.flag_schedule_conflicts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  with stranded as (
    select s.booking_id, s.conflict from private.stranded_bookings() as s
  ),
  cleared as (
    delete from public.booking_conflicts as c
    where not exists (select from stranded as s where s.booking_id = c.booking_id)
  )
  insert into public.booking_conflicts (booking_id, conflict)
  select s.booking_id, s.conflict from stranded as s
  on conflict (booking_id) do update set conflict = excluded.conflict
    where public.booking_conflicts.conflict is distinct from excluded.conflict;
  return null;
end;
$$;

comment on function private.flag_schedule_conflicts() is 'After any change to the schedule: flags the bookings it strands (booking_conflicts) and clears the flags of those it allows again.';

create trigger flag_schedule_conflicts
after insert or update or delete on public.closures
for each statement execute function private.flag_schedule_conflicts();

create trigger flag_schedule_conflicts
after insert or update or delete on public.lane_blocks
for each statement execute function private.flag_schedule_conflicts();

create trigger flag_schedule_conflicts
after insert or update or delete on public.special_hours
for each statement execute function private.flag_schedule_conflicts();

create trigger flag_schedule_conflicts
after update on public.opening_hours
for each statement execute function private.flag_schedule_conflicts();

create trigger flag_schedule_conflicts
after update on public.venue_schedule
for each statement execute function private.flag_schedule_conflicts();

-- A flagged booking that is moved, given another lane, cancelled or rejected is looked at again.

create or replace function private.reconsider_booking_conflict()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select from public.booking_conflicts as c where c.booking_id = new.id) then
    if private.schedule_conflict_of(new) is null then
      delete from public.booking_conflicts as c where c.booking_id = new.id;
    end if;
  end if;
  return null;
end;
$$;

create trigger reconsider_booking_conflict
after update of date, time, duration, status, lane on public.bookings
for each row execute function private.reconsider_booking_conflict();

-- Listing before a change is saved ----------------------------------------------------------

create or replace function private.apply_schedule_change(change jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  row_data jsonb := change -> 'row';
  hours jsonb;
begin
  case change ->> 'kind'
    when 'closure' then
      insert into public.closures (day, from_time, to_time, reason)
      values ((row_data ->> 'day')::date, row_data ->> 'from_time', row_data ->> 'to_time', row_data -> 'reason');
    when 'lane_block' then
      if row_data ? 'id' then
        update public.lane_blocks
        set lanes = coalesce(array(select jsonb_array_elements_text(row_data -> 'lanes'))::smallint[], lanes),
            starts_at = coalesce((row_data ->> 'starts_at')::timestamptz, starts_at),
            ends_at = coalesce((row_data ->> 'ends_at')::timestamptz, ends_at)
        where id = (row_data ->> 'id')::uuid;
      else
        insert into public.lane_blocks (lanes, starts_at, ends_at, reason)
        values (
          array(select jsonb_array_elements_text(row_data -> 'lanes'))::smallint[],
          (row_data ->> 'starts_at')::timestamptz,
          (row_data ->> 'ends_at')::timestamptz,
          row_data -> 'reason'
        );
      end if;
    when 'special_hours' then
      if row_data ? 'id' then
        update public.special_hours
        set first_day = (row_data ->> 'first_day')::date, last_day = (row_data ->> 'last_day')::date,
            opens_at = row_data ->> 'opens_at', closes_at = row_data ->> 'closes_at'
        where id = (row_data ->> 'id')::uuid;
      else
        insert into public.special_hours (first_day, last_day, opens_at, closes_at, name)
        values (
          (row_data ->> 'first_day')::date, (row_data ->> 'last_day')::date,
          row_data ->> 'opens_at', row_data ->> 'closes_at', coalesce(row_data -> 'name', '{"en": "-"}')
        );
      end if;
    when 'special_hours_removal' then
      delete from public.special_hours where id = (row_data ->> 'id')::uuid;
    when 'weekly_hours' then
      for hours in select * from jsonb_array_elements(change -> 'rows') loop
        update public.opening_hours
        set opens_at = hours ->> 'opens_at', closes_at = hours ->> 'closes_at'
        where weekday = (hours ->> 'weekday')::smallint;
      end loop;
    else
      perform private.refuse('schedule.change_unknown', '{}'::jsonb, 'This is not a change the schedule knows.', 'kind');
  end case;
end;
$$;

comment on function private.apply_schedule_change(jsonb) is 'Makes one change to the schedule as the caller (their row-level security applies): {kind: closure | lane_block | special_hours | special_hours_removal, row: {...}} or {kind: weekly_hours, rows: [{weekday, opens_at, closes_at}]}.';

create or replace function public.preview_schedule_change(change jsonb)
returns table (
  booking_id uuid,
  reference text,
  name text,
  date date,
  "time" text,
  status public.booking_status,
  conflict jsonb
)
language plpgsql
volatile
set search_path = ''
as $$
declare
  before uuid[];
  stranded jsonb;
begin
  perform private.require_staff('preview changes to the schedule');
  before := array(select s.booking_id from private.stranded_bookings() as s);
  begin
    perform private.apply_schedule_change(change);
    -- What the change would newly leave stranded; then the change is undone.
    select coalesce(jsonb_agg(jsonb_build_object('booking_id', s.booking_id, 'conflict', s.conflict)), '[]'::jsonb)
    into stranded
    from private.stranded_bookings() as s
    where s.booking_id <> all (before);
    -- Not a refusal: the signal that undoes the sub-transaction.
    raise sqlstate 'VNPRV';
  exception when sqlstate 'VNPRV' then
    null;
  end;
  return query
  select b.id, b.reference, b.name, b.date, b.time, b.status, e.conflict
  from jsonb_to_recordset(stranded) as e (booking_id uuid, conflict jsonb)
  join public.bookings as b on b.id = e.booking_id
  order by b.date, private.day_minute(b.time), b.reference;
end;
$$;

comment on function public.preview_schedule_change(jsonb) is 'Staff: the pending and approved bookings a schedule change would newly strand, each with the refusal it would meet, without saving the change (its refusal, if the caller may not make it, is raised as usual).';

revoke execute on function public.preview_schedule_change(jsonb) from public, anon;
grant execute on function public.preview_schedule_change(jsonb) to authenticated;
