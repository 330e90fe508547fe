-- Bookings that reception takes on the phone or at the counter (packages/domain: booking.ts,
-- forms/staff-booking-form.ts).
--
-- * bookings.source: where a booking came from: 'website' (the public request, and every booking
--   made before), 'phone' or 'walk_in' (taken by staff).
-- * private.checked_booking: the checks and the clean-up of request_booking, moved into one
--   function that both entry points call. It builds the booking row (trimmed texts, the phone in
--   its one stored form, the package's name, price and duration copied from its row) or refuses
--   in the form's words, and checks the date and slot on the venue's clock. The e-mail is required
--   for a visitor and optional for staff (a caller may have none).
-- * request_booking keeps its signature, its checks in the same order and its limits; only the
--   checks moved.
-- * private.free_lane: approve_booking's capacity decision (lock the slots' load rows in ascending
--   order, refuse a full slot with VN001, return the lane), moved into one function that
--   approve_booking and create_staff_booking both call.
-- * create_staff_booking: any staff role (read from the staff record), the same fields and rules,
--   a source (phone or walk-in), no public limits (staff are not a flood), and an `approve` flag
--   that inserts the booking approved through private.free_lane, the rule approve_booking decides
--   by. It runs as its owner because staff may not insert bookings themselves (a direct
--   insert would skip every check); it admits staff only (42501 otherwise) and stamps who approved
--   from the session.

create type public.booking_source as enum ('website', 'phone', 'walk_in');

alter table public.bookings add column source public.booking_source not null default 'website';
comment on column public.bookings.source is
  'Where the booking came from: website (a visitor''s request), phone or walk_in (taken by staff).';
create index bookings_source_date_idx on public.bookings (source, date) where source <> 'website';

-- The checks ---------------------------------------------------------------------------------------

-- A booking as the forms describe it, checked and cleaned, not yet stored: the fields the caller
-- gives, the package's terms, and the default status. Refuses with the form's words (VN010 and
-- the field in the detail), a package that is gone (VN013), or a date and slot that cannot be
-- booked (check_booking_time).
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
  is_email_required boolean
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

  perform private.check_booking_time(checked_booking.date, checked_booking."time", minutes);

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
comment on function private.checked_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean) is
  'A booking request checked and cleaned (not stored), or refused in the form''s words: the rules request_booking and create_staff_booking share. The e-mail may be blank when is_email_required is false.';

-- The public request ------------------------------------------------------------------------------

create or replace function public.request_booking(
  name text,
  phone text,
  email text,
  people integer,
  rounds integer,
  date date,
  "time" text,
  type public.booking_type default 'regular',
  package_id uuid default null,
  notes text default null,
  locale text default 'en'
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings := private.checked_booking(
    request_booking.name, request_booking.phone, request_booking.email, request_booking.people,
    request_booking.rounds, request_booking.date, request_booking."time", request_booking.type,
    request_booking.package_id, request_booking.notes, request_booking.locale, true
  );
  slots text[] := private.covered_slots(booking.time, booking.duration);
  address text := 'ip:' || coalesce(private.request_ip(), 'unknown');
  limits constant jsonb := private.booking_request_limits();
  waiting integer;
  new_id uuid;
begin
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
  -- for the desk per e-mail address within a day, and per date and slot.
  perform pg_advisory_xact_lock(hashtextextended('request_booking:email:' || lower(booking.email), 0));
  select count(*) into waiting
  from public.bookings as b
  where lower(b.email) = lower(booking.email) and b.status = 'pending' and b.created_at > now() - interval '1 day';
  if waiting >= (limits ->> 'pendingPerEmailPerDay')::integer then
    raise exception 'This email address already has booking requests waiting for our reply. We will contact you soon, or call us.'
      using errcode = 'PT429', detail = 'email';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('request_booking:day:' || booking.date::text, 0));
  select max(c.waiting) into waiting
  from (
    select count(*) as waiting
    from public.bookings as b
    cross join lateral unnest(private.covered_slots(b.time, b.duration)) as covered (slot)
    where b.date = booking.date and b.status = 'pending' and covered.slot = any (slots)
    group by covered.slot
  ) as c;
  if coalesce(waiting, 0) >= (limits ->> 'pendingPerSlot')::integer then
    raise exception 'This time already has many booking requests waiting for our reply. Please choose another time, or call us.'
      using errcode = 'PT429', detail = 'time';
  end if;

  insert into public.bookings (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, 'website'
  )
  returning id into new_id;
  return new_id;
end;
$$;

-- The capacity rule of an approval --------------------------------------------------------------

-- Locks the load rows of the slots a booking would cover (ascending, so concurrent callers queue)
-- and returns the lane number it would take: one more than the fullest slot's approved count.
-- Refuses a full slot with VN001 and the spec's message. approve_booking and create_staff_booking
-- both decide through it, so an approval and a booking taken approved race under one rule.
create function private.free_lane(day date, slots text[])
returns integer
language plpgsql
set search_path = ''
as $$
declare
  load record;
  fullest integer := 0;
begin
  for load in select * from private.lock_slot_loads(day, slots) loop
    if load.approved >= private.lane_count() then
      raise exception '%', private.capacity_message(day, load.slot, load.approved) using errcode = 'VN001';
    end if;
    fullest := greatest(fullest, load.approved);
  end loop;
  return fullest + 1;
end;
$$;
comment on function private.free_lane(date, text[]) is
  'Locks the slots'' load rows and returns the lane an approval there takes, or refuses a full slot (VN001).';

-- The body of 20261121090200_bookings.sql, deciding through private.free_lane.
create or replace function public.approve_booking(booking_id uuid)
returns integer
language plpgsql
security invoker
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
      using errcode = 'VN002';
  end if;
  lane := private.free_lane(booking.date, private.covered_slots(booking.time, booking.duration));
  update public.bookings as b set status = 'approved' where b.id = booking.id;
  return lane;
end;
$$;

-- Bookings taken by staff -----------------------------------------------------------------------

-- Refuses a source staff cannot give (the website is the visitors' own).
create function private.staff_booking_source(value text)
returns public.booking_source
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or value not in ('phone', 'walk_in') then
    perform private.refuse('Choose phone or walk-in', 'source');
  end if;
  return value::public.booking_source;
end;
$$;
comment on function private.staff_booking_source(text) is
  'The source of a booking staff take (phone, walk_in), or VN010 "Choose phone or walk-in" (packages/domain staffBookingSources).';

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
  approve boolean default false
)
returns table (booking_id uuid, lane integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  booking_source public.booking_source;
  is_approved boolean := coalesce(create_staff_booking.approve, false);
  taken_lane integer;
  new_id uuid;
begin
  perform private.require_staff('take bookings');
  booking := private.checked_booking(
    create_staff_booking.name, create_staff_booking.phone, create_staff_booking.email,
    create_staff_booking.people, create_staff_booking.rounds, create_staff_booking.date,
    create_staff_booking."time", create_staff_booking.type, create_staff_booking.package_id,
    create_staff_booking.notes, create_staff_booking.locale, false
  );
  booking_source := private.staff_booking_source(create_staff_booking.source);

  if is_approved then
    taken_lane := private.free_lane(booking.date, private.covered_slots(booking.time, booking.duration));
  end if;

  insert into public.bookings (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source, status, approved_at, approved_by
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, booking_source,
    case when is_approved then 'approved' else 'pending' end::public.booking_status,
    case when is_approved then now() end,
    case when is_approved then (select auth.uid()) end
  )
  returning id into new_id;

  booking_id := new_id;
  lane := taken_lane;
  return next;
end;
$$;
comment on function public.create_staff_booking(text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean) is
  'Staff: takes a booking on the phone or at the counter with the public form''s rules (e-mail optional, no public limits); with approve, inserts it approved if every slot it covers has a free lane (VN001 otherwise). Returns the booking id and, when approved, its lane number.';

revoke all on function private.checked_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean),
  private.staff_booking_source(text), private.free_lane(date, text[])
  from public;
grant execute on function private.checked_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text, boolean),
  private.staff_booking_source(text), private.free_lane(date, text[])
  to authenticated, service_role;

revoke all on function public.create_staff_booking(text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean)
  from public, anon;
grant execute on function public.create_staff_booking(text, text, integer, integer, date, text, text, text, public.booking_type, uuid, text, text, boolean)
  to authenticated, service_role;
