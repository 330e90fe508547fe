-- The manager's insights read per-day rollups instead of every booking and rating of the period, so
-- a year of them takes as long as a month (issue 31; decision 032). Three private tables hold, per
-- venue day, what the figures count; triggers on `bookings` and `feedback` keep them in the same
-- transaction as the change (insert, status change, move, cancellation, erasure, delete), and this
-- migration fills them from the rows that exist.
--
-- * private.insights_request_days: the requests of each day they were made, per status, with the
--   website requests decided (approved, rejected, and the minutes to the decision) for
--   `requestsPerDay` and `decisions`.
-- * private.insights_sale_days: the approved bookings of each day they play, per type and package,
--   with their people, their games (rounds x people) and their package revenue, for
--   `peopleAndRevenue`; the game price is applied when read, as before.
-- * private.insights_rating_days: the ratings of each day they were given, per star, for `feedback`.
--
-- A day made on is keyed twice: by the period day whose instants hold it (`day`: the day d with
-- private.insights_period_start(d) <= created_at < private.insights_period_start(d + 1), which is
-- how the figures choose a period's rows) and by the venue-clock date (`local_day`, which is how
-- they group them). The two differ only within an hour a clock change repeats at midnight (none
-- after 2021 in Asia/Hebron), and keeping both keeps every figure exactly as it was then too.
--
-- `laneOccupancy` already reads a rollup (slot_loads); what it spent its time on was the days the
-- period offered, asking each day's hours and slot grid in turn (366 function calls, each calling
-- a dozen more, for a year). private.hours_between gives the hours of every day of a period in one
-- query, private.hours_on is that for one day, and the figure works out the slots once per
-- distinct weekday and hours, and reads the venue's lane count once rather than once per cell.
--
-- The figures' results, the manager-only refusal and the period checks stay as they were; the
-- attendance and reminders figures read what they read before.

create function private.insights_day(instant timestamptz)
returns date
language sql
stable
set search_path = ''
as $$
  select case
    when instant < private.insights_period_start(l.day) then l.day - 1
    when instant >= private.insights_period_start(l.day + 1) then l.day + 1
    else l.day
  end
  from (select (instant at time zone private.venue_time_zone())::date as day) as l
$$;
comment on function private.insights_day(timestamptz) is 'The venue day whose period holds the instant: d with private.insights_period_start(d) <= instant < private.insights_period_start(d + 1).';
revoke all on function private.insights_day(timestamptz) from public, anon, authenticated;

create table private.insights_request_days (
  day date not null,
  local_day date not null,
  status public.booking_status not null,
  requests integer not null default 0,
  approved integer not null default 0,
  rejected integer not null default 0,
  decided integer not null default 0,
  decision_minutes numeric not null default 0,
  primary key (day, local_day, status)
);
comment on table private.insights_request_days is 'Per day made on (period day and venue-clock date) and status: the booking requests, and of the website ones those approved, rejected and decided with the sum of their minutes to the decision. Kept by private.roll_up_booking_insights.';
alter table private.insights_request_days enable row level security;
create policy "the insights' request rollups are never read by clients" on private.insights_request_days
  for select to anon, authenticated using (false);
revoke all on private.insights_request_days from public, anon, authenticated;

create table private.insights_sale_days (
  date date not null,
  type public.booking_type not null,
  package text,
  bookings integer not null default 0,
  people integer not null default 0,
  games integer not null default 0,
  package_revenue numeric not null default 0,
  constraint insights_sale_days_key unique nulls not distinct (date, type, package)
);
comment on table private.insights_sale_days is 'Per day played, type and package name: the approved bookings, their people, their games (rounds x people, regular bookings) and their package revenue (people x package price, birthdays). Kept by private.roll_up_booking_insights.';
alter table private.insights_sale_days enable row level security;
create policy "the insights' sale rollups are never read by clients" on private.insights_sale_days
  for select to anon, authenticated using (false);
revoke all on private.insights_sale_days from public, anon, authenticated;

create table private.insights_rating_days (
  day date not null,
  local_day date not null,
  rating smallint not null,
  ratings integer not null default 0,
  primary key (day, local_day, rating)
);
comment on table private.insights_rating_days is 'Per day given (period day and venue-clock date) and star: how many ratings. Kept by private.roll_up_feedback_insights.';
alter table private.insights_rating_days enable row level security;
create policy "the insights' rating rollups are never read by clients" on private.insights_rating_days
  for select to anon, authenticated using (false);
revoke all on private.insights_rating_days from public, anon, authenticated;

-- Adds (sign 1) or takes away (sign -1) one booking's share of the rollups.
create function private.count_booking_insights(booking public.bookings, sign integer)
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
      case when booking.type = 'regular' then sign * booking.rounds * booking.people else 0 end,
      case when booking.type = 'regular' then 0 else sign * booking.people * booking.bundle_price end
    )
    on conflict (date, type, package) do update set
      bookings = s.bookings + excluded.bookings,
      people = s.people + excluded.people,
      games = s.games + excluded.games,
      package_revenue = s.package_revenue + excluded.package_revenue;
  end if;
end;
$$;
revoke all on function private.count_booking_insights(public.bookings, integer) from public, anon, authenticated;

create function private.roll_up_booking_insights()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and (old.created_at, old.status, old.source, old.approved_at, old.rejected_at,
         old.date, old.type, old.bundle_name, old.people, old.rounds, old.bundle_price)
      is not distinct from
        (new.created_at, new.status, new.source, new.approved_at, new.rejected_at,
         new.date, new.type, new.bundle_name, new.people, new.rounds, new.bundle_price) then
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
comment on function private.roll_up_booking_insights() is 'Keeps the insights'' booking rollups (private.insights_request_days, private.insights_sale_days) in step with each booking written, changed or deleted.';
revoke all on function private.roll_up_booking_insights() from public, anon, authenticated;

create function private.roll_up_feedback_insights()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (old.created_at, old.rating) is not distinct from (new.created_at, new.rating) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update private.insights_rating_days as r set ratings = r.ratings - 1
    where r.day = private.insights_day(old.created_at)
      and r.local_day = (old.created_at at time zone private.venue_time_zone())::date
      and r.rating = old.rating;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.insights_rating_days as r (day, local_day, rating, ratings)
    values (
      private.insights_day(new.created_at),
      (new.created_at at time zone private.venue_time_zone())::date,
      new.rating,
      1
    )
    on conflict (day, local_day, rating) do update set ratings = r.ratings + 1;
  end if;
  return null;
end;
$$;
comment on function private.roll_up_feedback_insights() is 'Keeps the insights'' rating rollup (private.insights_rating_days) in step with each rating posted, changed or deleted.';
revoke all on function private.roll_up_feedback_insights() from public, anon, authenticated;

-- The rollups of the rows that exist, recounted from scratch: the migration's fill, and what the
-- data tests compare the kept rollups with.
create function private.recounted_insights_request_days()
returns setof private.insights_request_days
language sql
stable
set search_path = ''
as $$
  select private.insights_day(b.created_at),
    (b.created_at at time zone private.venue_time_zone())::date,
    b.status,
    count(*)::integer,
    (count(*) filter (where b.source = 'website' and b.approved_at is not null))::integer,
    (count(*) filter (where b.source = 'website' and b.rejected_at is not null))::integer,
    (count(*) filter (where b.source = 'website' and coalesce(b.approved_at, b.rejected_at) is not null))::integer,
    coalesce(sum(extract(epoch from coalesce(b.approved_at, b.rejected_at) - b.created_at) / 60)
      filter (where b.source = 'website'), 0)
  from public.bookings as b
  group by 1, 2, 3
$$;
revoke all on function private.recounted_insights_request_days() from public, anon, authenticated;

create function private.recounted_insights_sale_days()
returns setof private.insights_sale_days
language sql
stable
set search_path = ''
as $$
  select b.date, b.type, b.bundle_name,
    count(*)::integer,
    sum(b.people)::integer,
    coalesce(sum(b.rounds * b.people) filter (where b.type = 'regular'), 0)::integer,
    coalesce(sum(b.people * b.bundle_price) filter (where b.type <> 'regular'), 0)
  from public.bookings as b
  where b.status = 'approved'
  group by 1, 2, 3
$$;
revoke all on function private.recounted_insights_sale_days() from public, anon, authenticated;

create function private.recounted_insights_rating_days()
returns setof private.insights_rating_days
language sql
stable
set search_path = ''
as $$
  select private.insights_day(f.created_at),
    (f.created_at at time zone private.venue_time_zone())::date,
    f.rating,
    count(*)::integer
  from public.feedback as f
  group by 1, 2, 3
$$;
revoke all on function private.recounted_insights_rating_days() from public, anon, authenticated;

-- The triggers start and the fill runs in one transaction that holds writes off both tables, so
-- no change is counted twice or missed.
begin;
lock table public.bookings, public.feedback in share row exclusive mode;
create trigger roll_up_booking_insights
  after insert or update or delete on public.bookings
  for each row execute function private.roll_up_booking_insights();
create trigger roll_up_feedback_insights
  after insert or update or delete on public.feedback
  for each row execute function private.roll_up_feedback_insights();
insert into private.insights_request_days select * from private.recounted_insights_request_days();
insert into private.insights_sale_days select * from private.recounted_insights_sale_days();
insert into private.insights_rating_days select * from private.recounted_insights_rating_days();
commit;

create function private.hours_between(first_day date, last_day date)
returns table (day date, opens_at text, closes_at text)
language sql
stable
set search_path = ''
as $$
  select d.day::date, h.opens_at, h.closes_at
  -- No day is infinitely far: an infinite bound gives no rows, as no weekday has hours then.
  from generate_series(
    case when isfinite(first_day) and isfinite(last_day) then first_day end::timestamp,
    last_day::timestamp,
    interval '1 day'
  ) as d (day)
  cross join lateral (
    select h.opens_at, h.closes_at
    from (
      select s.opens_at, s.closes_at, 0 as rank
      from public.special_hours as s
      where d.day::date between s.first_day and s.last_day
      union all
      select w.opens_at, w.closes_at, 1
      from public.opening_hours as w
      where w.weekday = extract(isodow from d.day)
    ) as h
    where h.opens_at is not null
    order by h.rank
    limit 1
  ) as h
  order by 1
$$;
comment on function private.hours_between(date, date) is 'The hours of each business day from first_day to last_day that opens: its special period''s, else its weekday''s; no row for a day it does not open.';

create or replace function private.hours_on(day date)
returns table (opens_at text, closes_at text)
language sql
stable
set search_path = ''
as $$ select h.opens_at, h.closes_at from private.hours_between(day, day) as h $$;

create or replace function private.insights_lane_occupancy(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with offered as (
    -- Each slot the days of the period offered, and on how many of them: the days grouped by
    -- weekday and hours, each group's slots worked out once.
    select o.weekday, g.slot, sum(o.days)::integer as days
    from (
      select extract(dow from h.day)::integer as weekday, h.opens_at, h.closes_at, count(*) as days
      from private.hours_between(period_from, period_to) as h
      group by 1, 2, 3
    ) as o
    cross join lateral private.slots_of_hours(o.opens_at, o.closes_at) as g
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
        then round(coalesce(h.held, 0)::numeric / ((select private.lane_count()) * o.days), 4) end
    ) order by c.weekday, private.day_minute(c.slot)), '[]'::jsonb)
  from cells as c
  left join offered as o on o.weekday = c.weekday and o.slot = c.slot
  left join held as h on h.weekday = c.weekday and h.slot = c.slot
$$;

create or replace function private.insights_requests_per_day(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with counted as (
    select r.local_day as day,
      sum(r.requests) filter (where r.status = 'approved') as approved,
      sum(r.requests) filter (where r.status = 'rejected') as rejected,
      sum(r.requests) filter (where r.status = 'pending') as pending,
      sum(r.requests) filter (where r.status = 'cancelled') as cancelled
    from private.insights_request_days as r
    where r.day between period_from and period_to
    group by r.local_day
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'date', to_char(d.day, 'YYYY-MM-DD'),
      'approved', coalesce(c.approved, 0),
      'rejected', coalesce(c.rejected, 0),
      'pending', coalesce(c.pending, 0),
      'cancelled', coalesce(c.cancelled, 0)
    ) order by d.day), '[]'::jsonb)
  from generate_series(period_from::timestamp, period_to::timestamp, interval '1 day') as d (day)
  left join counted as c on c.day = d.day::date
$$;

create or replace function private.insights_decisions(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with requests as (
    select
      coalesce(sum(r.approved), 0) as approved,
      coalesce(sum(r.rejected), 0) as rejected,
      sum(r.decision_minutes) / nullif(sum(r.decided), 0) as decision_minutes,
      coalesce(sum(r.requests) filter (where r.status = 'cancelled'), 0) as cancelled
    from private.insights_request_days as r
    where r.day between period_from and period_to
  ),
  -- Attendance is recorded only once a slot has started (the partial (attendance, date) index);
  -- the venue's clock is read once, as private.is_slot_past reads it, rather than per row.
  clock as (select now() at time zone private.venue_time_zone() as venue_now),
  visits as (
    select
      count(*) filter (where b.attendance = 'arrived') as arrived,
      count(*) filter (where b.attendance = 'no_show') as no_show
    from public.bookings as b
    cross join clock as c
    where b.attendance is not null
      and b.date between period_from and period_to
      and b.status = 'approved'
      and (b.date < c.venue_now::date or (b.date = c.venue_now::date and b.time::time <= c.venue_now::time))
  )
  select jsonb_build_object(
    'approved', r.approved,
    'rejected', r.rejected,
    'approvalRate', case when r.approved + r.rejected > 0
      then round(r.approved::numeric / (r.approved + r.rejected), 4) end,
    'averageDecisionMinutes', round(r.decision_minutes, 1),
    'cancelled', r.cancelled,
    'arrived', v.arrived,
    'noShow', v.no_show,
    'noShowRate', case when v.arrived + v.no_show > 0
      then round(v.no_show::numeric / (v.arrived + v.no_show), 4) end
  )
  from requests as r cross join visits as v
$$;

create or replace function private.insights_people_and_revenue(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with sold as (
    select s.type::text as type, s.package,
      sum(s.bookings) as bookings,
      sum(s.people) as people,
      case when s.type = 'regular'
        then sum(s.games) * (select p.bowling_game_price from public.prices as p)
        else sum(s.package_revenue) end as revenue
    from private.insights_sale_days as s
    where s.date between period_from and period_to
    group by s.type, s.package
    having sum(s.bookings) > 0
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'type', s.type, 'package', s.package, 'bookings', s.bookings, 'people', s.people,
      'revenue', round(s.revenue, 2)
    ) order by s.type desc, s.package), '[]'::jsonb)
  from sold as s
$$;

create or replace function private.insights_feedback(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with rated as (
    select r.local_day as day, r.rating, r.ratings
    from private.insights_rating_days as r
    where r.day between period_from and period_to and r.ratings > 0
  ),
  -- Saturday starts a week: dow 6 is 0 days in, Sunday 1, ... Friday 6.
  weeks as (
    select distinct greatest(d.day::date - ((extract(dow from d.day)::integer + 1) % 7), period_from) as week
    from generate_series(period_from::timestamp, period_to::timestamp, interval '1 day') as d (day)
  ),
  weekly as (
    select greatest(r.day - ((extract(dow from r.day)::integer + 1) % 7), period_from) as week,
      sum(r.ratings) as ratings, sum(r.rating * r.ratings)::numeric / sum(r.ratings) as average
    from rated as r
    group by 1
  )
  select jsonb_build_object(
    'weeks', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'weekStart', to_char(w.week, 'YYYY-MM-DD'),
          'ratings', coalesce(k.ratings, 0),
          'average', round(k.average, 2)
        ) order by w.week), '[]'::jsonb)
      from weeks as w left join weekly as k on k.week = w.week
    ),
    'spread', (
      select jsonb_agg(jsonb_build_object(
          'rating', s.rating,
          'count', (select coalesce(sum(r.ratings), 0) from rated as r where r.rating = s.rating)
        ) order by s.rating)
      from generate_series(1, 5) as s (rating)
    ),
    'ratings', (select coalesce(sum(r.ratings), 0) from rated as r),
    'average', (select round(sum(r.rating * r.ratings)::numeric / sum(r.ratings), 2) from rated as r)
  )
$$;
