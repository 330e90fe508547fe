-- A public booking request does less work for the same answer (issue 31). Profiled with
-- track_functions = 'all' over requests each in its own transaction, as PostgREST sends them,
-- the time went to the schedule's helpers more than to the limits: a request read the day's
-- slot grid twice (each time the day's hours, then the slot arithmetic once per slot of the day)
-- and worked out the slot length again for every slot it covered; the outbox's insert was
-- planned afresh for every message.
--
-- * private.slots_of_hours works out the hours' bounds and the slot length once, not per slot.
-- * private.check_booking_time reads the day's grid once and checks the slot and every slot the
--   booking covers against it; its refusals, their order and their codes are as they were.
-- * private.covered_slots reads the slot length once.
-- * private.queue_notification is PL/pgSQL, so a connection plans its insert once.
--
-- Every limit, rule and refusal of request_booking stays as it was.

create or replace function private.slots_of_hours(opens_at text, closes_at text)
returns table (slot text, "position" integer)
language sql
stable
set search_path = ''
as $$
  select private.time_at_day_minute(m), (row_number() over (order by m))::integer
  from (
    select private.is_business_span(opens_at, closes_at) as is_span,
      private.day_minute(opens_at) as first_minute,
      private.closing_minute(closes_at) as end_minute,
      private.session_minutes() as step
  ) as h
  cross join lateral generate_series(h.first_minute, h.end_minute - 1, h.step) as m
  where h.is_span
  order by m
$$;

create or replace function private.check_booking_time(
  day date, slot text, minutes integer, is_slot_under_way_bookable boolean default false
)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  slots text[];
  grid text[];
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
  grid := array(select g.slot from private.slot_grid(day) as g);
  if not slot = any (grid) then
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
  if slots is null or not slots <@ grid then
    raise exception 'This booking would run past closing time' using errcode = 'VN012', detail = 'time', hint = private.refusal('booking.past_closing');
  end if;
  perform private.refuse_closed(day, slots);
  return slots;
end;
$$;

create or replace function private.covered_slots(start_time text, duration_minutes integer)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  first_minute integer;
  slot_count integer;
  step integer;
begin
  if not private.is_time_of_day(start_time) or duration_minutes is null or duration_minutes <= 0 then
    return null;
  end if;
  first_minute := private.day_minute(start_time);
  step := private.session_minutes();
  slot_count := ceil(duration_minutes::numeric / step)::integer;
  if first_minute + (slot_count - 1) * step >= 1440 then
    return null;
  end if;
  return array(
    select private.time_at_day_minute(first_minute + k * step)
    from generate_series(0, slot_count - 1) as k
    order by k
  );
end;
$$;

create or replace function private.queue_notification(
  booking public.bookings,
  event public.notification_event,
  channel public.notification_channel,
  key_base text,
  due_at timestamptz,
  detail jsonb,
  state public.notification_state default 'due',
  reason text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (booking_id, event, channel, key, due_at, detail, state, reason)
  values (booking.id, event, channel, key_base || ':' || channel, due_at, detail, state, reason)
  on conflict (key) do update
  set state = excluded.state, reason = excluded.reason, due_at = excluded.due_at, detail = excluded.detail
  -- A message planned again (a reminder for a slot the booking moves back to, or after the
  -- manager changes the hours) comes back only if it never went.
  where public.notifications.state = 'skipped';
end;
$$;
