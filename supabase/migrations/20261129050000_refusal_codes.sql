-- Refusals travel as codes (docs/decisions/024): a refusal keeps its English sentence as the
-- message, so logs stay readable, and carries {"code": ..., "params": {...}} in the error's hint,
-- which PostgREST answers as `hint`. The apps render the code in the reader's language
-- (packages/domain/src/refusals.ts lists every code). This step gives codes to the limits (the
-- three meanings PT429 had become distinct codes) and to the manage link's cancellation; the
-- other refusals follow, and a test lists those still without one.

create function private.refusal(code text, params jsonb default '{}'::jsonb) returns text
language sql immutable parallel safe set search_path = '' as $$
  select jsonb_build_object('code', code, 'params', coalesce(params, '{}'::jsonb))::text
$$;
comment on function private.refusal(text, jsonb) is
  'A refusal''s code and parameters as the error''s hint: {"code": ..., "params": {...}} (packages/domain/src/refusals.ts).';

CREATE OR REPLACE FUNCTION private.take_rate_limit(bucket text, keys text[], max_hits integer, window_length interval)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  client_key text;
  recent integer;
begin
  foreach client_key in array (select array_agg(k order by k) from unnest(keys) as k where k is not null) loop
    perform pg_advisory_xact_lock(hashtextextended(bucket || ':' || client_key, 0));
    delete from private.rate_limit_hits as h
    where h.bucket = take_rate_limit.bucket and h.key = client_key and h.hit_at < now() - window_length;
    select count(*) into recent
    from private.rate_limit_hits as h
    where h.bucket = take_rate_limit.bucket and h.key = client_key;
    if recent >= max_hits then
      raise exception 'Too many booking requests. Please try again in a few minutes, or call us.'
        using errcode = 'PT429',
          hint = private.refusal('limit.too_many_requests', jsonb_build_object('bucket', bucket));
    end if;
  end loop;
  insert into private.rate_limit_hits (bucket, key)
  select take_rate_limit.bucket, k from unnest(keys) as k where k is not null;
end;
$function$;

CREATE OR REPLACE FUNCTION private.take_feedback_limit(bucket text, keys text[], max_hits integer, window_length interval, message text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.take_rate_limit(bucket, keys, max_hits, window_length);
exception
  when sqlstate 'PT429' then
    if bucket like 'vote_feedback%' then
      raise exception '%', message using errcode = 'PT429', hint = private.refusal('limit.feedback_votes');
    end if;
    raise exception '%', message using errcode = 'PT429', hint = private.refusal('limit.feedback_posts');
end;
$function$;

CREATE OR REPLACE FUNCTION public.request_booking(name text, phone text, email text, people integer, rounds integer, date date, "time" text, type public.booking_type DEFAULT 'regular'::public.booking_type, package_id uuid DEFAULT NULL::uuid, notes text DEFAULT NULL::text, locale text DEFAULT 'en'::text)
 RETURNS TABLE(booking_id uuid, manage_token text, reference text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
      using errcode = 'PT429', detail = 'email', hint = private.refusal('limit.pending_per_email');
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
      using errcode = 'PT429', detail = 'time', hint = private.refusal('limit.pending_per_slot');
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
$function$;

CREATE OR REPLACE FUNCTION private.fence_request_email(booking public.bookings, address_key bytea, limits jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
    and b.created_at > now() - interval '1 day' and b.id <> booking.id;
  if from_address >= (limits ->> 'emailPerAddressPerDay')::integer
    or from_all >= (limits ->> 'pendingPerEmailPerDay')::integer then
    raise exception 'This email address already has booking requests waiting for our reply. We will contact you soon, or call us.'
      using errcode = 'PT429', detail = 'email', hint = private.refusal('limit.pending_per_email');
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION private.fence_request_slot(booking public.bookings, address_key bytea, limits jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  slots constant text[] := private.covered_slots(booking.time, booking.duration);
  waiting integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('request_booking:day:' || booking.date::text, 0));
  select max(c.waiting) into waiting
  from (
    select count(*) as waiting
    from public.bookings as b
    join private.booking_request_origins as o
      on o.booking_id = b.id and o.address_key = fence_request_slot.address_key
    cross join lateral unnest(private.covered_slots(b.time, b.duration)) as covered (slot)
    where b.date = booking.date and b.status = 'pending' and b.created_at > now() - interval '1 day'
      and b.id <> booking.id and covered.slot = any (slots)
    group by covered.slot
  ) as c;
  if coalesce(waiting, 0) >= (limits ->> 'pendingPerSlotPerAddress')::integer then
    raise exception 'This time already has many booking requests waiting for our reply. Please choose another time, or call us.'
      using errcode = 'PT429', detail = 'time', hint = private.refusal('limit.pending_per_slot');
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION public.cancel_booking_by_token(token text)
 RETURNS SETOF public.managed_booking
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_booking public.bookings;
  booking public.bookings;
begin
  perform private.take_manage_link_limits(cancel_booking_by_token.token);
  found_booking := private.booking_by_token(cancel_booking_by_token.token);
  if found_booking.id is null then
    -- Not found without raising: the hits taken above stay counted.
    perform set_config('response.status', '404', true);
    return;
  end if;

  -- As approve_booking: the booking first, then its slots' load rows in ascending order.
  booking := private.lock_booking(found_booking.id);
  if booking.status = 'cancelled' then
    return next private.managed_view(booking);
    return;
  end if;
  if booking.status = 'rejected' then
    raise exception 'This booking was declined, so there is nothing to cancel.'
      using errcode = 'VN015', hint = private.refusal('manage.declined');
  end if;
  if not private.is_cancellable(booking.status, booking.date, booking.time, now()) then
    raise exception 'Bookings can be cancelled online up to % hours before they start. Please call us on % to change or cancel this one.',
      private.cancellation_cutoff_minutes() / 60, private.venue_phone()
      using errcode = 'VN015', hint = private.refusal('manage.cancellation_closed', jsonb_build_object(
        'hours', private.cancellation_cutoff_minutes() / 60, 'phone', private.venue_phone()
      ));
  end if;
  if booking.status = 'approved' then
    perform private.lock_slot_loads(booking.date, private.covered_slots(booking.time, booking.duration));
  end if;

  perform set_config('venue.cancelling_booking', booking.id::text, true);
  update public.bookings as b set status = 'cancelled' where b.id = booking.id returning * into booking;
  perform set_config('venue.cancelling_booking', '', true);
  return next private.managed_view(booking);
end;
$function$;
