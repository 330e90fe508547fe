-- "Affected by a closure" becomes one of the outbox's events (docs/decisions/028 and 030).
-- Reception's "Tell the customer" no longer sends the e-mail itself: it queues the message of each
-- booking a closure or the hours strand, in one transaction, and send-notifications sends it
-- within a minute, by e-mail and, with the customer's consent, on WhatsApp. The key carries the
-- flag's time: asking twice queues once, and a later change that flags the booking again makes a
-- new message. Only conflicts the customer can act on are told (a closed day or time, hours that
-- no longer offer the slot); a blocked lane is reception's to solve.

create or replace function private.is_customer_conflict(conflict jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(conflict ->> 'code', '') in (
    'booking.day_closed', 'booking.time_closed', 'booking.time_required', 'booking.past_closing'
  )
$$;

comment on function private.is_customer_conflict(jsonb) is 'Whether a flagged booking''s refusal is one its customer is told about (packages/domain/src/booking-conflicts.ts says the same).';

create or replace function public.tell_affected_customers(booking_ids uuid[])
returns table (booking_id uuid, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  booking public.bookings;
  flag public.booking_conflicts;
  key_base text;
begin
  perform private.require_staff('tell customers about a schedule change');
  for target in
    select distinct requested.id from unnest(booking_ids) as requested (id)
    where requested.id is not null
    order by requested.id
  loop
    booking_id := target;
    select * into booking from public.bookings as b where b.id = target for update;
    if not found then
      outcome := 'not_found';
      return next;
      continue;
    end if;
    select * into flag from public.booking_conflicts as c where c.booking_id = target;
    if not found
      or not private.is_customer_conflict(flag.conflict)
      or booking.status not in ('pending', 'approved')
      or booking.erased_at is not null then
      outcome := 'not_affected';
      return next;
      continue;
    end if;
    key_base := format('affected:%s:%s', booking.id,
      (extract(epoch from flag.flagged_at) * 1000)::bigint);
    if exists (
      select 1 from public.notifications as n
      where n.key in (key_base || ':email', key_base || ':whatsapp') and n.state <> 'skipped'
    ) then
      outcome := 'already_told';
      return next;
      continue;
    end if;
    perform private.queue_event(booking, 'affected', key_base,
      jsonb_build_object('flaggedAt', flag.flagged_at));
    outcome := case
      when booking.email is null and not private.whatsapp_allowed(booking) then 'no_contact'
      else 'queued'
    end;
    return next;
  end loop;
end;
$$;

comment on function public.tell_affected_customers(uuid[]) is 'Staff: queues the "affected" message (e-mail, and WhatsApp with consent) of each booking a closure or the hours strand, once per flag, and says per booking: queued, already_told, no_contact (nobody to send to: call them), not_affected (not flagged, a lane block only, no longer open) or not_found. send-notifications sends what is queued.';

revoke execute on function public.tell_affected_customers(uuid[]) from public, anon;
grant execute on function public.tell_affected_customers(uuid[]) to authenticated, service_role;
