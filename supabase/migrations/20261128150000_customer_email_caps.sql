-- No e-mail relay, and the client address as a setting.
--
-- A visitor can make the venue e-mail an address they typed (the cancellation e-mail after a
-- cancellation by manage link, and the receipts to come). Such e-mails are capped per recipient
-- (3 a day), `cancellation-email` is capped per client address, one provider call is in flight per
-- e-mail, and a failed e-mail is not re-sent by an anonymous call before a back-off. What staff
-- decide is not capped. The limits read the client address through one rule, whose number of
-- trusted proxies is stored here (docs/decisions/006-client-address.md).

-- How many proxies of the platform's own stand to the right of the client's address in
-- X-Forwarded-For. 0: the last entry is the client's (the address the last proxy saw).
create table private.client_address_settings (
  id boolean primary key default true check (id),
  trusted_proxies integer not null default 0 check (trusted_proxies between 0 and 5)
);
comment on table private.client_address_settings is
  'How many trusted proxies append to X-Forwarded-For after the one that saw the client (set from public.client_address_check on the hosted project).';
insert into private.client_address_settings default values;
revoke all on private.client_address_settings from public, anon, authenticated, service_role;
alter table private.client_address_settings enable row level security;
create policy "the client address settings are never read by clients"
  on private.client_address_settings for select to anon, authenticated using (false);

-- The client's address in a forwarding chain: the entry `trusted_proxies` places from the right.
-- A chain shorter than that names nobody (null, one shared key), never an entry the client wrote.
create function private.client_ip(forwarded_for text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(private.trimmed(hops[cardinality(hops) - s.trusted_proxies]), '')
  from string_to_array(coalesce(forwarded_for, ''), ',') as hops,
    private.client_address_settings as s
$$;
revoke execute on function private.client_ip(text) from public;
grant execute on function private.client_ip(text) to anon, authenticated, service_role;

create or replace function private.request_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select private.client_ip(current_setting('request.headers', true)::json ->> 'x-forwarded-for')
$$;

-- Staff, before go-live and after any change in front of the project: the address the limits key
-- on for this very request, the setting, and the forwarding headers as they arrived.
create function public.client_address_check()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  headers constant json := coalesce(current_setting('request.headers', true), '{}')::json;
begin
  perform private.require_staff('see the client address check');
  return jsonb_build_object(
    'address', private.request_ip(),
    'trusted_proxies', (select s.trusted_proxies from private.client_address_settings as s),
    'headers', coalesce((
      select jsonb_object_agg(h.key, h.value)
      from json_each_text(headers) as h
      where h.key in (
        'x-forwarded-for', 'sb-forwarded-for', 'x-real-ip', 'cf-connecting-ip',
        'true-client-ip', 'forwarded', 'x-envoy-external-address'
      )
    ), '{}'::jsonb)
  );
end;
$$;
comment on function public.client_address_check() is
  'Staff: the client address the limits key on for this request, the trusted proxy count and the raw forwarding headers.';
revoke execute on function public.client_address_check() from public, anon;
grant execute on function public.client_address_check() to authenticated;

-- The caps on e-mails a visitor can cause.
create function private.customer_email_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_build_object(
    'perRecipientPerDay', 3,
    'cancellationPerAddress', jsonb_build_object('max', 10, 'windowMinutes', 60),
    'inFlightMinutes', 2,
    'retryAfterFailureMinutes', 10
  )
$$;

-- Service role (cancellation-email): takes one call from the client address in the forwarding
-- chain; false when that address has asked too often (nothing taken then).
create function public.take_cancellation_email_limit(forwarded_for text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  limit_of constant jsonb := private.customer_email_limits() -> 'cancellationPerAddress';
  window_length constant interval := make_interval(mins => (limit_of ->> 'windowMinutes')::integer);
begin
  delete from private.rate_limit_hits as h
  where h.bucket = 'cancellation_email' and h.hit_at < now() - window_length;
  perform private.take_rate_limit(
    'cancellation_email',
    array['ip:' || coalesce(private.client_ip(forwarded_for), 'unknown')],
    (limit_of ->> 'max')::integer,
    window_length
  );
  return true;
exception when sqlstate 'PT429' then
  return false;
end;
$$;
comment on function public.take_cancellation_email_limit(text) is
  'Service role: counts one cancellation-email call from the client address in the chain; false when over the cap.';
revoke execute on function public.take_cancellation_email_limit(text) from public, anon, authenticated;
grant execute on function public.take_cancellation_email_limit(text) to service_role;

-- Service role: claims the e-mail of one decision for a send a visitor caused. Answers `claimed`
-- (now `sending`: call the provider), `sent` (already; send nothing), `in_flight` (another call is
-- sending it), `retry_later` (it failed moments ago) or `recipient_capped` (this address already
-- got its e-mails for the day from visitors' actions).
create function public.claim_customer_email(
  p_booking_id uuid,
  p_kind public.booking_email_kind,
  p_recipient text,
  p_subject text,
  p_idempotency_key text
)
returns text
language plpgsql
set search_path = ''
as $$
declare
  limits constant jsonb := private.customer_email_limits();
  earlier public.booking_emails;
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('customer_email:' || p_idempotency_key, 0));
  select * into earlier from public.booking_emails as e where e.idempotency_key = p_idempotency_key;
  if found then
    if earlier.status = 'sent' then
      return 'sent';
    elsif earlier.status = 'sending'
      and earlier.updated_at > now() - make_interval(mins => (limits ->> 'inFlightMinutes')::integer) then
      return 'in_flight';
    elsif earlier.status = 'failed'
      and earlier.updated_at > now() - make_interval(mins => (limits ->> 'retryAfterFailureMinutes')::integer) then
      return 'retry_later';
    end if;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('customer_email_to:' || lower(p_recipient), 0));
  select count(*) into recent
  from public.booking_emails as e
  where lower(e.recipient) = lower(p_recipient)
    and e.created_by is null
    and e.created_at > now() - interval '1 day'
    and e.idempotency_key <> p_idempotency_key;
  if recent >= (limits ->> 'perRecipientPerDay')::integer then
    return 'recipient_capped';
  end if;

  perform public.record_booking_email(
    p_booking_id, p_kind, 'sending', p_recipient, p_subject, null, null, p_idempotency_key, 0, null
  );
  return 'claimed';
end;
$$;
comment on function public.claim_customer_email(uuid, public.booking_email_kind, text, text, text) is
  'Service role: claims a visitor-caused e-mail under the per-recipient cap, the in-flight guard and the retry back-off.';
revoke execute on function public.claim_customer_email(uuid, public.booking_email_kind, text, text, text) from public, anon, authenticated;
grant execute on function public.claim_customer_email(uuid, public.booking_email_kind, text, text, text) to service_role;

create index booking_emails_recipient_idx on public.booking_emails (lower(recipient), created_at)
  where created_by is null;
