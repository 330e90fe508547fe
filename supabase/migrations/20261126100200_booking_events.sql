-- A booking's history, written by the database itself (packages/domain booking.ts:
-- bookingEventKinds): every change to a booking and every decision e-mail's outcome, with who,
-- when, what was before and what is after, so the card answers "who changed this?".
--
-- * booking_events: one row per change. booking_id has no foreign key, so the history outlives a
--   deleted booking. actor_id is the signed-in user whose request made the change (null for a
--   visitor or the system) and actor_name the staff name at that moment.
-- * Triggers write it, as their owner: after insert, update and delete on bookings (created with
--   its source; contact attempt; approved with its lane; rejected with its reason; rescheduled
--   from and to; arrived, no-show and cleared; deleted with the row as it was), and after insert
--   or update on booking_emails (sent, failed; the actor is the staff member who asked for it).
-- * Staff read it (RLS); no role writes it through the API: anon and authenticated have no
--   privilege but select, and the service role none but select either.

create type public.booking_event_kind as enum (
  'created',
  'contact_attempt',
  'approved',
  'rejected',
  'rescheduled',
  'arrived',
  'no_show',
  'attendance_cleared',
  'email_sent',
  'email_failed',
  'deleted'
);

create table public.booking_events (
  id bigint generated always as identity primary key,
  booking_id uuid not null,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_name text,
  kind public.booking_event_kind not null,
  before jsonb,
  after jsonb,
  detail text
);
comment on table public.booking_events is
  'Each booking''s history (created, contact attempts, decisions, moves, attendance, e-mails, deletion): written only by triggers, read by staff, kept after the booking is deleted.';
comment on column public.booking_events.booking_id is
  'The booking the event is about; no foreign key, so the history stays when the booking is deleted.';
comment on column public.booking_events.actor_id is
  'The signed-in user who made the change (staff), or null for a visitor''s request or the system.';
comment on column public.booking_events.actor_name is 'The actor''s staff name when the event was written.';
comment on column public.booking_events.before is 'The changed fields before the change (the whole row for a deletion).';
comment on column public.booking_events.after is 'The changed fields after the change (the whole row for a creation).';
comment on column public.booking_events.detail is
  'A short fact about the event: the source of a creation, the reason of a rejection, the e-mail''s error.';
create index booking_events_booking_id_at_idx on public.booking_events (booking_id, at, id);

alter table public.booking_events enable row level security;
revoke all on public.booking_events from public, anon, authenticated, service_role;
grant select on public.booking_events to authenticated, service_role;
create policy "staff read booking events" on public.booking_events
  for select to authenticated using ((select private.is_staff()));

-- Writes one event; the actor's name is read from the staff record.
create function private.add_booking_event(
  booking_id uuid,
  kind public.booking_event_kind,
  actor_id uuid,
  before jsonb,
  after jsonb,
  detail text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.booking_events (booking_id, kind, actor_id, actor_name, before, after, detail)
  values (
    add_booking_event.booking_id, add_booking_event.kind, add_booking_event.actor_id,
    (select s.name from public.staff as s where s.id = add_booking_event.actor_id),
    add_booking_event.before, add_booking_event.after, add_booking_event.detail
  )
$$;

-- The lane an approved booking holds at its date and slot: the approved count of the fullest slot
-- it covers, read after apply_booking_load has counted it (after triggers fire in name order), as
-- approve_booking and reschedule_booking return it.
create function private.held_lane(day date, slot text, minutes integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select max(l.approved)
  from public.slot_loads as l
  where l.date = day and l.time = any (private.covered_slots(slot, minutes))
$$;

create function private.record_booking_event()
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
        new.id, 'approved', actor, null,
        jsonb_build_object('status', new.status, 'lane', private.held_lane(new.date, new.time, new.duration))
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
      jsonb_build_object('status', new.status, 'lane', private.held_lane(new.date, new.time, new.duration))
    );
  elsif new.status is distinct from old.status and new.status = 'rejected' then
    perform private.add_booking_event(
      new.id, 'rejected', actor,
      jsonb_build_object('status', old.status),
      jsonb_build_object('status', new.status, 'rejection_reason', new.rejection_reason),
      new.rejection_reason
    );
  end if;
  if new.date is distinct from old.date or new.time is distinct from old.time then
    perform private.add_booking_event(
      new.id, 'rescheduled', actor,
      jsonb_build_object('date', old.date, 'time', old.time),
      jsonb_build_object(
        'date', new.date, 'time', new.time,
        'lane', case when new.status = 'approved' then private.held_lane(new.date, new.time, new.duration) end
      )
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

-- After apply_booking_load (name order), so an approval's lane is already counted.
create trigger record_booking_event
  after insert or update or delete on public.bookings
  for each row execute function private.record_booking_event();

-- An e-mail's outcome: sent once it is sent, failed each time an attempt fails. The actor is the
-- staff member who asked for the e-mail; a booking already deleted has no history to add to.
create function private.record_booking_email_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_sent boolean := tg_op = 'UPDATE' and old.status::text = 'sent';
  outcome jsonb := jsonb_build_object(
    'kind', new.kind, 'status', new.status, 'recipient', new.recipient, 'attempts', new.attempts,
    'provider_id', new.provider_id
  );
begin
  if new.booking_id is null then
    return null;
  end if;
  if new.status::text = 'sent' and not was_sent then
    perform private.add_booking_event(new.booking_id, 'email_sent', new.created_by, null, outcome, new.kind::text);
  elsif new.status::text = 'failed'
    and (tg_op = 'INSERT' or old.status::text <> 'failed' or new.attempts > old.attempts) then
    perform private.add_booking_event(new.booking_id, 'email_failed', new.created_by, null, outcome, new.error);
  end if;
  return null;
end;
$$;

create trigger record_booking_email_event
  after insert or update on public.booking_emails
  for each row execute function private.record_booking_email_event();

revoke all on function private.add_booking_event(uuid, public.booking_event_kind, uuid, jsonb, jsonb, text),
  private.held_lane(date, text, integer), private.record_booking_event(), private.record_booking_email_event()
  from public, anon, authenticated, service_role;
