-- Groups on several lanes (issue 29, point 4; docs/decisions/026). Six people play on a lane, so a
-- regular booking of 7 to 12 people needs two; a birthday package states how many guests share a
-- lane (birthday_packages.guests_per_lane). A booking's need is fixed when it is made
-- (bookings.lanes_needed, from private.lanes_needed, mirrored by packages/domain/src/lanes.ts), and
-- an approved booking holds that many lanes (bookings.lanes; bookings.lane stays its lowest, for
-- every reader of one lane) in every slot it covers: one slot_lanes row per lane and slot, so
-- slot_loads.approved, slot_occupancy and venue_day count lanes, not bookings.
--
-- Approval takes the lowest run of adjacent lanes free in every covered slot, else the lowest free
-- lanes apart, else refuses the slot as full (booking.slot_full), under the same slot_loads locks
-- as before. Reception moves a booking to another set of lanes (move_booking_lane with lanes; the
-- one-lane form takes the run starting at that lane), and the history records the set.

-- The rule ----------------------------------------------------------------------------------

alter table public.birthday_packages
  add column guests_per_lane smallint not null default 6,
  add constraint birthday_packages_guests_per_lane check (guests_per_lane between 1 and 200);

comment on column public.birthday_packages.guests_per_lane is 'How many guests of a party share one lane: a booking of the package takes ceil(guests / guests_per_lane) lanes (6, the default, is a regular group''s rule).';

create or replace function private.lanes_needed(type public.booking_type, people integer, guests_per_lane integer default null)
returns integer
language sql
immutable parallel safe
set search_path = ''
as $$
  select case
    when people is null or people < 1 then null
    when type = 'birthday' then ceil(people::numeric / greatest(coalesce(guests_per_lane, 6), 1))::integer
    else ceil(people::numeric / 6)::integer
  end
$$;

comment on function private.lanes_needed(public.booking_type,integer,integer) is 'The lanes a booking needs: a regular group one per 6 people (7 to 12 people take 2); a birthday party one per guests_per_lane guests of its package (6 without one). packages/domain lanesNeeded.';

create or replace function private.lanes_needed_for(type public.booking_type, people integer, package_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select private.lanes_needed(
    type, people, (select p.guests_per_lane from public.birthday_packages as p where p.id = package_id)
  )
$$;

comment on function private.lanes_needed_for(public.booking_type,integer,uuid) is 'private.lanes_needed with the package''s guests per lane read from birthday_packages.';

create or replace function private.is_lane_set(lanes smallint[])
returns boolean
language sql
immutable parallel safe
set search_path = ''
as $$
  select lanes is not null and cardinality(lanes) between 1 and 24 and array_position(lanes, null) is null
    and 1 <= all (lanes) and 24 >= all (lanes) and private.are_distinct(lanes)
    and lanes = array(select l from unnest(lanes) as l order by l)
$$;

comment on function private.is_lane_set(smallint[]) is 'Lanes as a booking holds them: 1 to 24 distinct lane numbers, lowest first.';

create or replace function private.lane_run(first integer, needed integer)
returns smallint[]
language sql
immutable parallel safe
set search_path = ''
as $$ select array(select (first + k)::smallint from generate_series(0, needed - 1) as k order by k) $$;

comment on function private.lane_run(integer,integer) is 'The adjacent lanes first, first + 1, ... needed of them.';

-- What a booking needs and holds -------------------------------------------------------------

alter table public.bookings
  add column lanes_needed smallint not null default 1,
  add column lanes smallint[];

comment on column public.bookings.lanes_needed is 'How many lanes the booking needs, set by the database when it is made (private.lanes_needed from its type, people and package) and kept. Bookings approved before groups took several lanes keep the one they hold (1).';
comment on column public.bookings.lanes is 'The lanes an approved booking holds in every slot it covers, lowest first, as many as lanes_needed: assigned at approval (adjacent where it can), kept, changed by reception; null unless approved.';
comment on column public.bookings.lane is 'The lowest of the lanes an approved booking holds (lanes[1]), kept for readers of one lane; null unless approved.';

-- The backfill touches only the new columns: no lane moves, no history, no request fences.
alter table public.bookings disable trigger user;
update public.bookings as b
set lanes_needed = case
      when b.status = 'approved' then 1
      else private.lanes_needed_for(b.type, b.people, b.bundle_id)
    end,
    lanes = case when b.lane is not null then array[b.lane] end;
alter table public.bookings enable trigger user;

alter table public.bookings
  -- More lanes than the venue has can be asked for (a party of 200), never approved.
  add constraint bookings_lanes_needed_range check (lanes_needed >= 1),
  add constraint bookings_lanes_when_approved check ((status = 'approved') = (lanes is not null)),
  add constraint bookings_lanes_held check (
    lanes is null or (private.is_lane_set(lanes) and cardinality(lanes) = lanes_needed and lane = lanes[1])
  );

-- A booking holds several lanes per slot: one row per lane, its booking found by an index.
alter table public.slot_lanes drop constraint slot_lanes_booking_id_time_key;
create index slot_lanes_booking_id_idx on public.slot_lanes (booking_id, time);

comment on table public.slot_lanes is 'The lanes approved bookings hold per date and slot (one booking per lane, as many rows as the booking has lanes), kept by a trigger on bookings. Staff read it.';
comment on table public.slot_loads is 'Lanes held per date and slot (the rows of slot_lanes, counted by a trigger on it: a booking on two lanes counts 2); the row every writer of a slot locks first. Public: counts only.';

-- Finding lanes -------------------------------------------------------------------------------

create or replace function private.lanes_for(day date, slots text[], booking_id uuid, needed integer, preferred smallint[] default null)
returns smallint[]
language plpgsql
stable security definer
set search_path = ''
as $$
declare
  free smallint[];
  first_lane smallint;
begin
  free := array(
    select candidate::smallint
    from generate_series(1, private.lane_count()) as candidate
    where not exists (
      select 1
      from public.slot_lanes as h
      where h.date = day and h.time = any (slots) and h.lane = candidate
        and h.booking_id is distinct from lanes_for.booking_id
    )
    and candidate not in (select b.lane from private.blocked_lanes(day, slots) as b)
    order by candidate
  );
  if needed is null or needed < 1 or cardinality(free) < needed then
    return null;
  end if;
  if preferred is not null and cardinality(preferred) = needed and preferred <@ free then
    return array(select l from unnest(preferred) as l order by l);
  end if;
  select f into first_lane
  from unnest(free) as f
  where private.lane_run(f, needed) <@ free
  order by f
  limit 1;
  if first_lane is not null then
    return private.lane_run(first_lane, needed);
  end if;
  return free[1:needed];
end;
$$;

comment on function private.lanes_for(date,text[],uuid,integer,smallint[]) is 'The lanes a booking needing `needed` of them would take in every given slot of a day, not counting its own holds: the preferred set when all of it is free, else the lowest run of adjacent free lanes, else the lowest free lanes apart; null when fewer are free (neither held nor blocked in all the slots).';

create or replace function private.free_lanes(day date, slots text[], needed integer)
returns smallint[]
language plpgsql
set search_path = ''
as $$
declare
  lanes smallint[];
begin
  perform private.lock_slot_loads(day, slots);
  -- Read after the locks: a closure or block saved meanwhile is seen.
  perform private.refuse_closed(day, slots);
  lanes := private.lanes_for(day, slots, null, needed);
  if lanes is null then
    perform private.refuse_slot_full(day, slots);
  end if;
  return lanes;
end;
$$;

comment on function private.free_lanes(date,text[],integer) is 'Locks the slots'' load rows and returns the lanes a booking needing `needed` of them would take (private.lanes_for), or refuses a closed slot (VN016) or too few free lanes (VN001).';

create or replace function private.lane_run_from(first integer, needed integer)
returns smallint[]
language plpgsql
stable
set search_path = ''
as $$
begin
  if first is null or needed > private.lane_count() then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lane', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count()));
  end if;
  if first not between 1 and private.lane_count() - needed + 1 then
    -- A booking on two lanes starts at 5 at the latest: its run must end on a lane that exists.
    raise exception 'Choose a lane from 1 to %.', private.lane_count() - needed + 1 using errcode = 'VN008', detail = 'lane', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count() - needed + 1));
  end if;
  return private.lane_run(first, needed);
end;
$$;

comment on function private.lane_run_from(integer,integer) is 'The adjacent lanes a booking needing `needed` of them takes from a chosen first lane, or lane.range (VN008) naming the first lanes it may start at.';

create or replace function private.claim_lanes(day date, slots text[], lanes smallint[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  lane smallint;
begin
  perform private.lock_slot_loads(day, slots);
  perform private.refuse_closed(day, slots);
  foreach lane in array lanes loop
    perform private.refuse_unusable_lane(day, slots, lane, null);
  end loop;
end;
$$;

comment on function private.claim_lanes(date,text[],smallint[]) is 'Locks the slots'' load rows and refuses a closed slot (VN016) or a lane of the set that does not exist (VN008), is blocked or held (VN009); a booking inserted with those lanes in the same transaction then holds them.';

drop function private.free_lane(date, text[]);
drop function private.claim_lane(date, text[], integer);
drop function private.lowest_free_lane(date, text[], uuid, integer);

-- The booking's trigger: what it needs, and the lanes it holds ---------------------------------

create or replace function private.place_booking_lane()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_approved boolean := tg_op = 'UPDATE' and old.status = 'approved';
  slots text[] := private.covered_slots(new.time, new.duration);
  chosen smallint[];
begin
  if tg_op = 'INSERT' then
    new.lanes_needed := private.lanes_needed_for(new.type, new.people, new.bundle_id);
  else
    new.lanes_needed := old.lanes_needed;
  end if;

  -- Lanes set explicitly (the database owner, move_booking_lane, a staff booking's chosen lane).
  if new.status = 'approved' then
    if new.lanes is not null and (tg_op = 'INSERT' or new.lanes is distinct from old.lanes) then
      chosen := array(select distinct l from unnest(new.lanes) as l order by l);
    elsif new.lane is not null and (tg_op = 'INSERT' or (was_approved and new.lane is distinct from old.lane)) then
      chosen := private.lane_run(new.lane, new.lanes_needed);
    end if;
  end if;
  if exists (select from unnest(chosen) as l where l > private.lane_count()) then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lane', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count()));
  end if;

  if new.status <> 'approved' then
    new.lane := null;
    new.lanes := null;
  elsif chosen is not null then
    -- slot_lanes' key judges them.
    new.lanes := chosen;
  elsif was_approved and new.date = old.date and new.time = old.time and new.duration = old.duration then
    new.lanes := old.lanes;
    new.lane := old.lane;
    return new;
  else
    perform private.lock_slot_loads(new.date, slots);
    -- Every approval, a direct PATCH of the status included, meets the closures after the locks.
    perform private.refuse_closed(new.date, slots);
    new.lanes := private.lanes_for(new.date, slots, new.id, new.lanes_needed, case when was_approved then old.lanes end);
    if new.lanes is null then
      -- Full, or lanes free in each slot but not enough in all of them: no lanes for the whole booking.
      perform private.refuse_slot_full(new.date, slots, new.id);
    end if;
  end if;
  new.lane := new.lanes[1];

  if was_approved then
    -- The old holds' counts, in the order every writer locks them.
    perform 1
    from public.slot_loads as l
    where (l.date, l.time) in (select h.date, h.time from public.slot_lanes as h where h.booking_id = old.id)
    order by l.date, l.time
    for update;
    delete from public.slot_lanes as h where h.booking_id = old.id;
  end if;
  if new.status = 'approved' then
    insert into public.slot_lanes (date, time, lane, booking_id)
    select new.date, slot, held, new.id
    from unnest(slots) as slot
    cross join unnest(new.lanes) as held
    order by slot, held;
  end if;
  return new;
end;
$$;

create or replace function private.assign_lanes(day date default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking record;
  slots text[];
  free smallint[];
  placed integer := 0;
begin
  perform 1
  from public.slot_loads as l
  where assign_lanes.day is null or l.date = assign_lanes.day
  order by l.date, l.time
  for update;
  delete from public.slot_lanes as h where assign_lanes.day is null or h.date = assign_lanes.day;

  for booking in
    select b.id, b.date, b.time, b.duration, b.lanes, b.lanes_needed
    from public.bookings as b
    where b.status = 'approved' and (assign_lanes.day is null or b.date = assign_lanes.day)
    order by b.date, b.created_at, b.id
    for update
  loop
    slots := private.covered_slots(booking.time, booking.duration);
    free := private.lanes_for(booking.date, slots, booking.id, booking.lanes_needed);
    if free is null then
      perform private.refuse_slot_full(booking.date, slots, booking.id);
    end if;
    if free is distinct from booking.lanes then
      update public.bookings as b set lanes = free where b.id = booking.id;
    else
      insert into public.slot_lanes (date, time, lane, booking_id)
      select booking.date, slot, held, booking.id
      from unnest(slots) as slot
      cross join unnest(free) as held
      order by slot, held;
    end if;
    placed := placed + 1;
  end loop;
  return placed;
end;
$$;

comment on function private.assign_lanes(date) is 'Places every approved booking of a day (or of all days) again, oldest approval first: the lanes it needs, adjacent where it can, lowest first.';

-- Staff calls -----------------------------------------------------------------------------------

create or replace function public.approve_booking(booking_id uuid)
returns integer
language plpgsql
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
      using errcode = 'VN002', hint = private.refusal('booking.not_pending', jsonb_build_object('status', booking.status));
  end if;
  perform private.free_lanes(booking.date, private.covered_slots(booking.time, booking.duration), booking.lanes_needed);
  update public.bookings as b set status = 'approved' where b.id = booking.id returning b.lane into lane;
  return lane;
end;
$$;

comment on function public.approve_booking(uuid) is 'Staff: approves a pending booking when its slots have the lanes it needs free; it takes the lowest run of adjacent lanes free in every slot it covers, else the lowest free lanes. Returns the lowest lane it holds (bookings.lanes has them all).';

create or replace function public.create_staff_booking(
  name text, phone text, people integer, rounds integer, date date, "time" text, source text,
  email text default null, type public.booking_type default 'regular', package_id uuid default null,
  notes text default null, locale text default 'en', approve boolean default true, lane integer default null
)
returns table (booking_id uuid, assigned_lane integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  booking_source public.booking_source;
  is_approved boolean := coalesce(create_staff_booking.approve, true);
  slots text[];
  needed integer;
  chosen smallint[];
  new_id uuid;
  taken_lane integer;
begin
  perform private.require_staff('take bookings');
  booking := private.checked_booking(
    create_staff_booking.name, create_staff_booking.phone, create_staff_booking.email,
    create_staff_booking.people, create_staff_booking.rounds, create_staff_booking.date,
    create_staff_booking."time", create_staff_booking.type, create_staff_booking.package_id,
    create_staff_booking.notes, create_staff_booking.locale, false, true
  );
  booking_source := private.staff_booking_source(create_staff_booking.source);
  slots := private.covered_slots(booking.time, booking.duration);
  needed := private.lanes_needed_for(booking.type, booking.people, booking.bundle_id);

  if is_approved and create_staff_booking.lane is not null then
    -- The chosen lane is the first of the adjacent lanes the booking needs.
    chosen := private.lane_run_from(create_staff_booking.lane, needed);
    perform private.claim_lanes(booking.date, slots, chosen);
  elsif is_approved then
    perform private.free_lanes(booking.date, slots, needed);
  end if;

  insert into public.bookings (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source, status, approved_at, approved_by, lanes
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, booking_source,
    case when is_approved then 'approved' else 'pending' end::public.booking_status,
    case when is_approved then now() end,
    case when is_approved then (select auth.uid()) end,
    case when is_approved then chosen end
  )
  returning id, bookings.lane into new_id, taken_lane;

  booking_id := new_id;
  assigned_lane := taken_lane;
  return next;
end;
$$;

comment on function public.create_staff_booking(text,text,integer,integer,date,text,text,text,public.booking_type,uuid,text,text,boolean,integer) is 'Staff: takes a booking on the phone or at the counter with the public form''s rules (e-mail optional, no public limits, the slot under way bookable until it ends). Approved unless approve is false: it takes the lanes it needs from the given lane on, adjacent (VN008 no such lanes, VN009 one taken or blocked), or the lowest free ones (VN001 when too few are free), under the approval''s locks; a pending one holds no lane. Returns the booking id and, when approved, its lowest lane.';

create or replace function public.move_booking_lane(booking_id uuid, lanes smallint[])
returns smallint[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  wanted smallint[];
  slots text[];
  lane smallint;
  moved smallint[];
begin
  perform private.require_staff('move bookings to another lane');
  if move_booking_lane.lanes is null or cardinality(move_booking_lane.lanes) = 0
    or array_position(move_booking_lane.lanes, null) is not null
    or exists (select from unnest(move_booking_lane.lanes) as l where l not between 1 and private.lane_count()) then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lanes', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count()));
  end if;
  wanted := array(select distinct l from unnest(move_booking_lane.lanes) as l order by l);
  booking := private.lock_booking(move_booking_lane.booking_id);
  if booking.status <> 'approved' then
    raise exception 'Only approved bookings can be moved to another lane. This booking is %.', booking.status
      using errcode = 'VN007', hint = private.refusal('lane.move_not_approved', jsonb_build_object('status', booking.status));
  end if;
  if cardinality(wanted) <> booking.lanes_needed then
    raise exception 'This booking needs % %: choose %.', booking.lanes_needed,
      case when booking.lanes_needed = 1 then 'lane' else 'lanes' end, booking.lanes_needed
      using errcode = 'VN008', detail = 'lanes', hint = private.refusal('lane.count', jsonb_build_object('lanes', booking.lanes_needed));
  end if;
  if booking.lanes = wanted then
    return booking.lanes;
  end if;

  slots := private.covered_slots(booking.time, booking.duration);
  perform private.lock_slot_loads(booking.date, slots);
  foreach lane in array wanted loop
    perform private.refuse_unusable_lane(booking.date, slots, lane, booking.id);
  end loop;

  update public.bookings as b set lanes = wanted where b.id = booking.id returning b.lanes into moved;
  return moved;
end;
$$;

comment on function public.move_booking_lane(uuid,smallint[]) is 'Staff: moves an approved booking to another set of lanes, as many as it needs (VN008 lane.count otherwise), each free and not blocked in every slot it covers (VN007 not approved, VN008 no such lane, VN009 blocked or taken). Returns the lanes, lowest first.';

revoke all on function public.move_booking_lane(uuid, smallint[]) from public, anon;
grant execute on function public.move_booking_lane(uuid, smallint[]) to authenticated, service_role;

create or replace function public.move_booking_lane(booking_id uuid, lane smallint)
returns smallint
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
begin
  perform private.require_staff('move bookings to another lane');
  if move_booking_lane.lane is null or move_booking_lane.lane not between 1 and private.lane_count() then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lane', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count()));
  end if;
  booking := private.lock_booking(move_booking_lane.booking_id);
  if booking.status <> 'approved' then
    raise exception 'Only approved bookings can be moved to another lane. This booking is %.', booking.status
      using errcode = 'VN007', hint = private.refusal('lane.move_not_approved', jsonb_build_object('status', booking.status));
  end if;
  return (public.move_booking_lane(
    move_booking_lane.booking_id, private.lane_run_from(move_booking_lane.lane, booking.lanes_needed)
  ))[1];
end;
$$;

comment on function public.move_booking_lane(uuid,smallint) is 'Staff: moves an approved booking to the adjacent lanes it needs starting at the given lane (move_booking_lane with lanes says the rest). Returns that lane.';

-- Reschedules keep the lanes when they are free at the new time (the trigger prefers them).

comment on function public.reschedule_booking(uuid,date,text) is 'Staff: moves an approved booking to another date and slot the schedule offers if every slot it would cover has the lanes it needs free and not blocked; it keeps its lanes when they are all free there, else takes lanes as an approval does. Returns its lowest lane.';

-- A stranded booking: every lane it holds meets the blocks ------------------------------------

create or replace function private.schedule_conflict_of(booking public.bookings)
returns jsonb
language plpgsql
stable security definer
set search_path = ''
as $$
declare
  slots text[] := private.covered_slots(booking.time, booking.duration);
  held smallint;
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
    if booking.status = 'approved' and booking.lanes is not null then
      foreach held in array booking.lanes loop
        perform private.refuse_unusable_lane(booking.date, slots, held, booking.id);
      end loop;
    end if;
    return null;
  exception when sqlstate 'VN016' or sqlstate 'VN008' or sqlstate 'VN009' then
    get stacked diagnostics hint = pg_exception_hint;
    return hint::jsonb;
  end;
end;
$$;

comment on function private.schedule_conflict_of(public.bookings) is 'The refusal a pending or approved booking would meet now from the schedule (a day it does not open or a closure, hours that no longer offer its slots or run past closing, one of its lanes blocked), or null when it still fits.';

-- A move to other lanes changes lanes, not always the lowest: look at the conflict again then too.
drop trigger reconsider_booking_conflict on public.bookings;
create trigger reconsider_booking_conflict
after update of date, time, duration, status, lane, lanes on public.bookings
for each row execute function private.reconsider_booking_conflict();

-- The history records the lanes ------------------------------------------------------------------

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
        new.id, 'approved', actor, null, jsonb_build_object('status', new.status, 'lane', new.lane, 'lanes', new.lanes)
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
      jsonb_build_object('status', new.status, 'lane', new.lane, 'lanes', new.lanes)
    );
  elsif new.status is distinct from old.status and new.status = 'rejected' then
    perform private.add_booking_event(
      new.id, 'rejected', actor,
      jsonb_build_object('status', old.status),
      jsonb_build_object('status', new.status, 'rejection_reason', new.rejection_reason),
      new.rejection_reason
    );
  elsif new.status is distinct from old.status and new.status = 'cancelled' then
    -- The customer, through their link: no signed-in actor.
    perform private.add_booking_event(
      new.id, 'cancelled', null,
      jsonb_build_object('status', old.status, 'lane', old.lane, 'lanes', old.lanes),
      jsonb_build_object('status', new.status),
      'customer'
    );
  end if;
  if new.date is distinct from old.date or new.time is distinct from old.time then
    perform private.add_booking_event(
      new.id, 'rescheduled', actor,
      jsonb_build_object('date', old.date, 'time', old.time, 'lane', old.lane, 'lanes', old.lanes),
      jsonb_build_object('date', new.date, 'time', new.time, 'lane', new.lane, 'lanes', new.lanes),
      -- The customer, through their link: no signed-in actor, as for a cancellation.
      case when coalesce(current_setting('venue.moving_booking', true), '') = new.id::text then 'customer' end
    );
  elsif old.status = 'approved' and new.status = 'approved' and new.lanes is distinct from old.lanes then
    perform private.add_booking_event(
      new.id, 'lane_changed', actor,
      jsonb_build_object('lane', old.lane, 'lanes', old.lanes),
      jsonb_build_object('lane', new.lane, 'lanes', new.lanes)
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
