-- A change to the schedule looks again only at the bookings of the days it touches. Until now every
-- closure, special day, lane block and VR station block, and every statement that merely touched
-- those tables (deleting a staff account sets their blocks' created_by to null, and fired the
-- check even when no block was theirs), ran every pending and approved booking still to come
-- through schedule_conflict_of: its cost grew with the whole future book, for a change of one day.
--
-- Now:
-- - the day-bound tables (closures, special_hours, lane_blocks, vr_station_blocks) flag from the
--   rows a statement changed (transition tables), over their days and one day either side; a
--   statement that changed no row checks nothing;
-- - the weekly hours and the lane and VR settings, which every day depends on, still look at
--   every booking still to come;
-- - preview_schedule_change reads the same days, before and after the change it tries;
-- - a flag outside those days stays, unless its booking is over or no longer pending or approved
--   (as a full look would have cleared it).

drop function private.stranded_bookings();

create function private.stranded_bookings(first_day date default null, last_day date default null)
returns table (booking_id uuid, conflict jsonb)
language sql
stable security definer
set search_path = ''
as $$
  select b.id, c.conflict
  from public.bookings as b
  cross join lateral (select private.schedule_conflict_of(b) as conflict) as c
  where b.status in ('pending', 'approved')
    and b.date >= greatest(private.business_day(now()), coalesce(first_day, '-infinity'::date))
    and b.date <= coalesce(last_day, 'infinity'::date)
    and private.slot_instant(b.date, b.time) + make_interval(mins => b.duration) > now()
    and c.conflict is not null
$$;

comment on function private.stranded_bookings(date, date) is 'The pending and approved bookings not yet over, played from first_day to last_day (null: no bound), that the schedule no longer allows, each with its refusal.';

create function private.flag_stranded_bookings(first_day date default null, last_day date default null)
returns void
language sql
security definer
set search_path = ''
as $$
  with stranded as (
    select s.booking_id, s.conflict from private.stranded_bookings(first_day, last_day) as s
  ),
  cleared as (
    delete from public.booking_conflicts as c
    using public.bookings as b
    where b.id = c.booking_id
      and (
        (
          b.date between coalesce(first_day, '-infinity'::date) and coalesce(last_day, 'infinity'::date)
          and not exists (select from stranded as s where s.booking_id = c.booking_id)
        )
        or b.status not in ('pending', 'approved')
        or private.slot_instant(b.date, b.time) + make_interval(mins => b.duration) <= now()
      )
  )
  insert into public.booking_conflicts (booking_id, conflict)
  select s.booking_id, s.conflict from stranded as s
  on conflict (booking_id) do update set conflict = excluded.conflict
    where public.booking_conflicts.conflict is distinct from excluded.conflict;
$$;

comment on function private.flag_stranded_bookings(date, date) is 'Flags the bookings from first_day to last_day (null: no bound) that the schedule strands (booking_conflicts) and clears the flags of those it allows again, and of bookings over or no longer pending or approved.';

-- The weekly hours and the settings: every day.
create or replace function private.flag_schedule_conflicts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.flag_stranded_bookings();
  return null;
end;
$$;

comment on function private.flag_schedule_conflicts() is 'After a change to the weekly hours or the lane or VR settings: flags the bookings still to come that it strands (booking_conflicts) and clears the flags of those it allows again.';

-- The day-bound tables: the days of the rows the statement changed.
create function private.flag_schedule_conflicts_on_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  span constant text := case tg_table_name
    when 'closures' then 'day, day'
    when 'special_hours' then 'first_day, last_day'
    else 'private.business_day(starts_at), private.business_day(ends_at)'
  end;
  changed constant text[] := case tg_op
    when 'INSERT' then array['new_rows']
    when 'DELETE' then array['old_rows']
    else array['old_rows', 'new_rows']
  end;
  first_day date;
  last_day date;
begin
  execute format(
    'select min(r.f) - 1, max(r.l) + 1 from (%s) as r (f, l)',
    (select string_agg(format('select %s from %I', span, source), ' union all ') from unnest(changed) as source)
  ) into first_day, last_day;
  if first_day is not null then
    perform private.flag_stranded_bookings(first_day, last_day);
  end if;
  return null;
end;
$$;

comment on function private.flag_schedule_conflicts_on_days() is 'After a change to closures, special hours, lane blocks or VR station blocks: flags the bookings it strands and clears the flags of those it allows again, on the days of the rows it changed and one day either side; nothing when it changed no row.';

do $$
declare
  day_bound text;
begin
  foreach day_bound in array array['closures', 'special_hours', 'lane_blocks', 'vr_station_blocks'] loop
    execute format('drop trigger flag_schedule_conflicts on public.%I', day_bound);
    execute format(
      'create trigger flag_schedule_conflicts_insert after insert on public.%I
       referencing new table as new_rows
       for each statement execute function private.flag_schedule_conflicts_on_days()',
      day_bound
    );
    execute format(
      'create trigger flag_schedule_conflicts_update after update on public.%I
       referencing old table as old_rows new table as new_rows
       for each statement execute function private.flag_schedule_conflicts_on_days()',
      day_bound
    );
    execute format(
      'create trigger flag_schedule_conflicts_delete after delete on public.%I
       referencing old table as old_rows
       for each statement execute function private.flag_schedule_conflicts_on_days()',
      day_bound
    );
  end loop;
end;
$$;

-- The days a change proposed to preview_schedule_change can touch (null: every day).
create function private.schedule_change_days(change jsonb, out first_day date, out last_day date)
language plpgsql
stable
set search_path = ''
as $$
declare
  row_data constant jsonb := change -> 'row';
  existing_id uuid;
begin
  if change ->> 'kind' = 'weekly_hours' then
    return;
  end if;
  existing_id := (row_data ->> 'id')::uuid;
  case change ->> 'kind'
    when 'closure' then
      first_day := (row_data ->> 'day')::date;
      last_day := first_day;
    when 'lane_block' then
      select min(d.f), max(d.l) into first_day, last_day
      from (
        select private.business_day(b.starts_at), private.business_day(b.ends_at)
        from public.lane_blocks as b where b.id = existing_id
        union all
        select private.business_day(s), private.business_day(s)
        from unnest(array[(row_data ->> 'starts_at')::timestamptz, (row_data ->> 'ends_at')::timestamptz]) as s
        where s is not null
      ) as d (f, l);
    when 'special_hours', 'special_hours_removal' then
      select min(d.f), max(d.l) into first_day, last_day
      from (
        select h.first_day, h.last_day from public.special_hours as h where h.id = existing_id
        union all
        select (row_data ->> 'first_day')::date, (row_data ->> 'last_day')::date
        where row_data ? 'first_day' and row_data ? 'last_day'
      ) as d (f, l);
    else
      return;
  end case;
  if first_day is null or last_day is null then
    first_day := null;
    last_day := null;
  else
    first_day := first_day - 1;
    last_day := last_day + 1;
  end if;
exception when others then
  -- A change it cannot read is refused by apply_schedule_change; until then, every day.
  first_day := null;
  last_day := null;
end;
$$;

comment on function private.schedule_change_days(jsonb) is 'The days (one either side) a change proposed to preview_schedule_change can strand bookings on: the days of the row it adds and of the row it edits or removes; null and null (every day) for the weekly hours or a change it cannot read.';

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
set search_path = ''
as $$
declare
  days record;
  before uuid[];
  stranded jsonb;
begin
  perform private.require_staff('preview changes to the schedule');
  select * into days from private.schedule_change_days(change);
  before := array(select s.booking_id from private.stranded_bookings(days.first_day, days.last_day) as s);
  begin
    perform private.apply_schedule_change(change);
    -- What the change would newly leave stranded; then the change is undone.
    select coalesce(jsonb_agg(jsonb_build_object('booking_id', s.booking_id, 'conflict', s.conflict)), '[]'::jsonb)
    into stranded
    from private.stranded_bookings(days.first_day, days.last_day) as s
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
