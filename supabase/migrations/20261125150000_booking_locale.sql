-- Bookings remember their language: the locale the visitor booked in (packages/domain's
-- locales.ts), so the approval, rejection and reschedule e-mails go out in it.
--
-- * bookings.locale: 'en' (the default, and every booking made before) or 'ar'; a check keeps it
--   to the known locales, the list private.locales() names.
-- * request_booking takes an optional locale (default 'en'). A locale it does not know is recorded
--   as English rather than refused: the language of the e-mails is never a reason to lose a
--   booking, and an old page or a hand-made request still books.
--
-- request_booking gains a parameter, so the old signature is dropped and the function made again
-- from its latest definition (20261125100000_birthday_guests_and_local_phones.sql) with every
-- check and limit it had.

create function private.locales()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['en', 'ar'] $$;
comment on function private.locales() is
  'The locales a booking can be in (packages/domain/src/locales.ts); English first, the default.';

create function private.known_locale(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when value = any (private.locales()) then value else 'en' end
$$;
comment on function private.known_locale(text) is
  'The locale named when it is a known one; English otherwise (a missing or unknown locale).';

alter table public.bookings
  add column locale text not null default 'en'
  constraint bookings_locale_known check (locale = any (private.locales()));
comment on column public.bookings.locale is
  'The language the visitor booked in (en, ar): the e-mails about the booking are written in it.';

-- The public request ---------------------------------------------------------------------------

drop function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text);

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
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_name text := private.trimmed(coalesce(request_booking.name, ''));
  clean_email text := private.trimmed(coalesce(request_booking.email, ''));
  clean_phone text := private.normalise_phone(request_booking.phone);
  clean_notes text := private.trimmed(coalesce(request_booking.notes, ''));
  booking_locale text := private.known_locale(request_booking.locale);
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
    perform private.refuse('Enter the WhatsApp number like 05XXXXXXXX or +970XXXXXXXXX', 'phone');
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
    if party < package.min_people or party > package.max_people then
      perform private.refuse(private.package_guests_message(package.min_people, package.max_people), 'people');
    end if;
    party_rounds := 1;
  else
    if request_booking.package_id is not null then
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

  slots := private.check_booking_time(day, slot, minutes);

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
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale
  )
  values (
    clean_name, clean_phone, clean_email, party, party_rounds, day, slot, booking_type,
    package.id, package.title, package.price, minutes, clean_notes, booking_locale
  )
  returning id into new_id;
  return new_id;
end;
$$;
comment on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text) is
  'Public: requests a booking (pending until staff approve it) for a day from today to the booking horizon; a birthday''s guests within its package''s group size; the phone stored in one E.164 form; the visitor''s locale (en, ar; anything else is recorded as en). Limited per client address (10 per 10 minutes, 30 a day), per phone (5 per 10 minutes), per e-mail address (3 pending a day) and per slot (12 pending).';

revoke all on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text)
  from public;
grant execute on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text)
  to anon, authenticated, service_role;

revoke all on function private.locales(), private.known_locale(text) from public;
grant execute on function private.locales(), private.known_locale(text)
  to anon, authenticated, service_role;
