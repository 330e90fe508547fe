-- One outbox for every message to a customer (docs/decisions/030).
--
-- A row per message and channel, written by triggers in the same transaction as the booking
-- change that causes it: the request received, a decision, a move, a cancellation, and the
-- reminders before an approved visit. The `send-notifications` edge function claims due rows
-- (for update skip locked), sends them and records how each ended; nothing here calls a provider.

-- The customer's word -----------------------------------------------------------------------------

alter table public.bookings
  add column whatsapp_consent_at timestamptz,
  add column whatsapp_consent_wording text,
  add column confirmed_at timestamptz,
  add constraint bookings_whatsapp_consent_recorded
    check ((whatsapp_consent_at is null) = (whatsapp_consent_wording is null)),
  add constraint bookings_whatsapp_consent_wording_check
    check (whatsapp_consent_wording is null or private.is_filled(whatsapp_consent_wording, 40)),
  add constraint bookings_confirmed_when_approved
    check (confirmed_at is null or status in ('approved', 'cancelled'));

comment on column public.bookings.whatsapp_consent_at is 'When the customer agreed to booking messages on WhatsApp at this number (the site''s box, or reception asking on the phone); null without consent.';
comment on column public.bookings.whatsapp_consent_wording is 'Which wording of the consent the customer agreed to (packages/domain whatsappConsentWording); null without consent.';
comment on column public.bookings.confirmed_at is 'When the customer answered a reminder with "I''m coming" (confirm_booking_by_token); null until then.';

alter type public.managed_booking add attribute confirmed_at timestamptz;

create table public.whatsapp_opt_outs (
  phone text primary key,
  opted_out_at timestamptz not null default now(),
  constraint whatsapp_opt_outs_phone_check check (private.is_phone(phone))
);

comment on table public.whatsapp_opt_outs is 'Numbers whose owner answered STOP on WhatsApp: no WhatsApp message goes to them under a consent given before opted_out_at. Written by the webhook (service role); staff read it.';

alter table public.whatsapp_opt_outs enable row level security;
create policy "staff read the WhatsApp opt-outs" on public.whatsapp_opt_outs
  for select to authenticated using ((select private.is_staff()));
revoke all on table public.whatsapp_opt_outs from anon, authenticated;
grant select on table public.whatsapp_opt_outs to authenticated;
grant all on table public.whatsapp_opt_outs to service_role;

-- The reminders' settings -------------------------------------------------------------------------

create table public.reminder_settings (
  id boolean primary key default true,
  first_hours smallint default 24,
  second_hours smallint default 2,
  updated_at timestamptz not null default now(),
  constraint reminder_settings_one_row check (id),
  constraint reminder_settings_first_hours_range check (first_hours is null or first_hours between 1 and 168),
  constraint reminder_settings_second_hours_range check (second_hours is null or second_hours between 1 and 168),
  constraint reminder_settings_order check (first_hours is null or second_hours is null or second_hours < first_hours)
);

comment on table public.reminder_settings is 'How many hours before an approved visit the two reminders go (null: that reminder is off). One row; the manager changes it with set_reminder_hours.';

insert into public.reminder_settings (id) values (true);

alter table public.reminder_settings enable row level security;
create policy "staff read the reminder settings" on public.reminder_settings
  for select to authenticated using ((select private.is_staff()));
revoke all on table public.reminder_settings from anon, authenticated;
grant select on table public.reminder_settings to authenticated;
grant all on table public.reminder_settings to service_role;

-- The outbox ----------------------------------------------------------------------------------------

create type public.notification_event as enum (
  'request_received', 'approved', 'rejected', 'rescheduled', 'cancelled', 'affected', 'reminder'
);
create type public.notification_channel as enum ('email', 'whatsapp');
create type public.notification_state as enum ('due', 'sending', 'sent', 'failed', 'skipped');

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid references public.bookings (id) on delete set null,
  event public.notification_event not null,
  channel public.notification_channel not null,
  state public.notification_state not null default 'due',
  key text not null unique,
  due_at timestamptz not null default now(),
  detail jsonb not null default '{}'::jsonb,
  reason text,
  attempts integer not null default 0,
  provider_id text,
  error text,
  recipient text,
  fallback_of uuid references public.notifications (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  delivered_at timestamptz,
  read_at timestamptz,
  constraint notifications_key_check check (private.is_filled(key, 200)),
  constraint notifications_attempts_check check (attempts >= 0),
  constraint notifications_reason_check check (reason is null or private.is_filled(reason, 60)),
  constraint notifications_error_check check (error is null or char_length(error) <= 2000),
  constraint notifications_outcome check (
    (state = 'sent') = (sent_at is not null)
    and (state <> 'sent' or provider_id is not null)
    and (state not in ('failed', 'skipped') or reason is not null)
  )
);

comment on table public.notifications is 'Outbox of every message to a customer: one row per event and channel, written in the transaction of the booking change that causes it, sent once by send-notifications. Staff read it; only the service role writes.';
comment on column public.notifications.key is 'One per message: the event, the booking, what made it (a decision''s time, the slot a reminder is for) and the channel. The e-mail provider gets it as its idempotency key.';
comment on column public.notifications.due_at is 'When it may go: at once for an event, the planned time for a reminder (never at night, see private.reminder_due_at).';
comment on column public.notifications.detail is 'What the message is about beyond the booking: a reminder''s hours and slot instant, a decision''s time.';
comment on column public.notifications.reason is 'Why it was skipped or failed, as a code: no_contact, opted_out, cancelled, rejected, moved, deleted, erased, too_late, not_current, replanned, seeded, recipient_capped, no_email, no_template, not_configured, provider_refused, provider_unreachable.';
comment on column public.notifications.fallback_of is 'The WhatsApp message this e-mail stands in for, after it failed.';

create index notifications_due_idx on public.notifications (due_at) where state in ('due', 'sending');
create index notifications_booking_idx on public.notifications (booking_id, created_at desc);
create index notifications_fallback_of_idx on public.notifications (fallback_of);

create trigger stamp_notification_update before update on public.notifications
  for each row execute function private.stamp_updated_at();

alter table public.notifications enable row level security;
create policy "staff read the outbox" on public.notifications
  for select to authenticated using ((select private.is_staff()));
revoke all on table public.notifications from anon, authenticated;
grant select on table public.notifications to authenticated;
grant all on table public.notifications to service_role;

-- Planning -------------------------------------------------------------------------------------------

create or replace function private.quiet_hours()
returns jsonb
language sql
immutable parallel safe
set search_path = ''
as $$ select '{"from": "22:00", "to": "09:00", "movedTo": "21:00"}'::jsonb $$;

comment on function private.quiet_hours() is 'The night, venue time, when no reminder goes: one due in it goes at movedTo the evening before instead (packages/domain reminderDueAt).';

create or replace function private.reminder_due_at(starts_at timestamptz, hours integer)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  with planned as (
    select (starts_at - make_interval(hours => hours)) at time zone private.venue_time_zone() as local
  ),
  night as (
    select p.local,
      (q ->> 'from')::time as quiet_from, (q ->> 'to')::time as quiet_to, (q ->> 'movedTo')::time as moved_to
    from planned as p, private.quiet_hours() as q
  )
  select (case
    when n.local::time >= n.quiet_from then n.local::date + n.moved_to
    when n.local::time < n.quiet_to then n.local::date - 1 + n.moved_to
    else n.local
  end) at time zone private.venue_time_zone()
  from night as n
$$;

comment on function private.reminder_due_at(timestamptz,integer) is 'When the reminder so many hours before a visit goes: that instant, or at 21:00 venue time the evening before when it falls between 22:00 and 09:00.';

create or replace function private.whatsapp_allowed(booking public.bookings)
returns boolean
language sql
stable security definer
set search_path = ''
as $$
  select booking.whatsapp_consent_at is not null and booking.erased_at is null
    and not exists (
      select 1 from public.whatsapp_opt_outs as o
      where o.phone = booking.phone and o.opted_out_at >= booking.whatsapp_consent_at
    )
$$;

comment on function private.whatsapp_allowed(public.bookings) is 'Whether the booking''s customer agreed to WhatsApp messages and has not answered STOP since.';

create or replace function private.queue_notification(
  booking public.bookings, event public.notification_event, channel public.notification_channel,
  key_base text, due_at timestamptz, detail jsonb, state public.notification_state default 'due',
  reason text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (booking_id, event, channel, key, due_at, detail, state, reason)
  values (booking.id, event, channel, key_base || ':' || channel, due_at, detail, state, reason)
  on conflict (key) do update
  set state = excluded.state, reason = excluded.reason, due_at = excluded.due_at, detail = excluded.detail
  -- A message planned again (a reminder for a slot the booking moves back to, or after the
  -- manager changes the hours) comes back only if it never went.
  where public.notifications.state = 'skipped'
$$;

comment on function private.queue_notification(public.bookings,public.notification_event,public.notification_channel,text,timestamptz,jsonb,public.notification_state,text) is 'Queues one message by its key (the key base and the channel); a message already queued stays as it is unless it was skipped, when it is planned again.';

create or replace function private.queue_event(
  booking public.bookings, event public.notification_event, key_base text, detail jsonb default '{}'::jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  on_whatsapp constant boolean := private.whatsapp_allowed(booking);
begin
  if on_whatsapp then
    perform private.queue_notification(booking, event, 'whatsapp', key_base, now(), detail);
  end if;
  if booking.email is not null then
    perform private.queue_notification(booking, event, 'email', key_base, now(), detail);
  end if;
  if not on_whatsapp and booking.email is null then
    -- Nobody to tell: the outbox still says so, for reception to call.
    perform private.queue_notification(booking, event, 'email', key_base, now(), detail, 'skipped', 'no_contact');
  end if;
end;
$$;

comment on function private.queue_event(public.bookings,public.notification_event,text,jsonb) is 'Queues an event''s message on every channel the customer can be reached on: WhatsApp with consent, e-mail with an address; a skipped row (no_contact) when neither.';

create or replace function private.plan_reminders(booking public.bookings)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.reminder_settings;
  starts_at constant timestamptz := private.slot_instant(booking.date, booking.time);
  starts_at_text constant text := to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
  channel public.notification_channel;
  hours integer;
  due timestamptz;
  previous_due timestamptz;
  key_base text;
begin
  if booking.status <> 'approved' or booking.erased_at is not null then
    return;
  end if;
  select * into settings from public.reminder_settings;
  channel := case
    when private.whatsapp_allowed(booking) then 'whatsapp'::public.notification_channel
    when booking.email is not null then 'email'::public.notification_channel
  end;
  foreach hours in array array[settings.first_hours, settings.second_hours]::integer[] loop
    continue when hours is null;
    due := private.reminder_due_at(starts_at, hours);
    key_base := format('reminder:%s:%sh:%s', booking.id, hours, extract(epoch from starts_at)::bigint);
    if channel is null then
      perform private.queue_notification(booking, 'reminder', 'email', key_base, due,
        jsonb_build_object('hours', hours, 'startsAt', starts_at_text), 'skipped', 'no_contact');
    elsif due <= now() or due = previous_due then
      -- Its time has passed (approved late, or moved close), or the night moved it onto the
      -- other reminder: the next one, or the decision itself, tells the customer.
      perform private.queue_notification(booking, 'reminder', channel, key_base, due,
        jsonb_build_object('hours', hours, 'startsAt', starts_at_text), 'skipped', 'too_late');
    else
      perform private.queue_notification(booking, 'reminder', channel, key_base, due,
        jsonb_build_object('hours', hours, 'startsAt', starts_at_text));
    end if;
    previous_due := due;
  end loop;
end;
$$;

comment on function private.plan_reminders(public.bookings) is 'Queues the reminders of an approved booking for its slot: on WhatsApp with consent, else by e-mail; one whose time has passed is recorded as skipped (too_late).';

create or replace function private.drop_reminders(booking_id uuid, reason text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notifications as n
  set state = 'skipped', reason = drop_reminders.reason
  where n.booking_id = drop_reminders.booking_id and n.event = 'reminder' and n.state = 'due'
$$;

comment on function private.drop_reminders(uuid,text) is 'Skips the reminders of a booking that have not gone (cancelled, rejected, moved, deleted, erased).';

create or replace function private.notify_booking_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update public.notifications as n set state = 'skipped', reason = 'deleted'
    where n.booking_id = old.id and n.state = 'due';
    return old;
  end if;
  if tg_op = 'INSERT' then
    if new.source = 'website' then
      perform private.queue_event(new, 'request_received', format('request_received:%s', new.id));
    elsif new.status = 'approved' then
      -- Taken on the phone and approved at once: the customer hears of it as of an approval.
      perform private.queue_event(new, 'approved',
        format('approved:%s:%s', new.id, extract(epoch from new.approved_at)::bigint));
    end if;
    perform private.plan_reminders(new);
    return null;
  end if;
  if new.erased_at is not null and old.erased_at is null then
    update public.notifications as n set state = 'skipped', reason = 'erased'
    where n.booking_id = new.id and n.state = 'due';
    return null;
  end if;
  if new.status is distinct from old.status then
    case new.status
      when 'approved' then
        perform private.queue_event(new, 'approved',
          format('approved:%s:%s', new.id, extract(epoch from new.approved_at)::bigint));
        perform private.plan_reminders(new);
      when 'rejected' then
        perform private.drop_reminders(new.id, 'rejected');
        perform private.queue_event(new, 'rejected',
          format('rejected:%s:%s', new.id, extract(epoch from new.rejected_at)::bigint));
      when 'cancelled' then
        perform private.drop_reminders(new.id, 'cancelled');
        perform private.queue_event(new, 'cancelled',
          format('cancelled:%s:%s', new.id, extract(epoch from new.cancelled_at)::bigint),
          jsonb_build_object('byVenue', new.cancelled_by is not null));
      else
        null;
    end case;
  elsif (new.date, new.time) is distinct from (old.date, old.time) and new.status in ('pending', 'approved') then
    perform private.drop_reminders(new.id, 'moved');
    perform private.queue_event(new, 'rescheduled',
      format('rescheduled:%s:%s', new.id, to_char(now(), 'YYYYMMDDHH24MISSUS')),
      jsonb_build_object('from', jsonb_build_object('date', old.date, 'time', old.time)));
    perform private.plan_reminders(new);
  end if;
  return null;
end;
$$;

comment on function private.notify_booking_change() is 'Writes the outbox rows a booking change causes, in its transaction: the receipt of a site request, a decision, a move (its reminders planned again), a cancellation; skips what no longer applies.';

create trigger notify_booking_change after insert or update of status, date, time, erased_at on public.bookings
  for each row execute function private.notify_booking_change();
create trigger notify_booking_delete before delete on public.bookings
  for each row execute function private.notify_booking_change();

-- The manager's hours --------------------------------------------------------------------------------

create or replace function public.set_reminder_hours(first_hours integer, second_hours integer)
returns public.reminder_settings
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.reminder_settings;
  booking public.bookings;
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can change the reminders.'
      using errcode = '42501', hint = private.refusal('access.manager_only', jsonb_build_object('action', 'change the reminders'));
  end if;
  if (first_hours is not null and first_hours not between 1 and 168)
    or (second_hours is not null and second_hours not between 1 and 168)
    or (first_hours is not null and second_hours is not null and second_hours >= first_hours) then
    raise exception 'Reminders go from 1 to 168 hours before a visit, the second closer to it than the first.'
      using errcode = 'VN010', hint = private.refusal('schedule.reminder_hours', jsonb_build_object('min', 1, 'max', 168));
  end if;
  update public.reminder_settings as s
  set first_hours = set_reminder_hours.first_hours, second_hours = set_reminder_hours.second_hours,
    updated_at = now()
  returning * into settings;
  -- Every visit still to come gets the reminders of the new hours; those that went stay sent.
  update public.notifications as n set state = 'skipped', reason = 'replanned'
  where n.event = 'reminder' and n.state = 'due';
  for booking in
    select * from public.bookings as b
    where b.status = 'approved' and private.slot_instant(b.date, b.time) > now()
  loop
    perform private.plan_reminders(booking);
  end loop;
  return settings;
end;
$$;

comment on function public.set_reminder_hours(integer,integer) is 'Manager: how many hours before a visit the two reminders go (null switches one off); the reminders still to go are planned again.';

revoke execute on function public.set_reminder_hours(integer,integer) from public, anon;
grant execute on function public.set_reminder_hours(integer,integer) to authenticated, service_role;

-- Sending (service role) -----------------------------------------------------------------------------

create or replace function public.claim_notifications(max_rows integer default 20)
returns setof public.notifications
language plpgsql
security definer
set search_path = ''
as $$
declare
  local_now constant time := (now() at time zone private.venue_time_zone())::time;
  quiet constant jsonb := private.quiet_hours();
  is_night constant boolean := local_now >= (quiet ->> 'from')::time or local_now < (quiet ->> 'to')::time;
begin
  -- What no longer applies is skipped first, so it is never claimed.
  update public.notifications as n
  set state = 'skipped', reason = case when b.id is null then 'deleted' else 'too_late' end
  from public.notifications as m
  left join public.bookings as b on b.id = m.booking_id
  where n.id = m.id and m.state = 'due' and m.event = 'reminder' and m.due_at <= now()
    and (b.id is null or private.slot_instant(b.date, b.time) <= now());

  return query
  update public.notifications as n
  set state = 'sending', attempts = n.attempts + 1, error = null
  where n.id in (
    select c.id from public.notifications as c
    where ((c.state = 'due' and c.due_at <= now())
        or (c.state = 'sending' and c.updated_at < now() - interval '2 minutes'))
      -- A reminder that comes due at night (the sender was down) waits for the morning.
      and not (c.event = 'reminder' and is_night)
    order by c.due_at, c.created_at
    limit greatest(least(max_rows, 100), 1)
    for update skip locked
  )
  returning n.*;
end;
$$;

comment on function public.claim_notifications(integer) is 'Service role: claims the messages due now (and any left sending for over 2 minutes) for one sender, for update skip locked, counting the attempt; reminders wait out the night and are skipped once their visit has started.';

revoke execute on function public.claim_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_notifications(integer) to service_role;

create or replace function public.record_notification(
  notification_id uuid, outcome public.notification_state, provider_id text default null,
  recipient text default null, reason text default null, error text default null,
  retry_after_seconds integer default null
)
returns setof public.notifications
language plpgsql
security definer
set search_path = ''
as $$
declare
  updated public.notifications;
  booking public.bookings;
begin
  update public.notifications as n
  set state = case when outcome = 'failed' and retry_after_seconds is not null then 'due' else outcome end,
    provider_id = coalesce(record_notification.provider_id, n.provider_id),
    recipient = coalesce(record_notification.recipient, n.recipient),
    reason = case when outcome in ('failed', 'skipped') and retry_after_seconds is null then record_notification.reason end,
    error = left(record_notification.error, 2000),
    due_at = coalesce(now() + make_interval(secs => retry_after_seconds), n.due_at),
    sent_at = case when outcome = 'sent' then now() end
  where n.id = notification_id and n.state = 'sending'
  returning n.* into updated;
  if updated.id is null then
    return;
  end if;
  -- A WhatsApp message that failed for good goes by e-mail when there is an address (once: the
  -- e-mail's key is the message's own, on the other channel).
  if updated.channel = 'whatsapp' and updated.state = 'failed' then
    select * into booking from public.bookings as b where b.id = updated.booking_id;
    if booking.email is not null and booking.erased_at is null then
      insert into public.notifications (booking_id, event, channel, key, due_at, detail, fallback_of)
      values (updated.booking_id, updated.event, 'email',
        regexp_replace(updated.key, ':whatsapp$', ':email'), now(), updated.detail, updated.id)
      on conflict (key) do nothing;
    end if;
  end if;
  return next updated;
end;
$$;

comment on function public.record_notification(uuid,public.notification_state,text,text,text,text,integer) is 'Service role: how a claimed message ended (sent with the provider''s id, skipped or failed with a reason code); a failure with retry_after_seconds is due again that long after now (the database''s clock). Answers the row, or none when the message was not being sent. A WhatsApp message that failed for good is queued by e-mail when the booking has an address.';

revoke execute on function public.record_notification(uuid,public.notification_state,text,text,text,text,integer) from public, anon, authenticated;
grant execute on function public.record_notification(uuid,public.notification_state,text,text,text,text,integer) to service_role;

-- "I'm coming" ----------------------------------------------------------------------------------------

create or replace function private.managed_view(booking public.bookings)
 returns public.managed_booking
 language sql
 stable
 set search_path to ''
as $function$
  select row(
    booking.status, booking.date, booking.time, booking.duration, booking.people, booking.rounds,
    booking.type, booking.bundle_name, booking.locale, booking.name,
    private.is_cancellable(booking.status, booking.date, booking.time, now()),
    private.cancel_until(booking.date, booking.time),
    booking.reference,
    booking.id, booking.reschedule_count, booking.bundle_price, booking.customer_notes,
    booking.rejection_reason, booking.rejection_reason_key, booking.cancellation_message,
    booking.lanes_needed, booking.confirmed_at
  )::public.managed_booking
$function$;

create or replace function public.confirm_booking_by_token(token text)
returns setof public.managed_booking
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings;
  booking public.bookings;
begin
  perform private.take_manage_link_limits(confirm_booking_by_token.token);
  found_booking := private.booking_by_token(confirm_booking_by_token.token);
  if found_booking.id is null then
    perform set_config('response.status', '404', true);
    return;
  end if;
  booking := private.lock_booking(found_booking.id);
  if booking.status <> 'approved' then
    raise exception 'Only an approved booking can be confirmed. This booking is %.', booking.status
      using errcode = 'VN015', hint = private.refusal('manage.confirm_not_open', jsonb_build_object('status', booking.status));
  end if;
  if booking.confirmed_at is null and private.slot_instant(booking.date, booking.time) > now() then
    update public.bookings as b set confirmed_at = now() where b.id = booking.id returning * into booking;
  end if;
  return next private.managed_view(booking);
end;
$$;

comment on function public.confirm_booking_by_token(text) is 'Public: records that the customer of the approved booking a manage token names is coming ("I''m coming" in a reminder), once; the first answer''s time stays. HTTP 404 with no row for a token that names none. Rate limited as the other manage-link calls.';

revoke all on function public.confirm_booking_by_token(text) from public;
grant execute on function public.confirm_booking_by_token(text) to anon, authenticated, service_role;

-- A move asks again: the customer's "I'm coming" was for the old time.

create or replace function private.reset_booking_confirmation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.date, new.time) is distinct from (old.date, old.time) then
    new.confirmed_at := null;
  end if;
  return new;
end;
$$;

create trigger reset_booking_confirmation before update of date, time on public.bookings
  for each row execute function private.reset_booking_confirmation();

-- The site's request takes the customer's consent to WhatsApp messages; with it, the e-mail is
-- optional.

create or replace function private.whatsapp_consent_wording()
returns text
language sql
immutable parallel safe
set search_path = ''
as $$ select 'whatsapp-consent-1' $$;

comment on function private.whatsapp_consent_wording() is 'The version of the consent wording the site shows beside the phone number (packages/domain whatsappConsentWording); recorded with each consent.';

drop function public.request_booking(text,text,text,integer,integer,date,text,public.booking_type,uuid,text,text);

create function public.request_booking(
  name text, phone text, email text, people integer, rounds integer, date date, "time" text,
  type public.booking_type default 'regular'::public.booking_type, package_id uuid default null::uuid,
  notes text default null::text, locale text default 'en'::text, whatsapp_consent boolean default false
)
 returns table(booking_id uuid, manage_token text, reference text)
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  consented constant boolean := coalesce(request_booking.whatsapp_consent, false);
  booking public.bookings := private.checked_booking(
    request_booking.name, request_booking.phone, request_booking.email, request_booking.people,
    request_booking.rounds, request_booking.date, request_booking."time", request_booking.type,
    request_booking.package_id, request_booking.notes, request_booking.locale, not consented
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
  -- for the desk per e-mail address within a day (none without an address: the phone's fence
  -- holds), and per date and slot.
  if booking.email is not null then
    perform pg_advisory_xact_lock(hashtextextended('request_booking:email:' || lower(booking.email), 0));
    select count(*) into waiting
    from public.bookings as b
    where lower(b.email) = lower(booking.email) and b.status = 'pending' and b.created_at > now() - interval '1 day';
    if waiting >= (limits ->> 'pendingPerEmailPerDay')::integer then
      raise exception 'This email address already has booking requests waiting for our reply. We will contact you soon, or call us.'
        using errcode = 'PT429', detail = 'email', hint = private.refusal('limit.pending_per_email');
    end if;
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
    customer_notes, locale, source, manage_token_hash, whatsapp_consent_at, whatsapp_consent_wording
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, 'website', private.manage_token_hash(token),
    case when consented then now() end, case when consented then private.whatsapp_consent_wording() end
  )
  returning b.id, b.reference into new_id, new_reference;
  booking_id := new_id;
  manage_token := token;
  reference := new_reference;
  return next;
end;
$function$;

comment on function public.request_booking(text,text,text,integer,integer,date,text,public.booking_type,uuid,text,text,boolean) is 'Public: requests a booking (pending until staff approve it) and answers its id, its manage token (stored only as a hash) and its reference. With whatsapp_consent the customer agrees to booking messages on WhatsApp (recorded with its time and wording) and the e-mail may be blank. Limited per client address, per phone, per e-mail address and per slot.';

revoke all on function public.request_booking(text,text,text,integer,integer,date,text,public.booking_type,uuid,text,text,boolean) from public;
grant execute on function public.request_booking(text,text,text,integer,integer,date,text,public.booking_type,uuid,text,text,boolean) to anon, authenticated, service_role;
