-- Who came: reception marks an approved booking arrived or no-show once its slot has started on
-- the venue's clock (packages/domain booking.ts: bookingAttendances, checkAttendanceChange).
--
-- * bookings.attendance: null (not recorded), 'arrived' or 'no_show'. Either way the booking stays
--   approved and keeps its lane in every slot it covers: the lane was held for it.
-- * A before update trigger holds the rule on every path (mark_booking_attendance or a direct
--   PATCH by staff, who may update the column): only approved bookings (VN005), only once the
--   slot has started (VN006). Clearing it (null) follows the same rule, so a mistake can be
--   corrected. A booking moved to another date or slot loses what was recorded for the old one.
-- * mark_booking_attendance(booking_id, attendance): staff only (42501); 'arrived', 'no_show' or
--   null, anything else VN010 "Choose arrived or no-show".
-- * The desk and the calendar filter by attendance per day: a partial index on (attendance, date).

create type public.booking_attendance as enum ('arrived', 'no_show');

alter table public.bookings add column attendance public.booking_attendance;
comment on column public.bookings.attendance is
  'Whether the customer of an approved booking came (arrived) or not (no_show), recorded once the slot started; null until then.';
create index bookings_attendance_date_idx on public.bookings (attendance, date) where attendance is not null;

grant update (attendance) on public.bookings to authenticated;

-- Runs after guard_booking_update (triggers of one event fire in name order), so the state
-- machine speaks first.
create function private.guard_booking_attendance()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A move forgets what was recorded for the old slot (the new one has not started).
  if (new.date is distinct from old.date or new.time is distinct from old.time)
    and new.attendance is not distinct from old.attendance then
    new.attendance := null;
    return new;
  end if;
  if new.attendance is distinct from old.attendance then
    if new.status <> 'approved' then
      raise exception 'Only approved bookings can be marked arrived or no-show. This booking is %.', new.status
        using errcode = 'VN005';
    end if;
    if not private.is_slot_past(new.date, new.time, now()) then
      raise exception 'A booking can be marked arrived or no-show once its time has started.'
        using errcode = 'VN006';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_booking_attendance() from public, anon, authenticated;

create trigger guard_booking_update_attendance
  before update on public.bookings
  for each row execute function private.guard_booking_attendance();

create function public.mark_booking_attendance(booking_id uuid, attendance text)
returns public.booking_attendance
language plpgsql
security invoker
set search_path = ''
as $$
declare
  recorded public.booking_attendance;
begin
  perform private.require_staff('record arrivals and no-shows');
  if mark_booking_attendance.attendance is not null
    and mark_booking_attendance.attendance not in ('arrived', 'no_show') then
    perform private.refuse('Choose arrived or no-show', 'attendance');
  end if;
  perform private.lock_booking(mark_booking_attendance.booking_id);
  update public.bookings as b
  set attendance = mark_booking_attendance.attendance::public.booking_attendance
  where b.id = mark_booking_attendance.booking_id
  returning b.attendance into recorded;
  return recorded;
end;
$$;
comment on function public.mark_booking_attendance(uuid, text) is
  'Staff: records that an approved booking''s customer arrived or did not come (no_show), or clears it (null), once its slot has started.';
revoke all on function public.mark_booking_attendance(uuid, text) from public, anon;
grant execute on function public.mark_booking_attendance(uuid, text) to authenticated, service_role;
