-- Moving an approved booking to another lane (issue 14: reception keeps six lanes turning).
--
-- * move_booking_lane(booking_id, lane): staff (reception and jana, read from the staff record,
--   42501 otherwise). Moves an approved booking to the given lane in every slot it covers when that
--   lane is free in all of them; returns the lane it holds. Refuses a booking that is not approved
--   (VN007), a lane outside 1 to 6 (VN008, detail 'lane') and a lane another booking holds in one
--   of its slots (VN009, naming the first such slot). A move to the lane it already holds changes
--   nothing.
-- * Race-free with approvals, bookings taken approved, reschedules and other moves: it locks the
--   booking, then its slots' load rows in ascending order (private.lock_slot_loads), as
--   place_booking_lane does, before it looks at the lanes held there.
-- * The lane itself is written by this function as the database owner (security definer): staff
--   have no privilege on bookings.lane, so place_booking_lane's "lane set explicitly" path keeps
--   it only for this function, and slot_lanes' key stays the last line of the lane invariant.
-- * booking_events: 'lane_changed' with the lane before and after, written by
--   private.record_booking_event (the database's trigger, as every other event).

create function public.move_booking_lane(booking_id uuid, lane smallint)
returns smallint
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  slots text[];
  taken_slot text;
  moved smallint;
begin
  perform private.require_staff('move bookings to another lane');
  if move_booking_lane.lane is null or move_booking_lane.lane not between 1 and private.lane_count() then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lane';
  end if;
  booking := private.lock_booking(move_booking_lane.booking_id);
  if booking.status <> 'approved' then
    raise exception 'Only approved bookings can be moved to another lane. This booking is %.', booking.status
      using errcode = 'VN007';
  end if;
  if booking.lane = move_booking_lane.lane then
    return booking.lane;
  end if;

  slots := private.covered_slots(booking.time, booking.duration);
  perform private.lock_slot_loads(booking.date, slots);
  select h.time into taken_slot
  from public.slot_lanes as h
  where h.date = booking.date and h.time = any (slots) and h.lane = move_booking_lane.lane
    and h.booking_id <> booking.id
  order by h.time
  limit 1;
  if taken_slot is not null then
    raise exception 'Lane % is taken at % by another booking.', move_booking_lane.lane, taken_slot
      using errcode = 'VN009', detail = 'lane';
  end if;

  update public.bookings as b set lane = move_booking_lane.lane where b.id = booking.id returning b.lane into moved;
  return moved;
end;
$$;
comment on function public.move_booking_lane(uuid, smallint) is
  'Staff: moves an approved booking to another lane in every slot it covers when that lane is free in all of them (VN007 not approved, VN008 no such lane, VN009 taken). Returns the lane.';
revoke all on function public.move_booking_lane(uuid, smallint) from public, anon;
grant execute on function public.move_booking_lane(uuid, smallint) to authenticated, service_role;

-- 20261126130000_booking_lanes.sql's trigger, recording a lane change (same date and slot).
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
  end if;
  if new.date is distinct from old.date or new.time is distinct from old.time then
    perform private.add_booking_event(
      new.id, 'rescheduled', actor,
      jsonb_build_object('date', old.date, 'time', old.time, 'lane', old.lane),
      jsonb_build_object('date', new.date, 'time', new.time, 'lane', new.lane)
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
$$;
