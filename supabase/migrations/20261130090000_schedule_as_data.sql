-- The venue's schedule as data (docs/decisions/025): the slot length and lane count, the weekly
-- opening hours, special periods that replace them, closures and lane blocks. Every write path
-- reads it through one set of functions, and packages/domain/src/schedule.ts computes the same
-- slots (a data test holds them equal over a year of dates).
--
-- A business day runs from 06:00 to 06:00 the next morning on the venue's clock: a slot at 00:30
-- belongs to the day whose evening it ends, as on the board and in the insights.

-- Times of day and the business day ----------------------------------------------------------

create or replace function private.is_time_of_day(value text)
returns boolean
language sql
immutable parallel safe
set search_path = ''
as $$ select coalesce(value ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$', false) $$;

comment on function private.is_time_of_day(text) is 'A venue-local time of day written "HH:mm" on a 24-hour clock.';

create or replace function private.day_minute(slot text)
returns integer
language sql
immutable parallel safe
set search_path = ''
as $$
  select ((extract(hour from slot::time) * 60 + extract(minute from slot::time))::integer - 360 + 1440) % 1440
$$;

comment on function private.day_minute(text) is 'Minutes since the business day began at 06:00 for a time of day: 06:00 is 0, 23:00 is 1020, 01:30 is 1170, 05:59 is 1439 (packages/domain dayMinute).';

create or replace function private.closing_minute(closes_at text)
returns integer
language sql
immutable parallel safe
set search_path = ''
as $$ select case when private.day_minute(closes_at) = 0 then 1440 else private.day_minute(closes_at) end $$;

comment on function private.closing_minute(text) is 'Minutes since 06:00 of a closing time: 06:00 is the business day''s end (1440), not its start.';

create or replace function private.time_at_day_minute(minute integer)
returns text
language sql
immutable parallel safe
set search_path = ''
as $$ select to_char(time '06:00' + make_interval(mins => minute), 'HH24:MI') $$;

create or replace function private.is_business_span(opens_at text, closes_at text)
returns boolean
language sql
immutable parallel safe
set search_path = ''
as $$
  select private.is_time_of_day(opens_at) and private.is_time_of_day(closes_at)
    and private.day_minute(opens_at) < private.closing_minute(closes_at)
$$;

comment on function private.is_business_span(text,text) is 'Opening and closing times that fit one business day (06:00 to 06:00): the close after the open, past midnight allowed ("20:00" to "02:00").';

create or replace function private.business_day(at timestamptz)
returns date
language sql
stable
set search_path = ''
as $$ select ((at at time zone private.venue_time_zone()) - interval '6 hours')::date $$;

comment on function private.business_day(timestamptz) is 'The business day an instant falls in on the venue''s clock: before 06:00 it is still the day before (packages/domain venueToday).';

create or replace function private.slot_instant(day date, slot text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select ((day + time '06:00') + make_interval(mins => private.day_minute(slot))) at time zone private.venue_time_zone()
$$;

comment on function private.slot_instant(date,text) is 'When a slot of a business day starts: its wall-clock time in Asia/Hebron, on the next calendar date for a time before 06:00 (packages/domain slotInstant).';

create or replace function private.are_distinct(lanes smallint[])
returns boolean
language sql
immutable parallel safe
set search_path = ''
as $$ select cardinality(lanes) = (select count(distinct lane) from unnest(lanes) as lane) $$;

-- The data ------------------------------------------------------------------------------------

create table public.venue_schedule (
  id boolean primary key default true,
  slot_minutes integer not null default 45,
  lane_count integer not null default 6,
  updated_at timestamptz not null default now(),
  constraint venue_schedule_one_row check (id),
  constraint venue_schedule_slot_minutes check (slot_minutes between 15 and 180 and slot_minutes % 5 = 0),
  constraint venue_schedule_lane_count check (lane_count between 1 and 24)
);

comment on table public.venue_schedule is 'One row: how long a slot lasts and how many lanes the venue has. Public; the manager edits it.';

insert into public.venue_schedule default values;

create table public.opening_hours (
  weekday smallint primary key,
  opens_at text,
  closes_at text,
  updated_at timestamptz not null default now(),
  constraint opening_hours_weekday check (weekday between 1 and 7),
  constraint opening_hours_span check (
    (opens_at is null and closes_at is null) or private.is_business_span(opens_at, closes_at)
  )
);

comment on table public.opening_hours is 'The weekly hours: one row per ISO weekday (1 Monday ... 7 Sunday), open and close as "HH:mm" (a close at or before 06:00 is after midnight), both null when closed that weekday. Public; the manager edits them.';

insert into public.opening_hours (weekday, opens_at, closes_at)
select weekday, '15:00', '23:00' from generate_series(1, 7) as weekday;

create table public.special_hours (
  id uuid primary key default gen_random_uuid(),
  first_day date not null,
  last_day date not null,
  opens_at text not null,
  closes_at text not null,
  name jsonb not null,
  created_at timestamptz not null default now(),
  constraint special_hours_days check (last_day >= first_day and last_day - first_day < 366),
  constraint special_hours_span check (private.is_business_span(opens_at, closes_at)),
  constraint special_hours_name check (private.is_localized_text(name, 100)),
  constraint special_hours_apart exclude using gist (daterange(first_day, last_day, '[]') with &&)
);

comment on table public.special_hours is 'Periods (or single days) whose hours replace the weekly ones, e.g. Ramadan 20:00 to 02:00; they never overlap. Public; the manager edits them.';

create table public.closures (
  id uuid primary key default gen_random_uuid(),
  day date not null,
  from_time text,
  to_time text,
  reason jsonb not null,
  created_at timestamptz not null default now(),
  constraint closures_span check (
    (from_time is null and to_time is null) or private.is_business_span(from_time, to_time)
  ),
  constraint closures_reason check (private.is_localized_text(reason, 200))
);

comment on table public.closures is 'Days, or parts of a day (from_time to to_time on the business day''s clock), the venue is closed, with the reason visitors read. Public; the manager edits them.';

create index closures_day_idx on public.closures (day);

create table public.lane_blocks (
  id uuid primary key default gen_random_uuid(),
  lanes smallint[] not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason jsonb not null,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint lane_blocks_lanes check (
    cardinality(lanes) between 1 and 24 and array_position(lanes, null) is null and 1 <= all (lanes)
    and private.are_distinct(lanes)
  ),
  constraint lane_blocks_period check (ends_at > starts_at and ends_at - starts_at <= interval '366 days'),
  constraint lane_blocks_reason check (private.is_localized_text(reason, 200))
);

comment on table public.lane_blocks is 'Lanes out of use from starts_at to ends_at (a repair, a league night, a private event), with the reason staff read. A slot that overlaps a block counts its lanes as taken. Staff read them; the manager writes them, reception adds them for today.';

create index lane_blocks_period_idx on public.lane_blocks using gist (tstzrange(starts_at, ends_at));
create index lane_blocks_created_by_idx on public.lane_blocks (created_by);

-- Reading the schedule ------------------------------------------------------------------------

create or replace function private.session_minutes()
returns integer
language sql
stable
set search_path = ''
as $$ select s.slot_minutes from public.venue_schedule as s $$;

comment on function private.session_minutes() is 'How long one slot lasts (public.venue_schedule).';

create or replace function private.lane_count()
returns integer
language sql
stable
set search_path = ''
as $$ select s.lane_count from public.venue_schedule as s $$;

comment on function private.lane_count() is 'How many lanes the venue has (public.venue_schedule).';

create or replace function private.capacity_message(day date, slot text, approved integer)
returns text
language sql
stable
set search_path = ''
as $$
  select format(
    'Cannot approve booking: All %s lanes are already booked for %s at %s. Currently approved: %s/%s lanes.',
    private.lane_count(), to_char(day, 'YYYY-MM-DD'), slot, approved, private.lane_count()
  )
$$;

create or replace function private.hours_on(day date)
returns table (opens_at text, closes_at text)
language sql
stable
set search_path = ''
as $$
  select h.opens_at, h.closes_at
  from (
    select s.opens_at, s.closes_at, 0 as rank
    from public.special_hours as s
    where day between s.first_day and s.last_day
    union all
    select w.opens_at, w.closes_at, 1
    from public.opening_hours as w
    where w.weekday = extract(isodow from day)
  ) as h
  where h.opens_at is not null
  order by h.rank
  limit 1
$$;

comment on function private.hours_on(date) is 'A business day''s hours: its special period''s, else its weekday''s; no row when it does not open.';

create or replace function private.slots_of_hours(opens_at text, closes_at text)
returns table (slot text, "position" integer)
language sql
stable
set search_path = ''
as $$
  select private.time_at_day_minute(m), (row_number() over (order by m))::integer
  from generate_series(
    private.day_minute(opens_at), private.closing_minute(closes_at) - 1, private.session_minutes()
  ) as m
  where private.is_business_span(opens_at, closes_at)
  order by m
$$;

comment on function private.slots_of_hours(text,text) is 'The slot starts hours give: one every slot length from opening while before closing (the last may run past it); packages/domain slotsOfHours.';

create or replace function private.slot_grid(day date)
returns table (slot text, "position" integer)
language sql
stable
set search_path = ''
as $$
  select g.slot, g.position
  from private.hours_on(day) as h
  cross join lateral private.slots_of_hours(h.opens_at, h.closes_at) as g
  order by g.position
$$;

comment on function private.slot_grid(date) is 'The slot starts a business day''s hours give, closures aside: one every slot length from opening while before closing (the last may run past it).';

create or replace function private.closure_at(day date, slot text)
returns public.closures
language sql
stable
set search_path = ''
as $$
  select c.*
  from public.closures as c
  where c.day = closure_at.day
    and (
      c.from_time is null
      or (private.day_minute(slot) < private.closing_minute(c.to_time)
          and private.day_minute(slot) + private.session_minutes() > private.day_minute(c.from_time))
    )
  order by c.from_time nulls first, c.created_at
  limit 1
$$;

comment on function private.closure_at(date,text) is 'The closure a slot of a business day falls in (a whole-day one first), if any.';

create or replace function private.day_slots(day date)
returns table (slot text, "position" integer, starts_at timestamptz, ends_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select g.slot, g.position, private.slot_instant(day, g.slot),
    private.slot_instant(day, g.slot) + make_interval(mins => private.session_minutes())
  from private.slot_grid(day) as g
  where (private.closure_at(day, g.slot)).id is null
  order by g.position
$$;

comment on function private.day_slots(date) is 'The slots a business day offers, earliest first: its hours'' grid without the slots a closure covers (packages/domain daySlots).';

create or replace function private.blocked_lanes(day date, slots text[])
returns table (lane smallint, slot text, reason jsonb)
language sql
stable security definer
set search_path = ''
as $$
  select distinct on (l.lane, s.slot) l.lane, s.slot, b.reason
  from unnest(slots) as s (slot)
  join public.lane_blocks as b
    on tstzrange(b.starts_at, b.ends_at) && tstzrange(
      private.slot_instant(day, s.slot),
      private.slot_instant(day, s.slot) + make_interval(mins => private.session_minutes())
    )
  cross join unnest(b.lanes) as l (lane)
  where l.lane <= private.lane_count()
  order by l.lane, s.slot, b.starts_at
$$;

comment on function private.blocked_lanes(date,text[]) is 'The lanes a block takes out of use in any of the given slots of a business day, with the block''s reason.';

create or replace function private.covered_slots(start_time text, duration_minutes integer)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  first_minute integer;
  slot_count integer;
begin
  if not private.is_time_of_day(start_time) or duration_minutes is null or duration_minutes <= 0 then
    return null;
  end if;
  first_minute := private.day_minute(start_time);
  slot_count := ceil(duration_minutes::numeric / private.session_minutes())::integer;
  if first_minute + (slot_count - 1) * private.session_minutes() >= 1440 then
    return null;
  end if;
  return array(
    select private.time_at_day_minute(first_minute + k * private.session_minutes())
    from generate_series(0, slot_count - 1) as k
    order by k
  );
end;
$$;

comment on function private.covered_slots(text,integer) is 'The slot starts a booking of the given minutes covers from its start, earliest first (one per slot length, past midnight too); null past the business day''s end. Whether the day offers them is check_booking_time''s question.';

-- Refusing what the schedule does not offer -------------------------------------------------

create or replace function private.is_day_past(day date, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$ select day < private.business_day(at) $$;

create or replace function private.is_day_beyond_horizon(day date, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$ select day > private.business_day(at) + private.booking_horizon_days() $$;

create or replace function private.is_slot_past(day date, slot text, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$ select private.is_day_past(day, at) or at >= private.slot_instant(day, slot) $$;

comment on function private.is_slot_past(date,text,timestamptz) is 'Whether a slot has started at the given instant on the venue''s clock (packages/domain isSlotPast).';

create or replace function private.is_slot_over(day date, slot text, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_day_past(day, at)
    or at >= private.slot_instant(day, slot) + make_interval(mins => private.session_minutes())
$$;

comment on function private.is_slot_over(date,text,timestamptz) is 'Whether a slot has ended at the given instant on the venue''s clock: its day is past, or its slot length is over. The mirror of isSlotOver in packages/domain.';

create or replace function private.cancel_until(day date, slot text)
returns timestamptz
language sql
stable
set search_path = ''
as $$ select private.slot_instant(day, slot) - make_interval(mins => private.cancellation_cutoff_minutes()) $$;

create or replace function private.refuse_closed(day date, slots text[])
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  closure public.closures;
  slot text;
begin
  foreach slot in array slots loop
    closure := private.closure_at(day, slot);
    if closure.id is not null and closure.from_time is null then
      raise exception 'The venue is closed on %: %', to_char(day, 'YYYY-MM-DD'), private.text_in(closure.reason, 'en')
        using errcode = 'VN016', detail = 'date', hint = private.refusal(
          'booking.day_closed', jsonb_build_object('date', to_char(day, 'YYYY-MM-DD'), 'reason', closure.reason)
        );
    elsif closure.id is not null then
      raise exception 'The venue is closed from % to % that day: %', closure.from_time, closure.to_time, private.text_in(closure.reason, 'en')
        using errcode = 'VN016', detail = 'time', hint = private.refusal(
          'booking.time_closed',
          jsonb_build_object('from', closure.from_time, 'to', closure.to_time, 'reason', closure.reason)
        );
    end if;
  end loop;
end;
$$;

comment on function private.refuse_closed(date,text[]) is 'Refuses slots a closure covers (VN016): booking.day_closed for a whole day, booking.time_closed for part of one, with the closure''s reason in every language it has.';

create or replace function private.check_booking_time(day date, slot text, minutes integer, is_slot_under_way_bookable boolean default false)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  slots text[];
  is_too_late boolean;
begin
  if day is null or not isfinite(day) then perform private.refuse('booking.date_required', '{}'::jsonb, 'Please choose a date', 'date'); end if;
  if not private.is_time_of_day(slot) then
    perform private.refuse('booking.time_required', '{}'::jsonb, 'Please choose a time', 'time');
  end if;
  if private.is_day_past(day, now()) then
    raise exception 'Past dates cannot be booked' using errcode = 'VN014', detail = 'date', hint = private.refusal('booking.past_date');
  end if;
  if private.is_day_beyond_horizon(day, now()) then
    perform private.refuse('booking.beyond_horizon', jsonb_build_object('days', private.booking_horizon_days()), format('Bookings can be made up to %s days ahead', private.booking_horizon_days()), 'date');
  end if;
  if not exists (select from private.hours_on(day)) then
    raise exception 'The venue is closed on %.', to_char(day, 'YYYY-MM-DD')
      using errcode = 'VN016', detail = 'date', hint = private.refusal(
        'booking.day_closed', jsonb_build_object('date', to_char(day, 'YYYY-MM-DD'), 'reason', null)
      );
  end if;
  perform private.refuse_closed(day, array[slot]);
  if not exists (select from private.slot_grid(day) as g where g.slot = check_booking_time.slot) then
    perform private.refuse('booking.time_required', '{}'::jsonb, 'Please choose a time', 'time');
  end if;
  is_too_late := case
    when is_slot_under_way_bookable then private.is_slot_over(day, slot, now())
    else private.is_slot_past(day, slot, now())
  end;
  if is_too_late then
    raise exception 'This time is no longer available' using errcode = 'VN011', detail = 'time', hint = private.refusal('booking.slot_started');
  end if;
  slots := private.covered_slots(slot, minutes);
  if slots is null or exists (
    select from unnest(slots) as s (slot)
    where not exists (select from private.slot_grid(day) as g where g.slot = s.slot)
  ) then
    raise exception 'This booking would run past closing time' using errcode = 'VN012', detail = 'time', hint = private.refusal('booking.past_closing');
  end if;
  perform private.refuse_closed(day, slots);
  return slots;
end;
$$;

comment on function private.check_booking_time(date,text,integer,boolean) is 'The slots a booking of the given minutes covers, or the refusal of its day or time: a past day, beyond the horizon, a day the venue does not open or a closure (VN016), a time the day''s hours do not offer, a slot that has started (for staff with is_slot_under_way_bookable: one that has ended), past closing.';

-- Lanes: held by approved bookings, or blocked ---------------------------------------------

create or replace function private.lowest_free_lane(day date, slots text[], booking_id uuid, preferred integer default null)
returns smallint
language sql
stable security definer
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
  and not exists (select 1 from private.blocked_lanes(day, slots) as b where b.lane = candidate)
  order by candidate is distinct from preferred, candidate
  limit 1
$$;

comment on function private.lowest_free_lane(date,text[],uuid,integer) is 'The lowest lane neither held nor blocked in every given slot of a day (the preferred one when free), not counting the booking''s own holds; null when none is.';

create or replace function private.lanes_taken(day date, slots text[], booking_id uuid default null)
returns table (slot text, taken integer)
language sql
stable security definer
set search_path = ''
as $$
  select s.slot, (
    select count(distinct t.lane)::integer
    from (
      select h.lane from public.slot_lanes as h
      where h.date = day and h.time = s.slot and h.booking_id is distinct from lanes_taken.booking_id
      union
      select b.lane from private.blocked_lanes(day, array[s.slot]) as b
    ) as t
  )
  from unnest(slots) as s (slot)
$$;

comment on function private.lanes_taken(date,text[],uuid) is 'Per slot: the lanes held by approved bookings (but the given one) or blocked.';

create or replace function private.refuse_slot_full(day date, slots text[], booking_id uuid default null)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  fullest record;
begin
  select t.slot into fullest
  from private.lanes_taken(day, slots, booking_id) as t
  order by t.taken desc, private.day_minute(t.slot)
  limit 1;
  -- A free lane in some slot but none in all of them is as full, for this booking, as a full slot.
  raise exception '%', private.capacity_message(day, fullest.slot, private.lane_count())
    using errcode = 'VN001', hint = private.refusal('booking.slot_full', private.capacity_params(day, fullest.slot, private.lane_count()));
end;
$$;

comment on function private.refuse_slot_full(date,text[],uuid) is 'Refuses a booking no lane is free for in all its slots (VN001), naming the fullest slot as full: a lane free in one slot but not the next is no lane for the booking.';

create or replace function private.free_lane(day date, slots text[])
returns integer
language plpgsql
set search_path = ''
as $$
declare
  lane integer;
begin
  perform private.lock_slot_loads(day, slots);
  -- Read after the locks: a closure or block saved meanwhile is seen.
  perform private.refuse_closed(day, slots);
  lane := private.lowest_free_lane(day, slots, null);
  if lane is null then
    perform private.refuse_slot_full(day, slots);
  end if;
  return lane;
end;
$$;

comment on function private.free_lane(date,text[]) is 'Locks the slots'' load rows and returns the lowest lane neither held nor blocked in all of them, or refuses a closed slot (VN016) or a full one (VN001).';

create or replace function private.refuse_unusable_lane(day date, slots text[], lane integer, booking_id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  blocked record;
  taken_slot text;
begin
  if lane is null or lane not between 1 and private.lane_count() then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lane', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count()));
  end if;
  select b.slot, b.reason into blocked
  from private.blocked_lanes(day, slots) as b
  where b.lane = refuse_unusable_lane.lane
  order by private.day_minute(b.slot)
  limit 1;
  if found then
    raise exception 'Lane % is out of use at %: %', lane, blocked.slot, private.text_in(blocked.reason, 'en')
      using errcode = 'VN009', detail = 'lane', hint = private.refusal(
        'lane.blocked', jsonb_build_object('lane', lane, 'time', blocked.slot, 'reason', blocked.reason)
      );
  end if;
  select h.time into taken_slot
  from public.slot_lanes as h
  where h.date = day and h.time = any (slots) and h.lane = refuse_unusable_lane.lane
    and h.booking_id is distinct from refuse_unusable_lane.booking_id
  order by private.day_minute(h.time)
  limit 1;
  if taken_slot is not null then
    raise exception 'Lane % is taken at % by another booking.', lane, taken_slot
      using errcode = 'VN009', detail = 'lane', hint = private.refusal('lane.taken', jsonb_build_object('lane', lane, 'time', taken_slot));
  end if;
end;
$$;

comment on function private.refuse_unusable_lane(date,text[],integer,uuid) is 'Refuses a lane that does not exist (VN008), is blocked (VN009 lane.blocked) or is held by another booking (VN009 lane.taken) in one of the slots.';

create or replace function private.claim_lane(day date, slots text[], lane integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.lock_slot_loads(day, slots);
  perform private.refuse_closed(day, slots);
  perform private.refuse_unusable_lane(day, slots, lane, null);
end;
$$;

comment on function private.claim_lane(date,text[],integer) is 'Locks the slots'' load rows and refuses a closed slot (VN016) or a lane that does not exist (VN008), is blocked or held (VN009); a booking inserted with that lane in the same transaction then holds it.';

-- slot_loads counts the lanes slot_lanes holds: kept by a trigger on slot_lanes, so a hold and
-- its count never part, whatever the schedule became since the hold was made.

drop trigger apply_booking_load on public.bookings;
drop function private.apply_booking_load();

create or replace function private.count_slot_lane()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.slot_loads as l (date, time, approved)
    values (new.date, new.time, 1)
    on conflict (date, time) do update set approved = l.approved + 1;
  else
    update public.slot_loads as l set approved = l.approved - 1
    where l.date = old.date and l.time = old.time;
  end if;
  return null;
end;
$$;

create trigger count_slot_lane
after insert or delete on public.slot_lanes
for each row execute function private.count_slot_lane();

create or replace function private.place_booking_lane()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_approved boolean := tg_op = 'UPDATE' and old.status = 'approved';
  slots text[] := private.covered_slots(new.time, new.duration);
begin
  if new.status = 'approved' and new.lane > private.lane_count() then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lane', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count()));
  end if;
  if new.status <> 'approved' then
    new.lane := null;
  elsif (tg_op = 'INSERT' and new.lane is not null) or (was_approved and new.lane is distinct from old.lane) then
    -- A lane set explicitly (the database owner): slot_lanes' key judges it.
    null;
  elsif was_approved and new.date = old.date and new.time = old.time and new.duration = old.duration then
    return new;
  else
    perform private.lock_slot_loads(new.date, slots);
    -- Every approval, a direct PATCH of the status included, meets the closures after the locks.
    perform private.refuse_closed(new.date, slots);
    new.lane := private.lowest_free_lane(new.date, slots, new.id, case when was_approved then old.lane end);
    if new.lane is null then
      -- Full, or a free lane in each slot but none in all of them: no lane for the whole booking.
      perform private.refuse_slot_full(new.date, slots, new.id);
    end if;
  end if;

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
    select new.date, slot, new.lane, new.id from unnest(slots) as slot order by slot;
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
      perform private.refuse_slot_full(booking.date, slots, booking.id);
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

create or replace function public.move_booking_lane(booking_id uuid, lane smallint)
returns smallint
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  slots text[];
  moved smallint;
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
  if booking.lane = move_booking_lane.lane then
    return booking.lane;
  end if;

  slots := private.covered_slots(booking.time, booking.duration);
  perform private.lock_slot_loads(booking.date, slots);
  perform private.refuse_unusable_lane(booking.date, slots, move_booking_lane.lane, booking.id);

  update public.bookings as b set lane = move_booking_lane.lane where b.id = booking.id returning b.lane into moved;
  return moved;
end;
$$;

comment on function public.move_booking_lane(uuid,smallint) is 'Staff: moves an approved booking to another lane in every slot it covers when that lane is free and not blocked in all of them (VN007 not approved, VN008 no such lane, VN009 blocked or taken). Returns the lane.';

create or replace function public.reschedule_booking(booking_id uuid, new_date date, new_time text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  booking public.bookings;
  old_slots text[];
  new_slots text[];
  lane integer;
begin
  perform private.require_staff('reschedule bookings');
  booking := private.lock_booking(reschedule_booking.booking_id);
  if booking.status <> 'approved' then
    raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003', hint = private.refusal('booking.reschedule_not_approved');
  end if;
  new_slots := private.check_booking_time(new_date, new_time, booking.duration);
  if new_date = booking.date and new_time = booking.time then
    return booking.lane;
  end if;
  old_slots := array(select h.time from public.slot_lanes as h where h.booking_id = booking.id);

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
  perform private.refuse_closed(new_date, new_slots);

  -- The booking's lane trigger places it (its own lane when free there) or refuses a full slot.
  update public.bookings as b set date = new_date, time = new_time where b.id = booking.id returning b.lane into lane;
  return lane;
end;
$$;

comment on function public.reschedule_booking(uuid,date,text) is 'Staff: moves an approved booking to another date and slot the schedule offers if every slot it would cover has a lane free and not blocked; it keeps its lane when that is free there. Returns the lane.';

create or replace function public.slot_occupancy(day date)
returns table ("time" text, approved integer)
language sql
stable security definer
set search_path = ''
as $$
  select s.slot, t.taken
  from private.day_slots(day) as s
  join private.lanes_taken(day, array(select d.slot from private.day_slots(day) as d)) as t on t.slot = s.slot
  order by s.position
$$;

comment on function public.slot_occupancy(date) is 'Public: the lanes taken (held by approved bookings or blocked) in each slot a day offers (counts only).';

create or replace function public.venue_day(day date)
returns table (slot_start text, lanes_open integer, lanes_free integer)
language sql
stable security definer
set search_path = ''
as $$
  with slots as (
    select s.slot, s.position from private.day_slots(day) as s
  ),
  blocked as (
    select b.slot, count(*)::integer as lanes
    from private.blocked_lanes(day, array(select slot from slots)) as b
    group by b.slot
  ),
  taken as (
    select t.slot, t.taken from private.lanes_taken(day, array(select slot from slots)) as t
  )
  select s.slot,
    private.lane_count() - coalesce(b.lanes, 0),
    greatest(private.lane_count() - t.taken, 0)
  from slots as s
  join taken as t on t.slot = s.slot
  left join blocked as b on b.slot = s.slot
  order by s.position
$$;

comment on function public.venue_day(date) is 'Public: the slots the schedule offers on a business day, earliest first, with the lanes open (neither blocked nor closed) and free (open and not held by an approved booking); no rows on a closed day.';

grant execute on function public.venue_day(date) to anon, authenticated;

create or replace function private.insights_lane_occupancy(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with offered as (
    -- Each slot the days of the period offered, and on how many of them.
    select extract(dow from d.day)::integer as weekday, g.slot, count(*)::integer as days
    from generate_series(period_from::timestamp, period_to::timestamp, interval '1 day') as d (day)
    cross join lateral private.slot_grid(d.day::date) as g
    group by 1, 2
  ),
  weekly as (
    -- A weekday the period does not reach still lists its usual slots, with no share.
    select (w.weekday % 7)::integer as weekday, g.slot
    from public.opening_hours as w
    cross join lateral private.slots_of_hours(w.opens_at, w.closes_at) as g
  ),
  held as (
    select extract(dow from l.date)::integer as weekday, l.time as slot, sum(l.approved)::integer as held
    from public.slot_loads as l
    where l.date between period_from and period_to
    group by 1, 2
  ),
  cells as (
    select weekday, slot from offered
    union select weekday, slot from weekly
    union select weekday, slot from held where held > 0
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'weekday', c.weekday,
      'slot', c.slot,
      'held', coalesce(h.held, 0),
      'days', coalesce(o.days, 0),
      'share', case when o.days > 0
        then round(coalesce(h.held, 0)::numeric / (private.lane_count() * o.days), 4) end
    ) order by c.weekday, private.day_minute(c.slot)), '[]'::jsonb)
  from cells as c
  left join offered as o on o.weekday = c.weekday and o.slot = c.slot
  left join held as h on h.weekday = c.weekday and h.slot = c.slot
$$;

comment on function private.insights_lane_occupancy(date,date) is 'Per weekday and slot: the lanes held in the period, the days that offered the slot, and the share of those days'' lanes that were held (lanes from public.venue_schedule).';

-- Tables that named the fixed slots and lanes now check only the shape ---------------------

alter table public.bookings
  drop constraint bookings_time_check,
  drop constraint bookings_fit_the_day,
  drop constraint bookings_lane_range,
  add constraint bookings_time_check check (private.is_time_of_day(time)),
  add constraint bookings_lane_range check (lane is null or lane between 1 and 24);

alter table public.slot_lanes
  drop constraint slot_lanes_lane_check,
  drop constraint slot_lanes_time_check,
  add constraint slot_lanes_lane_check check (lane between 1 and 24),
  add constraint slot_lanes_time_check check (private.is_time_of_day(time));

alter table public.slot_loads
  drop constraint slot_loads_approved_check,
  drop constraint slot_loads_time_check,
  add constraint slot_loads_approved_check check (approved >= 0),
  add constraint slot_loads_time_check check (private.is_time_of_day(time));

comment on table public.slot_lanes is 'The lanes approved bookings hold per date and slot (one booking per lane), kept by a trigger on bookings. Staff read it.';
comment on table public.slot_loads is 'Lanes held per date and slot (the rows of slot_lanes, counted by a trigger on it); the row every writer of a slot locks first. Public: counts only.';
comment on column public.bookings.lane is 'The lane an approved booking holds in every slot it covers, assigned at approval and kept; null unless approved.';

update public.slot_loads as l
set approved = (select count(*) from public.slot_lanes as h where h.date = l.date and h.time = l.time);

drop function private.slot_starts();

-- Changes the schedule refuses while bookings stand on it --------------------------------

create or replace function private.guard_schedule_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  highest smallint;
  standing integer;
begin
  if new.lane_count < old.lane_count then
    select max(h.lane) into highest
    from public.slot_lanes as h
    where h.date >= private.business_day(now()) and h.lane > new.lane_count;
    if highest is not null then
      raise exception 'Lane % holds bookings from today on; move them before removing it.', highest
        using errcode = 'VN017', detail = 'lane_count', hint = private.refusal('schedule.lane_in_use', jsonb_build_object('lane', highest));
    end if;
  end if;
  if new.slot_minutes <> old.slot_minutes then
    select count(*) into standing
    from public.bookings as b
    where b.date >= private.business_day(now()) and b.status in ('pending', 'approved');
    if standing > 0 then
      raise exception '% bookings from today on are planned on the current slot length.', standing
        using errcode = 'VN017', detail = 'slot_minutes', hint = private.refusal('schedule.slot_length_in_use', jsonb_build_object('bookings', standing));
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_schedule_change
before update on public.venue_schedule
for each row execute function private.guard_schedule_change();

create trigger stamp_opening_hours
before update on public.opening_hours
for each row execute function private.stamp_updated_at();

-- A closure or block waits for, and holds off, every writer of the slots it touches.

create or replace function private.lock_touched_slots()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  day date;
  first_day date;
  last_day date;
begin
  if tg_table_name = 'closures' then
    first_day := coalesce(new.day, old.day);
    last_day := first_day;
    if tg_op = 'UPDATE' and old.day <> new.day then
      first_day := least(old.day, new.day);
      last_day := greatest(old.day, new.day);
    end if;
  else
    first_day := private.business_day(least(new.starts_at, coalesce(old.starts_at, new.starts_at)));
    last_day := private.business_day(greatest(new.ends_at, coalesce(old.ends_at, new.ends_at)));
  end if;
  for day in select d::date from generate_series(first_day, last_day, interval '1 day') as d loop
    perform private.lock_slot_loads(day, array(select g.slot from private.slot_grid(day) as g order by g.slot));
  end loop;
  return null;
end;
$$;

create trigger lock_touched_slots
after insert or update on public.closures
for each row execute function private.lock_touched_slots();

create trigger lock_touched_slots
after insert or update on public.lane_blocks
for each row execute function private.lock_touched_slots();

create or replace function private.refuse_missing_lane()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  lane smallint;
begin
  select l into lane from unnest(new.lanes) as l where l > private.lane_count() order by l limit 1;
  if lane is not null then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lanes', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count()));
  end if;
  return new;
end;
$$;

create trigger refuse_missing_lane
before insert or update on public.lane_blocks
for each row execute function private.refuse_missing_lane();

-- Who reads and writes it ---------------------------------------------------------------------

create or replace function private.is_within_business_today(starts_at timestamptz, ends_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.business_day(starts_at) = private.business_day(now())
    and ends_at <= ((private.business_day(now()) + 1) + time '06:00') at time zone private.venue_time_zone()
$$;

comment on function private.is_within_business_today(timestamptz,timestamptz) is 'A period inside today''s business day (06:00 to 06:00 the next morning): what reception may block.';

alter table public.venue_schedule enable row level security;
alter table public.opening_hours enable row level security;
alter table public.special_hours enable row level security;
alter table public.closures enable row level security;
alter table public.lane_blocks enable row level security;

create policy "the schedule is public" on public.venue_schedule for select to anon, authenticated using (true);
create policy "the manager sets the schedule" on public.venue_schedule for update to authenticated
  using ((select private.is_manager())) with check ((select private.is_manager()));

create policy "opening hours are public" on public.opening_hours for select to anon, authenticated using (true);
create policy "the manager sets opening hours" on public.opening_hours for update to authenticated
  using ((select private.is_manager())) with check ((select private.is_manager()));

create policy "special hours are public" on public.special_hours for select to anon, authenticated using (true);
create policy "the manager adds special hours" on public.special_hours for insert to authenticated
  with check ((select private.is_manager()));
create policy "the manager edits special hours" on public.special_hours for update to authenticated
  using ((select private.is_manager())) with check ((select private.is_manager()));
create policy "the manager removes special hours" on public.special_hours for delete to authenticated
  using ((select private.is_manager()));

create policy "closures are public" on public.closures for select to anon, authenticated using (true);
create policy "the manager adds closures" on public.closures for insert to authenticated
  with check ((select private.is_manager()));
create policy "the manager edits closures" on public.closures for update to authenticated
  using ((select private.is_manager())) with check ((select private.is_manager()));
create policy "the manager removes closures" on public.closures for delete to authenticated
  using ((select private.is_manager()));

create policy "staff read lane blocks" on public.lane_blocks for select to authenticated
  using ((select private.is_staff()));
create policy "staff add lane blocks" on public.lane_blocks for insert to authenticated
  with check (
    (select private.is_manager())
    or ((select private.is_staff()) and created_by = (select auth.uid())
        and private.is_within_business_today(starts_at, ends_at))
  );
create policy "the manager edits lane blocks" on public.lane_blocks for update to authenticated
  using ((select private.is_manager())) with check ((select private.is_manager()));
create policy "the manager removes lane blocks" on public.lane_blocks for delete to authenticated
  using ((select private.is_manager()));

revoke all on public.venue_schedule, public.opening_hours, public.special_hours, public.closures, public.lane_blocks from anon, authenticated;
grant select on public.venue_schedule, public.opening_hours, public.special_hours, public.closures to anon;
grant select on public.venue_schedule, public.opening_hours, public.special_hours, public.closures, public.lane_blocks to authenticated;
grant update (slot_minutes, lane_count) on public.venue_schedule to authenticated;
grant update (opens_at, closes_at) on public.opening_hours to authenticated;
grant insert (first_day, last_day, opens_at, closes_at, name), update (first_day, last_day, opens_at, closes_at, name), delete on public.special_hours to authenticated;
grant insert (day, from_time, to_time, reason), update (day, from_time, to_time, reason), delete on public.closures to authenticated;
grant insert (lanes, starts_at, ends_at, reason), update (lanes, starts_at, ends_at, reason), delete on public.lane_blocks to authenticated;
