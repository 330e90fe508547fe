-- The booking's history, whole again: 20261127110100_move_booking_lane.sql added the lane change
-- and 20261127120100_manage_links.sql the customer's cancellation, each to the trigger as it was
-- before the other. This one records both.

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
