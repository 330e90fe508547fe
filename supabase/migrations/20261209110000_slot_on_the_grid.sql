-- A booking's time is checked against the day's hours without listing the day's grid (issue 31).
-- private.check_booking_time listed every slot of the day (private.slot_grid: the day's hours, then
-- a text time per slot) to ask whether one slot, and the slots the booking covers, are on it; it
-- read the day's hours twice, once to know the venue is open. That was about a fifth of a public
-- booking request's time in the database.
--
-- * private.is_on_grid answers for one minute of the business day what private.slots_of_hours
--   lists: from opening, every slot length, before closing, on hours that make a span.
-- * private.check_booking_time reads the day's hours once and asks it for the first and the last
--   slot the booking covers (they run one slot length apart, so the rest lie between). Its
--   refusals, their order and their codes are as they were.

create or replace function private.is_on_grid(opens_at text, closes_at text, minute integer)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  first_minute constant integer := private.day_minute(is_on_grid.opens_at);
begin
  return private.is_business_span(is_on_grid.opens_at, is_on_grid.closes_at)
    and is_on_grid.minute >= first_minute
    and is_on_grid.minute < private.closing_minute(is_on_grid.closes_at)
    and (is_on_grid.minute - first_minute) % private.session_minutes() = 0;
end;
$$;

comment on function private.is_on_grid(text, text, integer) is 'Whether a minute of the business day (private.day_minute) starts a slot on hours from opens_at to closes_at: the slots private.slots_of_hours lists.';

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
  hours record;
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
  select h.opens_at, h.closes_at into hours from private.hours_on(check_booking_time.day) as h;
  if not found then
    raise exception 'The venue is closed on %.', to_char(day, 'YYYY-MM-DD')
      using errcode = 'VN016', detail = 'date', hint = private.refusal(
        'booking.day_closed', jsonb_build_object('date', to_char(day, 'YYYY-MM-DD'), 'reason', null)
      );
  end if;
  perform private.refuse_closed(day, array[slot]);
  if not private.is_on_grid(hours.opens_at, hours.closes_at, private.day_minute(slot)) then
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
  if slots is null
    or not private.is_on_grid(hours.opens_at, hours.closes_at, private.day_minute(slots[cardinality(slots)])) then
    raise exception 'This booking would run past closing time' using errcode = 'VN012', detail = 'time', hint = private.refusal('booking.past_closing');
  end if;
  perform private.refuse_closed(day, slots);
  return slots;
end;
$$;
