-- Reception cancels a booking with a message for its customer (issue 29: a change to the schedule
-- never strands a customer), and tells the customer of a booking a change strands.
--
-- `cancel_booking(booking_id, message)`, staff only: a pending or approved booking whose slot has
-- not started is cancelled with a message the customer reads in their e-mail and on their manage
-- page; its lanes are freed at once (under the slot locks, as the customer's cancellation). The
-- customer's cancellation stays the link's (`cancel_booking_by_token`): the guard tells the two
-- apart by `venue.cancelling_as`, which only these functions set, and takes the message from
-- `venue.cancellation_message` (staff cannot write the column: no grant). Refusals: another status
-- `booking.cancel_not_open`; no message `booking.cancel_message_required`; over 500 characters
-- `booking.cancel_message_too_long`; a slot under way or over `booking.slot_started`.
--
-- `booking_emails.kind` gains `affected`: the e-mail that tells a customer their booking no longer
-- fits the schedule, with their manage link to move or cancel it (send-booking-email, asked by
-- reception for a booking in `booking_conflicts`).

alter table public.bookings
  add column cancelled_by uuid references auth.users (id) on delete set null,
  add column cancellation_message text,
  add constraint bookings_cancellation_message_check
    check (cancellation_message is null or (status = 'cancelled' and private.is_filled(cancellation_message, 500)));

create index bookings_cancelled_by_idx on public.bookings (cancelled_by);

comment on column public.bookings.cancelled_at is 'When the booking was cancelled (status cancelled): by its customer from their link, or by reception (cancellation_message).';
comment on column public.bookings.cancelled_by is 'The staff member who cancelled the booking; null when its customer did.';
comment on column public.bookings.cancellation_message is 'Reception''s message to the customer when the venue cancelled the booking, as typed; null when the customer cancelled.';

alter type public.managed_booking
  add attribute cancellation_message text,
  add attribute lanes_needed smallint;

alter type public.booking_email_kind add value if not exists 'affected';

-- The guard keeps who cancelled, and lets only reception's function write a message.

create or replace function private.guard_booking_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  actor uuid := (select auth.uid());
begin
  if new.status is distinct from old.status and new.status = 'cancelled' then
    if old.status not in ('pending', 'approved') then
      raise exception 'Only pending or approved bookings can be cancelled. This booking is %.', old.status
        using errcode = 'VN015', hint = private.refusal('booking.cancel_not_open', jsonb_build_object('status', old.status));
    end if;
    if coalesce(current_setting('venue.cancelling_booking', true), '') <> old.id::text then
      raise exception 'Only the customer can cancel a booking, from the link they were given.'
        using errcode = '42501', hint = private.refusal('access.customer_cancel');
    end if;
    if new.date is distinct from old.date or new.time is distinct from old.time then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003', hint = private.refusal('booking.reschedule_not_approved');
    end if;
    new.cancelled_at := now();
    -- Reception's cancellation (public.cancel_booking) carries its message; the customer's none.
    if coalesce(current_setting('venue.cancelling_as', true), '') = 'staff' then
      new.cancelled_by := actor;
      new.cancellation_message := nullif(private.trimmed(current_setting('venue.cancellation_message', true)), '');
    else
      new.cancelled_by := null;
      new.cancellation_message := null;
    end if;
    new.approved_at := old.approved_at;
    new.approved_by := old.approved_by;
    new.rejected_at := old.rejected_at;
    new.rejected_by := old.rejected_by;
    new.rejection_reason := old.rejection_reason;
    new.rejection_reason_key := old.rejection_reason_key;
  elsif new.status is distinct from old.status then
    if old.status <> 'pending' or new.status = 'pending' then
      raise exception 'Only pending bookings can be approved or rejected. This booking is %.', old.status
        using errcode = 'VN002', hint = private.refusal('booking.not_pending', jsonb_build_object('status', old.status));
    end if;
    if new.date is distinct from old.date or new.time is distinct from old.time then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003', hint = private.refusal('booking.reschedule_not_approved');
    end if;
    new.cancelled_at := old.cancelled_at;
    new.cancelled_by := old.cancelled_by;
    new.cancellation_message := old.cancellation_message;
    if new.status = 'approved' then
      new.approved_at := now();
      new.approved_by := coalesce(actor, new.approved_by);
      new.rejected_at := null;
      new.rejected_by := null;
      new.rejection_reason := null;
      new.rejection_reason_key := null;
    else
      new.rejection_reason := nullif(private.trimmed(new.rejection_reason), '');
      if new.rejection_reason is null then
        raise exception 'Please enter a reason for rejection' using errcode = 'VN004', detail = 'reason', hint = private.refusal('booking.rejection_reason_required');
      end if;
      new.rejected_at := now();
      new.rejected_by := coalesce(actor, new.rejected_by);
      new.approved_at := null;
      new.approved_by := null;
    end if;
  else
    new.cancelled_at := old.cancelled_at;
    new.cancelled_by := old.cancelled_by;
    new.cancellation_message := old.cancellation_message;
    new.approved_at := old.approved_at;
    new.approved_by := old.approved_by;
    new.rejected_at := old.rejected_at;
    new.rejected_by := old.rejected_by;
    new.rejection_reason := old.rejection_reason;
    new.rejection_reason_key := old.rejection_reason_key;
    -- A pending request moves only through its customer's link (reschedule_booking_by_token).
    if (new.date is distinct from old.date or new.time is distinct from old.time) and old.status <> 'approved'
      and not (old.status = 'pending' and coalesce(current_setting('venue.moving_booking', true), '') = old.id::text) then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003', hint = private.refusal('booking.reschedule_not_approved');
    end if;
  end if;
  new.manage_token_hash := old.manage_token_hash;

  if new.contact_attempts is distinct from old.contact_attempts then
    if new.contact_attempts <> old.contact_attempts + 1 then
      raise exception 'Contact attempts are recorded one at a time.' using errcode = 'VN010', hint = private.refusal('booking.contact_attempts_one');
    end if;
    new.last_contact_attempt := now();
  else
    new.last_contact_attempt := old.last_contact_attempt;
  end if;
  return new;
end;
$function$;

-- The history names who cancelled: the customer, or the staff member with their message.

create or replace function private.record_booking_event()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  actor uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    perform private.add_booking_event(new.id, 'created', actor, null, to_jsonb(new), new.source::text);
    if new.status = 'approved' then
      perform private.add_booking_event(
        new.id, 'approved', actor, null, jsonb_build_object('status', new.status, 'lane', new.lane, 'lanes', new.lanes)
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
      jsonb_build_object('status', new.status, 'lane', new.lane, 'lanes', new.lanes)
    );
  elsif new.status is distinct from old.status and new.status = 'rejected' then
    perform private.add_booking_event(
      new.id, 'rejected', actor,
      jsonb_build_object('status', old.status),
      jsonb_build_object('status', new.status, 'rejection_reason', new.rejection_reason),
      new.rejection_reason
    );
  elsif new.status is distinct from old.status and new.status = 'cancelled' then
    -- The customer, through their link (no signed-in actor), or reception with its message.
    perform private.add_booking_event(
      new.id, 'cancelled', new.cancelled_by,
      jsonb_build_object('status', old.status, 'lane', old.lane, 'lanes', old.lanes),
      jsonb_build_object('status', new.status, 'cancellation_message', new.cancellation_message),
      case when new.cancellation_message is null then 'customer' else new.cancellation_message end
    );
  end if;
  if new.date is distinct from old.date or new.time is distinct from old.time then
    perform private.add_booking_event(
      new.id, 'rescheduled', actor,
      jsonb_build_object('date', old.date, 'time', old.time, 'lane', old.lane, 'lanes', old.lanes),
      jsonb_build_object('date', new.date, 'time', new.time, 'lane', new.lane, 'lanes', new.lanes),
      -- The customer, through their link: no signed-in actor, as for a cancellation.
      case when coalesce(current_setting('venue.moving_booking', true), '') = new.id::text then 'customer' end
    );
  elsif old.status = 'approved' and new.status = 'approved' and new.lanes is distinct from old.lanes then
    perform private.add_booking_event(
      new.id, 'lane_changed', actor,
      jsonb_build_object('lane', old.lane, 'lanes', old.lanes),
      jsonb_build_object('lane', new.lane, 'lanes', new.lanes)
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
$function$;

-- The manage link shows the venue's message on a booking it cancelled, and the lanes the
-- booking needs (its "Change time" grid offers only slots with that many free).

create or replace function private.managed_view(booking public.bookings)
 RETURNS public.managed_booking
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select row(
    booking.status, booking.date, booking.time, booking.duration, booking.people, booking.rounds,
    booking.type, booking.bundle_name, booking.locale, booking.name,
    private.is_cancellable(booking.status, booking.date, booking.time, now()),
    private.cancel_until(booking.date, booking.time),
    booking.reference,
    booking.id, booking.reschedule_count, booking.bundle_price, booking.customer_notes,
    booking.rejection_reason, booking.rejection_reason_key, booking.cancellation_message,
    booking.lanes_needed
  )::public.managed_booking
$function$;

create or replace function public.cancel_booking(booking_id uuid, message text)
 returns void
 language plpgsql
 set search_path to ''
as $function$
declare
  booking public.bookings;
  said text := nullif(private.trimmed(cancel_booking.message), '');
begin
  perform private.require_staff('cancel bookings');
  -- As approve_booking: the booking first, then its slots' load rows in ascending order.
  booking := private.lock_booking(cancel_booking.booking_id);
  if booking.status not in ('pending', 'approved') then
    raise exception 'Only pending or approved bookings can be cancelled. This booking is %.', booking.status
      using errcode = 'VN015', hint = private.refusal('booking.cancel_not_open', jsonb_build_object('status', booking.status));
  end if;
  if said is null then
    raise exception 'Please write a message for the customer'
      using errcode = 'VN004', detail = 'message', hint = private.refusal('booking.cancel_message_required');
  end if;
  if char_length(said) > 500 then
    raise exception 'Message must be at most 500 characters'
      using errcode = 'VN010', detail = 'message', hint = private.refusal('booking.cancel_message_too_long', jsonb_build_object('max', 500));
  end if;
  if private.is_slot_past(booking.date, booking.time, now()) then
    raise exception 'This time is no longer available'
      using errcode = 'VN011', hint = private.refusal('booking.slot_started');
  end if;
  if booking.status = 'approved' then
    perform private.lock_slot_loads(booking.date, private.covered_slots(booking.time, booking.duration));
  end if;

  perform set_config('venue.cancelling_booking', booking.id::text, true);
  perform set_config('venue.cancelling_as', 'staff', true);
  perform set_config('venue.cancellation_message', said, true);
  update public.bookings as b set status = 'cancelled' where b.id = booking.id;
  perform set_config('venue.cancelling_booking', '', true);
  perform set_config('venue.cancelling_as', '', true);
  perform set_config('venue.cancellation_message', '', true);
end;
$function$;

comment on function public.cancel_booking(uuid, text) is 'Staff: cancels a pending or approved booking whose slot has not started, with a message for its customer (e-mailed by send-booking-email, shown on their manage page); its lanes are freed at once.';

revoke execute on function public.cancel_booking(uuid, text) from public, anon;
grant execute on function public.cancel_booking(uuid, text) to authenticated, service_role;
