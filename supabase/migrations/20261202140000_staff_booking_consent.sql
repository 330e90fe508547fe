-- Reception records the customer's consent to WhatsApp messages on a booking taken on the phone
-- or at the counter, as the site's form does beside the number: create_staff_booking takes
-- whatsapp_consent (false by default) and keeps its time and wording version with the booking, so
-- the outbox sends its approval, decision and reminders on WhatsApp too (decision 030). The body is
-- the current one with the consent added; the grants are as before.

drop function public.create_staff_booking(text,text,integer,integer,date,text,text,text,public.booking_type,uuid,text,text,boolean,integer);

create function public.create_staff_booking(name text, phone text, people integer, rounds integer, date date, "time" text, source text, email text DEFAULT NULL::text, type public.booking_type DEFAULT 'regular'::public.booking_type, package_id uuid DEFAULT NULL::uuid, notes text DEFAULT NULL::text, locale text DEFAULT 'en'::text, approve boolean DEFAULT true, lane integer DEFAULT NULL::integer, whatsapp_consent boolean DEFAULT false)
 RETURNS TABLE(booking_id uuid, assigned_lane integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  booking public.bookings;
  booking_source public.booking_source;
  is_approved boolean := coalesce(create_staff_booking.approve, true);
  consented constant boolean := coalesce(create_staff_booking.whatsapp_consent, false);
  slots text[];
  needed integer;
  chosen smallint[];
  new_id uuid;
  taken_lane integer;
begin
  perform private.require_staff('take bookings');
  booking := private.checked_booking(
    create_staff_booking.name, create_staff_booking.phone, create_staff_booking.email,
    create_staff_booking.people, create_staff_booking.rounds, create_staff_booking.date,
    create_staff_booking."time", create_staff_booking.type, create_staff_booking.package_id,
    create_staff_booking.notes, create_staff_booking.locale, false, true
  );
  booking_source := private.staff_booking_source(create_staff_booking.source);
  slots := private.covered_slots(booking.time, booking.duration);
  needed := private.lanes_needed_for(booking.type, booking.people, booking.bundle_id);

  if is_approved and create_staff_booking.lane is not null then
    -- The chosen lane is the first of the adjacent lanes the booking needs.
    chosen := private.lane_run_from(create_staff_booking.lane, needed);
    perform private.claim_lanes(booking.date, slots, chosen);
  elsif is_approved then
    perform private.free_lanes(booking.date, slots, needed);
  end if;

  insert into public.bookings (
    name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
    customer_notes, locale, source, status, approved_at, approved_by, lanes, whatsapp_consent_at,
    whatsapp_consent_wording
  )
  values (
    booking.name, booking.phone, booking.email, booking.people, booking.rounds, booking.date, booking.time,
    booking.type, booking.bundle_id, booking.bundle_name, booking.bundle_price, booking.duration,
    booking.customer_notes, booking.locale, booking_source,
    case when is_approved then 'approved' else 'pending' end::public.booking_status,
    case when is_approved then now() end,
    case when is_approved then (select auth.uid()) end,
    case when is_approved then chosen end,
    case when consented then now() end,
    case when consented then private.whatsapp_consent_wording() end
  )
  returning id, bookings.lane into new_id, taken_lane;

  booking_id := new_id;
  assigned_lane := taken_lane;
  return next;
end;
$function$;

comment on function public.create_staff_booking(text,text,integer,integer,date,text,text,text,public.booking_type,uuid,text,text,boolean,integer,boolean) is 'Staff: takes a booking on the phone or at the counter with the public form''s rules (e-mail optional, no public limits, the slot under way bookable until it ends). Approved unless approve is false: it takes the lanes it needs from the given lane on, adjacent (VN008 no such lanes, VN009 one taken or blocked), or the lowest free ones (VN001 when too few are free), under the approval''s locks; a pending one holds no lane. With whatsapp_consent the customer agreed (asked by reception) to booking messages on WhatsApp: recorded with its time and wording version. Returns the booking id and, when approved, its lowest lane.';

revoke all on function public.create_staff_booking(text,text,integer,integer,date,text,text,text,public.booking_type,uuid,text,text,boolean,integer,boolean) from public, anon;
grant execute on function public.create_staff_booking(text,text,integer,integer,date,text,text,text,public.booking_type,uuid,text,text,boolean,integer,boolean) to authenticated, service_role;
