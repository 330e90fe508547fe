-- The manager's numbers (issue 16): one staff-only function, public.venue_insights(period_from,
-- period_to), answering every figure of the insights page for a period of venue days, both ends
-- included, as one JSON object. Each figure is a private SQL function of its own (one indexed
-- query each; the bench explains their bodies).
--
-- * A period is venue days (Asia/Hebron). A booking's `date` is already a venue day; a moment
--   (`created_at`, `feedback.created_at`) belongs to the venue day it falls on there: the period
--   runs from period_from 00:00 to period_to + 1 00:00 venue time, so a request at 23:30 on the
--   last day counts and one at 00:10 the next day does not. Moments are compared as timestamptz
--   against those two instants, so the `created_at` indexes answer.
-- * requests per day: the requests made each venue day (any source), by the status they have now
--   (approved, rejected, pending, cancelled), every day of the period listed, empty ones as zero.
-- * lane occupancy: weekday (0 Sunday ... 6 Saturday, at the venue) x slot: the approved lane-slots
--   held on those days (slot_loads: a birthday covering two slots holds both) over 6 x the number
--   of such weekdays in the period; share is null for a weekday the period does not contain.
-- * decisions: over the website requests made in the period (a booking staff take by phone or at
--   the desk is approved as it is made, no decision): approval rate = approved / (approved +
--   rejected) by their decision stamps, and the average minutes from request to decision;
--   cancellations: the period's requests now cancelled (any source); no-show rate = no_show /
--   (arrived + no_show) of the approved bookings dated in the period whose slot has started.
-- * people and revenue: approved bookings dated in the period; regular ones at rounds x people x
--   the bowling game price now on the price list (domain prices.ts), each birthday package at the
--   per-person price the booking was made with x people (domain pricing.ts birthdayEstimate).
-- * feedback: the average rating of each week (weeks start on Saturday, the venue's first working
--   day; the first and last weeks are cut at the period's ends) and the count per star.
--
-- Only the manager (role read from the staff record) may call it: anyone else gets 42501. A
-- period must run forwards and span at most 366 days (VN010 otherwise).

create function private.insights_period_start(day date)
returns timestamptz
language sql
stable
set search_path = ''
as $$ select day::timestamp at time zone private.venue_time_zone() $$;

create function private.insights_requests_per_day(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with made as (
    select (b.created_at at time zone private.venue_time_zone())::date as day, b.status::text as status
    from public.bookings as b
    where b.created_at >= private.insights_period_start(period_from)
      and b.created_at < private.insights_period_start(period_to + 1)
  ),
  counted as (
    select m.day,
      count(*) filter (where m.status = 'approved') as approved,
      count(*) filter (where m.status = 'rejected') as rejected,
      count(*) filter (where m.status = 'pending') as pending,
      count(*) filter (where m.status = 'cancelled') as cancelled
    from made as m
    group by m.day
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

create function private.insights_lane_occupancy(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with days as (
    select extract(dow from d.day)::integer as weekday, count(*)::integer as days
    from generate_series(period_from::timestamp, period_to::timestamp, interval '1 day') as d (day)
    group by 1
  ),
  held as (
    select extract(dow from l.date)::integer as weekday, l.time, sum(l.approved)::integer as held
    from public.slot_loads as l
    where l.date between period_from and period_to
    group by 1, 2
  )
  select jsonb_agg(jsonb_build_object(
      'weekday', w.weekday,
      'slot', s.slot,
      'held', coalesce(h.held, 0),
      'days', coalesce(d.days, 0),
      'share', case when d.days > 0
        then round(coalesce(h.held, 0)::numeric / (private.lane_count() * d.days), 4) end
    ) order by w.weekday, s.position)
  from generate_series(0, 6) as w (weekday)
  cross join unnest(private.slot_starts()) with ordinality as s (slot, position)
  left join days as d on d.weekday = w.weekday
  left join held as h on h.weekday = w.weekday and h.time = s.slot
$$;

create function private.insights_decisions(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with requests as (
    select
      count(*) filter (where b.source = 'website' and b.approved_at is not null) as approved,
      count(*) filter (where b.source = 'website' and b.rejected_at is not null) as rejected,
      avg(extract(epoch from coalesce(b.approved_at, b.rejected_at) - b.created_at) / 60)
        filter (where b.source = 'website') as decision_minutes,
      count(*) filter (where b.status::text = 'cancelled') as cancelled
    from public.bookings as b
    where b.created_at >= private.insights_period_start(period_from)
      and b.created_at < private.insights_period_start(period_to + 1)
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

create function private.insights_people_and_revenue(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with sold as (
    select b.type::text as type, b.bundle_name as package,
      count(*) as bookings,
      sum(b.people) as people,
      sum(case when b.type = 'regular'
        then b.rounds * b.people * (select p.bowling_game_price from public.prices as p)
        else b.people * b.bundle_price end) as revenue
    from public.bookings as b
    where b.date between period_from and period_to and b.status = 'approved'
    group by 1, 2
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'type', s.type, 'package', s.package, 'bookings', s.bookings, 'people', s.people,
      'revenue', round(s.revenue, 2)
    ) order by s.type desc, s.package), '[]'::jsonb)
  from sold as s
$$;

create function private.insights_feedback(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with rated as (
    select (f.created_at at time zone private.venue_time_zone())::date as day, f.rating
    from public.feedback as f
    where f.created_at >= private.insights_period_start(period_from)
      and f.created_at < private.insights_period_start(period_to + 1)
  ),
  -- Saturday starts a week: dow 6 is 0 days in, Sunday 1, ... Friday 6.
  weeks as (
    select distinct greatest(d.day::date - ((extract(dow from d.day)::integer + 1) % 7), period_from) as week
    from generate_series(period_from::timestamp, period_to::timestamp, interval '1 day') as d (day)
  ),
  weekly as (
    select greatest(r.day - ((extract(dow from r.day)::integer + 1) % 7), period_from) as week,
      count(*) as ratings, avg(r.rating) as average
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
          'count', (select count(*) from rated as r where r.rating = s.rating)
        ) order by s.rating)
      from generate_series(1, 5) as s (rating)
    ),
    'ratings', (select count(*) from rated),
    'average', (select round(avg(r.rating), 2) from rated as r)
  )
$$;

revoke all on function
  private.insights_period_start(date),
  private.insights_requests_per_day(date, date),
  private.insights_lane_occupancy(date, date),
  private.insights_decisions(date, date),
  private.insights_people_and_revenue(date, date),
  private.insights_feedback(date, date)
from public, anon, authenticated;

create function public.venue_insights(period_from date, period_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can see the venue''s numbers.' using errcode = '42501';
  end if;
  if period_from is null or period_to is null or period_to < period_from then
    perform private.refuse('Choose a first and a last day, the last on or after the first.', 'period');
  end if;
  if period_to - period_from >= 366 then
    perform private.refuse('Choose a period of at most 366 days.', 'period');
  end if;
  return jsonb_build_object(
    'from', to_char(period_from, 'YYYY-MM-DD'),
    'to', to_char(period_to, 'YYYY-MM-DD'),
    'requestsPerDay', private.insights_requests_per_day(period_from, period_to),
    'laneOccupancy', private.insights_lane_occupancy(period_from, period_to),
    'decisions', private.insights_decisions(period_from, period_to),
    'peopleAndRevenue', private.insights_people_and_revenue(period_from, period_to),
    'feedback', private.insights_feedback(period_from, period_to)
  );
end;
$$;
comment on function public.venue_insights(date, date) is
  'The manager only: the insights page''s figures for the venue days period_from to period_to (both included): requests per day by status, lane occupancy by weekday and slot, decisions, no-shows and cancellations, people and revenue per type, feedback per week and per star.';
revoke all on function public.venue_insights(date, date) from public, anon;
grant execute on function public.venue_insights(date, date) to authenticated;
