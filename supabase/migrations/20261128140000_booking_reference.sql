-- Every booking gets a short reference a person can read and say over the phone (SZ-7K4Q), shown
-- to customers and staff instead of the 36-character id (docs/decisions/017-booking-reference.md).
-- It is derived from an identity number: the number's sequence never hands a value out twice, so
-- references are unique under concurrent inserts without a retry and never come back after a
-- delete. A stored generated column keeps it: nobody can write or change it. Existing bookings
-- get theirs when the identity column is added. request_booking answers it beside the booking's
-- id and manage token, and the manage link's view carries it.

-- The characters of a reference after "SZ-": 2-9 and the letters that look like none of them or
-- each other (no 0, 1, O, I, L; no Z, S, B, which pass for 2, 5, 8; no U or V).
-- packages/domain bookingReferenceAlphabet is the same.
create function private.booking_reference_alphabet()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '23456789ACDEFGHJKMNPQRTWXY'
$$;
comment on function private.booking_reference_alphabet() is
  'The 26 characters of a booking reference''s code (packages/domain bookingReferenceAlphabet).';

create function private.is_booking_reference(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(value ~ ('^SZ-[' || private.booking_reference_alphabet() || ']{4,6}$'), false)
$$;
comment on function private.is_booking_reference(text) is
  'Whether a text has the shape of a booking reference: SZ-, then 4 to 6 characters of the alphabet (packages/domain isBookingReference).';

-- The reference of the n-th booking (n from 1): the first 26^4 bookings get 4 characters, the
-- next 26^5 get 5, then 6. Within one length the number is spread over the whole range by
-- x -> (x * 2147483647 + 104729) mod 26^length, a permutation (the multiplier shares no factor
-- with 26), so neighbouring bookings get unlike references. Never redefine it: the stored
-- references of existing bookings came from it, and another mapping could hand one out again.
create function private.booking_reference(number bigint)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  alphabet constant text := private.booking_reference_alphabet();
  base constant bigint := length(private.booking_reference_alphabet());
  code_length integer := 4;
  size bigint := base ^ 4;
  rest bigint := number - 1;
  spread bigint;
  code text := '';
begin
  if number < 1 then
    raise exception 'A booking reference is numbered from 1, not %.', number;
  end if;
  while rest >= size loop
    rest := rest - size;
    code_length := code_length + 1;
    size := size * base;
  end loop;
  if code_length > 6 then
    raise exception 'Booking references are used up (number %).', number;
  end if;
  spread := (rest * 2147483647 + 104729) % size;
  for position in 1..code_length loop
    code := substr(alphabet, (spread % base)::integer + 1, 1) || code;
    spread := spread / base;
  end loop;
  return 'SZ-' || code;
end;
$$;
comment on function private.booking_reference(bigint) is
  'The booking reference of the n-th booking (bookings.reference_number): SZ- and 4 to 6 characters, one to one with n. Never redefine it.';

-- Every role that writes bookings evaluates the column and its check, as with the other checks.
revoke all on function private.booking_reference_alphabet(), private.is_booking_reference(text),
  private.booking_reference(bigint) from public;
grant execute on function private.booking_reference_alphabet(), private.is_booking_reference(text),
  private.booking_reference(bigint) to anon, authenticated, service_role;

alter table public.bookings
  add column reference_number bigint generated always as identity;
alter table public.bookings
  add column reference text generated always as (private.booking_reference(reference_number)) stored;
alter table public.bookings
  alter column reference set not null,
  add constraint bookings_reference_key unique (reference),
  add constraint bookings_reference_shape check (private.is_booking_reference(reference));

comment on column public.bookings.reference_number is
  'Which booking this is in the order they were made, from an identity that never repeats; the reference is derived from it.';
comment on column public.bookings.reference is
  'The reference customers and staff read and say (SZ-7K4Q), derived from reference_number by private.booking_reference; never reused, even after a delete.';

-- Nobody draws numbers by hand: the identity hands them out on insert only.
revoke all on sequence public.bookings_reference_number_seq from anon, authenticated;

-- The manage link shows the booking's reference too.
alter type public.managed_booking add attribute reference text;

create or replace function private.managed_view(booking public.bookings)
returns public.managed_booking
language sql
stable
set search_path = ''
as $$
  select row(
    booking.status, booking.date, booking.time, booking.duration, booking.people, booking.rounds,
    booking.type, booking.bundle_name, booking.locale, booking.name,
    private.is_cancellable(booking.status, booking.date, booking.time, now()),
    private.cancel_until(booking.date, booking.time),
    booking.reference
  )::public.managed_booking
$$;

-- request_booking answers the reference as well; a new answer's shape means a new function.
drop function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text);

create function public.request_booking(
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
returns table (booking_id uuid, manage_token text, reference text)
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
  token text := private.new_manage_token();
  new_id uuid;
  new_reference text;
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

  insert into public.bookings as b (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source, manage_token_hash
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, 'website', private.manage_token_hash(token)
  )
  returning b.id, b.reference into new_id, new_reference;
  booking_id := new_id;
  manage_token := token;
  reference := new_reference;
  return next;
end;
$$;

comment on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text) is
  'Public: requests a booking (pending until staff approve it) and answers its id, its manage token (stored only as a hash) and its reference. Limited per client address, per phone, per e-mail address and per slot.';

revoke all on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text) from public;
grant execute on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text) to anon, authenticated, service_role;
