-- Customers move their own booking from their manage link (issue 29, point 5), up to the same
-- cut-off as cancelling: `reschedule_booking_by_token(token, date, time)`.
--
-- A pending request just moves (under the same per-slot cap of waiting requests as a new one).
-- An approved booking moves and stays approved when a lane is free over its new run: the locks,
-- the closures and the lane placement are the staff reschedule's (the booking's lane trigger keeps
-- its lane when free there, else takes the lowest free one, else refuses `booking.slot_full`), so
-- the history records `rescheduled` and the booking's reschedule count and time move on as they do
-- for staff; the event's detail says `customer`, as a cancellation's does. The moved approval's
-- e-mail is asked for by the customer's page from `reschedule-email` (as the cancellation's is
-- from `cancellation-email`), which resolves the token with `rescheduled_booking_by_token`.
--
-- Refusals: a token that names no booking answers HTTP 404 with no row, before anything else is
-- looked at; a rejected or cancelled booking `manage.change_not_open`; after the cut-off
-- `manage.change_closed`; the time it already has `manage.change_same_time`; a day or time the
-- schedule does not offer as every booking path refuses it (check_booking_time). The per-address
-- and per-token limits are the manage link's, shared with viewing and cancelling.

-- The guard lets a pending request move only while its customer's function moves it.

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
-- The history says who moved it: the customer, through their link.

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
      jsonb_build_object('date', new.date, 'time', new.time, 'lane', new.lane),
      -- The customer, through their link: no signed-in actor, as for a cancellation.
      case when coalesce(current_setting('venue.moving_booking', true), '') = new.id::text then 'customer' end
    );
  elsif old.status = 'approved' and new.status = 'approved' and new.lane is distinct from old.lane then
    perform private.add_booking_event(
      new.id, 'lane_changed', actor,
      jsonb_build_object('lane', old.lane),
      jsonb_build_object('lane', new.lane)
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
create or replace function public.reschedule_booking_by_token(token text, date date, "time" text)
returns setof public.managed_booking
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings;
  booking public.bookings;
  new_date constant date := reschedule_booking_by_token.date;
  new_time constant text := reschedule_booking_by_token."time";
  old_slots text[];
  new_slots text[];
  waiting integer;
begin
  perform private.take_manage_link_limits(reschedule_booking_by_token.token);
  found_booking := private.booking_by_token(reschedule_booking_by_token.token);
  if found_booking.id is null then
    -- Not found without raising: the hits taken above stay counted.
    perform set_config('response.status', '404', true);
    return;
  end if;

  -- As the staff reschedule: the booking first, then its old and new slots' load rows.
  booking := private.lock_booking(found_booking.id);
  if booking.status not in ('pending', 'approved') then
    raise exception 'Only pending or approved bookings can be changed. This booking is %.', booking.status
      using errcode = 'VN015', hint = private.refusal('manage.change_not_open', jsonb_build_object('status', booking.status));
  end if;
  if not private.is_cancellable(booking.status, booking.date, booking.time, now()) then
    raise exception 'Bookings can be changed online up to % hours before they start. Please call us on % to change this one.',
      private.cancellation_cutoff_minutes() / 60, private.venue_phone()
      using errcode = 'VN015', hint = private.refusal('manage.change_closed', jsonb_build_object(
        'hours', private.cancellation_cutoff_minutes() / 60, 'phone', private.venue_phone()
      ));
  end if;
  if new_date is not distinct from booking.date and new_time is not distinct from booking.time then
    raise exception 'Your booking is already at this time. Choose another day or time.'
      using errcode = 'VN015', hint = private.refusal('manage.change_same_time');
  end if;
  new_slots := private.check_booking_time(new_date, new_time, booking.duration);

  if booking.status = 'pending' then
    -- The cap of requests waiting per slot that a new request meets, this one left out.
    perform pg_advisory_xact_lock(hashtextextended('request_booking:day:' || new_date::text, 0));
    select max(c.waiting) into waiting
    from (
      select count(*) as waiting
      from public.bookings as b
      cross join lateral unnest(private.covered_slots(b.time, b.duration)) as covered (slot)
      where b.date = new_date and b.status = 'pending' and b.id <> booking.id and covered.slot = any (new_slots)
      group by covered.slot
    ) as c;
    if coalesce(waiting, 0) >= (private.booking_request_limits() ->> 'pendingPerSlot')::integer then
      raise exception 'This time already has many booking requests waiting for our reply. Please choose another time, or call us.'
        using errcode = 'PT429', detail = 'time', hint = private.refusal('limit.pending_per_slot');
    end if;
  else
    old_slots := array(select h.time from public.slot_lanes as h where h.booking_id = booking.id);
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
    perform private.refuse_closed(new_date, new_slots);
  end if;

  -- The booking's lane trigger places an approved booking (its own lane when free there, else the
  -- lowest free one) or refuses a full run; a refusal undoes the whole call.
  perform set_config('venue.moving_booking', booking.id::text, true);
  update public.bookings as b set date = new_date, time = new_time where b.id = booking.id returning * into booking;
  perform set_config('venue.moving_booking', '', true);
  return next private.managed_view(booking);
end;
$$;

comment on function public.reschedule_booking_by_token(text, date, text) is 'Public: moves the pending or approved booking a manage token names to another date and slot the schedule offers, before the online cut-off; an approved one stays approved only with a lane free over its new run (else booking.slot_full, unchanged). HTTP 404 with no row for a token that names none. Rate limited per address and per token with viewing and cancelling; a wrong token counts too.';

revoke all on function public.reschedule_booking_by_token(text, date, text) from public, anon, authenticated;
grant execute on function public.reschedule_booking_by_token(text, date, text) to anon, authenticated, service_role;

-- For the moved approval's e-mail (reschedule-email), as cancelled_booking_by_token is for the
-- cancellation's: the service role resolves the customer's token.
create or replace function public.rescheduled_booking_by_token(token text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select b.id from private.booking_by_token(token) as b
  where b.status = 'approved' and b.reschedule_count > 0 and b.rescheduled_at > b.approved_at
$$;

comment on function public.rescheduled_booking_by_token(text) is 'Service role: the approved booking a manage token names when it was moved after its approval (for the e-mail that says so), or null.';

revoke all on function public.rescheduled_booking_by_token(text) from public, anon, authenticated;
grant execute on function public.rescheduled_booking_by_token(text) to service_role;
