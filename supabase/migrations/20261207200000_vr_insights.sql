-- The insights count VR (issue 32, point 5): a VR block of figures (bookings, players, sessions,
-- parties that played VR, attendance and the revenue estimate) and a heat map of the stations held
-- per weekday and hour, read, as the other figures are (decision 032), from rollups kept by
-- triggers: the sale rollup gains the bookings that held VR stations and their station-sessions,
-- and the heat map reads vr_session_loads, the VR sessions' own count of held stations.

alter table private.insights_sale_days
  add column vr_holders integer default 0 not null,
  add column vr_station_sessions integer default 0 not null;

comment on table private.insights_sale_days is 'Per day played, type and package name: the approved bookings, their people, their games (rounds x people: regular bookings'' games, VR bookings'' player-sessions), their package revenue (people x package price, birthdays; player-sessions x the VR price they were booked at, VR), and of them those that held VR stations (a VR booking, a party with VR) with their station-sessions (stations x VR sessions). Kept by private.roll_up_booking_insights.';

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
  -- An approved booking holds its stations in each of its VR sessions (the table's checks).
  holds_stations constant boolean := booking.stations is not null;
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
    insert into private.insights_sale_days as s (
      date, type, package, bookings, people, games, package_revenue, vr_holders, vr_station_sessions
    )
    values (
      booking.date, booking.type, booking.bundle_name, sign, sign * booking.people,
      case when booking.type in ('regular', 'vr') then sign * booking.rounds * booking.people else 0 end,
      case
        when booking.type = 'regular' then 0
        when booking.type = 'vr' then sign * booking.rounds * booking.people * coalesce(booking.bundle_price, 0)
        else sign * booking.people * booking.bundle_price
      end,
      case when holds_stations then sign else 0 end,
      case when holds_stations then sign * booking.stations_needed * booking.vr_sessions else 0 end
    )
    on conflict (date, type, package) do update set
      bookings = s.bookings + excluded.bookings,
      people = s.people + excluded.people,
      games = s.games + excluded.games,
      package_revenue = s.package_revenue + excluded.package_revenue,
      vr_holders = s.vr_holders + excluded.vr_holders,
      vr_station_sessions = s.vr_station_sessions + excluded.vr_station_sessions;
  end if;
end;
$$;

create or replace function private.roll_up_booking_insights()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Moving a party's VR to other stations or sessions changes no figure: only whether it holds.
  if tg_op = 'UPDATE'
    and (old.created_at, old.status, old.source, old.approved_at, old.rejected_at,
         old.date, old.type, old.bundle_name, old.people, old.rounds, old.bundle_price,
         old.stations is null, old.stations_needed, old.vr_sessions)
      is not distinct from
        (new.created_at, new.status, new.source, new.approved_at, new.rejected_at,
         new.date, new.type, new.bundle_name, new.people, new.rounds, new.bundle_price,
         new.stations is null, new.stations_needed, new.vr_sessions) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.count_booking_insights(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.count_booking_insights(new, 1);
  end if;
  return null;
end;
$$;

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
      + coalesce(sum(b.rounds * b.people * b.bundle_price) filter (where b.type = 'vr'), 0),
    (count(*) filter (where b.stations is not null))::integer,
    coalesce(sum(b.stations_needed * b.vr_sessions) filter (where b.stations is not null), 0)::integer
  from public.bookings as b
  where b.status = 'approved'
  group by 1, 2, 3
$$;

-- The new columns are filled from the bookings that hold stations, while writes to bookings wait.
begin;
lock table public.bookings in share row exclusive mode;
update private.insights_sale_days as s
set vr_holders = r.vr_holders, vr_station_sessions = r.vr_station_sessions
from private.recounted_insights_sale_days() as r
where r.vr_holders > 0
  and (s.date, s.type) = (r.date, r.type)
  and s.package is not distinct from r.package;
commit;

create function private.insights_vr_occupancy(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with sessions as (
    -- Each VR session the days of the period offered, by weekday and hour, and on how many days:
    -- the days grouped by weekday and hours, each group's sessions worked out once.
    select o.weekday, left(g.session, 2) || ':00' as hour, sum(o.days)::integer as sessions
    from (
      select extract(dow from h.day)::integer as weekday, h.opens_at, h.closes_at, count(*) as days
      from private.hours_between(period_from, period_to) as h
      group by 1, 2, 3
    ) as o
    cross join lateral private.vr_sessions_of_hours(o.opens_at, o.closes_at) as g
    group by 1, 2
  ),
  weekly as (
    -- A weekday the period does not reach still lists its usual hours, with no share.
    select distinct (w.weekday % 7)::integer as weekday, left(g.session, 2) || ':00' as hour
    from public.opening_hours as w
    cross join lateral private.vr_sessions_of_hours(w.opens_at, w.closes_at) as g
  ),
  held as (
    select extract(dow from l.date)::integer as weekday, left(l.session_start, 2) || ':00' as hour,
      sum(l.taken)::integer as held
    from public.vr_session_loads as l
    where l.date between period_from and period_to
    group by 1, 2
  ),
  cells as (
    select weekday, hour from sessions
    union select weekday, hour from weekly
    union select weekday, hour from held where held > 0
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'weekday', c.weekday,
      'hour', c.hour,
      'held', coalesce(h.held, 0),
      'sessions', coalesce(s.sessions, 0),
      'share', case when s.sessions > 0
        then round(coalesce(h.held, 0)::numeric / ((select private.station_count()) * s.sessions), 4) end
    ) order by c.weekday, private.day_minute(c.hour)), '[]'::jsonb)
  from cells as c
  left join sessions as s on s.weekday = c.weekday and s.hour = c.hour
  left join held as h on h.weekday = c.weekday and h.hour = c.hour
$$;

comment on function private.insights_vr_occupancy(date, date) is 'Per weekday and hour: the VR station-sessions held in the period (VR bookings and parties), the VR sessions the period''s days offered in that hour, and the share of their stations that were held (stations from public.vr_settings).';
revoke all on function private.insights_vr_occupancy(date, date) from public, anon, authenticated;

create function private.insights_vr(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with sold as (
    select
      coalesce(sum(s.bookings) filter (where s.type = 'vr'), 0) as bookings,
      coalesce(sum(s.people) filter (where s.type = 'vr'), 0) as players,
      coalesce(sum(s.games) filter (where s.type = 'vr'), 0) as player_sessions,
      coalesce(sum(s.package_revenue) filter (where s.type = 'vr'), 0) as revenue,
      coalesce(sum(s.vr_holders) filter (where s.type = 'birthday'), 0) as parties,
      coalesce(sum(s.vr_station_sessions) filter (where s.type = 'birthday'), 0) as party_station_sessions
    from private.insights_sale_days as s
    where s.date between period_from and period_to
  ),
  -- Attendance is recorded only once a session has started (private.guard_booking_attendance):
  -- the few rows that have one are read through the partial (attendance, date) index.
  visits as (
    select
      count(*) filter (where b.attendance = 'arrived') as arrived,
      count(*) filter (where b.attendance = 'no_show') as no_show
    from public.bookings as b
    where b.attendance is not null
      and b.date between period_from and period_to
      and b.type = 'vr'
      and b.status = 'approved'
  )
  select jsonb_build_object(
    'bookings', s.bookings,
    'players', s.players,
    'playerSessions', s.player_sessions,
    'revenue', round(s.revenue, 2),
    'parties', s.parties,
    'partyStationSessions', s.party_station_sessions,
    'arrived', v.arrived,
    'noShow', v.no_show,
    'noShowRate', case when v.arrived + v.no_show > 0
      then round(v.no_show::numeric / (v.arrived + v.no_show), 4) end,
    'occupancy', private.insights_vr_occupancy(period_from, period_to)
  )
  from sold as s cross join visits as v
$$;

comment on function private.insights_vr(date, date) is 'The VR figures of the venue days period_from to period_to: approved VR bookings, their players, player-sessions and revenue estimate (at the VR price each was booked at), approved parties that held VR stations and their station-sessions, the VR bookings'' recorded arrivals and no-shows, and the station occupancy per weekday and hour.';
revoke all on function private.insights_vr(date, date) from public, anon, authenticated;

create or replace function public.venue_insights(period_from date, period_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can see the venue''s numbers.' using errcode = '42501', hint = private.refusal('access.manager_only', jsonb_build_object('action', 'see the venue''s numbers'));
  end if;
  if period_from is null or period_to is null or period_to < period_from
    or not private.is_calendar_day(period_from) or not private.is_calendar_day(period_to) then
    perform private.refuse('insights.period_order', '{}'::jsonb, 'Choose a first and a last day, the last on or after the first.', 'period');
  end if;
  if period_to - period_from >= 366 then
    perform private.refuse('insights.period_too_long', jsonb_build_object('max', 366), 'Choose a period of at most 366 days.', 'period');
  end if;
  return jsonb_build_object(
    'from', to_char(period_from, 'YYYY-MM-DD'),
    'to', to_char(period_to, 'YYYY-MM-DD'),
    'requestsPerDay', private.insights_requests_per_day(period_from, period_to),
    'laneOccupancy', private.insights_lane_occupancy(period_from, period_to),
    'decisions', private.insights_decisions(period_from, period_to),
    'reminders', private.insights_reminders(period_from, period_to),
    'peopleAndRevenue', private.insights_people_and_revenue(period_from, period_to),
    'feedback', private.insights_feedback(period_from, period_to),
    'vr', private.insights_vr(period_from, period_to)
  );
end;
$$;

comment on function public.venue_insights(date, date) is 'The manager only: the insights page''s figures for the venue days period_from to period_to (both included): requests per day by status, lane occupancy by weekday and slot, decisions, no-shows and cancellations, reminded bookings confirmed and no-shows by confirmation, people and revenue per type, feedback per week and per star, and VR (bookings, players, parties, attendance, revenue, station occupancy by weekday and hour).';
