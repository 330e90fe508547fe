-- Every refusal of the database carries its code (docs/decisions/024), the second and last step:
-- the bookings, lanes, feedback, staff, content and insights refusals give
-- {"code": ..., "params": {...}} as the error's hint beside their sentence. `private.refuse`, which
-- the checks of typed values raise through, takes the code and parameters first; the slot-full
-- refusal's parameters come from `private.capacity_params`, beside the sentence of
-- `private.capacity_message`.

create function private.refuse(code text, params jsonb, message text, field text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception '%', message using errcode = 'VN010', detail = field, hint = private.refusal(code, params);
end;
$$;
comment on function private.refuse(text, jsonb, text, text) is
  'Refuses a typed value (VN010): the sentence as the message, the field as the detail, the code and parameters as the hint (packages/domain/src/refusals.ts).';

create function private.capacity_params(day date, slot text, approved integer) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'lanes', private.lane_count(), 'date', to_char(day, 'YYYY-MM-DD'), 'time', slot, 'approved', approved
  )
$$;
comment on function private.capacity_params(date, text, integer) is
  'The parameters of the slot-full refusal (booking.slot_full), as private.capacity_message words them.';

CREATE OR REPLACE FUNCTION private.check_booking_time(day date, slot text, minutes integer, is_slot_under_way_bookable boolean DEFAULT false)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  slots text[];
  is_too_late boolean;
begin
  if day is null or not isfinite(day) then perform private.refuse('booking.date_required', '{}'::jsonb, 'Please choose a date', 'date'); end if;
  if slot is null or not slot = any (private.slot_starts()) then
    perform private.refuse('booking.time_required', '{}'::jsonb, 'Please choose a time', 'time');
  end if;
  if private.is_day_past(day, now()) then
    raise exception 'Past dates cannot be booked' using errcode = 'VN014', detail = 'date', hint = private.refusal('booking.past_date');
  end if;
  if private.is_day_beyond_horizon(day, now()) then
    perform private.refuse('booking.beyond_horizon', jsonb_build_object('days', private.booking_horizon_days()), format('Bookings can be made up to %s days ahead', private.booking_horizon_days()), 'date');
  end if;
  is_too_late := case
    when is_slot_under_way_bookable then private.is_slot_over(day, slot, now())
    else private.is_slot_past(day, slot, now())
  end;
  if is_too_late then
    raise exception 'This time is no longer available' using errcode = 'VN011', detail = 'time', hint = private.refusal('booking.slot_started');
  end if;
  slots := private.covered_slots(slot, minutes);
  if slots is null then
    raise exception 'This booking would run past closing time' using errcode = 'VN012', detail = 'time', hint = private.refusal('booking.past_closing');
  end if;
  return slots;
end;
$function$;

CREATE OR REPLACE FUNCTION private.checked_booking(name text, phone text, email text, people integer, rounds integer, date date, "time" text, type public.booking_type, package_id uuid, notes text, locale text, is_email_required boolean, is_slot_under_way_bookable boolean DEFAULT false)
 RETURNS public.bookings
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  clean_name text := private.trimmed(coalesce(checked_booking.name, ''));
  clean_email text := private.trimmed(coalesce(checked_booking.email, ''));
  clean_phone text := private.normalise_phone(checked_booking.phone);
  clean_notes text := private.trimmed(coalesce(checked_booking.notes, ''));
  booking_type public.booking_type := coalesce(checked_booking.type, 'regular');
  package public.birthday_packages;
  party integer := checked_booking.people;
  party_rounds integer := coalesce(checked_booking.rounds, 1);
  minutes integer := private.session_minutes();
  booking public.bookings;
begin
  if clean_name = '' then perform private.refuse('field.name_required', '{}'::jsonb, 'Name is required', 'name'); end if;
  if char_length(clean_name) > 100 then perform private.refuse('field.name_too_long', jsonb_build_object('max', 100), 'Name must be at most 100 characters', 'name'); end if;
  if not private.is_plain_line(clean_name) then
    perform private.refuse('field.name_hidden_characters', '{}'::jsonb, 'Name cannot contain line breaks or hidden formatting characters', 'name');
  end if;
  if clean_email = '' and is_email_required then perform private.refuse('field.email_required', '{}'::jsonb, 'Email is required', 'email'); end if;
  if clean_email <> '' then
    if char_length(clean_email) > 254 then
      perform private.refuse('field.email_too_long', jsonb_build_object('max', 254), 'Email must be at most 254 characters', 'email');
    end if;
    if not private.is_email(clean_email) then perform private.refuse('field.email_invalid', '{}'::jsonb, 'Email is invalid', 'email'); end if;
  end if;
  if clean_phone = '' then perform private.refuse('field.phone_required', '{}'::jsonb, 'Phone is required', 'phone'); end if;
  if not private.is_phone(clean_phone) then
    perform private.refuse('field.phone_invalid', '{}'::jsonb, 'Enter the WhatsApp number like 05XXXXXXXX or +970XXXXXXXXX', 'phone');
  end if;
  if booking_type = 'birthday' then
    if checked_booking.package_id is null then perform private.refuse('booking.package_required', '{}'::jsonb, 'Please choose a package', 'packageId'); end if;
    select * into package from public.birthday_packages as p where p.id = checked_booking.package_id;
    if not found then
      raise exception 'This birthday package is no longer available. Please choose another one.'
        using errcode = 'VN013', detail = 'packageId', hint = private.refusal('booking.package_gone');
    end if;
    minutes := package.duration;
    party := coalesce(party, package.max_people);
    if party < package.min_people or party > package.max_people then
      perform private.refuse('booking.package_guests', jsonb_build_object('min', package.min_people, 'max', package.max_people), private.package_guests_message(package.min_people, package.max_people), 'people');
    end if;
    party_rounds := 1;
  else
    if checked_booking.package_id is not null then
      perform private.refuse('booking.package_not_allowed', '{}'::jsonb, 'A regular booking has no package', 'packageId');
    end if;
    if party is null or party < 1 or party > 12 then perform private.refuse('booking.people_range', jsonb_build_object('max', 12), 'Choose 1 to 12 people', 'people'); end if;
    if party_rounds < 1 or party_rounds > 3 then perform private.refuse('booking.rounds_range', jsonb_build_object('max', 3), 'Choose 1 to 3 rounds', 'rounds'); end if;
  end if;
  if char_length(clean_notes) > 500 then
    perform private.refuse('field.notes_too_long', jsonb_build_object('max', 500), 'Notes must be at most 500 characters', 'notes');
  end if;
  if not private.is_plain_text(clean_notes) then
    perform private.refuse('field.hidden_characters', '{}'::jsonb, 'Please remove hidden formatting characters', 'notes');
  end if;

  perform private.check_booking_time(
    checked_booking.date, checked_booking."time", minutes, coalesce(is_slot_under_way_bookable, false)
  );

  booking.name := clean_name;
  booking.phone := clean_phone;
  booking.email := nullif(clean_email, '');
  booking.people := party;
  booking.rounds := party_rounds;
  booking.date := checked_booking.date;
  booking.time := checked_booking."time";
  booking.type := booking_type;
  booking.bundle_id := package.id;
  booking.bundle_name := private.text_in(package.title, private.known_locale(checked_booking.locale));
  booking.bundle_price := package.price;
  booking.duration := minutes;
  booking.customer_notes := clean_notes;
  booking.locale := private.known_locale(checked_booking.locale);
  booking.status := 'pending';
  booking.source := 'website';
  return booking;
end;
$function$;

CREATE OR REPLACE FUNCTION private.claim_lane(day date, slots text[], lane integer)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  taken_slot text;
begin
  if claim_lane.lane not between 1 and private.lane_count() then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lane', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count()));
  end if;
  perform private.lock_slot_loads(day, slots);
  select h.time into taken_slot
  from public.slot_lanes as h
  where h.date = day and h.time = any (slots) and h.lane = claim_lane.lane
  order by h.time
  limit 1;
  if taken_slot is not null then
    raise exception 'Lane % is taken at % by another booking.', claim_lane.lane, taken_slot
      using errcode = 'VN009', detail = 'lane', hint = private.refusal('lane.taken', jsonb_build_object('lane', claim_lane.lane, 'time', taken_slot));
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION private.customer_booking_ids(phone text, email text)
 RETURNS uuid[]
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  wanted_phone text := nullif(private.normalise_phone(customer_booking_ids.phone), '');
  wanted_email text := nullif(lower(private.trimmed(customer_booking_ids.email)), '');
begin
  if wanted_phone is null and wanted_email is null then
    perform private.refuse('customer.contact_required', '{}'::jsonb, 'Enter the customer''s phone number or email address.', 'customer');
  end if;
  return array(
    select b.id from public.bookings as b
    where b.erased_at is null and (b.phone = wanted_phone or lower(b.email) = wanted_email)
    order by b.id
  );
end;
$function$;

CREATE OR REPLACE FUNCTION private.free_lane(day date, slots text[])
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  load record;
  fullest_slot text;
  fullest integer := -1;
  lane integer;
begin
  for load in select * from private.lock_slot_loads(day, slots) loop
    if load.approved >= private.lane_count() then
      raise exception '%', private.capacity_message(day, load.slot, load.approved) using errcode = 'VN001', hint = private.refusal('booking.slot_full', private.capacity_params(day, load.slot, load.approved));
    end if;
    if load.approved > fullest then
      fullest_slot := load.slot;
      fullest := load.approved;
    end if;
  end loop;
  lane := private.lowest_free_lane(day, slots, null);
  if lane is null then
    -- A free lane in each slot but none in all of them: no lane for the whole booking.
    raise exception '%', private.capacity_message(day, fullest_slot, private.lane_count()) using errcode = 'VN001', hint = private.refusal('booking.slot_full', private.capacity_params(day, fullest_slot, private.lane_count()));
  end if;
  return lane;
end;
$function$;

CREATE OR REPLACE FUNCTION private.guard_booking_attendance()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
        using errcode = 'VN005', hint = private.refusal('booking.attendance_not_approved', jsonb_build_object('status', new.status));
    end if;
    if not private.is_slot_past(new.date, new.time, now()) then
      raise exception 'A booking can be marked arrived or no-show once its time has started.'
        using errcode = 'VN006', hint = private.refusal('booking.attendance_too_early');
    end if;
  end if;
  return new;
end;
$function$;

CREATE OR REPLACE FUNCTION private.guard_booking_update()
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
    if (new.date is distinct from old.date or new.time is distinct from old.time) and old.status <> 'approved' then
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

CREATE OR REPLACE FUNCTION private.keep_a_manager()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not exists (select 1 from public.staff where role = 'jana') then
    raise exception 'The last manager account cannot be removed or demoted.'
      using errcode = 'VN030', hint = private.refusal('staff.last_manager');
  end if;
  return null;
end;
$function$;

CREATE OR REPLACE FUNCTION private.lock_booking(target uuid)
 RETURNS public.bookings
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  booking public.bookings;
begin
  select * into booking from public.bookings as b where b.id = target for update;
  if not found then
    raise exception 'This booking no longer exists.' using errcode = 'PT404', hint = private.refusal('booking.not_found');
  end if;
  return booking;
end;
$function$;

CREATE OR REPLACE FUNCTION private.place_booking_lane()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  was_approved boolean := tg_op = 'UPDATE' and old.status = 'approved';
  slots text[] := private.covered_slots(new.time, new.duration);
  load record;
  fullest_slot text;
  fullest integer := -1;
begin
  if new.status <> 'approved' then
    new.lane := null;
  elsif (tg_op = 'INSERT' and new.lane is not null) or (was_approved and new.lane is distinct from old.lane) then
    -- A lane set explicitly (the database owner): slot_lanes' key judges it.
    null;
  elsif was_approved and new.date = old.date and new.time = old.time and new.duration = old.duration then
    return new;
  else
    for load in select * from private.lock_slot_loads(new.date, slots) loop
      if load.approved > fullest then
        fullest_slot := load.slot;
        fullest := load.approved;
      end if;
    end loop;
    new.lane := private.lowest_free_lane(new.date, slots, new.id, case when was_approved then old.lane end);
    if new.lane is null then
      -- Full, or a free lane in each slot but none in all of them: no lane for the whole booking.
      raise exception '%', private.capacity_message(new.date, fullest_slot, private.lane_count())
        using errcode = 'VN001', hint = private.refusal('booking.slot_full', private.capacity_params(new.date, fullest_slot, private.lane_count()));
    end if;
  end if;

  if was_approved then
    delete from public.slot_lanes as h where h.booking_id = old.id;
  end if;
  if new.status = 'approved' then
    insert into public.slot_lanes (date, time, lane, booking_id)
    select new.date, slot, new.lane, new.id from unnest(slots) as slot order by slot;
  end if;
  return new;
end;
$function$;

CREATE OR REPLACE FUNCTION private.assign_lanes(day date DEFAULT NULL::date)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  booking record;
  slots text[];
  free smallint;
  placed integer := 0;
begin
  perform 1
  from public.slot_loads as l
  where assign_lanes.day is null or l.date = assign_lanes.day
  order by l.date, l.time
  for update;
  delete from public.slot_lanes as h where assign_lanes.day is null or h.date = assign_lanes.day;

  for booking in
    select b.id, b.date, b.time, b.duration, b.lane
    from public.bookings as b
    where b.status = 'approved' and (assign_lanes.day is null or b.date = assign_lanes.day)
    order by b.date, b.created_at, b.id
    for update
  loop
    slots := private.covered_slots(booking.time, booking.duration);
    free := private.lowest_free_lane(booking.date, slots, booking.id);
    if free is null then
      raise exception '%', private.capacity_message(booking.date, booking.time, private.lane_count())
        using errcode = 'VN001', hint = private.refusal('booking.slot_full', private.capacity_params(booking.date, booking.time, private.lane_count()));
    end if;
    if free is distinct from booking.lane then
      update public.bookings as b set lane = free where b.id = booking.id;
    else
      insert into public.slot_lanes (date, time, lane, booking_id)
      select booking.date, slot, free, booking.id from unnest(slots) as slot order by slot;
    end if;
    placed := placed + 1;
  end loop;
  return placed;
end;
$function$;

CREATE OR REPLACE FUNCTION private.require_manager_to_erase()
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can erase a customer''s data.' using errcode = '42501', hint = private.refusal('access.manager_only', jsonb_build_object('action', 'erase a customer''s data'));
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION private.require_staff(action text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff()) then
    raise exception 'Only venue staff can %.', action using errcode = '42501', hint = private.refusal('access.staff_only', jsonb_build_object('action', action));
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION private.staff_booking_source(value text)
 RETURNS public.booking_source
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if value is null or value not in ('phone', 'walk_in') then
    perform private.refuse('booking.source_choice', '{}'::jsonb, 'Choose phone or walk-in', 'source');
  end if;
  return value::public.booking_source;
end;
$function$;

CREATE OR REPLACE FUNCTION private.booking_reference(number bigint)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
declare
  alphabet constant text := private.booking_reference_alphabet();
  base constant bigint := length(private.booking_reference_alphabet());
  code_length integer := 4;
  size bigint := base ^ 4;
  rest bigint := number - 1;
  spread bigint;
  code text := '';
begin
  if number < 1 then
    raise exception 'A booking reference is numbered from 1, not %.', number using hint = private.refusal('internal.reference_number', jsonb_build_object('number', number));
  end if;
  while rest >= size loop
    rest := rest - size;
    code_length := code_length + 1;
    size := size * base;
  end loop;
  if code_length > 6 then
    raise exception 'Booking references are used up (number %).', number using hint = private.refusal('internal.references_used_up', jsonb_build_object('number', number));
  end if;
  spread := (rest * 2147483647 + 104729) % size;
  for position in 1..code_length loop
    code := substr(alphabet, (spread % base)::integer + 1, 1) || code;
    spread := spread / base;
  end loop;
  return 'SZ-' || code;
end;
$function$;

CREATE OR REPLACE FUNCTION public.approve_booking(booking_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  booking public.bookings;
  lane integer;
begin
  perform private.require_staff('approve bookings');
  booking := private.lock_booking(approve_booking.booking_id);
  if booking.status <> 'pending' then
    raise exception 'Only pending bookings can be approved or rejected. This booking is %.', booking.status
      using errcode = 'VN002', hint = private.refusal('booking.not_pending', jsonb_build_object('status', booking.status));
  end if;
  perform private.free_lane(booking.date, private.covered_slots(booking.time, booking.duration));
  update public.bookings as b set status = 'approved' where b.id = booking.id returning b.lane into lane;
  return lane;
end;
$function$;

CREATE OR REPLACE FUNCTION public.mark_booking_attendance(booking_id uuid, attendance text)
 RETURNS public.booking_attendance
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  recorded public.booking_attendance;
begin
  perform private.require_staff('record arrivals and no-shows');
  if mark_booking_attendance.attendance is not null
    and mark_booking_attendance.attendance not in ('arrived', 'no_show') then
    perform private.refuse('booking.attendance_choice', '{}'::jsonb, 'Choose arrived or no-show', 'attendance');
  end if;
  perform private.lock_booking(mark_booking_attendance.booking_id);
  update public.bookings as b
  set attendance = mark_booking_attendance.attendance::public.booking_attendance
  where b.id = mark_booking_attendance.booking_id
  returning b.attendance into recorded;
  return recorded;
end;
$function$;

CREATE OR REPLACE FUNCTION public.move_booking_lane(booking_id uuid, lane smallint)
 RETURNS smallint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  booking public.bookings;
  slots text[];
  taken_slot text;
  moved smallint;
begin
  perform private.require_staff('move bookings to another lane');
  if move_booking_lane.lane is null or move_booking_lane.lane not between 1 and private.lane_count() then
    raise exception 'Choose a lane from 1 to %.', private.lane_count() using errcode = 'VN008', detail = 'lane', hint = private.refusal('lane.range', jsonb_build_object('lanes', private.lane_count()));
  end if;
  booking := private.lock_booking(move_booking_lane.booking_id);
  if booking.status <> 'approved' then
    raise exception 'Only approved bookings can be moved to another lane. This booking is %.', booking.status
      using errcode = 'VN007', hint = private.refusal('lane.move_not_approved', jsonb_build_object('status', booking.status));
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
      using errcode = 'VN009', detail = 'lane', hint = private.refusal('lane.taken', jsonb_build_object('lane', move_booking_lane.lane, 'time', taken_slot));
  end if;

  update public.bookings as b set lane = move_booking_lane.lane where b.id = booking.id returning b.lane into moved;
  return moved;
end;
$function$;

CREATE OR REPLACE FUNCTION public.move_content_item(list public.ordered_content, item_id uuid, direction text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  current_position integer;
  target_position integer;
  has_neighbour boolean;
begin
  if not private.is_manager() then
    raise exception 'Only the manager can change the order.' using errcode = '42501', hint = private.refusal('access.manager_only', jsonb_build_object('action', 'change the order'));
  end if;
  if list is null or direction is null or direction not in ('up', 'down') then
    raise exception 'Move an item of menu_items, offers or faqs up or down.'
      using errcode = 'VN010', detail = 'direction', hint = private.refusal('content.move_choice');
  end if;

  perform private.lock_content_order(list);
  execute format('select t.position from public.%I as t where t.id = $1', list)
    into current_position using item_id;
  if current_position is null then
    raise exception 'This item no longer exists.' using errcode = 'PT404', hint = private.refusal('content.not_found');
  end if;

  target_position := current_position + case when direction = 'up' then -1 else 1 end;
  execute format('select exists (select 1 from public.%I as t where t.position = $1)', list)
    into has_neighbour using target_position;
  if not has_neighbour then
    return current_position;
  end if;

  execute format(
    'update public.%I as t set position = case when t.position = $1 then $2 else $1 end
     where t.position in ($1, $2)',
    list
  ) using current_position, target_position;
  return target_position;
end;
$function$;

CREATE OR REPLACE FUNCTION public.post_feedback(name text, rating integer, comment text)
 RETURNS public.feedback
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lim jsonb := private.feedback_limits();
  clean_name text := private.trimmed(coalesce(post_feedback.name, ''));
  clean_comment text := private.trimmed(coalesce(post_feedback.comment, ''));
  client_key text := private.feedback_client_key();
  too_many text := 'Too many feedback posts from this network. Please try again later.';
  posted public.feedback;
begin
  if clean_name = '' then perform private.refuse('field.name_required', '{}'::jsonb, 'Name is required', 'name'); end if;
  if char_length(clean_name) > (lim ->> 'nameMaxLength')::integer then
    perform private.refuse('field.name_too_long', jsonb_build_object('max', (lim ->> 'nameMaxLength')::integer), format('Name must be at most %s characters', lim ->> 'nameMaxLength'), 'name');
  end if;
  if not private.is_plain_line(clean_name) then
    perform private.refuse('field.name_hidden_characters', '{}'::jsonb, 'Name cannot contain line breaks or hidden formatting characters', 'name');
  end if;
  if post_feedback.rating is null or post_feedback.rating not between 1 and 5 then
    perform private.refuse('feedback.rating_range', jsonb_build_object('min', 1, 'max', 5), 'Rating must be between 1 and 5', 'rating');
  end if;
  if clean_comment = '' then perform private.refuse('feedback.comment_required', '{}'::jsonb, 'Comment is required', 'comment'); end if;
  if char_length(clean_comment) > (lim ->> 'commentMaxLength')::integer then
    perform private.refuse('feedback.comment_too_long', jsonb_build_object('max', (lim ->> 'commentMaxLength')::integer), format('Comment must be at most %s characters', lim ->> 'commentMaxLength'), 'comment');
  end if;
  if not private.is_plain_text(clean_comment) then
    perform private.refuse('field.hidden_characters', '{}'::jsonb, 'Please remove hidden formatting characters', 'comment');
  end if;

  perform private.take_feedback_limit(
    'post_feedback', array[client_key], (lim ->> 'feedbackPostsPerAddressBurst')::integer,
    make_interval(mins => (lim ->> 'feedbackPostBurstMinutes')::integer), too_many
  );
  perform private.take_feedback_limit(
    'post_feedback_daily', array[client_key], (lim ->> 'feedbackPostsPerAddressDaily')::integer,
    interval '1 day', too_many
  );

  insert into public.feedback (name, rating, comment)
  values (clean_name, post_feedback.rating, clean_comment)
  returning * into posted;
  return posted;
end;
$function$;

CREATE OR REPLACE FUNCTION public.reject_booking(booking_id uuid, reason text, reason_key text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  booking public.bookings;
begin
  perform private.require_staff('reject bookings');
  if nullif(private.trimmed(coalesce(reject_booking.reason, '')), '') is null then
    raise exception 'Please enter a reason for rejection' using errcode = 'VN004', detail = 'reason', hint = private.refusal('booking.rejection_reason_required');
  end if;
  if char_length(private.trimmed(reject_booking.reason)) > 500 then
    raise exception 'Reason must be at most 500 characters' using errcode = 'VN010', detail = 'reason', hint = private.refusal('booking.rejection_reason_too_long', jsonb_build_object('max', 500));
  end if;
  if reject_booking.reason_key is not null
    and not reject_booking.reason_key = any (private.rejection_reason_keys()) then
    raise exception 'Choose one of the quick reasons, or type the reason' using errcode = 'VN010',
      detail = 'reason_key', hint = private.refusal('booking.rejection_reason_key');
  end if;
  booking := private.lock_booking(reject_booking.booking_id);
  if booking.status <> 'pending' then
    raise exception 'Only pending bookings can be approved or rejected. This booking is %.', booking.status
      using errcode = 'VN002', hint = private.refusal('booking.not_pending', jsonb_build_object('status', booking.status));
  end if;
  update public.bookings as b
  set status = 'rejected',
    rejection_reason = private.trimmed(reject_booking.reason),
    rejection_reason_key = reject_booking.reason_key
  where b.id = booking.id;
end;
$function$;

CREATE OR REPLACE FUNCTION public.reschedule_booking(booking_id uuid, new_date date, new_time text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  booking public.bookings;
  old_slots text[];
  new_slots text[];
  load record;
  others integer;
  lane integer;
begin
  perform private.require_staff('reschedule bookings');
  booking := private.lock_booking(reschedule_booking.booking_id);
  if booking.status <> 'approved' then
    raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003', hint = private.refusal('booking.reschedule_not_approved');
  end if;
  new_slots := private.check_booking_time(new_date, new_time, booking.duration);
  if new_date = booking.date and new_time = booking.time then
    return booking.lane;
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
      raise exception '%', private.capacity_message(new_date, load.slot, others) using errcode = 'VN001', hint = private.refusal('booking.slot_full', private.capacity_params(new_date, load.slot, others));
    end if;
  end loop;

  update public.bookings as b set date = new_date, time = new_time where b.id = booking.id returning b.lane into lane;
  return lane;
end;
$function$;

CREATE OR REPLACE FUNCTION public.set_my_locale(new_locale text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_staff() then
    raise exception 'Only venue staff can choose a back-office language.' using errcode = '42501', hint = private.refusal('access.staff_only', jsonb_build_object('action', 'choose a back-office language'));
  end if;
  if new_locale is null or not private.is_known_locale(new_locale) then
    raise exception 'Choose English or Arabic.' using errcode = 'VN010', detail = 'locale', hint = private.refusal('staff.locale_choice');
  end if;
  update public.staff set locale = new_locale where id = (select auth.uid());
  return new_locale;
end;
$function$;

CREATE OR REPLACE FUNCTION public.set_second_factor_required(required boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can change how staff sign in.' using errcode = '42501', hint = private.refusal('access.manager_only', jsonb_build_object('action', 'change how staff sign in'));
  end if;
  if required is null then
    raise exception 'Choose whether a second factor is required.' using errcode = 'VN010', detail = 'required', hint = private.refusal('staff.second_factor_choice');
  end if;
  if required and not private.has_second_factor((select auth.uid())) then
    raise exception 'Set up your own two-step sign-in before requiring it of all staff.'
      using errcode = 'VN031', hint = private.refusal('staff.second_factor_own_first');
  end if;
  update private.staff_security
  set second_factor_required = required, updated_at = now(), updated_by = (select auth.uid())
  where id;
  return required;
end;
$function$;

CREATE OR REPLACE FUNCTION public.staff_second_factors()
 RETURNS TABLE(id uuid, has_second_factor boolean)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can see how staff sign in.' using errcode = '42501', hint = private.refusal('access.manager_only', jsonb_build_object('action', 'see how staff sign in'));
  end if;
  return query select s.id, private.has_second_factor(s.id) from public.staff as s;
end;
$function$;

CREATE OR REPLACE FUNCTION public.venue_insights(period_from date, period_to date)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can see the venue''s numbers.' using errcode = '42501', hint = private.refusal('access.manager_only', jsonb_build_object('action', 'see the venue''s numbers'));
  end if;
  if period_from is null or period_to is null or period_to < period_from
    or not private.is_calendar_day(period_from) or not private.is_calendar_day(period_to) then
    perform private.refuse('insights.period_order', '{}'::jsonb, 'Choose a first and a last day, the last on or after the first.', 'period');
  end if;
  if period_to - period_from >= 366 then
    perform private.refuse('insights.period_too_long', jsonb_build_object('max', 366), 'Choose a period of at most 366 days.', 'period');
  end if;
  return jsonb_build_object(
    'from', to_char(period_from, 'YYYY-MM-DD'),
    'to', to_char(period_to, 'YYYY-MM-DD'),
    'requestsPerDay', private.insights_requests_per_day(period_from, period_to),
    'laneOccupancy', private.insights_lane_occupancy(period_from, period_to),
    'decisions', private.insights_decisions(period_from, period_to),
    'peopleAndRevenue', private.insights_people_and_revenue(period_from, period_to),
    'feedback', private.insights_feedback(period_from, period_to)
  );
end;
$function$;

CREATE OR REPLACE FUNCTION public.vote_feedback(feedback_id uuid, voter_id uuid, vote text)
 RETURNS TABLE(likes integer, dislikes integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lim jsonb := private.feedback_limits();
  vote_window interval := make_interval(mins => (lim ->> 'feedbackVoteWindowMinutes')::integer);
  client_key text := private.feedback_client_key();
  too_many text := 'Too many votes from this network. Please try again later.';
  wanted public.feedback_vote;
  previous public.feedback_vote;
  like_delta integer := 0;
  dislike_delta integer := 0;
begin
  if vote_feedback.vote is null or vote_feedback.vote not in ('like', 'dislike', 'none') then
    raise exception 'A vote is like, dislike or none.' using errcode = 'VN020', hint = private.refusal('feedback.vote_choice');
  end if;
  if vote_feedback.voter_id is null then
    raise exception 'A voter id is required.' using errcode = 'VN020', hint = private.refusal('feedback.voter_required');
  end if;
  wanted := nullif(vote_feedback.vote, 'none')::public.feedback_vote;

  perform private.take_feedback_limit(
    'vote_feedback_address', array[client_key], (lim ->> 'feedbackVotesPerAddress')::integer,
    vote_window, too_many
  );
  perform private.take_feedback_limit(
    'vote_feedback_voter', array['voter:' || vote_feedback.voter_id], (lim ->> 'feedbackVotesPerVoter')::integer,
    vote_window, too_many
  );
  perform private.take_feedback_limit(
    'vote_feedback_entry', array[client_key || ':' || vote_feedback.feedback_id],
    (lim ->> 'feedbackVotesPerAddressOnOneEntry')::integer, vote_window, too_many
  );

  -- Lock the item first: concurrent votes on one item are applied one after another.
  perform 1 from public.feedback as f where f.id = vote_feedback.feedback_id for update;
  if not found then
    raise exception 'This feedback no longer exists.' using errcode = 'PT404', hint = private.refusal('feedback.not_found');
  end if;

  select v.vote into previous
  from public.feedback_votes as v
  where v.feedback_id = vote_feedback.feedback_id and v.voter_id = vote_feedback.voter_id;

  if previous is not distinct from wanted then
    return query
      select f.likes, f.dislikes from public.feedback as f where f.id = vote_feedback.feedback_id;
    return;
  end if;

  like_delta := (case when wanted = 'like' then 1 else 0 end) - (case when previous = 'like' then 1 else 0 end);
  dislike_delta := (case when wanted = 'dislike' then 1 else 0 end)
    - (case when previous = 'dislike' then 1 else 0 end);

  if wanted is null then
    delete from public.feedback_votes as v
    where v.feedback_id = vote_feedback.feedback_id and v.voter_id = vote_feedback.voter_id;
  else
    insert into public.feedback_votes as v (feedback_id, voter_id, vote)
    values (vote_feedback.feedback_id, vote_feedback.voter_id, wanted)
    on conflict on constraint feedback_votes_pkey
    do update set vote = excluded.vote, updated_at = now();
  end if;

  return query
    update public.feedback as f
    set likes = greatest(f.likes + like_delta, 0),
        dislikes = greatest(f.dislikes + dislike_delta, 0)
    where f.id = vote_feedback.feedback_id
    returning f.likes, f.dislikes;
end;
$function$;

drop function private.refuse(text, text);
