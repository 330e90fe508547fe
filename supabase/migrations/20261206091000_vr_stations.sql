-- VR stations as a second resource (issue 32, points 1 and 3; docs/decisions/034). The VR zone
-- has a number of stations and its own session length (public.vr_settings, one row the manager
-- edits, as venue_schedule), and its sessions run inside the venue's hours from the calendar
-- model: one every session length from opening while before closing, closures taking out the
-- sessions they touch. A VR booking (type 'vr') takes one station per player (people) for one or
-- more consecutive sessions (rounds); a birthday package states its VR sessions
-- (birthday_packages.vr_sessions), and approving a party books its stations in the VR session(s)
-- right after its bowling, or from the start reception chooses (approve_booking's vr_start).
--
-- The holds follow the lanes' model: an approved booking holds one vr_station_holds row per
-- station and session (its key makes a station in a session one booking's), counted into
-- vr_session_loads, the row every writer of a session locks first (in ascending order, after any
-- slot_loads rows it locks). Blocks of stations (a broken headset) are vr_station_blocks, which
-- lock the sessions they touch as lane_blocks lock slots. One trigger on bookings
-- (private.place_booking_stations) places, keeps, moves and releases the stations on every path:
-- a request, a staff booking or walk-in, an approval (approve_booking or a direct PATCH), a
-- reschedule, a cancellation, a rejection.

-- Settings ----------------------------------------------------------------------------------

create table public.vr_settings (
  id boolean primary key default true constraint vr_settings_one_row check (id),
  station_count integer not null default 4
    constraint vr_settings_station_count check (station_count between 1 and 24),
  session_minutes integer not null default 20
    constraint vr_settings_session_minutes check (session_minutes between 5 and 120 and session_minutes % 5 = 0),
  updated_at timestamptz not null default now()
);

comment on table public.vr_settings is 'One row: how many VR stations the zone has and how long one VR session lasts. Public; the manager edits it.';

insert into public.vr_settings (id) values (true);

alter table public.vr_settings enable row level security;

create policy "the vr settings are public" on public.vr_settings
  for select to anon, authenticated using (true);

create policy "the manager sets the vr settings" on public.vr_settings
  for update to authenticated
  using ((select private.is_manager())) with check ((select private.is_manager()));

revoke all on public.vr_settings from anon, authenticated;
grant select on public.vr_settings to anon, authenticated;
grant update (station_count, session_minutes) on public.vr_settings to authenticated;
grant all on public.vr_settings to service_role;

create constraint trigger mark_site_publish_wanted
  after insert or update or delete on public.vr_settings
  deferrable initially deferred
  for each row execute function private.mark_site_publish_wanted();

create function private.station_count()
returns integer
language sql
stable
set search_path = ''
as $$ select s.station_count from public.vr_settings as s $$;

comment on function private.station_count() is 'How many VR stations the zone has (public.vr_settings).';

create function private.vr_session_minutes()
returns integer
language sql
stable
set search_path = ''
as $$ select s.session_minutes from public.vr_settings as s $$;

comment on function private.vr_session_minutes() is 'How long one VR session lasts (public.vr_settings).';

-- Packages ------------------------------------------------------------------------------------

alter table public.birthday_packages
  add column vr_sessions smallint not null default 0,
  add constraint birthday_packages_vr_sessions check (vr_sessions between 0 and 6);

comment on column public.birthday_packages.vr_sessions is 'How many consecutive VR sessions a party of the package plays (0 for none): approving the party holds VR stations for them, one per guest up to every station.';

-- The items that said it ("1 VR session", "2 VR sessions") become the number; the item stays
-- in the list the visitors read.
update public.birthday_packages as p
set vr_sessions = coalesce((
  select max((m.found)[1]::smallint)
  from jsonb_array_elements_text(case when jsonb_typeof(p.items -> 'en') = 'array' then p.items -> 'en' else '[]'::jsonb end) as i (item)
  cross join lateral regexp_match(i.item, '^\s*([1-6])\s+VR\s+sessions?\s*$', 'i') as m (found)
  where m.found is not null
), 0)
where p.items ? 'en';

-- The session grid ---------------------------------------------------------------------------

create function private.vr_sessions_of_hours(opens_at text, closes_at text)
returns table (session text, "position" integer)
language sql
stable
set search_path = ''
as $$
  select private.time_at_day_minute(m), (row_number() over (order by m))::integer
  from (
    select private.is_business_span(opens_at, closes_at) as is_span,
      private.day_minute(opens_at) as first_minute,
      private.closing_minute(closes_at) as end_minute,
      private.vr_session_minutes() as step
  ) as h
  cross join lateral generate_series(h.first_minute, h.end_minute - 1, h.step) as m
  where h.is_span
  order by m
$$;

comment on function private.vr_sessions_of_hours(text, text) is 'The VR session starts hours give: one every VR session length from opening while before closing, as private.slots_of_hours gives the lanes'' slots (packages/domain vrSessionsOfHours).';

create function private.vr_session_grid(day date)
returns table (session text, "position" integer)
language sql
stable
set search_path = ''
as $$
  select g.session, g.position
  from private.hours_on(day) as h
  cross join lateral private.vr_sessions_of_hours(h.opens_at, h.closes_at) as g
  order by g.position
$$;

comment on function private.vr_session_grid(date) is 'The VR session starts a business day''s hours give, closures aside.';

create function private.vr_closure_at(day date, session text)
returns public.closures
language sql
stable
set search_path = ''
as $$
  select c.*
  from public.closures as c
  where c.day = vr_closure_at.day
    and (
      c.from_time is null
      or (private.day_minute(session) < private.closing_minute(c.to_time)
          and private.day_minute(session) + private.vr_session_minutes() > private.day_minute(c.from_time))
    )
  order by c.from_time nulls first, c.created_at
  limit 1
$$;

comment on function private.vr_closure_at(date, text) is 'The closure a VR session of a business day falls in (a whole-day one first), if any.';

create function private.vr_day_sessions(day date)
returns table (session text, "position" integer)
language sql
stable
set search_path = ''
as $$
  select g.session, g.position
  from private.vr_session_grid(day) as g
  where (private.vr_closure_at(day, g.session)).id is null
  order by g.position
$$;

comment on function private.vr_day_sessions(date) is 'The VR sessions a business day offers, earliest first: its hours'' VR grid without the sessions a closure touches.';

create function private.vr_covered_sessions(start_time text, sessions integer)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  first_minute integer;
  step integer := private.vr_session_minutes();
begin
  if not private.is_time_of_day(start_time) or sessions is null or sessions < 1 then
    return null;
  end if;
  first_minute := private.day_minute(start_time);
  if first_minute + (sessions - 1) * step >= 1440 then
    return null;
  end if;
  return array(
    select private.time_at_day_minute(first_minute + k * step)
    from generate_series(0, sessions - 1) as k
    order by k
  );
end;
$$;

comment on function private.vr_covered_sessions(text, integer) is 'The starts of the consecutive VR sessions a booking plays from its first, earliest first; null past the business day''s end.';

create function private.refuse_vr_closed(day date, sessions text[])
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  closure public.closures;
  session text;
begin
  foreach session in array sessions loop
    closure := private.vr_closure_at(day, session);
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

comment on function private.refuse_vr_closed(date, text[]) is 'Refuses VR sessions a closure touches (VN016), as private.refuse_closed refuses slots.';

create function private.check_vr_time(day date, session text, sessions integer, is_session_under_way_bookable boolean default false)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  covered text[];
  grid text[];
  is_too_late boolean;
begin
  if day is null or not isfinite(day) then perform private.refuse('booking.date_required', '{}'::jsonb, 'Please choose a date', 'date'); end if;
  if not private.is_time_of_day(session) then
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
  perform private.refuse_vr_closed(day, array[session]);
  grid := array(select g.session from private.vr_session_grid(day) as g);
  if not session = any (grid) then
    perform private.refuse('booking.time_required', '{}'::jsonb, 'Please choose a time', 'time');
  end if;
  is_too_late := case
    when is_session_under_way_bookable
      then private.is_day_past(day, now())
        or now() >= private.slot_instant(day, session) + make_interval(mins => private.vr_session_minutes())
    else private.is_slot_past(day, session, now())
  end;
  if is_too_late then
    raise exception 'This time is no longer available' using errcode = 'VN011', detail = 'time', hint = private.refusal('booking.slot_started');
  end if;
  covered := private.vr_covered_sessions(session, sessions);
  if covered is null or not covered <@ grid then
    raise exception 'This booking would run past closing time' using errcode = 'VN012', detail = 'time', hint = private.refusal('booking.past_closing');
  end if;
  perform private.refuse_vr_closed(day, covered);
  return covered;
end;
$$;

comment on function private.check_vr_time(date, text, integer, boolean) is 'The VR sessions a booking of `sessions` consecutive sessions from `session` plays, or the refusal of its day or time, as private.check_booking_time for slots: a past day, beyond the horizon, a day the venue does not open or a closure (VN016), a start the day''s VR grid does not offer, a session that has started (for staff: ended), past closing.';

-- Holds, loads and blocks -------------------------------------------------------------------

create table public.vr_session_loads (
  date date not null,
  session_start text not null constraint vr_session_loads_session_start check (private.is_time_of_day(session_start)),
  taken integer not null default 0 constraint vr_session_loads_taken check (taken between 0 and 24),
  primary key (date, session_start)
);

comment on table public.vr_session_loads is 'VR stations held per date and session (the rows of vr_station_holds, counted by a trigger on it); the row every writer of a VR session locks first. Public: counts only.';

alter table public.vr_session_loads enable row level security;

create policy "vr session loads are public" on public.vr_session_loads
  for select to anon, authenticated using (true);

revoke all on public.vr_session_loads from anon, authenticated;
grant select on public.vr_session_loads to anon, authenticated;
grant all on public.vr_session_loads to service_role;

create table public.vr_station_holds (
  date date not null,
  session_start text not null constraint vr_station_holds_session_start check (private.is_time_of_day(session_start)),
  station smallint not null constraint vr_station_holds_station check (station between 1 and 24),
  booking_id uuid not null references public.bookings (id) on delete cascade deferrable initially deferred,
  primary key (date, session_start, station)
);

comment on table public.vr_station_holds is 'The VR stations approved bookings hold per date and session (one booking per station, one row per station and session), kept by a trigger on bookings. Staff read it.';

create index vr_station_holds_booking_id_idx on public.vr_station_holds (booking_id, session_start);

alter table public.vr_station_holds enable row level security;

create policy "staff read vr station holds" on public.vr_station_holds
  for select to authenticated using ((select private.is_staff()));

revoke all on public.vr_station_holds from anon, authenticated;
grant select on public.vr_station_holds to authenticated;
grant all on public.vr_station_holds to service_role;

create function private.count_vr_station_hold()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.vr_session_loads as l (date, session_start, taken)
    values (new.date, new.session_start, 1)
    on conflict (date, session_start) do update set taken = l.taken + 1;
  else
    update public.vr_session_loads as l set taken = l.taken - 1
    where l.date = old.date and l.session_start = old.session_start;
  end if;
  return null;
end;
$$;

create trigger count_vr_station_hold
  after insert or delete on public.vr_station_holds
  for each row execute function private.count_vr_station_hold();

create function private.lock_vr_session_loads(day date, sessions text[])
returns table (session text, taken integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.vr_session_loads (date, session_start)
  select day, s from unnest(sessions) as s order by s
  on conflict (date, session_start) do nothing;
  return query
    select l.session_start, l.taken
    from public.vr_session_loads as l
    where l.date = day and l.session_start = any (sessions)
    order by l.session_start
    for update;
end;
$$;

comment on function private.lock_vr_session_loads(date, text[]) is 'Locks the load rows of VR sessions of a day in ascending order (creating them): what every writer of a VR session does first, after the slot_loads rows it locks.';

create table public.vr_station_blocks (
  id uuid primary key default gen_random_uuid(),
  stations smallint[] not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason jsonb not null,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint vr_station_blocks_stations check (
    cardinality(stations) between 1 and 24 and array_position(stations, null) is null
    and 1 <= all (stations) and private.are_distinct(stations)
  ),
  constraint vr_station_blocks_period check (ends_at > starts_at and ends_at - starts_at <= interval '366 days'),
  constraint vr_station_blocks_reason check (private.is_localized_text(reason, 200))
);

comment on table public.vr_station_blocks is 'VR stations out of use from starts_at to ends_at (a broken headset, a private event), with the reason staff read. A session that overlaps a block counts its stations as taken. Staff read them; the manager writes them, reception adds them for today.';

create index vr_station_blocks_created_by_idx on public.vr_station_blocks (created_by);
create index vr_station_blocks_period_idx on public.vr_station_blocks using gist (tstzrange(starts_at, ends_at));

alter table public.vr_station_blocks enable row level security;

create policy "staff read vr station blocks" on public.vr_station_blocks
  for select to authenticated using ((select private.is_staff()));

create policy "staff add vr station blocks" on public.vr_station_blocks
  for insert to authenticated
  with check (
    (select private.is_manager())
    or ((select private.is_staff()) and created_by = (select auth.uid()) and private.is_within_business_today(starts_at, ends_at))
  );

create policy "the manager edits vr station blocks" on public.vr_station_blocks
  for update to authenticated
  using ((select private.is_manager())) with check ((select private.is_manager()));

create policy "the manager removes vr station blocks" on public.vr_station_blocks
  for delete to authenticated using ((select private.is_manager()));

revoke all on public.vr_station_blocks from anon, authenticated;
grant select, delete on public.vr_station_blocks to authenticated;
grant insert (stations, starts_at, ends_at, reason), update (stations, starts_at, ends_at, reason) on public.vr_station_blocks to authenticated;
grant all on public.vr_station_blocks to service_role;

create function private.blocked_stations(day date, sessions text[])
returns table (station smallint, session text, reason jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (l.station, s.session) l.station, s.session, b.reason
  from unnest(sessions) as s (session)
  join public.vr_station_blocks as b
    on tstzrange(b.starts_at, b.ends_at) && tstzrange(
      private.slot_instant(day, s.session),
      private.slot_instant(day, s.session) + make_interval(mins => private.vr_session_minutes())
    )
  cross join unnest(b.stations) as l (station)
  where l.station <= private.station_count()
  order by l.station, s.session, b.starts_at
$$;

comment on function private.blocked_stations(date, text[]) is 'The VR stations a block takes out of use in any of the given sessions of a business day, with the block''s reason.';

create function private.stations_taken(day date, sessions text[], booking_id uuid default null)
returns table (session text, taken integer)
language sql
stable
security definer
set search_path = ''
as $$
  select s.session, (
    select count(distinct t.station)::integer
    from (
      select h.station from public.vr_station_holds as h
      where h.date = day and h.session_start = s.session and h.booking_id is distinct from stations_taken.booking_id
      union
      select b.station from private.blocked_stations(day, array[s.session]) as b
    ) as t
  )
  from unnest(sessions) as s (session)
$$;

comment on function private.stations_taken(date, text[], uuid) is 'Per VR session: the stations held by approved bookings (but the given one) or blocked.';

create function private.stations_for(day date, sessions text[], booking_id uuid, needed integer, preferred smallint[] default null)
returns smallint[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  free smallint[];
begin
  free := array(
    select candidate::smallint
    from generate_series(1, private.station_count()) as candidate
    where not exists (
      select 1
      from public.vr_station_holds as h
      where h.date = day and h.session_start = any (sessions) and h.station = candidate
        and h.booking_id is distinct from stations_for.booking_id
    )
    and candidate not in (select b.station from private.blocked_stations(day, sessions) as b)
    order by candidate
  );
  if needed is null or needed < 1 or cardinality(free) < needed then
    return null;
  end if;
  if preferred is not null and cardinality(preferred) = needed and preferred <@ free then
    return array(select s from unnest(preferred) as s order by s);
  end if;
  return free[1:needed];
end;
$$;

comment on function private.stations_for(date, text[], uuid, integer, smallint[]) is 'The VR stations a booking needing `needed` of them would take in every given session of a day, not counting its own holds: the preferred set when all of it is free, else the lowest free stations; null when fewer are free (neither held nor blocked in all the sessions).';

create function private.refuse_vr_full(day date, sessions text[], booking_id uuid, needed integer)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  fullest record;
begin
  select t.session, t.taken into fullest
  from private.stations_taken(day, sessions, booking_id) as t
  order by t.taken desc, private.day_minute(t.session)
  limit 1;
  raise exception 'Not enough VR stations are free on % at %: % of % left, % needed.',
    to_char(day, 'YYYY-MM-DD'), fullest.session, greatest(private.station_count() - fullest.taken, 0),
    private.station_count(), needed
    using errcode = 'VN001', detail = 'time', hint = private.refusal('vr.session_full', jsonb_build_object(
      'date', to_char(day, 'YYYY-MM-DD'), 'time', fullest.session,
      'left', greatest(private.station_count() - fullest.taken, 0), 'stations', private.station_count(),
      'needed', needed
    ));
end;
$$;

comment on function private.refuse_vr_full(date, text[], uuid, integer) is 'Refuses a booking that fewer VR stations are free for in all its sessions than it needs (VN001 vr.session_full), naming the fullest session.';

create function private.refuse_missing_station()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  station smallint;
begin
  select s into station from unnest(new.stations) as s where s > private.station_count() order by s limit 1;
  if station is not null then
    raise exception 'Choose a VR station from 1 to %.', private.station_count()
      using errcode = 'VN008', detail = 'stations', hint = private.refusal('vr.station_range', jsonb_build_object('stations', private.station_count()));
  end if;
  return new;
end;
$$;

create trigger refuse_missing_station
  before insert or update on public.vr_station_blocks
  for each row execute function private.refuse_missing_station();

create function private.lock_touched_vr_sessions()
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
    perform private.lock_vr_session_loads(day, array(select g.session from private.vr_session_grid(day) as g order by g.session));
  end loop;
  return null;
end;
$$;

comment on function private.lock_touched_vr_sessions() is 'After a VR station block or a closure is saved: locks the VR session loads of the days it touches, so a VR approval racing it either finishes first or sees it.';

create trigger lock_touched_vr_sessions
  after insert or update on public.vr_station_blocks
  for each row execute function private.lock_touched_vr_sessions();

-- After lock_touched_slots (trigger names run in order): slot_loads first, then VR sessions.
create trigger lock_touched_vr_sessions
  after insert or update on public.closures
  for each row execute function private.lock_touched_vr_sessions();

-- Bookings ------------------------------------------------------------------------------------

alter table public.bookings
  add column vr_sessions smallint not null default 0,
  add column stations_needed smallint not null default 0,
  add column vr_start text,
  add column stations smallint[],
  add column age_confirmed_at timestamptz;

comment on column public.bookings.vr_sessions is 'How many consecutive VR sessions the booking plays, set by the database when it is made and kept: a VR booking''s rounds, a party''s package''s vr_sessions, else 0. Parties made before VR became data have 0.';
comment on column public.bookings.stations_needed is 'How many VR stations the booking holds in each of its VR sessions, set by the database when it is made and kept: a VR booking''s players; a party with VR, one per guest up to every station the zone had; else 0.';
comment on column public.bookings.vr_start is 'The first VR session an approved booking holds stations in ("HH:mm" of its business day): a VR booking''s time; a party''s first VR session after its bowling, or the one reception chose. Null unless it holds stations.';
comment on column public.bookings.stations is 'The VR stations an approved booking holds in every VR session it covers, lowest first, as many as stations_needed; null unless it holds them.';
comment on column public.bookings.age_confirmed_at is 'When the customer confirmed that every VR player is 8 or older (the site''s form asks for it, reception asks on the phone); null when nobody confirmed it, which reception then checks at the zone.';
comment on column public.bookings.bundle_price is 'The price per person the booking was made at: its package''s (a party), or one VR session''s per player (a VR booking: players x sessions x it); copied from the database, never from the client.';

alter table public.bookings
  drop constraint bookings_lane_when_approved,
  drop constraint bookings_lanes_when_approved,
  drop constraint bookings_lanes_needed_range,
  drop constraint bookings_package_per_type,
  drop constraint bookings_people_per_type,
  drop constraint bookings_duration_check;

alter table public.bookings
  add constraint bookings_lane_when_approved check ((status = 'approved' and type <> 'vr') = (lane is not null)),
  add constraint bookings_lanes_when_approved check ((status = 'approved' and type <> 'vr') = (lanes is not null)),
  add constraint bookings_lanes_needed_range check (case when type = 'vr' then lanes_needed = 0 else lanes_needed >= 1 end),
  add constraint bookings_package_per_type check (
    type = 'regular' and bundle_id is null and bundle_name is null and bundle_price is null and duration = 45
    or type = 'birthday' and bundle_name is not null and bundle_price is not null
    or type = 'vr' and bundle_id is null and bundle_name is null and bundle_price is not null
  ),
  add constraint bookings_people_per_type check (
    type = 'regular' and people between 1 and 12
    or type = 'birthday' and people between 1 and 200
    or type = 'vr' and people between 1 and 24
  ),
  add constraint bookings_duration_check check (
    duration between 45 and 480 or type = 'vr' and duration between 5 and 480
  ),
  add constraint bookings_vr_sessions_range check (vr_sessions between 0 and 6 and (type <> 'vr' or vr_sessions = rounds)),
  add constraint bookings_stations_needed_range check (
    stations_needed between 0 and 24 and (type <> 'vr' or stations_needed = people)
  ),
  add constraint bookings_vr_start_time check (vr_start is null or private.is_time_of_day(vr_start)),
  add constraint bookings_stations_held check (
    (stations is null) = (vr_start is null)
    and (stations is null or status = 'approved' and private.is_lane_set(stations) and cardinality(stations) = stations_needed)
  ),
  add constraint bookings_vr_when_approved check (
    type <> 'vr' or (status = 'approved') = (stations is not null)
  );

create index bookings_vr_date_idx on public.bookings (date, time) where type = 'vr';

-- A VR booking needs no lane.
create or replace function private.lanes_needed(type public.booking_type, people integer, guests_per_lane integer default null)
returns integer
language sql
immutable parallel safe
set search_path = ''
as $$
  select case
    when people is null or people < 1 then null
    when type = 'vr' then 0
    when type = 'birthday' then ceil(people::numeric / greatest(coalesce(guests_per_lane, 6), 1))::integer
    else ceil(people::numeric / 6)::integer
  end
$$;

comment on function private.lanes_needed(public.booking_type, integer, integer) is 'The lanes a booking needs: a regular group one per 6 people (7 to 12 people take 2); a birthday party one per guests_per_lane guests of its package (6 without one); a VR booking none. packages/domain lanesNeeded.';

create function private.stations_needed(type public.booking_type, people integer, vr_sessions integer, station_count integer)
returns integer
language sql
immutable parallel safe
set search_path = ''
as $$
  select case
    when people is null or people < 1 or coalesce(vr_sessions, 0) < 1 then 0
    when type = 'vr' then people
    when type = 'birthday' then least(people, station_count)
    else 0
  end
$$;

comment on function private.stations_needed(public.booking_type, integer, integer, integer) is 'The VR stations a booking holds per VR session: a VR booking one per player; a party with VR sessions one per guest up to every station (the guests take turns); else none. packages/domain stationsNeeded.';

create function private.party_vr_start(day date, bowling_start text, duration integer, sessions integer default 1)
returns text
language sql
stable
set search_path = ''
as $$
  with grid as (
    select private.day_minute(g.session) as minute, g.session from private.vr_session_grid(day) as g
  ),
  fitting as (
    -- Starts from which all the party's sessions lie on the grid.
    select g.minute, g.session
    from grid as g
    where exists (
      select from grid as last where last.minute = g.minute + (greatest(sessions, 1) - 1) * private.vr_session_minutes()
    )
  )
  select coalesce(
    (select f.session from fitting as f
     where f.minute >= private.day_minute(bowling_start) + duration
     order by f.minute limit 1),
    (select f.session from fitting as f
     where f.minute + greatest(sessions, 1) * private.vr_session_minutes() <= private.day_minute(bowling_start)
     order by f.minute desc limit 1)
  )
$$;

comment on function private.party_vr_start(date, text, integer, integer) is 'A party''s first VR session by default: the first from which its sessions fit the day''s VR grid once its bowling has ended; when none is left, the last from which they end before the bowling starts (packages/domain partyVrStart); null when neither fits.';

-- The lane trigger leaves VR bookings alone: they hold no lane.
create or replace function private.place_booking_lane()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_approved boolean := tg_op = 'UPDATE' and old.status = 'approved';
  slots text[];
  chosen smallint[];
begin
  if new.type = 'vr' then
    new.lanes_needed := 0;
    new.lane := null;
    new.lanes := null;
    return new;
  end if;
  slots := private.covered_slots(new.time, new.duration);
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

create function private.place_booking_stations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_holding constant boolean := tg_op = 'UPDATE' and old.stations is not null;
  is_holding boolean;
  start text;
  sessions text[];
  grid text[];
begin
  if tg_op = 'INSERT' then
    new.vr_sessions := case
      when new.type = 'vr' then new.rounds
      when new.type = 'birthday' then coalesce((select p.vr_sessions from public.birthday_packages as p where p.id = new.bundle_id), 0)
      else 0
    end;
    new.stations_needed := private.stations_needed(new.type, new.people, new.vr_sessions, private.station_count());
  else
    new.vr_sessions := old.vr_sessions;
    new.stations_needed := old.stations_needed;
  end if;
  is_holding := new.status = 'approved' and new.stations_needed > 0 and new.vr_sessions > 0;

  if is_holding then
    if new.type = 'vr' then
      start := new.time;
    elsif new.vr_start is not null and (tg_op = 'INSERT' or new.vr_start is distinct from old.vr_start) then
      -- Chosen: approve_booking's vr_start, or reception moving a party's VR.
      start := new.vr_start;
    elsif was_holding and new.date = old.date and new.time = old.time then
      start := old.vr_start;
    else
      start := private.party_vr_start(new.date, new.time, new.duration, new.vr_sessions);
      if start is null then
        raise exception 'No VR session fits before or after this party''s bowling on %. Choose when it plays VR.', to_char(new.date, 'YYYY-MM-DD')
          using errcode = 'VN012', detail = 'vrStart', hint = private.refusal('vr.no_party_session', jsonb_build_object('date', to_char(new.date, 'YYYY-MM-DD')));
      end if;
    end if;
    if was_holding and new.date = old.date and start = old.vr_start and new.stations is not distinct from old.stations then
      new.vr_start := old.vr_start;
      new.stations := old.stations;
      return new;
    end if;
    sessions := private.vr_covered_sessions(start, new.vr_sessions);
    if new.type <> 'vr' then
      grid := array(select g.session from private.vr_session_grid(new.date) as g);
      if not start = any (grid) then
        perform private.refuse('vr.start_invalid', jsonb_build_object('time', start), format('There is no VR session at %s that day.', start), 'vrStart');
      end if;
      if sessions is null or not sessions <@ grid then
        raise exception 'This booking would run past closing time' using errcode = 'VN012', detail = 'vrStart', hint = private.refusal('booking.past_closing');
      end if;
    end if;
    perform private.lock_vr_session_loads(new.date, sessions);
    -- Every approval, a direct PATCH of the status included, meets the closures and blocks after the locks.
    perform private.refuse_vr_closed(new.date, sessions);
    new.stations := private.stations_for(new.date, sessions, new.id, new.stations_needed, case when was_holding then old.stations end);
    if new.stations is null then
      perform private.refuse_vr_full(new.date, sessions, new.id, new.stations_needed);
    end if;
    new.vr_start := start;
  else
    new.vr_start := null;
    new.stations := null;
  end if;

  if was_holding then
    -- The old holds' counts, in the order every writer locks them.
    perform 1
    from public.vr_session_loads as l
    where (l.date, l.session_start) in (select h.date, h.session_start from public.vr_station_holds as h where h.booking_id = old.id)
    order by l.date, l.session_start
    for update;
    delete from public.vr_station_holds as h where h.booking_id = old.id;
  end if;
  if is_holding then
    insert into public.vr_station_holds (date, session_start, station, booking_id)
    select new.date, session, held, new.id
    from unnest(sessions) as session
    cross join unnest(new.stations) as held
    order by session, held;
  end if;
  return new;
end;
$$;

comment on function private.place_booking_stations() is 'Before a booking is written: fixes its VR sessions and stations needed when it is made, and holds, keeps, moves or releases its VR stations under the sessions'' locks (after the lanes'' trigger has taken its slots'' locks): a VR booking from its time, a party from its chosen vr_start or by default after its bowling (else before it); refuses a closure (VN016) or too few free stations (VN001 vr.session_full).';

create trigger place_booking_stations
  before insert or update on public.bookings
  for each row execute function private.place_booking_stations();

-- Reception may move a party's VR to another session (the trigger judges it).
grant update (vr_start) on public.bookings to authenticated;

-- A moved VR booking is checked on the VR grid.
create or replace function private.guard_booking_move()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.date is distinct from old.date or new.time is distinct from old.time then
    if new.type = 'vr' then
      perform private.check_vr_time(new.date, new.time, new.vr_sessions);
    else
      perform private.check_booking_time(new.date, new.time, new.duration);
    end if;
  end if;
  return new;
end;
$$;

-- Requests, staff bookings, approvals, reschedules ------------------------------------------

create or replace function private.checked_booking(
  name text, phone text, email text, people integer, rounds integer, date date, "time" text,
  type public.booking_type, package_id uuid, notes text, locale text, is_email_required boolean,
  is_slot_under_way_bookable boolean default false
)
returns public.bookings
language plpgsql
stable
set search_path = ''
as $$
declare
  clean_name text := private.trimmed(coalesce(checked_booking.name, ''));
  clean_email text := private.trimmed(coalesce(checked_booking.email, ''));
  clean_phone text := private.normalise_phone(checked_booking.phone);
  clean_notes text := private.trimmed(coalesce(checked_booking.notes, ''));
  booking_type public.booking_type := coalesce(checked_booking.type, 'regular');
  package public.birthday_packages;
  party integer := checked_booking.people;
  party_rounds integer := coalesce(checked_booking.rounds, 1);
  minutes integer := private.session_minutes();
  price numeric;
  booking public.bookings;
begin
  if clean_name = '' then perform private.refuse('field.name_required', '{}'::jsonb, 'Name is required', 'name'); end if;
  if char_length(clean_name) > 100 then perform private.refuse('field.name_too_long', jsonb_build_object('max', 100), 'Name must be at most 100 characters', 'name'); end if;
  if not private.is_plain_line(clean_name) then
    perform private.refuse('field.name_hidden_characters', '{}'::jsonb, 'Name cannot contain line breaks or hidden formatting characters', 'name');
  end if;
  if clean_email = '' and is_email_required then perform private.refuse('field.email_required', '{}'::jsonb, 'Email is required', 'email'); end if;
  if clean_email <> '' then
    if char_length(clean_email) > 254 then
      perform private.refuse('field.email_too_long', jsonb_build_object('max', 254), 'Email must be at most 254 characters', 'email');
    end if;
    if not private.is_email(clean_email) then perform private.refuse('field.email_invalid', '{}'::jsonb, 'Email is invalid', 'email'); end if;
  end if;
  if clean_phone = '' then perform private.refuse('field.phone_required', '{}'::jsonb, 'Phone is required', 'phone'); end if;
  if not private.is_phone(clean_phone) then
    perform private.refuse('field.phone_invalid', '{}'::jsonb, 'Enter the WhatsApp number like 05XXXXXXXX or +970XXXXXXXXX', 'phone');
  end if;
  if booking_type = 'birthday' then
    if checked_booking.package_id is null then perform private.refuse('booking.package_required', '{}'::jsonb, 'Please choose a package', 'packageId'); end if;
    select * into package from public.birthday_packages as p where p.id = checked_booking.package_id;
    if not found then
      raise exception 'This birthday package is no longer available. Please choose another one.'
        using errcode = 'VN013', detail = 'packageId', hint = private.refusal('booking.package_gone');
    end if;
    minutes := package.duration;
    party := coalesce(party, package.max_people);
    if party < package.min_people or party > package.max_people then
      perform private.refuse('booking.package_guests', jsonb_build_object('min', package.min_people, 'max', package.max_people), private.package_guests_message(package.min_people, package.max_people), 'people');
    end if;
    party_rounds := 1;
    price := package.price;
  elsif booking_type = 'vr' then
    if checked_booking.package_id is not null then
      perform private.refuse('vr.package_not_allowed', '{}'::jsonb, 'A VR booking has no package', 'packageId');
    end if;
    if party is null or party < 1 or party > private.station_count() then
      perform private.refuse('vr.players_range', jsonb_build_object('max', private.station_count()), format('Choose 1 to %s players', private.station_count()), 'people');
    end if;
    if party_rounds < 1 or party_rounds > 3 then
      perform private.refuse('vr.sessions_range', jsonb_build_object('max', 3), 'Choose 1 to 3 sessions', 'rounds');
    end if;
    minutes := party_rounds * private.vr_session_minutes();
    price := (select p.vr_session_price from public.prices as p);
  else
    if checked_booking.package_id is not null then
      perform private.refuse('booking.package_not_allowed', '{}'::jsonb, 'A regular booking has no package', 'packageId');
    end if;
    if party is null or party < 1 or party > 12 then perform private.refuse('booking.people_range', jsonb_build_object('max', 12), 'Choose 1 to 12 people', 'people'); end if;
    if party_rounds < 1 or party_rounds > 3 then perform private.refuse('booking.rounds_range', jsonb_build_object('max', 3), 'Choose 1 to 3 rounds', 'rounds'); end if;
  end if;
  if char_length(clean_notes) > 500 then
    perform private.refuse('field.notes_too_long', jsonb_build_object('max', 500), 'Notes must be at most 500 characters', 'notes');
  end if;
  if not private.is_plain_text(clean_notes) then
    perform private.refuse('field.hidden_characters', '{}'::jsonb, 'Please remove hidden formatting characters', 'notes');
  end if;
  if booking_type = 'vr' then
    perform private.check_vr_time(
      checked_booking.date, checked_booking."time", party_rounds, coalesce(is_slot_under_way_bookable, false)
    );
  else
    perform private.check_booking_time(
      checked_booking.date, checked_booking."time", minutes, coalesce(is_slot_under_way_bookable, false)
    );
  end if;
  booking.name := clean_name;
  booking.phone := clean_phone;
  booking.email := nullif(clean_email, '');
  booking.people := party;
  booking.rounds := party_rounds;
  booking.date := checked_booking.date;
  booking.time := checked_booking."time";
  booking.type := booking_type;
  booking.bundle_id := package.id;
  booking.bundle_name := private.text_in(package.title, private.known_locale(checked_booking.locale));
  booking.bundle_price := price;
  booking.duration := minutes;
  booking.customer_notes := clean_notes;
  booking.locale := private.known_locale(checked_booking.locale);
  booking.status := 'pending';
  booking.source := 'website';
  return booking;
end;
$$;

comment on function private.checked_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean, boolean) is 'A booking request checked and cleaned (not stored), or refused in the form''s words: the rules request_booking and create_staff_booking share. A VR booking takes 1 to the stations players (people) for 1 to 3 consecutive sessions (rounds) on the VR grid, at the VR price per player and session. The e-mail may be blank when is_email_required is false; the slot under way is bookable when is_slot_under_way_bookable is true (staff).';

create function private.refuse_vr_request_full(day date, start_time text, sessions integer, needed integer)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  covered text[] := private.vr_covered_sessions(start_time, sessions);
begin
  if exists (
    select from private.stations_taken(day, covered) as t
    where private.station_count() - t.taken < needed
  ) then
    perform private.refuse_vr_full(day, covered, null, needed);
  end if;
end;
$$;

comment on function private.refuse_vr_request_full(date, text, integer, integer) is 'Refuses a VR request or pending staff booking when its sessions have fewer stations free (neither held nor blocked) than its players now; approval holds them under the locks.';

drop function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean);

create function public.request_booking(
  name text, phone text, email text, people integer, rounds integer, date date, "time" text,
  type public.booking_type default 'regular', package_id uuid default null, notes text default null,
  locale text default 'en', whatsapp_consent boolean default false, age_confirmed boolean default false
)
returns table (booking_id uuid, manage_token text, reference text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  consented constant boolean := coalesce(request_booking.whatsapp_consent, false);
  booking public.bookings := private.checked_booking(
    request_booking.name, request_booking.phone, request_booking.email, request_booking.people,
    request_booking.rounds, request_booking.date, request_booking."time", request_booking.type,
    request_booking.package_id, request_booking.notes, request_booking.locale, not consented
  );
  is_vr constant boolean := booking.type = 'vr';
  slots text[] := case
    when booking.type = 'vr' then private.vr_covered_sessions(booking.time, booking.rounds)
    else private.covered_slots(booking.time, booking.duration)
  end;
  address text := 'ip:' || coalesce(private.request_ip(), 'unknown');
  limits constant jsonb := private.booking_request_limits();
  waiting integer;
  token text := private.new_manage_token();
  new_id uuid;
  new_reference text;
begin
  if is_vr then
    perform private.refuse_vr_request_full(booking.date, booking.time, booking.rounds, booking.people);
  end if;
  -- The outer fences: the caller's address (generous: visitors on one mobile network share it)
  -- and the phone number in its one stored form.
  delete from private.rate_limit_hits as h
  where h.bucket in ('request_booking', 'request_booking:day') and h.hit_at < now() - interval '1 day';
  perform private.take_rate_limit(
    'request_booking', array[address], (limits #>> '{perAddress,max}')::integer,
    make_interval(mins => (limits #>> '{perAddress,windowMinutes}')::integer)
  );
  perform private.take_rate_limit(
    'request_booking:day', array[address], (limits #>> '{perAddressPerDay,max}')::integer,
    make_interval(mins => (limits #>> '{perAddressPerDay,windowMinutes}')::integer)
  );
  perform private.take_rate_limit(
    'request_booking', array['phone:' || booking.phone], (limits #>> '{perPhone,max}')::integer,
    make_interval(mins => (limits #>> '{perPhone,windowMinutes}')::integer)
  );

  -- The tight fences, which no choice of address, phone or e-mail gets around: requests waiting
  -- for the desk per e-mail address within a day (none without an address: the phone's fence
  -- holds), and per date and slot (VR requests per VR session, apart from the lanes').
  if booking.email is not null then
    perform pg_advisory_xact_lock(hashtextextended('request_booking:email:' || lower(booking.email), 0));
    select count(*) into waiting
    from public.bookings as b
    where lower(b.email) = lower(booking.email) and b.status = 'pending' and b.created_at > now() - interval '1 day';
    if waiting >= (limits ->> 'pendingPerEmailPerDay')::integer then
      raise exception 'This email address already has booking requests waiting for our reply. We will contact you soon, or call us.'
        using errcode = 'PT429', detail = 'email', hint = private.refusal('limit.pending_per_email');
    end if;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('request_booking:day:' || booking.date::text, 0));
  -- The requests waiting on the day, grouped by start and length first: the slots each covers
  -- are worked out once per group, not once per request.
  select max(c.waiting) into waiting
  from (
    select sum(p.requests) as waiting
    from (
      select b.time, b.duration, b.rounds, count(*) as requests
      from public.bookings as b
      where b.date = booking.date and b.status = 'pending' and (b.type = 'vr') = is_vr
      group by b.time, b.duration, b.rounds
    ) as p
    cross join lateral unnest(case
      when is_vr then private.vr_covered_sessions(p.time, p.rounds)
      else private.covered_slots(p.time, p.duration)
    end) as covered (slot)
    where covered.slot = any (slots)
    group by covered.slot
  ) as c;
  if coalesce(waiting, 0) >= (limits ->> 'pendingPerSlot')::integer then
    raise exception 'This time already has many booking requests waiting for our reply. Please choose another time, or call us.'
      using errcode = 'PT429', detail = 'time', hint = private.refusal('limit.pending_per_slot');
  end if;

  insert into public.bookings as b (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source, manage_token_hash, whatsapp_consent_at, whatsapp_consent_wording,
    age_confirmed_at
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, 'website', private.manage_token_hash(token),
    case when consented then now() end, case when consented then private.whatsapp_consent_wording() end,
    case when coalesce(request_booking.age_confirmed, false) then now() end
  )
  returning b.id, b.reference into new_id, new_reference;
  booking_id := new_id;
  manage_token := token;
  reference := new_reference;
  return next;
end;
$$;

comment on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean, boolean) is 'Public: requests a booking (pending until staff approve it) and answers its id, its manage token (stored only as a hash) and its reference. type ''vr'' books VR: people are the players (one station each), rounds the consecutive sessions, time the first session on the VR grid; age_confirmed records that every player is 8 or older (the site''s form asks for it), and it is refused when its sessions have fewer stations free than players. With whatsapp_consent the customer agrees to booking messages on WhatsApp (recorded with its time and wording) and the e-mail may be blank. Limited per client address, per phone, per e-mail address and per slot (VR: per VR session).';

revoke all on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean, boolean) from public;
grant execute on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean, boolean) to anon, authenticated, service_role;

drop function public.create_staff_booking(text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean, integer, boolean);

create function public.create_staff_booking(
  name text, phone text, people integer, rounds integer, date date, "time" text, source text,
  email text default null, type public.booking_type default 'regular', package_id uuid default null,
  notes text default null, locale text default 'en', approve boolean default true, lane integer default null,
  whatsapp_consent boolean default false, age_confirmed boolean default false
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
  consented constant boolean := coalesce(create_staff_booking.whatsapp_consent, false);
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

  if booking.type = 'vr' then
    -- The booking's station trigger holds the stations (or refuses) under the sessions' locks.
    if not is_approved then
      perform private.refuse_vr_request_full(booking.date, booking.time, booking.rounds, booking.people);
    end if;
  else
    slots := private.covered_slots(booking.time, booking.duration);
    needed := private.lanes_needed_for(booking.type, booking.people, booking.bundle_id);
    if is_approved and create_staff_booking.lane is not null then
      -- The chosen lane is the first of the adjacent lanes the booking needs.
      chosen := private.lane_run_from(create_staff_booking.lane, needed);
      perform private.claim_lanes(booking.date, slots, chosen);
    elsif is_approved then
      perform private.free_lanes(booking.date, slots, needed);
    end if;
  end if;

  insert into public.bookings (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source, status, approved_at, approved_by, lanes, whatsapp_consent_at,
    whatsapp_consent_wording, age_confirmed_at
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, booking_source,
    case when is_approved then 'approved' else 'pending' end::public.booking_status,
    case when is_approved then now() end,
    case when is_approved then (select auth.uid()) end,
    case when is_approved then chosen end,
    case when consented then now() end,
    case when consented then private.whatsapp_consent_wording() end,
    case when coalesce(create_staff_booking.age_confirmed, false) then now() end
  )
  returning id, bookings.lane into new_id, taken_lane;

  booking_id := new_id;
  assigned_lane := taken_lane;
  return next;
end;
$$;

comment on function public.create_staff_booking(text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean, integer, boolean, boolean) is 'Staff: takes a booking on the phone or at the counter with the public form''s rules (e-mail optional, no public limits, the slot under way bookable until it ends). Approved unless approve is false: it takes the lanes it needs from the given lane on, adjacent (VN008 no such lanes, VN009 one taken or blocked), or the lowest free ones (VN001 when too few are free), under the approval''s locks; a pending one holds no lane. A VR booking (type vr: people players, rounds sessions; age_confirmed when reception asked the players'' ages) holds the lowest free stations of its sessions when approved (VN001 vr.session_full; lane is ignored); a party of a package with VR holds its stations after its bowling. With whatsapp_consent the customer agreed (asked by reception) to booking messages on WhatsApp: recorded with its time and wording version. Returns the booking id and, when approved, its lowest lane (null for VR).';

revoke all on function public.create_staff_booking(text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean, integer, boolean, boolean) from public, anon;
grant execute on function public.create_staff_booking(text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean, integer, boolean, boolean) to authenticated, service_role;

drop function public.approve_booking(uuid);

create function public.approve_booking(booking_id uuid, vr_start text default null)
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
  if booking.type <> 'vr' then
    perform private.free_lanes(booking.date, private.covered_slots(booking.time, booking.duration), booking.lanes_needed);
  end if;
  -- The station trigger holds a VR booking's or a party's stations in the same statement: a
  -- refusal of either undoes the whole approval.
  update public.bookings as b
  set status = 'approved',
    vr_start = case when b.type = 'birthday' and b.vr_sessions > 0 then approve_booking.vr_start end
  where b.id = booking.id
  returning b.lane into lane;
  return lane;
end;
$$;

comment on function public.approve_booking(uuid, text) is 'Staff: approves a pending booking when what it needs is free, in one transaction: its lanes (the lowest run of adjacent lanes free in every slot it covers, else the lowest free lanes) and its VR stations (a VR booking in its sessions; a party with VR sessions from vr_start, "HH:mm" on the VR grid, or by default its first VR sessions after the bowling, else the last before it). Refused whole otherwise. Returns the lowest lane it holds (null for a VR booking; bookings.lanes and bookings.stations have them all).';

revoke all on function public.approve_booking(uuid, text) from public, anon;
grant execute on function public.approve_booking(uuid, text) to authenticated, service_role;

create or replace function public.reschedule_booking(booking_id uuid, new_date date, new_time text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  booking public.bookings;
  old_slots text[];
  new_slots text[];
  old_sessions text[];
  new_sessions text[];
  new_start text;
  lane integer;
begin
  perform private.require_staff('reschedule bookings');
  booking := private.lock_booking(reschedule_booking.booking_id);
  if booking.status <> 'approved' then
    raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003', hint = private.refusal('booking.reschedule_not_approved');
  end if;
  if booking.type = 'vr' then
    new_slots := private.check_vr_time(new_date, new_time, booking.vr_sessions);
  else
    new_slots := private.check_booking_time(new_date, new_time, booking.duration);
  end if;
  if new_date = booking.date and new_time = booking.time then
    return booking.lane;
  end if;

  if booking.type <> 'vr' then
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
  end if;

  if booking.stations is not null then
    -- Then the old and the new VR sessions, the same way. A party's VR moves to its default
    -- sessions at the new time (after its bowling, else before).
    old_sessions := array(select distinct h.session_start from public.vr_station_holds as h where h.booking_id = booking.id);
    new_start := case when booking.type = 'vr' then new_time else private.party_vr_start(new_date, new_time, booking.duration, booking.vr_sessions) end;
    new_sessions := coalesce(private.vr_covered_sessions(new_start, booking.vr_sessions), '{}');
    if booking.date = new_date then
      perform private.lock_vr_session_loads(
        new_date, (select array_agg(distinct s order by s) from unnest(old_sessions || new_sessions) as s)
      );
    elsif booking.date < new_date then
      perform private.lock_vr_session_loads(booking.date, old_sessions);
      perform private.lock_vr_session_loads(new_date, new_sessions);
    else
      perform private.lock_vr_session_loads(new_date, new_sessions);
      perform private.lock_vr_session_loads(booking.date, old_sessions);
    end if;
  end if;

  -- The booking's lane and station triggers place it (its own lanes and stations when free there)
  -- or refuse a full slot or session.
  update public.bookings as b set date = new_date, time = new_time where b.id = booking.id returning b.lane into lane;
  return lane;
end;
$$;

comment on function public.reschedule_booking(uuid, date, text) is 'Staff: moves an approved booking to another date and slot the schedule offers if every slot it would cover has the lanes it needs free and not blocked, and every VR session the stations it needs (a VR booking on the VR grid; a party''s VR to its default sessions at the new time); it keeps its lanes and stations when they are all free there, else takes them as an approval does. Returns its lowest lane (null for VR).';

-- Party VR in a customer's own change of time follows the same trigger; VR requests are checked
-- on the VR grid there too.
create or replace function public.reschedule_booking_by_token(token text, date date, "time" text)
returns setof public.managed_booking
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings;
  booking public.bookings;
  new_date constant date := reschedule_booking_by_token.date;
  new_time constant text := reschedule_booking_by_token."time";
  is_vr boolean;
  old_slots text[];
  new_slots text[];
  old_sessions text[];
  new_sessions text[];
  waiting integer;
begin
  perform private.take_manage_link_limits(reschedule_booking_by_token.token);
  found_booking := private.booking_by_token(reschedule_booking_by_token.token);
  if found_booking.id is null then
    -- Not found without raising: the hits taken above stay counted.
    perform set_config('response.status', '404', true);
    return;
  end if;
  -- As the staff reschedule: the booking first, then its old and new slots' load rows.
  booking := private.lock_booking(found_booking.id);
  is_vr := booking.type = 'vr';
  if booking.status not in ('pending', 'approved') then
    raise exception 'Only pending or approved bookings can be changed. This booking is %.', booking.status
      using errcode = 'VN015', hint = private.refusal('manage.change_not_open', jsonb_build_object('status', booking.status));
  end if;
  if not private.is_cancellable(booking.status, booking.date, booking.time, now()) then
    raise exception 'Bookings can be changed online up to % hours before they start. Please call us on % to change this one.',
      private.cancellation_cutoff_minutes() / 60, private.venue_phone()
      using errcode = 'VN015', hint = private.refusal('manage.change_closed', jsonb_build_object(
        'hours', private.cancellation_cutoff_minutes() / 60, 'phone', private.venue_phone()
      ));
  end if;
  if new_date is not distinct from booking.date and new_time is not distinct from booking.time then
    raise exception 'Your booking is already at this time. Choose another day or time.'
      using errcode = 'VN015', hint = private.refusal('manage.change_same_time');
  end if;
  if is_vr then
    new_slots := private.check_vr_time(new_date, new_time, booking.vr_sessions);
  else
    new_slots := private.check_booking_time(new_date, new_time, booking.duration);
  end if;
  if booking.status = 'pending' then
    -- The cap of requests waiting per slot that a new request meets, this one left out.
    perform pg_advisory_xact_lock(hashtextextended('request_booking:day:' || new_date::text, 0));
    select max(c.waiting) into waiting
    from (
      select count(*) as waiting
      from public.bookings as b
      cross join lateral unnest(case
        when is_vr then private.vr_covered_sessions(b.time, b.rounds)
        else private.covered_slots(b.time, b.duration)
      end) as covered (slot)
      where b.date = new_date and b.status = 'pending' and b.id <> booking.id and (b.type = 'vr') = is_vr
        and covered.slot = any (new_slots)
      group by covered.slot
    ) as c;
    if coalesce(waiting, 0) >= (private.booking_request_limits() ->> 'pendingPerSlot')::integer then
      raise exception 'This time already has many booking requests waiting for our reply. Please choose another time, or call us.'
        using errcode = 'PT429', detail = 'time', hint = private.refusal('limit.pending_per_slot');
    end if;
  else
    if not is_vr then
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
    end if;
    if booking.stations is not null then
      old_sessions := array(select distinct h.session_start from public.vr_station_holds as h where h.booking_id = booking.id);
      new_sessions := coalesce(private.vr_covered_sessions(
        case when is_vr then new_time else private.party_vr_start(new_date, new_time, booking.duration, booking.vr_sessions) end,
        booking.vr_sessions
      ), '{}');
      if booking.date = new_date then
        perform private.lock_vr_session_loads(
          new_date, (select array_agg(distinct s order by s) from unnest(old_sessions || new_sessions) as s)
        );
      elsif booking.date < new_date then
        perform private.lock_vr_session_loads(booking.date, old_sessions);
        perform private.lock_vr_session_loads(new_date, new_sessions);
      else
        perform private.lock_vr_session_loads(new_date, new_sessions);
        perform private.lock_vr_session_loads(booking.date, old_sessions);
      end if;
    end if;
  end if;
  -- The booking's lane and station triggers place an approved booking (its own lanes and stations
  -- when free there) or refuse a full run; a refusal undoes the whole call.
  perform set_config('venue.moving_booking', booking.id::text, true);
  update public.bookings as b set date = new_date, time = new_time where b.id = booking.id returning * into booking;
  perform set_config('venue.moving_booking', '', true);
  return next private.managed_view(booking);
end;
$$;

-- What the public reads ----------------------------------------------------------------------

create function public.vr_occupancy(day date)
returns table (session_start text, stations_taken integer, stations_total integer)
language sql
stable
security definer
set search_path = ''
as $$
  with sessions as (
    select s.session, s.position from private.vr_day_sessions(day) as s
  )
  select s.session, t.taken, private.station_count()
  from sessions as s
  join private.stations_taken(day, array(select x.session from sessions as x)) as t on t.session = s.session
  order by s.position
$$;

comment on function public.vr_occupancy(date) is 'Public: the VR sessions a business day offers, earliest first, with the stations taken (held by approved bookings or blocked) and the stations the zone has (counts only); no rows on a closed day.';

revoke all on function public.vr_occupancy(date) from public;
grant execute on function public.vr_occupancy(date) to anon, authenticated, service_role;

-- The schedule's conflicts and guards ---------------------------------------------------------

create function private.vr_conflict_of(booking public.bookings)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  start text := case when booking.type = 'vr' then booking.time else booking.vr_start end;
  sessions text[];
  blocked record;
  hint text;
begin
  if start is null or booking.vr_sessions < 1 then
    return null;
  end if;
  sessions := private.vr_covered_sessions(start, booking.vr_sessions);
  begin
    perform private.refuse_vr_closed(booking.date, coalesce(sessions, array[start]));
    if not exists (select from private.vr_session_grid(booking.date) as g where g.session = start) then
      return private.refusal('booking.time_required')::jsonb;
    end if;
    if sessions is null or exists (
      select from unnest(sessions) as s (session)
      where not exists (select from private.vr_session_grid(booking.date) as g where g.session = s.session)
    ) then
      return private.refusal('booking.past_closing')::jsonb;
    end if;
    if booking.stations is not null then
      if exists (select from unnest(booking.stations) as s where s > private.station_count()) then
        return private.refusal('vr.station_range', jsonb_build_object('stations', private.station_count()))::jsonb;
      end if;
      select b.station, b.session, b.reason into blocked
      from private.blocked_stations(booking.date, sessions) as b
      where b.station = any (booking.stations)
      order by private.day_minute(b.session), b.station
      limit 1;
      if found then
        raise exception 'VR station % is out of use at %: %', blocked.station, blocked.session, private.text_in(blocked.reason, 'en')
          using errcode = 'VN009', detail = 'stations', hint = private.refusal(
            'vr.station_blocked', jsonb_build_object('station', blocked.station, 'time', blocked.session, 'reason', blocked.reason)
          );
      end if;
    end if;
    return null;
  exception when sqlstate 'VN016' or sqlstate 'VN009' then
    get stacked diagnostics hint = pg_exception_hint;
    return hint::jsonb;
  end;
end;
$$;

comment on function private.vr_conflict_of(public.bookings) is 'The refusal the VR part of a pending or approved booking would meet now from the schedule (a closure, VR hours that no longer offer its sessions, one of its stations blocked), or null.';

create or replace function private.schedule_conflict_of(booking public.bookings)
returns jsonb
language plpgsql
stable
security definer
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
  if booking.type = 'vr' then
    return private.vr_conflict_of(booking);
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
  exception when sqlstate 'VN016' or sqlstate 'VN008' or sqlstate 'VN009' then
    get stacked diagnostics hint = pg_exception_hint;
    return hint::jsonb;
  end;
  -- A party's VR.
  return private.vr_conflict_of(booking);
end;
$$;

comment on function private.schedule_conflict_of(public.bookings) is 'The refusal a pending or approved booking would meet now from the schedule (a day it does not open or a closure, hours that no longer offer its slots or VR sessions or run past closing, one of its lanes or VR stations blocked), or null when it still fits.';

create trigger flag_schedule_conflicts
  after insert or update or delete on public.vr_station_blocks
  for each statement execute function private.flag_schedule_conflicts();

create trigger flag_schedule_conflicts
  after update on public.vr_settings
  for each statement execute function private.flag_schedule_conflicts();

create function private.guard_vr_settings_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  highest smallint;
  standing integer;
begin
  if new.station_count < old.station_count then
    select max(h.station) into highest
    from public.vr_station_holds as h
    where h.date >= private.business_day(now()) and h.station > new.station_count;
    if highest is not null then
      raise exception 'VR station % holds bookings from today on; move them before removing it.', highest
        using errcode = 'VN017', detail = 'station_count', hint = private.refusal('schedule.vr_station_in_use', jsonb_build_object('station', highest));
    end if;
  end if;
  if new.session_minutes <> old.session_minutes then
    select count(*) into standing
    from public.bookings as b
    where b.date >= private.business_day(now()) and b.status in ('pending', 'approved')
      and (b.type = 'vr' or b.stations is not null);
    if standing > 0 then
      raise exception '% VR bookings from today on are planned on the current VR session length.', standing
        using errcode = 'VN017', detail = 'session_minutes', hint = private.refusal('schedule.vr_session_length_in_use', jsonb_build_object('bookings', standing));
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

comment on function private.guard_vr_settings_change() is 'Refuses fewer VR stations while a station that would go holds bookings from today on, and another VR session length while VR bookings from today on exist (VN017).';

create trigger guard_vr_settings_change
  before update on public.vr_settings
  for each row execute function private.guard_vr_settings_change();

-- Insights: a VR booking's players and sessions ------------------------------------------------

create or replace function private.count_booking_insights(booking public.bookings, sign integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  is_website constant boolean := booking.source = 'website';
  decision_minutes constant numeric :=
    extract(epoch from coalesce(booking.approved_at, booking.rejected_at) - booking.created_at) / 60;
begin
  insert into private.insights_request_days as r (
    day, local_day, status, requests, approved, rejected, decided, decision_minutes
  )
  values (
    private.insights_day(booking.created_at),
    (booking.created_at at time zone private.venue_time_zone())::date,
    booking.status,
    sign,
    case when is_website and booking.approved_at is not null then sign else 0 end,
    case when is_website and booking.rejected_at is not null then sign else 0 end,
    case when is_website and decision_minutes is not null then sign else 0 end,
    case when is_website and decision_minutes is not null then sign * decision_minutes else 0 end
  )
  on conflict (day, local_day, status) do update set
    requests = r.requests + excluded.requests,
    approved = r.approved + excluded.approved,
    rejected = r.rejected + excluded.rejected,
    decided = r.decided + excluded.decided,
    decision_minutes = r.decision_minutes + excluded.decision_minutes;

  if booking.status = 'approved' then
    insert into private.insights_sale_days as s (date, type, package, bookings, people, games, package_revenue)
    values (
      booking.date, booking.type, booking.bundle_name, sign, sign * booking.people,
      case when booking.type in ('regular', 'vr') then sign * booking.rounds * booking.people else 0 end,
      case
        when booking.type = 'regular' then 0
        when booking.type = 'vr' then sign * booking.rounds * booking.people * coalesce(booking.bundle_price, 0)
        else sign * booking.people * booking.bundle_price
      end
    )
    on conflict (date, type, package) do update set
      bookings = s.bookings + excluded.bookings,
      people = s.people + excluded.people,
      games = s.games + excluded.games,
      package_revenue = s.package_revenue + excluded.package_revenue;
  end if;
end;
$$;

comment on table private.insights_sale_days is 'Per day played, type and package name: the approved bookings, their people, their games (rounds x people: regular bookings'' games, VR bookings'' player-sessions) and their package revenue (people x package price, birthdays; player-sessions x the VR price they were booked at, VR). Kept by private.roll_up_booking_insights.';

create or replace function private.recounted_insights_sale_days()
returns setof private.insights_sale_days
language sql
stable
set search_path = ''
as $$
  select b.date, b.type, b.bundle_name,
    count(*)::integer,
    sum(b.people)::integer,
    coalesce(sum(b.rounds * b.people) filter (where b.type in ('regular', 'vr')), 0)::integer,
    coalesce(sum(b.people * b.bundle_price) filter (where b.type = 'birthday'), 0)
      + coalesce(sum(b.rounds * b.people * b.bundle_price) filter (where b.type = 'vr'), 0)
  from public.bookings as b
  where b.status = 'approved'
  group by 1, 2, 3
$$;

-- Cancelling locks what the booking holds: its lanes' slots, then its VR sessions.

CREATE OR REPLACE FUNCTION public.cancel_booking(booking_id uuid, message text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  booking public.bookings;
  said text := nullif(private.trimmed(cancel_booking.message), '');
begin
  perform private.require_staff('cancel bookings');
  -- As approve_booking: the booking first, then its slots' load rows in ascending order.
  booking := private.lock_booking(cancel_booking.booking_id);
  if booking.status not in ('pending', 'approved') then
    raise exception 'Only pending or approved bookings can be cancelled. This booking is %.', booking.status
      using errcode = 'VN015', hint = private.refusal('booking.cancel_not_open', jsonb_build_object('status', booking.status));
  end if;
  if said is null then
    raise exception 'Please write a message for the customer'
      using errcode = 'VN004', detail = 'message', hint = private.refusal('booking.cancel_message_required');
  end if;
  if char_length(said) > 500 then
    raise exception 'Message must be at most 500 characters'
      using errcode = 'VN010', detail = 'message', hint = private.refusal('booking.cancel_message_too_long', jsonb_build_object('max', 500));
  end if;
  if private.is_slot_past(booking.date, booking.time, now()) then
    raise exception 'This time is no longer available'
      using errcode = 'VN011', hint = private.refusal('booking.slot_started');
  end if;
  if booking.status = 'approved' and booking.type <> 'vr' then
    perform private.lock_slot_loads(booking.date, private.covered_slots(booking.time, booking.duration));
  end if;
  if booking.stations is not null then
    -- Then its VR sessions' load rows, as every writer of a session.
    perform private.lock_vr_session_loads(
      booking.date,
      array(select distinct h.session_start from public.vr_station_holds as h where h.booking_id = booking.id order by 1)
    );
  end if;

  perform set_config('venue.cancelling_booking', booking.id::text, true);
  perform set_config('venue.cancelling_as', 'staff', true);
  perform set_config('venue.cancellation_message', said, true);
  update public.bookings as b set status = 'cancelled' where b.id = booking.id;
  perform set_config('venue.cancelling_booking', '', true);
  perform set_config('venue.cancelling_as', '', true);
  perform set_config('venue.cancellation_message', '', true);
end;
$function$;

CREATE OR REPLACE FUNCTION public.cancel_booking_by_token(token text)
 RETURNS SETOF public.managed_booking
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_booking public.bookings;
  booking public.bookings;
begin
  perform private.take_manage_link_limits(cancel_booking_by_token.token);
  found_booking := private.booking_by_token(cancel_booking_by_token.token);
  if found_booking.id is null then
    -- Not found without raising: the hits taken above stay counted.
    perform set_config('response.status', '404', true);
    return;
  end if;

  -- As approve_booking: the booking first, then its slots' load rows in ascending order.
  booking := private.lock_booking(found_booking.id);
  if booking.status = 'cancelled' then
    return next private.managed_view(booking);
    return;
  end if;
  if booking.status = 'rejected' then
    raise exception 'This booking was declined, so there is nothing to cancel.'
      using errcode = 'VN015', hint = private.refusal('manage.declined');
  end if;
  if not private.is_cancellable(booking.status, booking.date, booking.time, now()) then
    raise exception 'Bookings can be cancelled online up to % hours before they start. Please call us on % to change or cancel this one.',
      private.cancellation_cutoff_minutes() / 60, private.venue_phone()
      using errcode = 'VN015', hint = private.refusal('manage.cancellation_closed', jsonb_build_object(
        'hours', private.cancellation_cutoff_minutes() / 60, 'phone', private.venue_phone()
      ));
  end if;
  if booking.status = 'approved' and booking.type <> 'vr' then
    perform private.lock_slot_loads(booking.date, private.covered_slots(booking.time, booking.duration));
  end if;
  if booking.stations is not null then
    -- Then its VR sessions' load rows, as every writer of a session.
    perform private.lock_vr_session_loads(
      booking.date,
      array(select distinct h.session_start from public.vr_station_holds as h where h.booking_id = booking.id order by 1)
    );
  end if;

  perform set_config('venue.cancelling_booking', booking.id::text, true);
  update public.bookings as b set status = 'cancelled' where b.id = booking.id returning * into booking;
  perform set_config('venue.cancelling_booking', '', true);
  return next private.managed_view(booking);
end;
$function$;



create function private.vr_event_fields(stations smallint[], vr_start text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when stations is null then '{}'::jsonb
    else jsonb_build_object('stations', stations, 'vr_start', vr_start) end
$$;

comment on function private.vr_event_fields(smallint[], text) is 'The VR stations and start a booking''s history event carries beside its lanes; nothing for a booking that holds none.';

-- The history's approved, cancelled and rescheduled events carry the VR stations and start beside the lanes.
CREATE OR REPLACE FUNCTION private.record_booking_event()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  actor uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    perform private.add_booking_event(new.id, 'created', actor, null, to_jsonb(new), new.source::text);
    if new.status = 'approved' then
      perform private.add_booking_event(
        new.id, 'approved', actor, null, jsonb_build_object('status', new.status, 'lane', new.lane, 'lanes', new.lanes) || private.vr_event_fields(new.stations, new.vr_start)
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
      jsonb_build_object('status', new.status, 'lane', new.lane, 'lanes', new.lanes) || private.vr_event_fields(new.stations, new.vr_start)
    );
  elsif new.status is distinct from old.status and new.status = 'rejected' then
    perform private.add_booking_event(
      new.id, 'rejected', actor,
      jsonb_build_object('status', old.status),
      jsonb_build_object('status', new.status, 'rejection_reason', new.rejection_reason),
      new.rejection_reason
    );
  elsif new.status is distinct from old.status and new.status = 'cancelled' then
    -- The customer, through their link (no signed-in actor), or reception with its message.
    perform private.add_booking_event(
      new.id, 'cancelled', new.cancelled_by,
      jsonb_build_object('status', old.status, 'lane', old.lane, 'lanes', old.lanes) || private.vr_event_fields(old.stations, old.vr_start),
      jsonb_build_object('status', new.status, 'cancellation_message', new.cancellation_message),
      case when new.cancellation_message is null then 'customer' else new.cancellation_message end
    );
  end if;
  if new.date is distinct from old.date or new.time is distinct from old.time then
    perform private.add_booking_event(
      new.id, 'rescheduled', actor,
      jsonb_build_object('date', old.date, 'time', old.time, 'lane', old.lane, 'lanes', old.lanes) || private.vr_event_fields(old.stations, old.vr_start),
      jsonb_build_object('date', new.date, 'time', new.time, 'lane', new.lane, 'lanes', new.lanes) || private.vr_event_fields(new.stations, new.vr_start),
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
$function$;
