-- The manager's insights answer what the reminders do: a new figure, `reminders`, in the same
-- single call of public.venue_insights, computed by private.insights_reminders (one query, as each
-- figure; the bench explains its body).
--
-- * reminded: the approved bookings dated in the period that at least one reminder reached (a
--   `notifications` row of event 'reminder' in state 'sent', on either channel); one skipped or
--   failed reached nobody and does not count. confirmed: those of them whose customer answered
--   "I'm coming" (`confirmed_at`); confirmedShare = confirmed / reminded (0 to 1, null when none
--   was reminded).
-- * confirmedAttendance and unconfirmedAttendance: the bookings of the no-show rate of
--   `decisions` (approved, dated in the period, slot started, attendance recorded; the rule of
--   private.insights_decisions word for word, and a data test holds the two groups' sums equal
--   to its figures), split by whether the customer confirmed: arrived, noShow and noShowRate =
--   noShow / (arrived + noShow), null for a group without a case.
--
-- The other figures, the manager-only refusal and the period checks stay as they were.

create function private.insights_reminders(period_from date, period_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with reminded as (
    select
      count(*) as reminded,
      count(*) filter (where b.confirmed_at is not null) as confirmed
    from public.bookings as b
    where b.date between period_from and period_to
      and b.status = 'approved'
      and exists (
        select 1 from public.notifications as n
        where n.booking_id = b.id and n.event = 'reminder' and n.state = 'sent'
      )
  ),
  -- The bookings of private.insights_decisions' no-show rate, read by the same rule.
  clock as (select now() at time zone private.venue_time_zone() as venue_now),
  visits as (
    select
      count(*) filter (where b.attendance = 'arrived' and b.confirmed_at is not null) as confirmed_arrived,
      count(*) filter (where b.attendance = 'no_show' and b.confirmed_at is not null) as confirmed_no_show,
      count(*) filter (where b.attendance = 'arrived' and b.confirmed_at is null) as unconfirmed_arrived,
      count(*) filter (where b.attendance = 'no_show' and b.confirmed_at is null) as unconfirmed_no_show
    from public.bookings as b
    cross join clock as c
    where b.attendance is not null
      and b.date between period_from and period_to
      and b.status = 'approved'
      and (b.date < c.venue_now::date or (b.date = c.venue_now::date and b.time::time <= c.venue_now::time))
  )
  select jsonb_build_object(
    'reminded', r.reminded,
    'confirmed', r.confirmed,
    'confirmedShare', case when r.reminded > 0
      then round(r.confirmed::numeric / r.reminded, 4) end,
    'confirmedAttendance', jsonb_build_object(
      'arrived', v.confirmed_arrived,
      'noShow', v.confirmed_no_show,
      'noShowRate', case when v.confirmed_arrived + v.confirmed_no_show > 0
        then round(v.confirmed_no_show::numeric / (v.confirmed_arrived + v.confirmed_no_show), 4) end
    ),
    'unconfirmedAttendance', jsonb_build_object(
      'arrived', v.unconfirmed_arrived,
      'noShow', v.unconfirmed_no_show,
      'noShowRate', case when v.unconfirmed_arrived + v.unconfirmed_no_show > 0
        then round(v.unconfirmed_no_show::numeric / (v.unconfirmed_arrived + v.unconfirmed_no_show), 4) end
    )
  )
  from reminded as r cross join visits as v
$$;

comment on function private.insights_reminders(date, date) is
  'The approved bookings of the period a reminder reached and how many of them confirmed; the no-show rate of decisions split by whether the customer confirmed.';

revoke all on function private.insights_reminders(date, date) from public, anon, authenticated;

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
    'feedback', private.insights_feedback(period_from, period_to)
  );
end;
$$;

comment on function public.venue_insights(date, date) is
  'The manager only: the insights page''s figures for the venue days period_from to period_to (both included): requests per day by status, lane occupancy by weekday and slot, decisions, no-shows and cancellations, reminded bookings confirmed and no-shows by confirmation, people and revenue per type, feedback per week and per star.';

revoke all on function public.venue_insights(date, date) from public, anon;
grant execute on function public.venue_insights(date, date) to authenticated;
