-- What WhatsApp tells the project back (docs/decisions/030): delivery statuses of the messages
-- the outbox sent, and customers' replies, of which STOP (or its Arabic) withdraws consent. The
-- webhook function verifies Meta's signature and records them through these service-role calls.

create table private.whatsapp_inbound (
  id text primary key,
  received_at timestamptz not null default now(),
  constraint whatsapp_inbound_id_check check (private.is_filled(id, 200))
);

comment on table private.whatsapp_inbound is 'The ids of the customers'' WhatsApp messages the webhook handled: Meta may deliver one twice, and it is handled once.';

alter table private.whatsapp_inbound enable row level security;

create or replace function public.record_whatsapp_status(
  message_id text, status text, at timestamptz default now(), error text default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  found uuid;
begin
  -- Statuses only move forward: a late "delivered" after "read" changes nothing, and the same
  -- notification twice writes the same.
  update public.notifications as n
  set delivered_at = case when record_whatsapp_status.status in ('delivered', 'read')
        then coalesce(n.delivered_at, at) else n.delivered_at end,
      read_at = case when record_whatsapp_status.status = 'read' then coalesce(n.read_at, at) else n.read_at end,
      error = case when record_whatsapp_status.status = 'failed'
        then left(coalesce(record_whatsapp_status.error, 'Undeliverable'), 2000) else n.error end
  where n.channel = 'whatsapp' and n.provider_id = message_id
  returning n.id into found;
  return found is not null;
end;
$$;

comment on function public.record_whatsapp_status(text,text,timestamptz,text) is 'Service role: a delivery status WhatsApp reported for a message the outbox sent (delivered, read, failed with its error); statuses only move forward. False when no message has that id.';

revoke all on function public.record_whatsapp_status(text,text,timestamptz,text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_status(text,text,timestamptz,text) to service_role;

create or replace function public.record_whatsapp_reply(message_id text, phone text, body text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- WhatsApp writes the sender's number as digits only.
  number text := private.normalise_phone('+' || regexp_replace(coalesce(phone, ''), '\D', '', 'g'));
  word text := upper(btrim(regexp_replace(coalesce(body, ''), '[[:space:][:punct:]]+', ' ', 'g')));
begin
  insert into private.whatsapp_inbound (id) values (message_id) on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;
  if number is null or not private.is_phone(number) then
    return 'ignored';
  end if;
  if word in ('STOP', 'UNSUBSCRIBE', 'توقف', 'إيقاف', 'ايقاف', 'الغاء', 'إلغاء') then
    insert into public.whatsapp_opt_outs as o (phone) values (number)
    on conflict (phone) do update set opted_out_at = now();
    -- What had not gone to this number on WhatsApp goes by e-mail where there is one.
    with stopped as (
      update public.notifications as n set state = 'skipped', reason = 'opted_out'
      from public.bookings as b
      where b.id = n.booking_id and b.phone = number and n.channel = 'whatsapp' and n.state = 'due'
      returning n.*
    )
    insert into public.notifications (booking_id, event, channel, key, due_at, detail, fallback_of)
    select s.booking_id, s.event, 'email', regexp_replace(s.key, ':whatsapp$', ':email'), s.due_at, s.detail, s.id
    from stopped as s
    join public.bookings as b on b.id = s.booking_id
    where b.email is not null
    on conflict (key) do nothing;
    return 'opted_out';
  end if;
  return 'kept';
end;
$$;

comment on function public.record_whatsapp_reply(text,text,text) is 'Service role: a customer''s WhatsApp message, once per message id. STOP (or its Arabic) withdraws the number''s consent: its WhatsApp messages not yet sent are skipped and go by e-mail where the booking has an address. Answers duplicate, ignored, opted_out or kept.';

revoke all on function public.record_whatsapp_reply(text,text,text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_reply(text,text,text) to service_role;
