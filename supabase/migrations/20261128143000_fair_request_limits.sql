-- Fair booking request limits: a few anonymous requests could lock real customers out (12 pending
-- requests from 2 addresses closed a slot to everyone, 3 naming an e-mail blocked it for a day, 5
-- naming a phone blocked it for 10 minutes), and a cancelled request stopped counting against its
-- e-mail. The tight fences now count per client address, so a stranger's requests never stop a
-- customer booking from their own address; the fences over all addresses stay, generous enough
-- that only a spray from many addresses meets them (decision 019).
--
-- * private.booking_request_origins: the keyed hash of the address each visitor's request came
--   from (an HMAC with private.request_address_secret, so the stored key cannot be turned back
--   into the address); staff never read it.
-- * private.fence_booking_request(): after request_booking inserts a visitor's request, refuses
--   it (PT429, rolling the insert back) past a tight per-address fence: pending requests per slot,
--   requests per e-mail within a day (cancelled ones too), requests per phone within 10 minutes;
--   and past the generous per-e-mail fence over all addresses, cancelled requests included.
-- * private.booking_request_limits(): the numbers. The keys request_booking reads itself
--   (perPhone, pendingPerEmailPerDay, pendingPerSlot) are now the fences over all addresses.
-- * public.reject_booking_batch(booking_id, reason) and public.booking_batch_sizes(booking_ids):
--   staff reject, in one action with one reason, every pending request from the same address or
--   with the same phone within an hour of a booking, and see how many that would be.

create table private.request_address_secret (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
comment on table private.request_address_secret is 'The key of the client address hashes of booking requests (an HMAC); never leaves the database.';
alter table private.request_address_secret enable row level security;
revoke all on private.request_address_secret from public, anon, authenticated, service_role;
create policy "the request address secret is never read by clients" on private.request_address_secret
  for select to anon, authenticated using (false);
insert into private.request_address_secret default values;

create table private.booking_request_origins (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  address_key bytea not null
);
comment on table private.booking_request_origins is 'The keyed hash of the client address each visitor''s booking request came from: the per-address fences and the desk''s batch rejection compare it, nobody reads the address.';
create index booking_request_origins_address_key_idx on private.booking_request_origins (address_key);
alter table private.booking_request_origins enable row level security;
revoke all on private.booking_request_origins from public, anon, authenticated, service_role;
create policy "booking request origins are never read by clients" on private.booking_request_origins
  for select to anon, authenticated using (false);

-- The per-e-mail fences count pending and cancelled requests of a day.
create index bookings_request_email_idx on public.bookings (lower(email), created_at)
  where status in ('pending', 'cancelled');

create or replace function private.booking_request_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_build_object(
    'perAddress', jsonb_build_object('max', 10, 'windowMinutes', 10),
    'perAddressPerDay', jsonb_build_object('max', 30, 'windowMinutes', 1440),
    'perPhone', jsonb_build_object('max', 30, 'windowMinutes', 10),
    'perPhonePerAddress', jsonb_build_object('max', 5, 'windowMinutes', 10),
    'pendingPerEmailPerDay', 15,
    'emailPerAddressPerDay', 3,
    'pendingPerSlot', 36,
    'pendingPerSlotPerAddress', 3
  )
$$;

-- The keyed hash of the calling client's address (the one the gateway appends).
create function private.request_address_key()
returns bytea
language sql
stable
set search_path = ''
as $$
  select extensions.hmac(convert_to(coalesce(private.request_ip(), 'unknown'), 'UTF8'), s.secret, 'sha256')
  from private.request_address_secret as s
$$;

-- True inside a visitor's API call (anon, or signed in on the site), not the service role's.
create function private.is_visitor_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('request.jwt.claims', true)::json ->> 'role', '') in ('anon', 'authenticated')
$$;

-- Refuses a request naming an e-mail address that already has, within a day, `from_address`
-- requests from this address or `from_all` from any, pending or cancelled.
create function private.fence_request_email(booking public.bookings, address_key bytea, limits jsonb)
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
    and b.created_at > now() - interval '1 day' and b.id <> booking.id;
  if from_address >= (limits ->> 'emailPerAddressPerDay')::integer
    or from_all >= (limits ->> 'pendingPerEmailPerDay')::integer then
    raise exception 'This email address already has booking requests waiting for our reply. We will contact you soon, or call us.'
      using errcode = 'PT429', detail = 'email';
  end if;
end;
$$;

-- Refuses a request when this address already has its share of the requests waiting on one of
-- the slots it covers (made within a day: carrier addresses pass to other visitors).
create function private.fence_request_slot(booking public.bookings, address_key bytea, limits jsonb)
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
      using errcode = 'PT429', detail = 'time';
  end if;
end;
$$;

-- After request_booking inserts a visitor's request: the per-address fences, then the record of
-- where it came from. A refusal rolls the request back.
create function private.fence_booking_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits constant jsonb := private.booking_request_limits();
  address_key constant bytea := private.request_address_key();
begin
  if not private.is_visitor_request() then
    return null;
  end if;
  perform private.take_rate_limit(
    'request_booking', array['phone:' || new.phone || '@' || encode(address_key, 'hex')],
    (limits #>> '{perPhonePerAddress,max}')::integer,
    make_interval(mins => (limits #>> '{perPhonePerAddress,windowMinutes}')::integer)
  );
  perform private.fence_request_email(new, address_key, limits);
  perform private.fence_request_slot(new, address_key, limits);
  insert into private.booking_request_origins (booking_id, address_key) values (new.id, address_key);
  return null;
end;
$$;
revoke all on function private.request_address_key(), private.is_visitor_request(),
  private.fence_request_email(public.bookings, bytea, jsonb), private.fence_request_slot(public.bookings, bytea, jsonb),
  private.fence_booking_request()
  from public, anon, authenticated;

create trigger fence_booking_request after insert on public.bookings
  for each row when (new.source = 'website') execute function private.fence_booking_request();

-- The pending requests of a booking's batch: from the same client address, or with the same
-- phone, made within an hour of it (the booking itself included while pending). Staff only.
create function private.booking_batch(booking_id uuid)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select b.id
  from public.bookings as target
  left join private.booking_request_origins as target_origin on target_origin.booking_id = target.id
  join public.bookings as b
    on b.status = 'pending'
    and b.created_at between target.created_at - interval '1 hour' and target.created_at + interval '1 hour'
  left join private.booking_request_origins as o on o.booking_id = b.id
  where target.id = booking_batch.booking_id
    and (select private.is_staff())
    and (b.phone = target.phone or o.address_key = target_origin.address_key)
$$;
revoke all on function private.booking_batch(uuid) from public, anon;
grant execute on function private.booking_batch(uuid) to authenticated;

create function public.booking_batch_sizes(booking_ids uuid[])
returns table (booking_id uuid, batch_size integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see similar booking requests');
  return query
  select requested.id, (select count(*)::integer from private.booking_batch(requested.id))
  from unnest(booking_batch_sizes.booking_ids) as requested (id);
end;
$$;
comment on function public.booking_batch_sizes(uuid[]) is 'Staff: for each booking, how many pending requests its batch holds (same client address or phone, within an hour); never the address.';
revoke all on function public.booking_batch_sizes(uuid[]) from public, anon;
grant execute on function public.booking_batch_sizes(uuid[]) to authenticated, service_role;

create function public.reject_booking_batch(booking_id uuid, reason text)
returns setof uuid
language plpgsql
set search_path = ''
as $$
declare
  batch uuid[];
  member uuid;
begin
  perform private.require_staff('reject bookings');
  -- Every member locked at once, in one order, so two desks rejecting overlapping batches queue.
  select coalesce(array_agg(locked.id order by locked.id), '{}') into batch
  from (
    select b.id from public.bookings as b
    where b.id in (select private.booking_batch(reject_booking_batch.booking_id))
    order by b.id
    for update
  ) as locked;
  if not reject_booking_batch.booking_id = any (batch) then
    -- Gone or decided meanwhile: reject_booking says which, and nothing is written.
    perform public.reject_booking(reject_booking_batch.booking_id, reject_booking_batch.reason);
  end if;
  foreach member in array batch loop
    if (select b.status from public.bookings as b where b.id = member) = 'pending' then
      perform public.reject_booking(member, reject_booking_batch.reason);
      return next member;
    end if;
  end loop;
end;
$$;
comment on function public.reject_booking_batch(uuid, text) is 'Staff: rejects with one reason every pending request from the same client address or with the same phone within an hour of the booking, and answers their ids.';
revoke all on function public.reject_booking_batch(uuid, text) from public, anon;
grant execute on function public.reject_booking_batch(uuid, text) to authenticated, service_role;
