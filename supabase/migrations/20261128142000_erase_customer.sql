-- Personal data has an end (docs/decisions/018-customer-data-retention.md). A deleted booking's
-- name, phone, e-mail and notes stayed in booking_events for ever, readable by all staff, and a
-- customer could not be forgotten. Now:
--
-- * Erasing a booking keeps the row (status, date, slot, people, package, lane, attendance: what
--   the insights and lane history count) and blanks the person: name and phone become '', e-mail
--   null, notes and customer notes '', the manage link stops working. bookings.erased_at says when;
--   a trigger does the blanking whenever erased_at is set, and an erased booking stays erased.
-- * Its history keeps every event (kind, time, staff who acted, status, slot, lane) and loses the
--   person: the personal keys of before/after and any e-mail address in an event's detail. Its
--   decision e-mails keep their outcome and lose the recipient (booking_emails.erased_at).
-- * delete_booking erases the booking before deleting it, and the deletion's snapshot after.
--   The history of bookings deleted before this migration is erased here, once.
-- * The manager erases a customer by phone (normalised as the booking form does) or e-mail (any
--   case): customer_booking_count says how many bookings that is, erase_customer erases them all.
-- * private.purge_expired_customer_data erases every booking whose day is more than 12 months
--   past; hosted Supabase Cron will call it daily (a later migration schedules it).
-- * public.erasures records each erasure (who, when, why, how many), never the phone or e-mail:
--   the manager reads it, nobody writes it through the API.

-- Erased bookings.

alter table public.bookings add column erased_at timestamptz;
comment on column public.bookings.erased_at is
  'When the customer''s personal data was erased (their request, or 12 months after the visit): name, phone, e-mail and notes are blank, the rest stays for the venue''s counts.';

alter table public.bookings
  drop constraint bookings_name_check,
  drop constraint bookings_name_plain,
  drop constraint bookings_phone_check,
  add constraint bookings_name_check check (erased_at is not null or private.is_filled(name, 100)),
  add constraint bookings_name_plain check (erased_at is not null or private.is_plain_line(name)),
  add constraint bookings_phone_check check (erased_at is not null or private.is_phone(phone)),
  add constraint bookings_erased_blank check (
    erased_at is null
    or (name = '' and phone = '' and email is null and notes = '' and customer_notes = ''
      and manage_token_hash is null)
  );

-- The customer's bookings are found by e-mail in any case.
create index bookings_email_lower_idx on public.bookings (lower(email));

-- Blanks the person when erased_at is set, and keeps an erased booking erased. It fires after
-- guard_booking_update (triggers fire in name order), which keeps the manage token's hash.
create function private.wipe_erased_booking()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.erased_at := coalesce(old.erased_at, new.erased_at);
  if new.erased_at is not null then
    new.name := '';
    new.phone := '';
    new.email := null;
    new.notes := '';
    new.customer_notes := '';
    new.manage_token_hash := null;
  end if;
  return new;
end;
$$;
revoke all on function private.wipe_erased_booking() from public, anon, authenticated;

create trigger wipe_erased_booking before update on public.bookings
  for each row execute function private.wipe_erased_booking();

-- Erased decision e-mails: the outcome stays, the address goes.

alter table public.booking_emails add column erased_at timestamptz;
comment on column public.booking_emails.erased_at is
  'When the recipient was erased with the customer''s data (the outcome stays).';

alter table public.booking_emails
  drop constraint booking_emails_outcome,
  add constraint booking_emails_outcome check (
    status = 'sent' and provider_id is not null and (recipient is not null or erased_at is not null)
    or status = 'failed' and error is not null
    or status = 'skipped' and recipient is null
    or status::text = 'sending' and (recipient is not null or erased_at is not null) and error is null
  ),
  add constraint booking_emails_erased_blank check (erased_at is null or recipient is null);

-- The record of erasures.

create type public.erasure_reason as enum ('customer_request', 'retention');

create table public.erasures (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  erased_by uuid references auth.users (id) on delete set null,
  erased_by_name text,
  reason public.erasure_reason not null,
  bookings integer not null check (bookings >= 0),
  events integer not null check (events >= 0)
);
comment on table public.erasures is
  'Each erasure of customer data: who (null for the retention purge), when, why and how many bookings and history rows; never whose. The manager reads it; only the erasing functions write it.';
comment on column public.erasures.erased_by_name is 'The manager''s staff name when they erased.';
comment on column public.erasures.bookings is 'Bookings whose personal data was erased.';
comment on column public.erasures.events is 'History rows of those bookings that held personal data.';
create index erasures_erased_by_idx on public.erasures (erased_by);
create index erasures_at_idx on public.erasures (at desc);

alter table public.erasures enable row level security;
revoke all on public.erasures from public, anon, authenticated, service_role;
grant select on public.erasures to authenticated, service_role;
create policy "the manager reads erasures" on public.erasures
  for select to authenticated using ((select private.is_manager()));

-- Erasing.

-- A booking snapshot (an event's before/after) without the person's fields.
create function private.without_personal_data(snapshot jsonb)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select snapshot - array['name', 'phone', 'email', 'notes', 'customer_notes', 'recipient', 'manage_token_hash']
$$;
revoke all on function private.without_personal_data(jsonb) from public, anon, authenticated;

-- A text (an e-mail provider's error) without the e-mail addresses in it.
create function private.without_email_addresses(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$ select regexp_replace(value, '[^\s<>()"'',;:]+@[^\s<>()"'',;:]+', '…', 'g') $$;
revoke all on function private.without_email_addresses(text) from public, anon, authenticated;

-- Erases the person from the history and the e-mails of the given bookings; returns how many
-- history rows held them.
create function private.erase_booking_history(booking_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  erased_events integer;
begin
  update public.booking_emails as m
  set recipient = null,
    error = private.without_email_addresses(m.error),
    erased_at = now()
  where m.booking_id = any(booking_ids) and m.erased_at is null;

  update public.booking_events as e
  set before = private.without_personal_data(e.before),
    after = private.without_personal_data(e.after),
    detail = private.without_email_addresses(e.detail)
  where e.booking_id = any(booking_ids)
    and (e.before is distinct from private.without_personal_data(e.before)
      or e.after is distinct from private.without_personal_data(e.after)
      or e.detail is distinct from private.without_email_addresses(e.detail));
  get diagnostics erased_events = row_count;
  return erased_events;
end;
$$;
revoke all on function private.erase_booking_history(uuid[]) from public, anon, authenticated;

-- Erases the person from the given bookings, their history and e-mails; returns how many
-- bookings and history rows that was. The bookings stay, blank.
create function private.erase_bookings(booking_ids uuid[], out bookings integer, out events integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.booking_manage_tokens as t where t.booking_id = any(booking_ids);
  update public.bookings as b set erased_at = now()
  where b.id = any(booking_ids) and b.erased_at is null;
  get diagnostics bookings = row_count;
  events := private.erase_booking_history(booking_ids);
end;
$$;
revoke all on function private.erase_bookings(uuid[]) from public, anon, authenticated;

-- Records an erasure: who (the caller, if any), why and how many; never whose.
create function private.record_erasure(reason public.erasure_reason, bookings integer, events integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.erasures (erased_by, erased_by_name, reason, bookings, events)
  values (
    (select auth.uid()),
    (select s.name from public.staff as s where s.id = (select auth.uid())),
    record_erasure.reason, record_erasure.bookings, record_erasure.events
  )
$$;
revoke all on function private.record_erasure(public.erasure_reason, integer, integer)
  from public, anon, authenticated;

-- The bookings not yet erased of the customer with this phone (as typed: normalised as the
-- booking form does) or this e-mail (any case). Refuses when both are blank.
create function private.customer_booking_ids(phone text, email text)
returns uuid[]
language plpgsql
stable
set search_path = ''
as $$
declare
  wanted_phone text := nullif(private.normalise_phone(customer_booking_ids.phone), '');
  wanted_email text := nullif(lower(private.trimmed(customer_booking_ids.email)), '');
begin
  if wanted_phone is null and wanted_email is null then
    perform private.refuse('Enter the customer''s phone number or email address.', 'customer');
  end if;
  return array(
    select b.id from public.bookings as b
    where b.erased_at is null and (b.phone = wanted_phone or lower(b.email) = wanted_email)
    order by b.id
  );
end;
$$;
revoke all on function private.customer_booking_ids(text, text) from public, anon, authenticated;

-- Only the manager erases customers.
create function private.require_manager_to_erase()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can erase a customer''s data.' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_manager_to_erase() from public, anon, authenticated;

create function public.customer_booking_count(phone text, email text)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_manager_to_erase();
  return cardinality(private.customer_booking_ids(customer_booking_count.phone, customer_booking_count.email));
end;
$$;
comment on function public.customer_booking_count(text, text) is
  'The manager only: how many bookings (not yet erased) erase_customer would erase for this phone or e-mail. Runs as its owner: staff may read bookings, but the count must match erase_customer''s own matching exactly.';
revoke all on function public.customer_booking_count(text, text) from public, anon;
grant execute on function public.customer_booking_count(text, text) to authenticated;

create function public.erase_customer(phone text, email text)
returns table (bookings integer, events integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  erased record;
begin
  perform private.require_manager_to_erase();
  -- One erasure at a time, so two managers erasing the same customer count each booking once.
  perform pg_advisory_xact_lock(hashtextextended('erase_customer', 0));
  erased := private.erase_bookings(private.customer_booking_ids(erase_customer.phone, erase_customer.email));
  perform private.record_erasure('customer_request', erased.bookings, erased.events);
  return query select erased.bookings, erased.events;
end;
$$;
comment on function public.erase_customer(text, text) is
  'The manager only: erases the personal data (name, phone, e-mail, notes) of every booking of the customer with this phone or e-mail, from the bookings, their history and their e-mails, and records the erasure without them. Runs as its owner: no caller may write those columns or the history.';
revoke all on function public.erase_customer(text, text) from public, anon;
grant execute on function public.erase_customer(text, text) to authenticated;

-- Retention: erases the bookings whose day is more than 12 months before as_of's venue day.
create function private.purge_expired_customer_data(as_of timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  oldest_kept date := ((as_of at time zone private.venue_time_zone())::date - interval '12 months')::date;
  erased record;
begin
  erased := private.erase_bookings(array(
    select b.id from public.bookings as b where b.erased_at is null and b.date < oldest_kept
  ));
  if erased.bookings > 0 then
    perform private.record_erasure('retention', erased.bookings, erased.events);
  end if;
  return erased.bookings;
end;
$$;
comment on function private.purge_expired_customer_data(timestamptz) is
  'Erases the personal data of every booking whose day is more than 12 months before as_of''s venue day (docs/decisions/018); returns how many. For the scheduler, never the API.';
revoke all on function private.purge_expired_customer_data(timestamptz) from public, anon, authenticated;

-- Deleting a booking erases it first (its history and e-mails hold no one), and then the
-- deletion's own snapshot.
create or replace function public.delete_booking(booking_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('delete bookings');
  perform private.lock_booking(delete_booking.booking_id);
  perform private.erase_bookings(array[delete_booking.booking_id]);
  delete from public.bookings as b where b.id = delete_booking.booking_id;
  perform private.erase_booking_history(array[delete_booking.booking_id]);
end;
$$;

-- Bookings deleted before now: their history and e-mails lose the person, once.
select private.erase_booking_history(array(
  select distinct e.booking_id from public.booking_events as e
  where not exists (select 1 from public.bookings as b where b.id = e.booking_id)
));
update public.booking_emails as m
set recipient = null, error = private.without_email_addresses(m.error), erased_at = now()
where m.booking_id is null and m.erased_at is null;
