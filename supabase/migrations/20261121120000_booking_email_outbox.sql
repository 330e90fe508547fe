-- The booking e-mail outbox keeps one row per decision e-mail (its idempotency key), updated on
-- every attempt, so staff see at a glance whether a customer was told, how many tries it took and
-- why it failed. `skipped` replaces `skipped_no_email`, `attempts` and the times are added, and
-- only the send-booking-email function (service role) writes, through record_booking_email.

alter type public.booking_email_status rename value 'skipped_no_email' to 'skipped';

alter table public.booking_emails
  add column attempts integer not null default 1 check (attempts >= 1),
  add column updated_at timestamptz not null default now(),
  add column sent_at timestamptz,
  add constraint booking_emails_sent_at check ((status = 'sent') = (sent_at is not null));

comment on column public.booking_emails.attempts is
  'Requests made to the e-mail provider for this decision, retries included.';
comment on column public.booking_emails.idempotency_key is
  'One per booking decision (kind, decision time, date and slot); also sent to the provider.';

drop index public.booking_emails_one_sent_per_decision;
create unique index booking_emails_idempotency_key_key on public.booking_emails (idempotency_key);

-- Records an attempt for a decision e-mail: the first creates the row, later ones update it.
-- A row already `sent` stays sent (a concurrent duplicate can never mark it failed).
create function public.record_booking_email(
  p_booking_id uuid,
  p_kind public.booking_email_kind,
  p_status public.booking_email_status,
  p_recipient text,
  p_subject text,
  p_provider_id text,
  p_error text,
  p_idempotency_key text,
  p_attempts integer,
  p_created_by uuid
)
returns public.booking_emails
language sql
security invoker
set search_path = ''
as $$
  insert into public.booking_emails as e (
    booking_id, kind, status, recipient, subject, provider_id, error, idempotency_key,
    attempts, created_by, updated_at, sent_at
  )
  values (
    p_booking_id, p_kind, p_status, p_recipient, p_subject, p_provider_id, p_error,
    p_idempotency_key, greatest(p_attempts, 1), p_created_by, now(),
    case when p_status = 'sent' then now() end
  )
  on conflict (idempotency_key) do update set
    status = case when e.status = 'sent' then e.status else excluded.status end,
    recipient = case when e.status = 'sent' then e.recipient else excluded.recipient end,
    provider_id = case when e.status = 'sent' then e.provider_id else excluded.provider_id end,
    error = case when e.status = 'sent' then null else excluded.error end,
    attempts = e.attempts + excluded.attempts,
    updated_at = now(),
    sent_at = case when e.status = 'sent' then e.sent_at else excluded.sent_at end
  returning e.*;
$$;
comment on function public.record_booking_email is
  'Outbox bookkeeping of the send-booking-email function (service role only).';
revoke all on function public.record_booking_email from public, anon, authenticated;
grant execute on function public.record_booking_email to service_role;
