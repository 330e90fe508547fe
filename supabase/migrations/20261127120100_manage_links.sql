-- The customer's manage link: see their own booking and cancel it (packages/domain booking.ts:
-- cancellationCutoffMinutes, canCancel, manageLinkLimits; docs/decisions/010-manage-links.md).
--
-- The contract (packages/data bookings/manage-booking.ts wraps it):
-- * request_booking(...) now returns one row (booking_id uuid, manage_token text). The token is
--   43 URL-safe characters (base64url of 32 bytes from gen_random_bytes: 256 bits); the booking
--   keeps only its sha256 (bookings.manage_token_hash, unique). The page lives at
--   /booking/manage/<token> (and /ar/booking/manage/<token>).
-- * The decision e-mails carry a second token per decision: email_manage_token(booking_id, key),
--   the service role's only, derives it from the e-mail's idempotency key with an HMAC under a
--   secret that never leaves the database (private.manage_link_secret), so every retry of one
--   e-mail carries the same link; only its sha256 is stored (private.booking_manage_tokens).
-- * get_booking_by_token(token text) (anon, authenticated): zero rows or one row of the
--   booking's own fields: status, date, time, duration, people, rounds, type, package_name,
--   locale, name, cancellable, cancel_until (the instant the online cut-off passes). A wrong,
--   malformed or old token (one whose booking's day is more than daysAfterBooking days past) and
--   a deleted booking all answer zero rows, through the same lookups.
-- * cancel_booking_by_token(token text) (anon, authenticated): the same row after the change.
--   Pending or approved before the cut-off becomes cancelled (an approved booking's lane is free
--   at once); an already cancelled booking answers its row again. Refusals: P0002 "We could not
--   find this booking. ..." for any token that names no booking (the same for every such token),
--   VN015 with a message for a rejected booking or after the cut-off (call the venue's number).
--   It locks the booking, then (approved) its slots' load rows in ascending order, as
--   approve_booking does, so a cancellation and an approval of the same slot queue.
-- * Both take the rate limits of manageLinkLimits before they look: per client address (the
--   outer fence, as request_booking's) and per token (its hash), PT429 beyond them.
-- * cancelled_booking_by_token(token text) (service role only): the id of the cancelled booking
--   a token names, for the cancellation-email function (the customer's page calls it after a cancel).
-- * Status 'cancelled': only cancel_booking_by_token moves a booking there (the state machine
--   refuses any other path, staff included, with 42501); nothing leaves it. bookings.cancelled_at
--   says when. booking_events records 'cancelled' with the customer as actor (null).

-- The columns ------------------------------------------------------------------------------------

alter table public.bookings
  add column cancelled_at timestamptz,
  add column manage_token_hash bytea;
comment on column public.bookings.cancelled_at is 'When the customer cancelled the booking (status cancelled).';
comment on column public.bookings.manage_token_hash is
  'sha256 of the manage link''s token handed out by request_booking; the token itself is never stored.';
create unique index bookings_manage_token_hash_idx on public.bookings (manage_token_hash);

alter table public.bookings drop constraint bookings_decision_recorded;
alter table public.bookings add constraint bookings_decision_recorded check (
  (status = 'pending' and approved_at is null and rejected_at is null)
  or (status = 'approved' and approved_at is not null and rejected_at is null)
  or (status = 'rejected' and rejected_at is not null and rejection_reason is not null and approved_at is null)
  or (status = 'cancelled' and rejected_at is null)
);
alter table public.bookings add constraint bookings_cancelled_at_when_cancelled
  check ((status = 'cancelled') = (cancelled_at is not null));

-- The rules --------------------------------------------------------------------------------------

create function private.cancellation_cutoff_minutes()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$ select 120 $$;
comment on function private.cancellation_cutoff_minutes() is
  'How many minutes before its start a booking can still be cancelled online (packages/domain cancellationCutoffMinutes).';

-- The limits of the manage link's functions, as packages/domain's manageLinkLimits writes them.
create function private.manage_link_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_build_object(
    'perAddress', jsonb_build_object('max', 30, 'windowMinutes', 10),
    'perToken', jsonb_build_object('max', 10, 'windowMinutes', 10),
    'daysAfterBooking', 30
  )
$$;

-- The venue's number, which a refusal tells the customer to call (packages/domain venue.phone).
create function private.venue_phone()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$ select '+970 2 295 0000' $$;

-- The instant the online cut-off of a booking at this day and slot passes, on the venue's clock.
create function private.cancel_until(day date, slot text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select ((day + slot::time) at time zone private.venue_time_zone())
    - make_interval(mins => private.cancellation_cutoff_minutes())
$$;

create function private.is_cancellable(status public.booking_status, day date, slot text, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$ select status in ('pending', 'approved') and at < private.cancel_until(day, slot) $$;
comment on function private.is_cancellable(public.booking_status, date, text, timestamptz) is
  'Whether the customer can cancel a booking at the instant given (packages/domain canCancel).';

-- The tokens -------------------------------------------------------------------------------------

create function private.new_manage_token()
returns text
language sql
volatile
set search_path = ''
as $$ select rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=') $$;

-- Any text gives a hash (bounded, so a long one costs no more): nothing about a token's shape
-- decides which path it takes.
create function private.manage_token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$ select sha256(convert_to(left(coalesce(token, ''), 200), 'UTF8')) $$;

create table private.manage_link_secret (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
comment on table private.manage_link_secret is 'The key of the decision e-mails'' manage tokens (an HMAC); never leaves the database.';
alter table private.manage_link_secret enable row level security;
revoke all on private.manage_link_secret from public, anon, authenticated, service_role;
create policy "the manage link secret is never read by clients" on private.manage_link_secret
  for select to anon, authenticated using (false);
insert into private.manage_link_secret default values;

create table private.booking_manage_tokens (
  token_hash bytea primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table private.booking_manage_tokens is
  'sha256 of the manage tokens the decision e-mails carry (one per e-mail), besides the one request_booking handed out.';
create index booking_manage_tokens_booking_id_idx on private.booking_manage_tokens (booking_id);
alter table private.booking_manage_tokens enable row level security;
revoke all on private.booking_manage_tokens from public, anon, authenticated, service_role;
create policy "manage token hashes are never read by clients" on private.booking_manage_tokens
  for select to anon, authenticated using (false);

-- The booking a token names, or null: both lookups run for every token, and a booking whose day
-- is more than daysAfterBooking days past counts as missing.
create function private.booking_by_token(token text)
returns public.bookings
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  hash bytea := private.manage_token_hash(token);
  from_request uuid;
  from_email uuid;
  booking public.bookings;
begin
  select b.id into from_request from public.bookings as b where b.manage_token_hash = hash;
  select t.booking_id into from_email from private.booking_manage_tokens as t where t.token_hash = hash;
  select * into booking from public.bookings as b
  where b.id = coalesce(from_request, from_email)
    and b.date >= (now() at time zone private.venue_time_zone())::date
      - (private.manage_link_limits() ->> 'daysAfterBooking')::integer;
  return booking;
end;
$$;

-- The rate limits, taken before any lookup (so every token costs the same).
create function private.take_manage_link_limits(token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits constant jsonb := private.manage_link_limits();
begin
  delete from private.rate_limit_hits as h
  where h.bucket in ('manage_booking', 'manage_booking:token') and h.hit_at < now() - interval '1 day';
  perform private.take_rate_limit(
    'manage_booking', array['ip:' || coalesce(private.request_ip(), 'unknown')],
    (limits #>> '{perAddress,max}')::integer,
    make_interval(mins => (limits #>> '{perAddress,windowMinutes}')::integer)
  );
  perform private.take_rate_limit(
    'manage_booking:token', array['token:' || encode(private.manage_token_hash(token), 'hex')],
    (limits #>> '{perToken,max}')::integer,
    make_interval(mins => (limits #>> '{perToken,windowMinutes}')::integer)
  );
end;
$$;

-- The row the customer sees -----------------------------------------------------------------------

create type public.managed_booking as (
  status public.booking_status,
  date date,
  "time" text,
  duration integer,
  people integer,
  rounds integer,
  type public.booking_type,
  package_name text,
  locale text,
  name text,
  cancellable boolean,
  cancel_until timestamptz
);
comment on type public.managed_booking is
  'What a manage link shows: the booking''s own fields, whether it can be cancelled now and until when. No phone, e-mail or notes.';

create function private.managed_view(booking public.bookings)
returns public.managed_booking
language sql
stable
set search_path = ''
as $$
  select row(
    booking.status, booking.date, booking.time, booking.duration, booking.people, booking.rounds,
    booking.type, booking.bundle_name, booking.locale, booking.name,
    private.is_cancellable(booking.status, booking.date, booking.time, now()),
    private.cancel_until(booking.date, booking.time)
  )::public.managed_booking
$$;

-- The public functions ----------------------------------------------------------------------------

create function public.get_booking_by_token(token text)
returns setof public.managed_booking
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
begin
  perform private.take_manage_link_limits(get_booking_by_token.token);
  booking := private.booking_by_token(get_booking_by_token.token);
  if booking.id is not null then
    return next private.managed_view(booking);
  end if;
end;
$$;
comment on function public.get_booking_by_token(text) is
  'Public: the booking a manage token names (its own fields only), or no row for any token that names none. Rate limited per address and per token.';

create function public.cancel_booking_by_token(token text)
returns setof public.managed_booking
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings;
  booking public.bookings;
begin
  perform private.take_manage_link_limits(cancel_booking_by_token.token);
  found_booking := private.booking_by_token(cancel_booking_by_token.token);
  if found_booking.id is null then
    raise exception 'We could not find this booking. Please check the link, or call us on %.', private.venue_phone()
      using errcode = 'P0002';
  end if;

  -- As approve_booking: the booking first, then its slots' load rows in ascending order.
  booking := private.lock_booking(found_booking.id);
  if booking.status = 'cancelled' then
    return next private.managed_view(booking);
    return;
  end if;
  if booking.status = 'rejected' then
    raise exception 'This booking was declined, so there is nothing to cancel.' using errcode = 'VN015';
  end if;
  if not private.is_cancellable(booking.status, booking.date, booking.time, now()) then
    raise exception 'Bookings can be cancelled online up to % hours before they start. Please call us on % to change or cancel this one.',
      private.cancellation_cutoff_minutes() / 60, private.venue_phone()
      using errcode = 'VN015';
  end if;
  if booking.status = 'approved' then
    perform private.lock_slot_loads(booking.date, private.covered_slots(booking.time, booking.duration));
  end if;

  perform set_config('venue.cancelling_booking', booking.id::text, true);
  update public.bookings as b set status = 'cancelled' where b.id = booking.id returning * into booking;
  perform set_config('venue.cancelling_booking', '', true);
  return next private.managed_view(booking);
end;
$$;
comment on function public.cancel_booking_by_token(text) is
  'Public: cancels the pending or approved booking a manage token names, before the online cut-off; its lane is freed at once. Rate limited per address and per token.';

-- The e-mails' tokens -----------------------------------------------------------------------------

create function public.email_manage_token(booking_id uuid, email_key text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text;
begin
  if not exists (select 1 from public.bookings as b where b.id = email_manage_token.booking_id) then
    return null;
  end if;
  select rtrim(translate(encode(extensions.hmac(
    convert_to(email_manage_token.booking_id::text || ':' || email_manage_token.email_key, 'UTF8'),
    s.secret, 'sha256'
  ), 'base64'), '+/', '-_'), '=')
  into token
  from private.manage_link_secret as s;
  insert into private.booking_manage_tokens (token_hash, booking_id)
  values (private.manage_token_hash(token), email_manage_token.booking_id)
  on conflict (token_hash) do nothing;
  return token;
end;
$$;
comment on function public.email_manage_token(uuid, text) is
  'Service role: the manage token a decision e-mail carries, the same for every retry of one e-mail (key); its hash is accepted from then on.';

create function public.cancelled_booking_by_token(token text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select b.id from private.booking_by_token(token) as b where b.status = 'cancelled'
$$;
comment on function public.cancelled_booking_by_token(text) is
  'Service role: the cancelled booking a manage token names (for the cancellation e-mail), or null.';

-- The state machine -------------------------------------------------------------------------------

-- 20261124200000_vn_fields.sql's guard, with the customer's cancellation: only from pending or
-- approved, only inside cancel_booking_by_token (which names the booking it cancels), never moved.
create or replace function private.guard_booking_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if new.status is distinct from old.status and new.status = 'cancelled' then
    if old.status not in ('pending', 'approved') then
      raise exception 'Only pending or approved bookings can be cancelled. This booking is %.', old.status
        using errcode = 'VN015';
    end if;
    if coalesce(current_setting('venue.cancelling_booking', true), '') <> old.id::text then
      raise exception 'Only the customer can cancel a booking, from the link they were given.'
        using errcode = '42501';
    end if;
    if new.date is distinct from old.date or new.time is distinct from old.time then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
    end if;
    new.cancelled_at := now();
    new.approved_at := old.approved_at;
    new.approved_by := old.approved_by;
    new.rejected_at := old.rejected_at;
    new.rejected_by := old.rejected_by;
    new.rejection_reason := old.rejection_reason;
  elsif new.status is distinct from old.status then
    if old.status <> 'pending' or new.status = 'pending' then
      raise exception 'Only pending bookings can be approved or rejected. This booking is %.', old.status
        using errcode = 'VN002';
    end if;
    if new.date is distinct from old.date or new.time is distinct from old.time then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
    end if;
    new.cancelled_at := old.cancelled_at;
    if new.status = 'approved' then
      new.approved_at := now();
      new.approved_by := coalesce(actor, new.approved_by);
      new.rejected_at := null;
      new.rejected_by := null;
      new.rejection_reason := null;
    else
      new.rejection_reason := nullif(private.trimmed(new.rejection_reason), '');
      if new.rejection_reason is null then
        raise exception 'Please enter a reason for rejection' using errcode = 'VN004', detail = 'reason';
      end if;
      new.rejected_at := now();
      new.rejected_by := coalesce(actor, new.rejected_by);
      new.approved_at := null;
      new.approved_by := null;
    end if;
  else
    new.cancelled_at := old.cancelled_at;
    new.approved_at := old.approved_at;
    new.approved_by := old.approved_by;
    new.rejected_at := old.rejected_at;
    new.rejected_by := old.rejected_by;
    new.rejection_reason := old.rejection_reason;
    if (new.date is distinct from old.date or new.time is distinct from old.time) and old.status <> 'approved' then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
    end if;
  end if;
  new.manage_token_hash := old.manage_token_hash;

  if new.contact_attempts is distinct from old.contact_attempts then
    if new.contact_attempts <> old.contact_attempts + 1 then
      raise exception 'Contact attempts are recorded one at a time.' using errcode = 'VN010';
    end if;
    new.last_contact_attempt := now();
  else
    new.last_contact_attempt := old.last_contact_attempt;
  end if;
  return new;
end;
$$;

-- The history ------------------------------------------------------------------------------------

-- 20261126130000_booking_lanes.sql's trigger, with the cancellation (the lane it gave back).
create or replace function private.record_booking_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    perform private.add_booking_event(new.id, 'created', actor, null, to_jsonb(new), new.source::text);
    if new.status = 'approved' then
      perform private.add_booking_event(
        new.id, 'approved', actor, null, jsonb_build_object('status', new.status, 'lane', new.lane)
      );
    end if;
    return null;
  end if;

  if tg_op = 'DELETE' then
    perform private.add_booking_event(old.id, 'deleted', actor, to_jsonb(old), null);
    return null;
  end if;

  if new.contact_attempts is distinct from old.contact_attempts then
    perform private.add_booking_event(
      new.id, 'contact_attempt', actor,
      jsonb_build_object('contact_attempts', old.contact_attempts),
      jsonb_build_object('contact_attempts', new.contact_attempts)
    );
  end if;
  if new.status is distinct from old.status and new.status = 'approved' then
    perform private.add_booking_event(
      new.id, 'approved', actor,
      jsonb_build_object('status', old.status),
      jsonb_build_object('status', new.status, 'lane', new.lane)
    );
  elsif new.status is distinct from old.status and new.status = 'rejected' then
    perform private.add_booking_event(
      new.id, 'rejected', actor,
      jsonb_build_object('status', old.status),
      jsonb_build_object('status', new.status, 'rejection_reason', new.rejection_reason),
      new.rejection_reason
    );
  elsif new.status is distinct from old.status and new.status = 'cancelled' then
    -- The customer, through their link: no signed-in actor.
    perform private.add_booking_event(
      new.id, 'cancelled', null,
      jsonb_build_object('status', old.status, 'lane', old.lane),
      jsonb_build_object('status', new.status),
      'customer'
    );
  end if;
  if new.date is distinct from old.date or new.time is distinct from old.time then
    perform private.add_booking_event(
      new.id, 'rescheduled', actor,
      jsonb_build_object('date', old.date, 'time', old.time, 'lane', old.lane),
      jsonb_build_object('date', new.date, 'time', new.time, 'lane', new.lane)
    );
  end if;
  if new.attendance is distinct from old.attendance then
    perform private.add_booking_event(
      new.id,
      coalesce(new.attendance::text, 'attendance_cleared')::public.booking_event_kind,
      actor,
      jsonb_build_object('attendance', old.attendance),
      jsonb_build_object('attendance', new.attendance)
    );
  end if;
  return null;
end;
$$;

-- The public request -----------------------------------------------------------------------------

-- 20261126100000_staff_bookings.sql's request, with the same checks and limits, answering the
-- booking's id and its manage token.
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
returns table (booking_id uuid, manage_token text)
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
    customer_notes, locale, source, manage_token_hash
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, 'website', private.manage_token_hash(token)
  )
  returning id into new_id;
  booking_id := new_id;
  manage_token := token;
  return next;
end;
$$;
comment on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text) is
  'Public: requests a booking (pending until staff approve it) and answers its id and manage token (stored only as a hash). Limited per client address, per phone, per e-mail address and per slot.';

-- Privileges -------------------------------------------------------------------------------------

revoke all on function
  public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text),
  public.get_booking_by_token(text), public.cancel_booking_by_token(text),
  public.email_manage_token(uuid, text), public.cancelled_booking_by_token(text)
  from public, anon, authenticated;
grant execute on function
  public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid, text, text),
  public.get_booking_by_token(text), public.cancel_booking_by_token(text)
  to anon, authenticated, service_role;
grant execute on function public.email_manage_token(uuid, text), public.cancelled_booking_by_token(text)
  to service_role;

revoke all on function private.cancellation_cutoff_minutes(), private.manage_link_limits(), private.venue_phone(),
  private.cancel_until(date, text), private.is_cancellable(public.booking_status, date, text, timestamptz),
  private.new_manage_token(), private.manage_token_hash(text), private.booking_by_token(text),
  private.take_manage_link_limits(text), private.managed_view(public.bookings)
  from public, anon, authenticated, service_role;
