-- Limits a script cannot step around, dates inside the booking horizon, and texts without hidden
-- characters (the same rules as packages/domain: venue.ts, limits.ts, clock.ts, forms/fields.ts).
--
-- * The client address is the last X-Forwarded-For entry: the hop the platform's gateway appends
--   (docs/decisions/006-client-address.md). The entries before it are the client's own words.
-- * request_booking keeps its per-address and per-phone limits and adds two that hold however the
--   caller varies address, phone and e-mail: pending requests per e-mail address within a day, and
--   pending requests per date and slot. Old rate-limit rows of the booking buckets are purged.
-- * A booking's date lies between the venue's today and the booking horizon on every path: the
--   public request, the staff reschedule and a direct update (a trigger). Any stored date is a
--   day of years 1 to 9999, never 'infinity'.
-- * Names refuse control characters (line breaks included) and bidirectional embeddings,
--   overrides and isolates; free texts (notes, feedback comments) allow line breaks and tabs only.

-- Venue facts and limits ------------------------------------------------------------------------

create function private.booking_horizon_days()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$ select 180 $$;
comment on function private.booking_horizon_days() is
  'How many days after the venue''s today a booking can be made for (packages/domain bookingHorizonDays).';

-- The limits of public booking requests, as packages/domain's bookingRequestLimits writes them.
create function private.booking_request_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_build_object(
    'perAddress', jsonb_build_object('max', 10, 'windowMinutes', 10),
    'perAddressPerDay', jsonb_build_object('max', 30, 'windowMinutes', 1440),
    'perPhone', jsonb_build_object('max', 5, 'windowMinutes', 10),
    'pendingPerEmailPerDay', 3,
    'pendingPerSlot', 12
  )
$$;

create function private.is_day_beyond_horizon(day date, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$ select day > (at at time zone private.venue_time_zone())::date + private.booking_horizon_days() $$;

-- Text without control characters or bidirectional formatting (a name, one line).
create function private.is_plain_line(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$ select value !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]' $$;

-- The same, with tabs and line breaks allowed (notes, comments).
create function private.is_plain_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$ select value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]' $$;

-- The client address -----------------------------------------------------------------------------

-- The caller's address: the last X-Forwarded-For entry, which the platform's gateway appends.
create or replace function private.request_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(private.trimmed(hops[cardinality(hops)]), '')
  from string_to_array(coalesce(current_setting('request.headers', true)::json ->> 'x-forwarded-for', ''), ',') as hops
$$;

-- Dates inside the horizon -----------------------------------------------------------------------

create or replace function private.check_booking_time(day date, slot text, minutes integer)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  slots text[];
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
  if private.is_slot_past(day, slot, now()) then
    raise exception 'This time is no longer available' using errcode = 'VN011', detail = 'time';
  end if;
  slots := private.covered_slots(slot, minutes);
  if slots is null then
    raise exception 'This booking would run past closing time' using errcode = 'VN012', detail = 'time';
  end if;
  return slots;
end;
$$;

-- A direct update that moves a booking meets the same rules as reschedule_booking. The trigger's
-- name sorts after guard_booking_update, so the state machine speaks first.
create function private.guard_booking_move()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.date is distinct from old.date or new.time is distinct from old.time then
    perform private.check_booking_time(new.date, new.time, new.duration);
  end if;
  return new;
end;
$$;

create trigger guard_booking_update_dates
  before update of date, time on public.bookings
  for each row execute function private.guard_booking_move();

-- Stored texts and dates -------------------------------------------------------------------------

-- Rows written before these rules lose the characters they now refuse.
update public.bookings
set name = regexp_replace(name, '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]', ' ', 'g')
where not private.is_plain_line(name);
update public.bookings
set notes = regexp_replace(notes, '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]', '', 'g')
where not private.is_plain_text(notes);
-- (Only when there is such a staff name: any statement on staff meets the last-manager rule.)
do $$
begin
  if exists (select 1 from public.staff as s where not private.is_plain_line(s.name)) then
    update public.staff
    set name = regexp_replace(name, '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]', ' ', 'g')
    where not private.is_plain_line(name);
  end if;
end;
$$;
update public.feedback
set name = regexp_replace(name, '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]', ' ', 'g')
where not private.is_plain_line(name);
update public.feedback
set comment = regexp_replace(comment, '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]', '', 'g')
where not private.is_plain_text(comment);

alter table public.bookings
  add constraint bookings_name_plain check (private.is_plain_line(name)),
  add constraint bookings_notes_plain check (private.is_plain_text(notes)),
  add constraint bookings_date_in_calendar check (date between '0001-01-01' and '9999-12-31');
alter table public.staff add constraint staff_name_plain check (private.is_plain_line(name));
alter table public.feedback
  add constraint feedback_name_plain check (private.is_plain_line(name)),
  add constraint feedback_comment_plain check (private.is_plain_text(comment));

-- The public request -----------------------------------------------------------------------------

create index rate_limit_hits_purge_idx on private.rate_limit_hits (bucket, hit_at);
create index bookings_pending_email_idx on public.bookings (lower(email), created_at) where status = 'pending';

create or replace function public.request_booking(
  name text,
  phone text,
  email text,
  people integer,
  rounds integer,
  date date,
  "time" text,
  type public.booking_type default 'regular',
  package_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_name text := private.trimmed(coalesce(request_booking.name, ''));
  clean_email text := private.trimmed(coalesce(request_booking.email, ''));
  clean_phone text := regexp_replace(coalesce(request_booking.phone, ''), '[\s().-]', '', 'g');
  slot text := request_booking."time";
  day date := request_booking.date;
  booking_type public.booking_type := coalesce(request_booking.type, 'regular');
  package public.birthday_packages;
  party integer := request_booking.people;
  party_rounds integer := coalesce(request_booking.rounds, 1);
  minutes integer := private.session_minutes();
  slots text[];
  address text := 'ip:' || coalesce(private.request_ip(), 'unknown');
  limits constant jsonb := private.booking_request_limits();
  waiting integer;
  new_id uuid;
begin
  if clean_name = '' then perform private.refuse('Name is required', 'name'); end if;
  if char_length(clean_name) > 100 then perform private.refuse('Name must be at most 100 characters', 'name'); end if;
  if not private.is_plain_line(clean_name) then
    perform private.refuse('Name cannot contain line breaks or hidden formatting characters', 'name');
  end if;
  if clean_email = '' then perform private.refuse('Email is required', 'email'); end if;
  if char_length(clean_email) > 254 then
    perform private.refuse('Email must be at most 254 characters', 'email');
  end if;
  if not private.is_email(clean_email) then perform private.refuse('Email is invalid', 'email'); end if;
  if clean_phone = '' then perform private.refuse('Phone is required', 'phone'); end if;
  if not private.is_phone(clean_phone) then
    perform private.refuse('Enter the WhatsApp number in international form, like +970XXXXXXXXX', 'phone');
  end if;
  if booking_type = 'birthday' then
    if request_booking.package_id is null then perform private.refuse('Please choose a package', 'packageId'); end if;
    select * into package from public.birthday_packages as p where p.id = request_booking.package_id;
    if not found then
      raise exception 'This birthday package is no longer available. Please choose another one.'
        using errcode = 'VN013', detail = 'packageId';
    end if;
    minutes := package.duration;
    party := coalesce(party, package.max_people);
    if party < 1 or party > package.max_people then
      perform private.refuse(format('This package is for up to %s people', package.max_people), 'people');
    end if;
    party_rounds := 1;
  else
    if request_booking.package_id is not null then
      perform private.refuse('A regular booking has no package', 'packageId');
    end if;
    if party is null or party < 1 or party > 12 then perform private.refuse('Choose 1 to 12 people', 'people'); end if;
    if party_rounds < 1 or party_rounds > 3 then perform private.refuse('Choose 1 to 3 rounds', 'rounds'); end if;
  end if;

  slots := private.check_booking_time(day, slot, minutes);

  -- The outer fences: the caller's address (generous: visitors on one mobile network share it)
  -- and the phone number.
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
    'request_booking', array['phone:' || clean_phone], (limits #>> '{perPhone,max}')::integer,
    make_interval(mins => (limits #>> '{perPhone,windowMinutes}')::integer)
  );

  -- The tight fences, which no choice of address, phone or e-mail gets around: requests waiting
  -- for the desk per e-mail address within a day, and per date and slot.
  perform pg_advisory_xact_lock(hashtextextended('request_booking:email:' || lower(clean_email), 0));
  select count(*) into waiting
  from public.bookings as b
  where lower(b.email) = lower(clean_email) and b.status = 'pending' and b.created_at > now() - interval '1 day';
  if waiting >= (limits ->> 'pendingPerEmailPerDay')::integer then
    raise exception 'This email address already has booking requests waiting for our reply. We will contact you soon, or call us.'
      using errcode = 'PT429', detail = 'email';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('request_booking:day:' || day::text, 0));
  select max(c.waiting) into waiting
  from (
    select count(*) as waiting
    from public.bookings as b
    cross join lateral unnest(private.covered_slots(b.time, b.duration)) as covered (slot)
    where b.date = day and b.status = 'pending' and covered.slot = any (slots)
    group by covered.slot
  ) as c;
  if coalesce(waiting, 0) >= (limits ->> 'pendingPerSlot')::integer then
    raise exception 'This time already has many booking requests waiting for our reply. Please choose another time, or call us.'
      using errcode = 'PT429', detail = 'time';
  end if;

  insert into public.bookings (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration
  )
  values (
    clean_name, clean_phone, clean_email, party, party_rounds, day, slot, booking_type,
    package.id, package.title, package.price, minutes
  )
  returning id into new_id;
  return new_id;
end;
$$;
comment on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid) is
  'Public: requests a booking (pending until staff approve it) for a day from today to the booking horizon. Limited per client address (10 per 10 minutes, 30 a day), per phone (5 per 10 minutes), per e-mail address (3 pending a day) and per slot (12 pending).';

revoke all on function private.booking_horizon_days(), private.booking_request_limits(),
  private.is_day_beyond_horizon(date, timestamptz), private.is_plain_line(text), private.is_plain_text(text),
  private.guard_booking_move()
  from public;
grant execute on function private.booking_horizon_days(), private.booking_request_limits(),
  private.is_day_beyond_horizon(date, timestamptz), private.is_plain_line(text), private.is_plain_text(text)
  to anon, authenticated, service_role;
