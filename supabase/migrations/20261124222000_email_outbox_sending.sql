-- E-mails that are never silently lost. The send-booking-email function now writes the outbox row
-- of a decision as `sending` before it calls the provider, so a provider that hangs or a function
-- that dies leaves a row the desk shows (and, once stale, treats as failed) instead of nothing.
-- A reschedule is a decision the customer hears about too: the booking keeps when it was last
-- moved and how often, so the e-mail says it moved and its calendar invite replaces the old one
-- (same UID, higher SEQUENCE) with the same content on every retry.

alter type public.booking_email_status add value if not exists 'sending';

-- The claim is written before any request is made, so it counts no attempt yet. The new enum
-- value cannot be named in this transaction, hence the text comparison in the outcome check.
alter table public.booking_emails drop constraint booking_emails_attempts_check;
alter table public.booking_emails add constraint booking_emails_attempts_check check (attempts >= 0);
alter table public.booking_emails drop constraint booking_emails_outcome;
alter table public.booking_emails add constraint booking_emails_outcome check (
  (status = 'sent' and provider_id is not null and recipient is not null)
  or (status = 'failed' and error is not null)
  or (status = 'skipped' and recipient is null)
  or (status::text = 'sending' and recipient is not null and error is null)
);
comment on column public.booking_emails.attempts is
  'Requests made to the e-mail provider for this decision, retries included (0 while the first is on its way).';
comment on column public.booking_emails.updated_at is
  'Last change; a row still `sending` long after this was cut off and counts as failed.';

alter table public.bookings
  add column rescheduled_at timestamptz,
  add column reschedule_count integer not null default 0 check (reschedule_count >= 0);
comment on column public.bookings.rescheduled_at is
  'When an approved booking was last moved to another date or slot (set by the database).';
comment on column public.bookings.reschedule_count is
  'How often an approved booking was moved; the calendar invite''s SEQUENCE (set by the database).';

-- Stamps a move of an approved booking, whatever path the update takes; the columns are not
-- granted to clients, and anything else keeps the stored values.
create function private.stamp_booking_reschedule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'approved' and new.status = 'approved'
    and (new.date is distinct from old.date or new.time is distinct from old.time) then
    new.rescheduled_at := now();
    new.reschedule_count := old.reschedule_count + 1;
  else
    new.rescheduled_at := old.rescheduled_at;
    new.reschedule_count := old.reschedule_count;
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_booking_reschedule() from public, anon, authenticated;

-- Runs after guard_booking_update (triggers of one event fire in name order).
create trigger stamp_booking_reschedule
  before update on public.bookings
  for each row execute function private.stamp_booking_reschedule();

-- Records a claim (`sending`, no attempt yet) or the outcome of attempts for a decision e-mail:
-- the first write creates the row, later ones update it and add their attempts. A row already
-- `sent` stays sent (a concurrent duplicate or a late claim can never undo it).
create or replace function public.record_booking_email(
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
    p_idempotency_key, greatest(p_attempts, 0), p_created_by, now(),
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
