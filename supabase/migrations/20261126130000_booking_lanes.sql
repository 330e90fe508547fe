-- Lane numbers, assigned at approval and kept (the lane board's foundation).
--
-- * bookings.lane: the lane an approved booking holds in every slot it covers (1 to 6); null for
--   a pending or rejected booking. A birthday covering two slots keeps one lane across both.
-- * public.slot_lanes: one row per (date, slot, lane) an approved booking holds, written by
--   place_booking_lane (a deleted booking's rows go with it). Its primary key is the last line of the lane
--   invariant: no two approved bookings ever hold one lane in one slot, whatever path wrote them.
-- * place_booking_lane (before insert or update, after the state machine's guards): a booking
--   that becomes approved takes the lowest lane free in every slot it covers; one that moves keeps
--   its lane when it is free at the new place, else takes the lowest free one; one that stops
--   being approved gives it back. It locks the slots' load rows (ascending) first, so an approval,
--   a booking taken approved and a move queue behind each other as the booking functions do; when
--   no lane is free in every covered slot it refuses with the spec's capacity message (VN001). A
--   lane set explicitly (by the database owner) is kept as given, for slot_lanes' key to judge.
-- * approve_booking, create_staff_booking and reschedule_booking return the lane the booking holds.
-- * booking_events: 'approved' and 'rescheduled' record the booking's lane (private.held_lane,
--   the fullest slot's count, is gone).
-- * private.assign_lanes: gives the approved bookings (of one day, or all) their lanes again in
--   the order they were made (created_at, then id), each the lowest lane free in every slot it
--   covers; the existing approved bookings get theirs through it below.

alter table public.bookings add column lane smallint;
alter table public.bookings add constraint bookings_lane_range
  check (lane is null or lane between 1 and private.lane_count());
comment on column public.bookings.lane is
  'The lane an approved booking holds in every slot it covers (1 to 6), assigned at approval and kept; null unless approved.';

create table public.slot_lanes (
  date date not null,
  time text not null check (time = any (private.slot_starts())),
  lane smallint not null check (lane between 1 and private.lane_count()),
  -- Deferred: the rows are written before their booking's row (place_booking_lane).
  booking_id uuid not null references public.bookings (id) on delete cascade deferrable initially deferred,
  primary key (date, time, lane),
  unique (booking_id, time)
);
comment on table public.slot_lanes is
  'The lanes approved bookings hold per date and 45-minute slot (one booking per lane), kept by a trigger on bookings. Staff read it.';
alter table public.slot_lanes enable row level security;
revoke all on public.slot_lanes from public, anon, authenticated;
grant select on public.slot_lanes to authenticated;
grant all on public.slot_lanes to service_role;
create policy "staff read slot lanes" on public.slot_lanes
  for select to authenticated using ((select private.is_staff()));

-- The lowest lane free in every given slot of a day (the booking's own holds do not count against
-- it), the preferred lane first when it is free; null when no lane is free in all of them.
create function private.lowest_free_lane(day date, slots text[], booking_id uuid, preferred integer default null)
returns smallint
language sql
stable
security definer
set search_path = ''
as $$
  select candidate::smallint
  from generate_series(1, private.lane_count()) as candidate
  where not exists (
    select 1
    from public.slot_lanes as h
    where h.date = day and h.time = any (slots) and h.lane = candidate
      and h.booking_id is distinct from lowest_free_lane.booking_id
  )
  order by candidate is distinct from preferred, candidate
  limit 1
$$;
comment on function private.lowest_free_lane(date, text[], uuid, integer) is
  'The lowest lane free in every given slot of a day (the preferred one when free), not counting the booking''s own holds; null when none is.';

-- The lane a booking that is (or becomes) approved holds, and its rows in slot_lanes; see the
-- header. The rows are written here rather than after the row: the rows of one multi-row insert
-- get their lanes one by one, each seeing the lanes of the rows before it.
create function private.place_booking_lane()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_approved boolean := tg_op = 'UPDATE' and old.status = 'approved';
  slots text[] := private.covered_slots(new.time, new.duration);
  load record;
  fullest_slot text;
  fullest integer := -1;
begin
  if new.status <> 'approved' then
    new.lane := null;
  elsif (tg_op = 'INSERT' and new.lane is not null) or (was_approved and new.lane is distinct from old.lane) then
    -- A lane set explicitly (the database owner): slot_lanes' key judges it.
    null;
  elsif was_approved and new.date = old.date and new.time = old.time and new.duration = old.duration then
    return new;
  else
    for load in select * from private.lock_slot_loads(new.date, slots) loop
      if load.approved > fullest then
        fullest_slot := load.slot;
        fullest := load.approved;
      end if;
    end loop;
    new.lane := private.lowest_free_lane(new.date, slots, new.id, case when was_approved then old.lane end);
    if new.lane is null then
      -- Full, or a free lane in each slot but none in all of them: no lane for the whole booking.
      raise exception '%', private.capacity_message(new.date, fullest_slot, private.lane_count())
        using errcode = 'VN001';
    end if;
  end if;

  if was_approved then
    delete from public.slot_lanes as h where h.booking_id = old.id;
  end if;
  if new.status = 'approved' then
    insert into public.slot_lanes (date, time, lane, booking_id)
    select new.date, slot, new.lane, new.id from unnest(slots) as slot order by slot;
  end if;
  return new;
end;
$$;
revoke all on function private.place_booking_lane() from public, anon, authenticated, service_role;

-- Runs after guard_booking_update, guard_booking_update_attendance and guard_booking_update_dates
-- (triggers of one event fire in name order), so the state machine and the time rules speak first.
create trigger place_booking_lane
  before insert or update on public.bookings
  for each row execute function private.place_booking_lane();

-- Gives the approved bookings of a day (of every day when null) their lanes again in the order
-- they were made: each the lowest lane free in every slot it covers after the earlier ones. Returns
-- how many bookings it placed. Refuses (VN001) a booking no lane is free for across its slots.
create function private.assign_lanes(day date default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking record;
  slots text[];
  free smallint;
  placed integer := 0;
begin
  perform 1
  from public.slot_loads as l
  where assign_lanes.day is null or l.date = assign_lanes.day
  order by l.date, l.time
  for update;
  delete from public.slot_lanes as h where assign_lanes.day is null or h.date = assign_lanes.day;

  for booking in
    select b.id, b.date, b.time, b.duration, b.lane
    from public.bookings as b
    where b.status = 'approved' and (assign_lanes.day is null or b.date = assign_lanes.day)
    order by b.date, b.created_at, b.id
    for update
  loop
    slots := private.covered_slots(booking.time, booking.duration);
    free := private.lowest_free_lane(booking.date, slots, booking.id);
    if free is null then
      raise exception '%', private.capacity_message(booking.date, booking.time, private.lane_count())
        using errcode = 'VN001';
    end if;
    if free is distinct from booking.lane then
      update public.bookings as b set lane = free where b.id = booking.id;
    else
      insert into public.slot_lanes (date, time, lane, booking_id)
      select booking.date, slot, free, booking.id from unnest(slots) as slot order by slot;
    end if;
    placed := placed + 1;
  end loop;
  return placed;
end;
$$;
comment on function private.assign_lanes(date) is
  'Gives the approved bookings of a day (every day when null) their lanes again by created_at: each the lowest lane free in all its slots.';
revoke all on function private.assign_lanes(date) from public, anon, authenticated, service_role;

select private.assign_lanes();

alter table public.bookings add constraint bookings_lane_when_approved
  check ((status = 'approved') = (lane is not null));

-- The booking functions ----------------------------------------------------------------------------

-- 20261126100000_staff_bookings.sql's capacity decision: locks the slots' load rows, refuses a
-- full slot (VN001), and returns the lane an approval there takes (the lowest free in every slot).
create or replace function private.free_lane(day date, slots text[])
returns integer
language plpgsql
set search_path = ''
as $$
declare
  load record;
  fullest_slot text;
  fullest integer := -1;
  lane integer;
begin
  for load in select * from private.lock_slot_loads(day, slots) loop
    if load.approved >= private.lane_count() then
      raise exception '%', private.capacity_message(day, load.slot, load.approved) using errcode = 'VN001';
    end if;
    if load.approved > fullest then
      fullest_slot := load.slot;
      fullest := load.approved;
    end if;
  end loop;
  lane := private.lowest_free_lane(day, slots, null);
  if lane is null then
    -- A free lane in each slot but none in all of them: no lane for the whole booking.
    raise exception '%', private.capacity_message(day, fullest_slot, private.lane_count()) using errcode = 'VN001';
  end if;
  return lane;
end;
$$;
comment on function private.free_lane(date, text[]) is
  'Locks the slots'' load rows and returns the lowest lane free in all of them, or refuses a full slot (VN001).';

create or replace function public.approve_booking(booking_id uuid)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  booking public.bookings;
  lane integer;
begin
  perform private.require_staff('approve bookings');
  booking := private.lock_booking(approve_booking.booking_id);
  if booking.status <> 'pending' then
    raise exception 'Only pending bookings can be approved or rejected. This booking is %.', booking.status
      using errcode = 'VN002';
  end if;
  perform private.free_lane(booking.date, private.covered_slots(booking.time, booking.duration));
  update public.bookings as b set status = 'approved' where b.id = booking.id returning b.lane into lane;
  return lane;
end;
$$;
comment on function public.approve_booking(uuid) is
  'Staff: approves a pending booking when its slots have a free lane; returns the lane it holds (the lowest free in every slot it covers).';

-- 20261121090200_bookings.sql's move, returning the lane the booking holds at the new place.
create or replace function public.reschedule_booking(booking_id uuid, new_date date, new_time text)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  booking public.bookings;
  old_slots text[];
  new_slots text[];
  load record;
  others integer;
  lane integer;
begin
  perform private.require_staff('reschedule bookings');
  booking := private.lock_booking(reschedule_booking.booking_id);
  if booking.status <> 'approved' then
    raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
  end if;
  new_slots := private.check_booking_time(new_date, new_time, booking.duration);
  if new_date = booking.date and new_time = booking.time then
    return booking.lane;
  end if;
  old_slots := private.covered_slots(booking.time, booking.duration);

  -- Lock the old and the new slots in one ascending pass (the earlier date first).
  if booking.date = new_date then
    perform private.lock_slot_loads(
      new_date, (select array_agg(distinct s order by s) from unnest(old_slots || new_slots) as s)
    );
  elsif booking.date < new_date then
    perform private.lock_slot_loads(booking.date, old_slots);
    perform private.lock_slot_loads(new_date, new_slots);
  else
    perform private.lock_slot_loads(new_date, new_slots);
    perform private.lock_slot_loads(booking.date, old_slots);
  end if;

  for load in
    select l.time as slot, l.approved
    from public.slot_loads as l
    where l.date = new_date and l.time = any (new_slots)
    order by l.time
  loop
    others := load.approved - (case when booking.date = new_date and load.slot = any (old_slots) then 1 else 0 end);
    if others >= private.lane_count() then
      raise exception '%', private.capacity_message(new_date, load.slot, others) using errcode = 'VN001';
    end if;
  end loop;

  update public.bookings as b set date = new_date, time = new_time where b.id = booking.id returning b.lane into lane;
  return lane;
end;
$$;
comment on function public.reschedule_booking(uuid, date, text) is
  'Staff: moves an approved booking to another date and slot if every slot it would cover has a free lane; it keeps its lane when that is free there. Returns the lane.';

-- 20261126100000_staff_bookings.sql's function, returning the lane the booking took.
create or replace function public.create_staff_booking(
  name text,
  phone text,
  people integer,
  rounds integer,
  date date,
  "time" text,
  source text,
  email text default null,
  type public.booking_type default 'regular',
  package_id uuid default null,
  notes text default null,
  locale text default 'en',
  approve boolean default false
)
returns table (booking_id uuid, lane integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  booking_source public.booking_source;
  is_approved boolean := coalesce(create_staff_booking.approve, false);
  new_id uuid;
  taken_lane integer;
begin
  perform private.require_staff('take bookings');
  booking := private.checked_booking(
    create_staff_booking.name, create_staff_booking.phone, create_staff_booking.email,
    create_staff_booking.people, create_staff_booking.rounds, create_staff_booking.date,
    create_staff_booking."time", create_staff_booking.type, create_staff_booking.package_id,
    create_staff_booking.notes, create_staff_booking.locale, false
  );
  booking_source := private.staff_booking_source(create_staff_booking.source);

  if is_approved then
    perform private.free_lane(booking.date, private.covered_slots(booking.time, booking.duration));
  end if;

  insert into public.bookings (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source, status, approved_at, approved_by
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, booking_source,
    case when is_approved then 'approved' else 'pending' end::public.booking_status,
    case when is_approved then now() end,
    case when is_approved then (select auth.uid()) end
  )
  returning id, bookings.lane into new_id, taken_lane;

  booking_id := new_id;
  lane := taken_lane;
  return next;
end;
$$;

-- The history ------------------------------------------------------------------------------------

-- 20261126100200_booking_events.sql's trigger, recording the lane the booking holds.
create or replace function private.record_booking_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    perform private.add_booking_event(new.id, 'created', actor, null, to_jsonb(new), new.source::text);
    if new.status = 'approved' then
      perform private.add_booking_event(
        new.id, 'approved', actor, null, jsonb_build_object('status', new.status, 'lane', new.lane)
      );
    end if;
    return null;
  end if;

  if tg_op = 'DELETE' then
    perform private.add_booking_event(old.id, 'deleted', actor, to_jsonb(old), null);
    return null;
  end if;

  if new.contact_attempts is distinct from old.contact_attempts then
    perform private.add_booking_event(
      new.id, 'contact_attempt', actor,
      jsonb_build_object('contact_attempts', old.contact_attempts),
      jsonb_build_object('contact_attempts', new.contact_attempts)
    );
  end if;
  if new.status is distinct from old.status and new.status = 'approved' then
    perform private.add_booking_event(
      new.id, 'approved', actor,
      jsonb_build_object('status', old.status),
      jsonb_build_object('status', new.status, 'lane', new.lane)
    );
  elsif new.status is distinct from old.status and new.status = 'rejected' then
    perform private.add_booking_event(
      new.id, 'rejected', actor,
      jsonb_build_object('status', old.status),
      jsonb_build_object('status', new.status, 'rejection_reason', new.rejection_reason),
      new.rejection_reason
    );
  end if;
  if new.date is distinct from old.date or new.time is distinct from old.time then
    perform private.add_booking_event(
      new.id, 'rescheduled', actor,
      jsonb_build_object('date', old.date, 'time', old.time, 'lane', old.lane),
      jsonb_build_object('date', new.date, 'time', new.time, 'lane', new.lane)
    );
  end if;
  if new.attendance is distinct from old.attendance then
    perform private.add_booking_event(
      new.id,
      coalesce(new.attendance::text, 'attendance_cleared')::public.booking_event_kind,
      actor,
      jsonb_build_object('attendance', old.attendance),
      jsonb_build_object('attendance', new.attendance)
    );
  end if;
  return null;
end;
$$;

drop function private.held_lane(date, text, integer);

revoke all on function private.lowest_free_lane(date, text[], uuid, integer) from public, anon;
grant execute on function private.lowest_free_lane(date, text[], uuid, integer) to authenticated, service_role;
