-- A public booking request meets all its fences in request_booking, before its insert (issue 31).
-- The per-address fences of decision 019 ran in a trigger after the insert
-- (private.fence_booking_request), so a request took four rate limits one call at a time (each a
-- lock, a sweep, a count and an insert), counted its e-mail address's requests twice (over every
-- address, then per address) and inserted a row it might roll back. Together that was about a
-- quarter of the request's time in the database.
--
-- * private.take_rate_limits takes several (bucket, key) limits at once: the locks in one order
--   (bucket, then key, as take_rate_limit took a bucket's keys), one sweep of their expired hits,
--   one count that names the first limit reached, one insert. take_rate_limit is now that with
--   one bucket, so both keep one rule.
-- * private.fence_request_email counts an e-mail address's requests of the last day, pending or
--   cancelled, once for both of its fences (per address, over every address: decision 019's
--   rule for both; request_booking counted only pending ones over every address, which the
--   trigger's count then covered). private.fence_request_slot is as it was; both run before the
--   insert, so neither leaves the new request out of its count any more.
-- * request_booking takes its limits in one call (the address, the address per day, the phone,
--   and for a visitor the phone from that address), then the e-mail address's fences, the slot's
--   fences over every address and then per address, and records the request's origin after the
--   insert. The trigger is gone. Limits, codes and messages are as they were; a request that
--   crosses two fences at once may meet another of them first.

create function private.take_rate_limits(buckets text[], keys text[], max_hits integer[], windows interval[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  reached text;
begin
  -- Every key's lock in one order, so that two requests never wait on each other crosswise.
  perform pg_advisory_xact_lock(hashtextextended(l.bucket || ':' || l.key, 0))
  from (
    select distinct t.bucket, t.key
    from unnest(take_rate_limits.buckets, take_rate_limits.keys) as t (bucket, key)
    where t.key is not null
    order by t.bucket, t.key
  ) as l;
  -- One key at a time: each a short look-up on the (bucket, key, hit_at) index.
  for position in 1 .. coalesce(cardinality(take_rate_limits.keys), 0) loop
    delete from private.rate_limit_hits as h
    where h.bucket = take_rate_limits.buckets[position] and h.key = take_rate_limits.keys[position]
      and h.hit_at < now() - take_rate_limits.windows[position];
  end loop;
  select t.bucket into reached
  from unnest(take_rate_limits.buckets, take_rate_limits.keys, take_rate_limits.max_hits)
    with ordinality as t (bucket, key, max_hits, position)
  where t.key is not null
    and (select count(*) from private.rate_limit_hits as h where h.bucket = t.bucket and h.key = t.key) >= t.max_hits
  order by t.position
  limit 1;
  if found then
    raise exception 'Too many booking requests. Please try again in a few minutes, or call us.'
      using errcode = 'PT429',
        hint = private.refusal('limit.too_many_requests', jsonb_build_object('bucket', reached));
  end if;
  insert into private.rate_limit_hits (bucket, key)
  select t.bucket, t.key
  from unnest(take_rate_limits.buckets, take_rate_limits.keys) as t (bucket, key)
  where t.key is not null;
end;
$$;

comment on function private.take_rate_limits(text[], text[], integer[], interval[]) is 'Takes one hit of each (bucket, key) limit given side by side (null keys skipped), or refuses (PT429, limit.too_many_requests with the first bucket reached, in the order given) when a key already has max_hits within its window. Expired hits of those keys are swept.';

revoke all on function private.take_rate_limits(text[], text[], integer[], interval[]) from public, anon, authenticated;
grant execute on function private.take_rate_limits(text[], text[], integer[], interval[]) to service_role;

create or replace function private.take_rate_limit(bucket text, keys text[], max_hits integer, window_length interval)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  size constant integer[] := array[cardinality(take_rate_limit.keys)];
begin
  perform private.take_rate_limits(
    array_fill(take_rate_limit.bucket, size), take_rate_limit.keys,
    array_fill(take_rate_limit.max_hits, size), array_fill(take_rate_limit.window_length, size)
  );
end;
$$;

create or replace function private.fence_request_email(booking public.bookings, address_key bytea, limits jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  from_address integer;
  from_all integer;
begin
  if booking.email is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('request_booking:email:' || lower(booking.email), 0));
  select count(*) filter (where o.address_key = fence_request_email.address_key), count(*)
  into from_address, from_all
  from public.bookings as b
  left join private.booking_request_origins as o on o.booking_id = b.id
  where lower(b.email) = lower(booking.email) and b.status in ('pending', 'cancelled')
    and b.created_at > now() - interval '1 day';
  if from_address >= (limits ->> 'emailPerAddressPerDay')::integer
    or from_all >= (limits ->> 'pendingPerEmailPerDay')::integer then
    raise exception 'This email address already has booking requests waiting for our reply. We will contact you soon, or call us.'
      using errcode = 'PT429', detail = 'email', hint = private.refusal('limit.pending_per_email');
  end if;
end;
$$;

create or replace function private.fence_request_slot(booking public.bookings, address_key bytea, limits jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  slots constant text[] := private.covered_slots(booking.time, booking.duration);
  waiting integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('request_booking:day:' || booking.date::text, 0));
  select max(c.waiting) into waiting
  from (
    select sum(p.requests) as waiting
    from (
      select b.time, b.duration, count(*) as requests
      from public.bookings as b
      join private.booking_request_origins as o
        on o.booking_id = b.id and o.address_key = fence_request_slot.address_key
      where b.date = booking.date and b.status = 'pending' and b.created_at > now() - interval '1 day'
      group by b.time, b.duration
      -- Only requests that can reach the booking's slots (as in request_booking).
      having private.day_minute(b.time) <= private.day_minute(slots[cardinality(slots)])
        and private.day_minute(b.time) + b.duration > private.day_minute(slots[1])
    ) as p
    cross join lateral unnest(private.covered_slots(p.time, p.duration)) as covered (slot)
    where covered.slot = any (slots)
    group by covered.slot
  ) as c;
  if coalesce(waiting, 0) >= (limits ->> 'pendingPerSlotPerAddress')::integer then
    raise exception 'This time already has many booking requests waiting for our reply. Please choose another time, or call us.'
      using errcode = 'PT429', detail = 'time', hint = private.refusal('limit.pending_per_slot');
  end if;
end;
$$;

comment on function private.fence_request_email(public.bookings, bytea, jsonb) is 'Before request_booking inserts a request naming an e-mail address: refuses it (PT429, limit.pending_per_email) when that address was named in emailPerAddressPerDay requests from the caller''s address (its keyed hash; none without one) or pendingPerEmailPerDay requests from any address within a day, pending or cancelled.';
comment on function private.fence_request_slot(public.bookings, bytea, jsonb) is 'Before request_booking inserts a visitor''s request: refuses it (PT429, limit.pending_per_slot) when the caller''s address (its keyed hash) already has pendingPerSlotPerAddress requests made within a day waiting on one of the slots it covers.';

drop trigger fence_booking_request on public.bookings;
drop function private.fence_booking_request();

-- Nothing counts an e-mail address's pending requests alone any more (bookings_request_email_idx
-- serves the count of pending and cancelled ones): every public request stops writing this index.
drop index public.bookings_pending_email_idx;

create or replace function public.request_booking(
  name text, phone text, email text, people integer, rounds integer, date date, "time" text,
  type public.booking_type default 'regular', package_id uuid default null, notes text default null,
  locale text default 'en', whatsapp_consent boolean default false, age_confirmed boolean default false
)
returns table (booking_id uuid, manage_token text, reference text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  consented constant boolean := coalesce(request_booking.whatsapp_consent, false);
  booking public.bookings := private.checked_booking(
    request_booking.name, request_booking.phone, request_booking.email, request_booking.people,
    request_booking.rounds, request_booking.date, request_booking."time", request_booking.type,
    request_booking.package_id, request_booking.notes, request_booking.locale, not consented
  );
  is_vr constant boolean := booking.type = 'vr';
  slots text[] := case
    when booking.type = 'vr' then private.vr_covered_sessions(booking.time, booking.rounds)
    else private.covered_slots(booking.time, booking.duration)
  end;
  address text := 'ip:' || coalesce(private.request_ip(), 'unknown');
  -- A visitor's address as its keyed hash (decision 019): the per-address fences count by it.
  -- Requests the service role makes pass those fences.
  origin_key constant bytea := case when private.is_visitor_request() then private.request_address_key() end;
  limits constant jsonb := private.booking_request_limits();
  waiting integer;
  token text := private.new_manage_token();
  new_id uuid;
  new_reference text;
begin
  if is_vr then
    perform private.refuse_vr_request_full(booking.date, booking.time, booking.rounds, booking.people);
  end if;
  -- The outer fences: the caller's address (generous: visitors on one mobile network share it)
  -- and the phone number in its one stored form, over every address and from this one.
  delete from private.rate_limit_hits as h
  where h.bucket in ('request_booking', 'request_booking:day') and h.hit_at < now() - interval '1 day';
  perform private.take_rate_limits(
    array['request_booking', 'request_booking:day', 'request_booking', 'request_booking'],
    array[
      address, address, 'phone:' || booking.phone,
      'phone:' || booking.phone || '@' || encode(origin_key, 'hex')
    ],
    array[
      (limits #>> '{perAddress,max}')::integer, (limits #>> '{perAddressPerDay,max}')::integer,
      (limits #>> '{perPhone,max}')::integer, (limits #>> '{perPhonePerAddress,max}')::integer
    ],
    array[
      make_interval(mins => (limits #>> '{perAddress,windowMinutes}')::integer),
      make_interval(mins => (limits #>> '{perAddressPerDay,windowMinutes}')::integer),
      make_interval(mins => (limits #>> '{perPhone,windowMinutes}')::integer),
      make_interval(mins => (limits #>> '{perPhonePerAddress,windowMinutes}')::integer)
    ]
  );

  -- The tight fences, which no choice of address, phone or e-mail gets around: requests naming
  -- the e-mail address within a day (none without an address: the phone's fences hold), and
  -- requests waiting per date and slot (VR requests per VR session, apart from the lanes').
  perform private.fence_request_email(booking, origin_key, limits);

  perform pg_advisory_xact_lock(hashtextextended('request_booking:day:' || booking.date::text, 0));
  -- The requests waiting on the day, grouped by start and length first: the slots each covers
  -- are worked out once per group, not once per request, and only for groups near the asked
  -- slots (which run in order: covered_slots and vr_covered_sessions list them so).
  select max(c.waiting) into waiting
  from (
    select sum(p.requests) as waiting
    from (
      select b.time, b.duration, b.rounds, count(*) as requests
      from public.bookings as b
      where b.date = booking.date and b.status = 'pending' and (b.type = 'vr') = is_vr
      group by b.time, b.duration, b.rounds
      -- Only requests that can reach the asked slots: none that starts after the last, none whose
      -- last slot (or session) starts before the first; a span's last one starts within its length.
      having private.day_minute(b.time) <= private.day_minute(slots[cardinality(slots)])
        and private.day_minute(b.time) + case when is_vr then b.rounds * private.vr_session_minutes() else b.duration end
          > private.day_minute(slots[1])
    ) as p
    cross join lateral unnest(case
      when is_vr then private.vr_covered_sessions(p.time, p.rounds)
      else private.covered_slots(p.time, p.duration)
    end) as covered (slot)
    where covered.slot = any (slots)
    group by covered.slot
  ) as c;
  if coalesce(waiting, 0) >= (limits ->> 'pendingPerSlot')::integer then
    raise exception 'This time already has many booking requests waiting for our reply. Please choose another time, or call us.'
      using errcode = 'PT429', detail = 'time', hint = private.refusal('limit.pending_per_slot');
  end if;
  if origin_key is not null then
    perform private.fence_request_slot(booking, origin_key, limits);
  end if;

  insert into public.bookings as b (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source, manage_token_hash, whatsapp_consent_at, whatsapp_consent_wording,
    age_confirmed_at
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, 'website', private.manage_token_hash(token),
    case when consented then now() end, case when consented then private.whatsapp_consent_wording() end,
    case when coalesce(request_booking.age_confirmed, false) then now() end
  )
  returning b.id, b.reference into new_id, new_reference;
  if origin_key is not null then
    insert into private.booking_request_origins (booking_id, address_key) values (new_id, origin_key);
  end if;
  booking_id := new_id;
  manage_token := token;
  reference := new_reference;
  return next;
end;
$$;
