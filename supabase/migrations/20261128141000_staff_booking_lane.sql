-- Reception's bookings as the lane board takes them (issue 27, points 2 and 7):
-- * create_staff_booking takes an optional lane: the "+" of a lane's free cell books that lane,
--   refused with the lane's own words when it does not exist (VN008) or is taken in a slot the
--   booking covers (VN009), under the slot locks every approval takes.
-- * A booking staff take is approved unless they ask otherwise (approve defaults to true): what
--   reception types is no request waiting for reception.
-- * Staff take a walk-in into the slot under way until that slot ends; the public form still
--   refuses a slot that has started (VN011). check_booking_time and checked_booking learn which
--   rule applies from a new argument, false unless staff ask.
-- The function returns the lane it took as assigned_lane, since its argument is now called lane.
-- The old signatures are dropped so PostgREST and callers see one candidate each.

create function private.is_slot_over(day date, slot text, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_day_past(day, at)
    or (day = (at at time zone private.venue_time_zone())::date
        and extract(epoch from slot::time) / 60 + private.session_minutes()
          <= extract(epoch from (at at time zone private.venue_time_zone())::time) / 60)
$$;
comment on function private.is_slot_over(date, text, timestamptz) is
  'Whether a slot has ended at the given instant on the venue''s clock: its day is past, or it is today and its 45 minutes are over. The mirror of isSlotOver in packages/domain.';

drop function private.check_booking_time(date, text, integer);
create function private.check_booking_time(
  day date,
  slot text,
  minutes integer,
  is_slot_under_way_bookable boolean default false
)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  slots text[];
  is_too_late boolean;
begin
  if day is null or not isfinite(day) then perform private.refuse('Please choose a date', 'date'); end if;
  if slot is null or not slot = any (private.slot_starts()) then
    perform private.refuse('Please choose a time', 'time');
  end if;
  if private.is_day_past(day, now()) then
    raise exception 'Past dates cannot be booked' using errcode = 'VN014', detail = 'date';
  end if;
  if private.is_day_beyond_horizon(day, now()) then
    perform private.refuse(
      format('Bookings can be made up to %s days ahead', private.booking_horizon_days()), 'date'
    );
  end if;
  is_too_late := case
    when is_slot_under_way_bookable then private.is_slot_over(day, slot, now())
    else private.is_slot_past(day, slot, now())
  end;
  if is_too_late then
    raise exception 'This time is no longer available' using errcode = 'VN011', detail = 'time';
  end if;
  slots := private.covered_slots(slot, minutes);
  if slots is null then
    raise exception 'This booking would run past closing time' using errcode = 'VN012', detail = 'time';
  end if;
  return slots;
end;
$$;
comment on function private.check_booking_time(date, text, integer, boolean) is
  'The slots a booking of the given minutes covers, or the refusal of its day or time: a past day, beyond the horizon, a slot that has started (for staff with is_slot_under_way_bookable: one that has ended), past closing.';

drop function private.checked_booking(
  text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean
);
create function private.checked_booking(
  name text,
  phone text,
  email text,
  people integer,
  rounds integer,
  date date,
  "time" text,
  type public.booking_type,
  package_id uuid,
  notes text,
  locale text,
  is_email_required boolean,
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
  booking public.bookings;
begin
  if clean_name = '' then perform private.refuse('Name is required', 'name'); end if;
  if char_length(clean_name) > 100 then perform private.refuse('Name must be at most 100 characters', 'name'); end if;
  if not private.is_plain_line(clean_name) then
    perform private.refuse('Name cannot contain line breaks or hidden formatting characters', 'name');
  end if;
  if clean_email = '' and is_email_required then perform private.refuse('Email is required', 'email'); end if;
  if clean_email <> '' then
    if char_length(clean_email) > 254 then
      perform private.refuse('Email must be at most 254 characters', 'email');
    end if;
    if not private.is_email(clean_email) then perform private.refuse('Email is invalid', 'email'); end if;
  end if;
  if clean_phone = '' then perform private.refuse('Phone is required', 'phone'); end if;
  if not private.is_phone(clean_phone) then
    perform private.refuse('Enter the WhatsApp number like 05XXXXXXXX or +970XXXXXXXXX', 'phone');
  end if;
  if booking_type = 'birthday' then
    if checked_booking.package_id is null then perform private.refuse('Please choose a package', 'packageId'); end if;
    select * into package from public.birthday_packages as p where p.id = checked_booking.package_id;
    if not found then
      raise exception 'This birthday package is no longer available. Please choose another one.'
        using errcode = 'VN013', detail = 'packageId';
    end if;
    minutes := package.duration;
    party := coalesce(party, package.max_people);
    if party < package.min_people or party > package.max_people then
      perform private.refuse(private.package_guests_message(package.min_people, package.max_people), 'people');
    end if;
    party_rounds := 1;
  else
    if checked_booking.package_id is not null then
      perform private.refuse('A regular booking has no package', 'packageId');
    end if;
    if party is null or party < 1 or party > 12 then perform private.refuse('Choose 1 to 12 people', 'people'); end if;
    if party_rounds < 1 or party_rounds > 3 then perform private.refuse('Choose 1 to 3 rounds', 'rounds'); end if;
  end if;
  if char_length(clean_notes) > 500 then
    perform private.refuse('Notes must be at most 500 characters', 'notes');
  end if;
  if not private.is_plain_text(clean_notes) then
    perform private.refuse('Please remove hidden formatting characters', 'notes');
  end if;

  perform private.check_booking_time(
    checked_booking.date, checked_booking."time", minutes, coalesce(is_slot_under_way_bookable, false)
  );

  booking.name := clean_name;
  booking.phone := clean_phone;
  booking.email := nullif(clean_email, '');
  booking.people := party;
  booking.rounds := party_rounds;
  booking.date := checked_booking.date;
  booking.time := checked_booking."time";
  booking.type := booking_type;
  booking.bundle_id := package.id;
  booking.bundle_name := package.title;
  booking.bundle_price := package.price;
  booking.duration := minutes;
  booking.customer_notes := clean_notes;
  booking.locale := private.known_locale(checked_booking.locale);
  booking.status := 'pending';
  booking.source := 'website';
  return booking;
end;
$$;
comment on function private.checked_booking(
  text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean, boolean
) is
  'A booking request checked and cleaned (not stored), or refused in the form''s words: the rules request_booking and create_staff_booking share. The e-mail may be blank when is_email_required is false; the slot under way is bookable when is_slot_under_way_bookable is true (staff).';

-- Locks the slots' load rows like every approval, then refuses a lane that does not exist or that
-- another booking holds in one of the slots (the first such).
create function private.claim_lane(day date, slots text[], lane integer)
returns void
language plpgsql
set search_path = ''
as $$
declare
  taken_slot text;
begin
  if claim_lane.lane not between 1 and private.lane_count() then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lane';
  end if;
  perform private.lock_slot_loads(day, slots);
  select h.time into taken_slot
  from public.slot_lanes as h
  where h.date = day and h.time = any (slots) and h.lane = claim_lane.lane
  order by h.time
  limit 1;
  if taken_slot is not null then
    raise exception 'Lane % is taken at % by another booking.', claim_lane.lane, taken_slot
      using errcode = 'VN009', detail = 'lane';
  end if;
end;
$$;
comment on function private.claim_lane(date, text[], integer) is
  'Locks the slots'' load rows and refuses a lane that does not exist (VN008) or is held in one of the slots (VN009); a booking inserted with that lane in the same transaction then holds it.';

drop function public.create_staff_booking(
  text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean
);
create function public.create_staff_booking(
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
  approve boolean default true,
  lane integer default null
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

  if is_approved and create_staff_booking.lane is not null then
    perform private.claim_lane(booking.date, slots, create_staff_booking.lane);
  elsif is_approved then
    perform private.free_lane(booking.date, slots);
  end if;

  insert into public.bookings (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source, status, approved_at, approved_by, lane
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, booking_source,
    case when is_approved then 'approved' else 'pending' end::public.booking_status,
    case when is_approved then now() end,
    case when is_approved then (select auth.uid()) end,
    case when is_approved then create_staff_booking.lane end
  )
  returning id, bookings.lane into new_id, taken_lane;

  booking_id := new_id;
  assigned_lane := taken_lane;
  return next;
end;
$$;
comment on function public.create_staff_booking(
  text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean, integer
) is
  'Staff: takes a booking on the phone or at the counter with the public form''s rules (e-mail optional, no public limits, the slot under way bookable until it ends). Approved unless approve is false: it takes the given lane (VN008 no such lane, VN009 taken) or the lowest free one (VN001 when full), under the approval''s locks; a pending one holds no lane. Returns the booking id and, when approved, its lane number.';

revoke all on function private.is_slot_over(date, text, timestamptz),
  private.check_booking_time(date, text, integer, boolean)
  from public;
grant execute on function private.is_slot_over(date, text, timestamptz),
  private.check_booking_time(date, text, integer, boolean)
  to anon, authenticated, service_role;

revoke all on function private.checked_booking(
    text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean, boolean
  ),
  private.claim_lane(date, text[], integer)
  from public;
grant execute on function private.checked_booking(
    text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean, boolean
  ),
  private.claim_lane(date, text[], integer)
  to authenticated, service_role;

revoke all on function public.create_staff_booking(
  text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean, integer
) from public, anon;
grant execute on function public.create_staff_booking(
  text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean, integer
) to authenticated, service_role;
