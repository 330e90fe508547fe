-- Bookings and everything that guards them: the lane-capacity invariant (slot_loads, kept by a
-- trigger, with a check that no slot ever holds more than 6 approved bookings), the state machine
-- (a trigger, whatever path an update takes), the public booking request with its rate limit, the
-- staff's booking functions, the public occupancy function, and the e-mail outbox.

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  name text not null check (private.is_filled(name, 100)),
  phone text not null check (private.is_phone(phone)),
  email text check (email is null or private.is_email(email)),
  people integer not null,
  rounds integer not null default 1 check (rounds between 1 and 3),
  date date not null,
  time text not null check (time = any (private.slot_starts())),
  type public.booking_type not null default 'regular',
  bundle_id uuid references public.birthday_packages (id) on delete set null,
  bundle_name text,
  bundle_price numeric(10, 2),
  duration integer not null default 45 check (duration between 45 and 480),
  status public.booking_status not null default 'pending',
  created_at timestamptz not null default now(),
  approved_at timestamptz,
  approved_by uuid references auth.users (id) on delete set null,
  rejected_at timestamptz,
  rejected_by uuid references auth.users (id) on delete set null,
  rejection_reason text check (rejection_reason is null or private.is_filled(rejection_reason, 500)),
  contact_attempts integer not null default 0 check (contact_attempts >= 0),
  last_contact_attempt timestamptz,
  notes text not null default '' check (char_length(notes) <= 1000),
  constraint bookings_fit_the_day check (private.covered_slots(time, duration) is not null),
  constraint bookings_people_per_type check (
    (type = 'regular' and people between 1 and 12) or (type = 'birthday' and people between 1 and 200)
  ),
  constraint bookings_package_per_type check (
    (type = 'regular' and bundle_id is null and bundle_name is null and bundle_price is null and duration = 45)
    or (type = 'birthday' and bundle_name is not null and bundle_price is not null)
  ),
  constraint bookings_decision_recorded check (
    (status = 'pending' and approved_at is null and rejected_at is null)
    or (status = 'approved' and approved_at is not null and rejected_at is null)
    or (status = 'rejected' and rejected_at is not null and rejection_reason is not null and approved_at is null)
  )
);
comment on table public.bookings is
  'Bowling booking requests and their review: pending, then approved (holding lanes) or rejected. Staff only; visitors use request_booking and slot_occupancy.';
create index bookings_date_time_idx on public.bookings (date, time);
create index bookings_status_created_at_idx on public.bookings (status, created_at desc);
create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_phone_idx on public.bookings (phone);
create index bookings_bundle_id_idx on public.bookings (bundle_id);
create index bookings_approved_by_idx on public.bookings (approved_by);
create index bookings_rejected_by_idx on public.bookings (rejected_by);

-- Approved bookings per date and slot. The check is the last line of the capacity invariant; the
-- booking functions lock these rows (ascending) before they decide, so they report a full slot in
-- words before the check would ever fire. Holds counts only: no personal data.
create table public.slot_loads (
  date date not null,
  time text not null check (time = any (private.slot_starts())),
  approved integer not null default 0 check (approved >= 0 and approved <= 6),
  primary key (date, time)
);
comment on table public.slot_loads is
  'Approved bookings per date and 45-minute slot (at most 6: one per lane), kept by a trigger on bookings. Public: counts only.';
alter table public.slot_loads enable row level security;
revoke all on public.slot_loads from anon, authenticated;
grant select on public.slot_loads to anon, authenticated;
grant all on public.slot_loads to service_role;
create policy "slot loads are public" on public.slot_loads for select to anon, authenticated using (true);

-- Keeps slot_loads equal to the approved bookings over the slots they cover. Touches the slots in
-- ascending (date, time) order, so concurrent writers queue instead of deadlocking. Runs as its
-- owner: staff may not write slot_loads themselves.
create function private.apply_booking_load()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change record;
begin
  for change in
    with deltas (date, time, delta) as (
      select old.date, slot, -1
      from unnest(
        case when tg_op in ('UPDATE', 'DELETE') and old.status = 'approved'
          then private.covered_slots(old.time, old.duration) end
      ) as slot
      union all
      select new.date, slot, 1
      from unnest(
        case when tg_op in ('INSERT', 'UPDATE') and new.status = 'approved'
          then private.covered_slots(new.time, new.duration) end
      ) as slot
    )
    select d.date, d.time, sum(d.delta)::integer as delta
    from deltas as d
    group by d.date, d.time
    having sum(d.delta) <> 0
    order by d.date, d.time
  loop
    if change.delta > 0 then
      insert into public.slot_loads as l (date, time, approved)
      values (change.date, change.time, change.delta)
      on conflict (date, time) do update set approved = l.approved + excluded.approved;
    else
      update public.slot_loads as l
      set approved = l.approved + change.delta
      where l.date = change.date and l.time = change.time;
    end if;
  end loop;
  return null;
end;
$$;

create trigger apply_booking_load
  after insert or update or delete on public.bookings
  for each row execute function private.apply_booking_load();

-- Locks the load rows of the given slots of one day in ascending order (creating missing ones) and
-- returns their approved counts. Every booking function calls it before deciding on capacity.
create function private.lock_slot_loads(day date, slots text[])
returns table (slot text, approved integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.slot_loads (date, time)
  select day, s from unnest(slots) as s order by s
  on conflict (date, time) do nothing;

  return query
    select l.time, l.approved
    from public.slot_loads as l
    where l.date = day and l.time = any (slots)
    order by l.time
    for update;
end;
$$;

create function private.capacity_message(day date, slot text, approved integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select format(
    'Cannot approve booking: All %s lanes are already booked for %s at %s. Currently approved: %s/%s lanes.',
    private.lane_count(), to_char(day, 'YYYY-MM-DD'), slot, approved, private.lane_count()
  )
$$;

-- The booking state machine, enforced on every update whatever its path (a function or a direct
-- PATCH by staff): decisions only from pending; who and when are stamped from the session; moves
-- only while approved; contact attempts go up one at a time.
create function private.guard_booking_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if new.status is distinct from old.status then
    if old.status <> 'pending' or new.status = 'pending' then
      raise exception 'Only pending bookings can be approved or rejected. This booking is %.', old.status
        using errcode = 'VN002';
    end if;
    if new.date is distinct from old.date or new.time is distinct from old.time then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
    end if;
    if new.status = 'approved' then
      new.approved_at := now();
      new.approved_by := coalesce(actor, new.approved_by);
      new.rejected_at := null;
      new.rejected_by := null;
      new.rejection_reason := null;
    else
      new.rejection_reason := nullif(private.trimmed(new.rejection_reason), '');
      if new.rejection_reason is null then
        raise exception 'Please give a reason for rejecting this booking.' using errcode = 'VN004';
      end if;
      new.rejected_at := now();
      new.rejected_by := coalesce(actor, new.rejected_by);
      new.approved_at := null;
      new.approved_by := null;
    end if;
  else
    new.approved_at := old.approved_at;
    new.approved_by := old.approved_by;
    new.rejected_at := old.rejected_at;
    new.rejected_by := old.rejected_by;
    new.rejection_reason := old.rejection_reason;
    if (new.date is distinct from old.date or new.time is distinct from old.time) and old.status <> 'approved' then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
    end if;
  end if;

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

create trigger guard_booking_update
  before update on public.bookings
  for each row execute function private.guard_booking_update();

-- Staff read and process bookings; visitors never read or write them directly. Staff may change
-- only the columns the booking functions change, and the trigger above decides how.
revoke all on public.bookings from anon, authenticated;
grant select, delete on public.bookings to authenticated;
grant update (status, rejection_reason, contact_attempts, date, time) on public.bookings to authenticated;
grant all on public.bookings to service_role;
alter table public.bookings enable row level security;

create policy "staff read bookings" on public.bookings
  for select to authenticated using ((select private.is_staff()));
create policy "staff process bookings" on public.bookings
  for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "staff delete bookings" on public.bookings
  for delete to authenticated using ((select private.is_staff()));

-- Rate limits for the public entry points: hits per bucket and key inside a sliding window.
create table private.rate_limit_hits (
  bucket text not null,
  key text not null,
  hit_at timestamptz not null default now()
);
comment on table private.rate_limit_hits is 'Recent calls of rate-limited public functions, per client key.';
create index rate_limit_hits_lookup_idx on private.rate_limit_hits (bucket, key, hit_at);
alter table private.rate_limit_hits enable row level security;
revoke all on private.rate_limit_hits from public, anon, authenticated;

-- Records one hit for each key, or refuses (HTTP 429 through PostgREST) when any key already has
-- `max_hits` hits inside the window. Serialised per key, so concurrent calls cannot both slip in.
create function private.take_rate_limit(bucket text, keys text[], max_hits integer, window_length interval)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
        using errcode = 'PT429';
    end if;
  end loop;
  insert into private.rate_limit_hits (bucket, key)
  select take_rate_limit.bucket, k from unnest(keys) as k where k is not null;
end;
$$;

-- The caller's address as the API gateway reports it (first X-Forwarded-For entry).
create function private.request_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(
    private.trimmed(split_part(coalesce(current_setting('request.headers', true)::json ->> 'x-forwarded-for', ''), ',', 1)),
    ''
  )
$$;

-- Bad input is refused with the form's own words.
create function private.refuse(message text, field text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', message using errcode = 'VN010', detail = field;
end;
$$;

-- The date and slot of a booking that is being made or moved: a slot of the list, not begun yet on
-- the venue's clock, and a run of slots that ends by the last one. Returns the covered slots.
create function private.check_booking_time(day date, slot text, minutes integer)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  slots text[];
begin
  if day is null then perform private.refuse('Please choose a date', 'date'); end if;
  if slot is null or not slot = any (private.slot_starts()) then
    perform private.refuse('Please choose a time', 'time');
  end if;
  if private.is_day_past(day, now()) then
    raise exception 'Past dates cannot be booked' using errcode = 'VN014', detail = 'date';
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

-- The public way to book. Validates everything again on the server, copies the package's name,
-- price and duration from its row, and starts the booking as pending. Runs as its owner because
-- visitors may neither read nor insert bookings; it inserts exactly one row built here.
create function public.request_booking(
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
  new_id uuid;
begin
  if clean_name = '' then perform private.refuse('Name is required', 'name'); end if;
  if char_length(clean_name) > 100 then perform private.refuse('Name must be at most 100 characters', 'name'); end if;
  if clean_email = '' then perform private.refuse('Email is required', 'email'); end if;
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

  perform private.check_booking_time(day, slot, minutes);

  perform private.take_rate_limit(
    'request_booking',
    array['ip:' || coalesce(private.request_ip(), 'unknown'), 'phone:' || clean_phone],
    5,
    interval '10 minutes'
  );

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
  'Public: requests a booking (pending until staff approve it). Limited to 5 requests per 10 minutes per client address and per phone.';

-- Approved bookings per slot of one day: what the booking page needs to mark full slots, and no
-- personal data.
create function public.slot_occupancy(day date)
returns table ("time" text, approved integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.slot, coalesce(l.approved, 0)
  from unnest(private.slot_starts()) with ordinality as s (slot, position)
  left join public.slot_loads as l on l.date = day and l.time = s.slot
  order by s.position
$$;
comment on function public.slot_occupancy(date) is 'Public: approved bookings per slot of a day (counts only).';

create function private.require_staff(action text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only venue staff can %.', action using errcode = '42501';
  end if;
end;
$$;

-- Locks a booking for a state change, or says it is gone.
create function private.lock_booking(target uuid)
returns public.bookings
language plpgsql
set search_path = ''
as $$
declare
  booking public.bookings;
begin
  select * into booking from public.bookings as b where b.id = target for update;
  if not found then
    raise exception 'This booking no longer exists.' using errcode = 'P0002';
  end if;
  return booking;
end;
$$;

-- Pending to approved, if every slot the booking covers has a free lane. Returns the lane count the
-- booking makes in its fullest slot ("Lane n/6 assigned").
create function public.approve_booking(booking_id uuid)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  booking public.bookings;
  load record;
  fullest integer := 0;
begin
  perform private.require_staff('approve bookings');
  booking := private.lock_booking(approve_booking.booking_id);
  if booking.status <> 'pending' then
    raise exception 'Only pending bookings can be approved or rejected. This booking is %.', booking.status
      using errcode = 'VN002';
  end if;

  for load in select * from private.lock_slot_loads(booking.date, private.covered_slots(booking.time, booking.duration)) loop
    if load.approved >= private.lane_count() then
      raise exception '%', private.capacity_message(booking.date, load.slot, load.approved) using errcode = 'VN001';
    end if;
    fullest := greatest(fullest, load.approved);
  end loop;

  update public.bookings as b set status = 'approved' where b.id = booking.id;
  return fullest + 1;
end;
$$;
comment on function public.approve_booking(uuid) is 'Staff: approves a pending booking when its slots have a free lane; returns the lane number.';

create function public.reject_booking(booking_id uuid, reason text)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  booking public.bookings;
begin
  perform private.require_staff('reject bookings');
  if nullif(private.trimmed(coalesce(reject_booking.reason, '')), '') is null then
    raise exception 'Please give a reason for rejecting this booking.' using errcode = 'VN004', detail = 'reason';
  end if;
  if char_length(private.trimmed(reject_booking.reason)) > 500 then
    raise exception 'The reason must be at most 500 characters.' using errcode = 'VN010', detail = 'reason';
  end if;
  booking := private.lock_booking(reject_booking.booking_id);
  if booking.status <> 'pending' then
    raise exception 'Only pending bookings can be approved or rejected. This booking is %.', booking.status
      using errcode = 'VN002';
  end if;
  update public.bookings as b
  set status = 'rejected', rejection_reason = private.trimmed(reject_booking.reason)
  where b.id = booking.id;
end;
$$;
comment on function public.reject_booking(uuid, text) is 'Staff: rejects a pending booking with a reason.';

-- Returns the new number of attempts ("Contact attempt #n recorded").
create function public.record_contact_attempt(booking_id uuid)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  attempts integer;
begin
  perform private.require_staff('record contact attempts');
  perform private.lock_booking(record_contact_attempt.booking_id);
  update public.bookings as b
  set contact_attempts = b.contact_attempts + 1
  where b.id = record_contact_attempt.booking_id
  returning b.contact_attempts into attempts;
  return attempts;
end;
$$;
comment on function public.record_contact_attempt(uuid) is 'Staff: counts one more attempt to reach the customer.';

-- Moves an approved booking to another date and slot under the same capacity rule. Locks the load
-- rows of the old and the new slots together in ascending order, so two moves in opposite
-- directions queue instead of deadlocking. Returns the lane number at the new place.
create function public.reschedule_booking(booking_id uuid, new_date date, new_time text)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  booking public.bookings;
  old_slots text[];
  new_slots text[];
  load record;
  others integer;
  fullest integer := 0;
begin
  perform private.require_staff('reschedule bookings');
  booking := private.lock_booking(reschedule_booking.booking_id);
  if booking.status <> 'approved' then
    raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
  end if;
  new_slots := private.check_booking_time(new_date, new_time, booking.duration);
  if new_date = booking.date and new_time = booking.time then
    return (select max(l.approved) from public.slot_loads as l where l.date = new_date and l.time = any (new_slots));
  end if;
  old_slots := private.covered_slots(booking.time, booking.duration);

  -- Lock the old and the new slots in one ascending pass (the earlier date first).
  if booking.date = new_date then
    perform private.lock_slot_loads(
      new_date, (select array_agg(distinct s order by s) from unnest(old_slots || new_slots) as s)
    );
  elsif booking.date < new_date then
    perform private.lock_slot_loads(booking.date, old_slots);
    perform private.lock_slot_loads(new_date, new_slots);
  else
    perform private.lock_slot_loads(new_date, new_slots);
    perform private.lock_slot_loads(booking.date, old_slots);
  end if;

  for load in
    select l.time as slot, l.approved
    from public.slot_loads as l
    where l.date = new_date and l.time = any (new_slots)
    order by l.time
  loop
    others := load.approved - (case when booking.date = new_date and load.slot = any (old_slots) then 1 else 0 end);
    if others >= private.lane_count() then
      raise exception '%', private.capacity_message(new_date, load.slot, others) using errcode = 'VN001';
    end if;
    fullest := greatest(fullest, others);
  end loop;

  update public.bookings as b set date = new_date, time = new_time where b.id = booking.id;
  return fullest + 1;
end;
$$;
comment on function public.reschedule_booking(uuid, date, text) is
  'Staff: moves an approved booking to another date and slot if every slot it would cover has a free lane.';

create function public.delete_booking(booking_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.require_staff('delete bookings');
  perform private.lock_booking(delete_booking.booking_id);
  delete from public.bookings as b where b.id = delete_booking.booking_id;
end;
$$;
comment on function public.delete_booking(uuid) is 'Staff: deletes a booking (its lanes are freed).';

revoke all on function public.approve_booking(uuid), public.reject_booking(uuid, text),
  public.record_contact_attempt(uuid), public.reschedule_booking(uuid, date, text), public.delete_booking(uuid)
  from public, anon;
grant execute on function public.approve_booking(uuid), public.reject_booking(uuid, text),
  public.record_contact_attempt(uuid), public.reschedule_booking(uuid, date, text), public.delete_booking(uuid)
  to authenticated, service_role;
revoke all on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid)
  from public;
grant execute on function public.request_booking(text, text, text, integer, integer, date, text, public.booking_type, uuid)
  to anon, authenticated, service_role;
revoke all on function public.slot_occupancy(date) from public;
grant execute on function public.slot_occupancy(date) to anon, authenticated, service_role;

-- The e-mail outbox: every attempt to tell a customer about a decision, with the provider's answer.
create type public.booking_email_kind as enum ('approved', 'rejected');
create type public.booking_email_status as enum ('sent', 'failed', 'skipped_no_email');

create table public.booking_emails (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid references public.bookings (id) on delete set null,
  kind public.booking_email_kind not null,
  status public.booking_email_status not null,
  recipient text check (recipient is null or private.is_email(recipient)),
  subject text not null check (private.is_filled(subject, 300)),
  provider_id text,
  error text check (error is null or char_length(error) <= 2000),
  idempotency_key text not null check (private.is_filled(idempotency_key, 200)),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  constraint booking_emails_outcome check (
    (status = 'sent' and provider_id is not null and recipient is not null)
    or (status = 'failed' and error is not null)
    or (status = 'skipped_no_email' and recipient is null)
  )
);
comment on table public.booking_emails is
  'Outbox of booking decision e-mails: one row per attempt (sent, failed, or skipped for lack of an address).';
create index booking_emails_booking_id_idx on public.booking_emails (booking_id, created_at desc);
create index booking_emails_created_by_idx on public.booking_emails (created_by);
create unique index booking_emails_one_sent_per_decision
  on public.booking_emails (idempotency_key) where status = 'sent';
alter table public.booking_emails enable row level security;
revoke all on public.booking_emails from anon, authenticated;
grant select on public.booking_emails to authenticated;
grant all on public.booking_emails to service_role;
create policy "staff read the e-mail outbox" on public.booking_emails
  for select to authenticated using ((select private.is_staff()));

-- Functions made in this schema's helpers are callable only as granted.
revoke all on all functions in schema private from public;
grant execute on all functions in schema private to anon, authenticated, service_role;
revoke all on function private.take_rate_limit(text, text[], integer, interval), private.apply_booking_load(),
  private.keep_a_manager()
  from anon, authenticated;

-- Rate-limit hits are the functions' own bookkeeping: no client reads them.
create policy "rate limit hits are never read by clients" on private.rate_limit_hits
  for select to anon, authenticated using (false);
