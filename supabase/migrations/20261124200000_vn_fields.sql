-- The database refuses with the forms' own words, and every refusal of a booking names its field.
-- The rejection reason's refusals read as the back-office form writes them ("Please enter a reason
-- for rejection", "Reason must be at most 500 characters"), also when a rejection comes through a
-- direct update, which now names the reason field too. A booking request with an e-mail longer
-- than 254 characters is refused with the form's length message instead of "Email is invalid".
-- VN011 to VN014 keep naming their field in the error's detail (time, packageId, date), like VN010.
-- The bodies are those of 20261121090200_bookings.sql with only these messages changed.

create or replace function private.guard_booking_update()
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
        raise exception 'Please enter a reason for rejection' using errcode = 'VN004', detail = 'reason';
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

create or replace function public.request_booking(
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
  if char_length(clean_email) > 254 then
    perform private.refuse('Email must be at most 254 characters', 'email');
  end if;
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

create or replace function public.reject_booking(booking_id uuid, reason text)
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
    raise exception 'Please enter a reason for rejection' using errcode = 'VN004', detail = 'reason';
  end if;
  if char_length(private.trimmed(reject_booking.reason)) > 500 then
    raise exception 'Reason must be at most 500 characters' using errcode = 'VN010', detail = 'reason';
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
