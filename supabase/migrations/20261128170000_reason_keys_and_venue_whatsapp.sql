-- Reasons in the customer's language and a manage page that says everything once (issue 27,
-- points 5 and 8):
-- * bookings.rejection_reason_key: a quick reason reception picks is stored as a key beside its
--   English text, so the e-mail writes it in the booking's language, the desk in the staff
--   member's and the manage page in the page's. A reason reception types has no key and goes as
--   typed. The keys are private.rejection_reason_keys(), the mirror of rejectionReasonKeys in
--   packages/domain (a data test holds them equal); an unknown key is refused with VN010
--   (detail reason_key) and nothing is written.
-- * reject_booking and reject_booking_batch take the key as an optional third argument; the
--   two-argument signatures are dropped so PostgREST sees one candidate each.
-- * guard_booking_update keeps the key with the reason: cleared by an approval, kept by a
--   cancellation and by every other update.
-- * managed_booking (what a manage link shows) gains the booking's id (the calendar event's UID,
--   the same as the e-mail's invite), its reschedule count (the event's SEQUENCE), the package
--   price per person (the party's total and deposit), the customer's own notes, and the
--   rejection's reason and key. Still no phone, e-mail or staff notes.
-- * venue_contacts: one row with the venue's WhatsApp number, a mobile number separate from the
--   landline, read by everyone (the site's WhatsApp links) and changed by the manager only.

create function private.rejection_reason_keys()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$ select array['slot_unavailable', 'full_capacity', 'party_size'] $$;
comment on function private.rejection_reason_keys() is
  'The quick rejection reasons staff pick, as keys each app and the e-mails write in their own language. The mirror of rejectionReasonKeys in packages/domain.';

alter table public.bookings add column rejection_reason_key text;
alter table public.bookings add constraint bookings_rejection_reason_key_known
  check (rejection_reason_key is null or rejection_reason_key = any (private.rejection_reason_keys()));
alter table public.bookings add constraint bookings_rejection_reason_key_when_rejected
  check (rejection_reason_key is null or status = 'rejected');
comment on column public.bookings.rejection_reason_key is
  'The quick reason staff picked (private.rejection_reason_keys()), written in each reader''s language; null for a reason staff typed, which rejection_reason holds as typed. rejection_reason holds a keyed reason''s English text.';

grant update (rejection_reason_key) on table public.bookings to authenticated;

create or replace function private.guard_booking_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if new.status is distinct from old.status and new.status = 'cancelled' then
    if old.status not in ('pending', 'approved') then
      raise exception 'Only pending or approved bookings can be cancelled. This booking is %.', old.status
        using errcode = 'VN015';
    end if;
    if coalesce(current_setting('venue.cancelling_booking', true), '') <> old.id::text then
      raise exception 'Only the customer can cancel a booking, from the link they were given.'
        using errcode = '42501';
    end if;
    if new.date is distinct from old.date or new.time is distinct from old.time then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
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
        using errcode = 'VN002';
    end if;
    if new.date is distinct from old.date or new.time is distinct from old.time then
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
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
        raise exception 'Please enter a reason for rejection' using errcode = 'VN004', detail = 'reason';
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
      raise exception 'Only approved bookings can be rescheduled.' using errcode = 'VN003';
    end if;
  end if;
  new.manage_token_hash := old.manage_token_hash;

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

drop function public.reject_booking_batch(uuid, text);
drop function public.reject_booking(uuid, text);

create function public.reject_booking(booking_id uuid, reason text, reason_key text default null)
returns void
language plpgsql
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
  if reject_booking.reason_key is not null
    and not reject_booking.reason_key = any (private.rejection_reason_keys()) then
    raise exception 'Choose one of the quick reasons, or type the reason' using errcode = 'VN010',
      detail = 'reason_key';
  end if;
  booking := private.lock_booking(reject_booking.booking_id);
  if booking.status <> 'pending' then
    raise exception 'Only pending bookings can be approved or rejected. This booking is %.', booking.status
      using errcode = 'VN002';
  end if;
  update public.bookings as b
  set status = 'rejected',
    rejection_reason = private.trimmed(reject_booking.reason),
    rejection_reason_key = reject_booking.reason_key
  where b.id = booking.id;
end;
$$;
comment on function public.reject_booking(uuid, text, text) is
  'Staff: rejects a pending booking with a reason: typed (reason_key null) or a quick reason''s key (private.rejection_reason_keys()) with its English text.';
grant execute on function public.reject_booking(uuid, text, text) to authenticated, service_role;
revoke execute on function public.reject_booking(uuid, text, text) from public, anon;

create function public.reject_booking_batch(booking_id uuid, reason text, reason_key text default null)
returns setof uuid
language plpgsql
set search_path = ''
as $$
declare
  batch uuid[];
  member uuid;
begin
  perform private.require_staff('reject bookings');
  -- Every member locked at once, in one order, so two desks rejecting overlapping batches queue.
  select coalesce(array_agg(locked.id order by locked.id), '{}') into batch
  from (
    select b.id from public.bookings as b
    where b.id in (select private.booking_batch(reject_booking_batch.booking_id))
    order by b.id
    for update
  ) as locked;
  if not reject_booking_batch.booking_id = any (batch) then
    -- Gone or decided meanwhile: reject_booking says which, and nothing is written.
    perform public.reject_booking(
      reject_booking_batch.booking_id, reject_booking_batch.reason, reject_booking_batch.reason_key
    );
  end if;
  foreach member in array batch loop
    if (select b.status from public.bookings as b where b.id = member) = 'pending' then
      perform public.reject_booking(member, reject_booking_batch.reason, reject_booking_batch.reason_key);
      return next member;
    end if;
  end loop;
end;
$$;
comment on function public.reject_booking_batch(uuid, text, text) is
  'Staff: rejects with one reason (typed, or a quick reason''s key with its English text) every pending request from the same client address or with the same phone within an hour of the booking, and answers their ids.';
grant execute on function public.reject_booking_batch(uuid, text, text) to authenticated, service_role;
revoke execute on function public.reject_booking_batch(uuid, text, text) from public, anon;

-- The manage link's view of the booking.
alter type public.managed_booking add attribute id uuid;
alter type public.managed_booking add attribute reschedule_count integer;
alter type public.managed_booking add attribute bundle_price numeric(10,2);
alter type public.managed_booking add attribute customer_notes text;
alter type public.managed_booking add attribute rejection_reason text;
alter type public.managed_booking add attribute rejection_reason_key text;
comment on type public.managed_booking is
  'What a manage link shows: the booking''s own fields (its id for the calendar event, the package price per person, the customer''s own notes, a rejection''s reason), whether it can be cancelled now and until when. No phone, e-mail or staff notes.';

create or replace function private.managed_view(booking public.bookings)
returns public.managed_booking
language sql
stable
set search_path = ''
as $$
  select row(
    booking.status, booking.date, booking.time, booking.duration, booking.people, booking.rounds,
    booking.type, booking.bundle_name, booking.locale, booking.name,
    private.is_cancellable(booking.status, booking.date, booking.time, now()),
    private.cancel_until(booking.date, booking.time),
    booking.reference,
    booking.id, booking.reschedule_count, booking.bundle_price, booking.customer_notes,
    booking.rejection_reason, booking.rejection_reason_key
  )::public.managed_booking
$$;

-- The venue's WhatsApp number.
create function private.is_mobile_phone(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$ select value ~ '^\+97[02]5[0-9]{8}$' $$;
comment on function private.is_mobile_phone(text) is
  'True for a Palestinian mobile number in its stored E.164 form (+9705XXXXXXXX or +9725XXXXXXXX), the kind WhatsApp runs on. The mirror of mobilePhonePattern in packages/domain.';

create table public.venue_contacts (
  id boolean default true not null,
  whatsapp_number text not null,
  updated_at timestamp with time zone default now() not null,
  constraint venue_contacts_pkey primary key (id),
  constraint venue_contacts_id_check check (id),
  constraint venue_contacts_whatsapp_number_mobile check (private.is_mobile_phone(whatsapp_number))
);
comment on table public.venue_contacts is
  'The venue''s contact settings the manager edits, one row: the WhatsApp number (a mobile, separate from the landline) every WhatsApp link of the site opens.';
comment on column public.venue_contacts.whatsapp_number is
  'The mobile number the venue answers WhatsApp on, E.164 (+9705XXXXXXXX).';

alter table public.venue_contacts enable row level security;

create policy "venue contacts are public" on public.venue_contacts
  for select
  to anon, authenticated
  using (true);

create policy "the manager edits venue contacts" on public.venue_contacts
  for update
  to authenticated
  using ((select private.is_manager()))
  with check ((select private.is_manager()));

create trigger stamp_updated_at before update on public.venue_contacts
  for each row execute function private.stamp_updated_at();

revoke all on table public.venue_contacts from anon, authenticated;
grant select on table public.venue_contacts to anon, authenticated;
grant update (whatsapp_number) on table public.venue_contacts to authenticated;
grant all on table public.venue_contacts to service_role;

insert into public.venue_contacts (whatsapp_number) values ('+970592950000');
