-- Reception sends a failed message again (docs/decisions/030): the back-office's "Messages" view
-- shows each message of a booking, and a failed one gets "Send again". The row goes back to the
-- outbox as due now, with its attempts counted from 0, for send-notifications to send within a
-- minute; nothing else about it changes.

create or replace function public.send_notification_again(notification_id uuid)
returns public.notifications
language plpgsql
security definer
set search_path = ''
as $$
declare
  message public.notifications;
  booking public.bookings;
begin
  perform private.require_staff('send messages again');
  select * into message from public.notifications as n
  where n.id = send_notification_again.notification_id
  for update;
  if not found then
    raise exception 'This message no longer exists.'
      using errcode = 'PT404', hint = private.refusal('message.not_found');
  end if;
  if message.state <> 'failed' then
    raise exception 'Only a failed message can be sent again. This message is %.', message.state
      using errcode = 'VN015', hint = private.refusal('message.not_failed', jsonb_build_object('state', message.state));
  end if;
  -- A deleted booking's messages keep no booking (booking_id is set null): there is nobody to
  -- send to any more. The booking's row is locked as a decision's would be.
  booking := private.lock_booking(message.booking_id);
  if booking.erased_at is not null then
    raise exception 'This customer''s details were erased: the message cannot be sent again.'
      using errcode = 'VN015', hint = private.refusal('message.booking_erased');
  end if;
  -- The key stays: the e-mail provider gets the same idempotency key, which is right, since the
  -- message is the same. A provider that refused the payload before refuses the same payload
  -- again only within 24 hours of the first request (Resend keeps an idempotency key for 24 h);
  -- after that it takes it as new.
  update public.notifications as n
  set state = 'due', due_at = now(), attempts = 0, reason = null, error = null
  where n.id = message.id
  returning n.* into message;
  return message;
end;
$$;

comment on function public.send_notification_again(uuid) is 'Staff: sends a failed message to a customer again: it is due now, its attempts counted from 0, its reason and error cleared (send-notifications sends it within a minute). Refused for a message in another state (message.not_failed), a deleted booking''s (booking.not_found) or an erased customer''s (message.booking_erased).';

revoke execute on function public.send_notification_again(uuid) from public, anon;
grant execute on function public.send_notification_again(uuid) to authenticated, service_role;
