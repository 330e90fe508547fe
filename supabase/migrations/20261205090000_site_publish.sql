-- The built site follows the content (docs/decisions/033). The public site is a prerendered static
-- build: its FAQ and menu are written into the HTML when it is built, so a change the manager saves
-- reaches visitors without JavaScript and search engines only with the next build. Every write to
-- what the site shows marks a publish as wanted (`site_publish_state`); the `publish-site` function,
-- called every minute (pg_cron hosted, the local stack's tick) and by the manager's "Publish site",
-- claims a publish once the changes have been quiet for two minutes (or have waited fifteen), calls
-- the host's deploy hook and records how the call ended (`site_publishes`). Only the manager reads
-- either table; only the database and the function write them.

create table public.site_publish_state (
  id boolean primary key default true check (id),
  -- The last change to the site's content since the last publish was claimed (null: none waits).
  changed_at timestamptz,
  -- The first of those changes: a manager who keeps editing still gets a build after a while.
  first_changed_at timestamptz,
  constraint site_publish_state_both_or_neither check ((changed_at is null) = (first_changed_at is null))
);

comment on table public.site_publish_state is
  'Whether content changed since the site was last published (one row): written by triggers on the content tables, cleared when a publish is claimed. The manager reads it.';

alter table public.site_publish_state enable row level security;

create policy "the manager reads the publish state" on public.site_publish_state
  for select
  to authenticated
  using ((select private.is_manager()));

revoke all on table public.site_publish_state from anon, authenticated;
grant select on table public.site_publish_state to authenticated;
grant all on table public.site_publish_state to service_role;

insert into public.site_publish_state (id) values (true);

create table public.site_publishes (
  id bigint generated always as identity primary key,
  -- What asked for it: changes that went quiet (`content`) or the manager's button (`manager`).
  cause text not null check (cause in ('content', 'manager')),
  requested_by uuid references auth.users (id) on delete set null,
  started_at timestamptz not null default now(),
  -- `calling` while the function calls the deploy hook, then how the call ended.
  state text not null default 'calling' check (state in ('calling', 'succeeded', 'failed')),
  finished_at timestamptz,
  -- Why a publish failed: `not_configured` (no SITE_DEPLOY_HOOK_URL), `unreachable` (no answer,
  -- or none in time), `refused` (the host answered an error status, in `http_status`).
  reason text check (reason in ('not_configured', 'unreachable', 'refused')),
  http_status smallint check (http_status between 100 and 599),
  error text check (char_length(error) <= 500),
  constraint site_publishes_outcome check (
    (state = 'calling' and finished_at is null and reason is null)
    or (state = 'succeeded' and finished_at is not null and reason is null)
    or (state = 'failed' and finished_at is not null and reason is not null)
  )
);

comment on table public.site_publishes is
  'Each call of the site''s deploy hook: when, why, and whether the host took it (succeeded) or why not (failed). Written only by the publish functions; the manager reads it.';

create index site_publishes_started_at on public.site_publishes (started_at desc);
create index site_publishes_requested_by on public.site_publishes (requested_by);

alter table public.site_publishes enable row level security;

create policy "the manager reads the publishes" on public.site_publishes
  for select
  to authenticated
  using ((select private.is_manager()));

revoke all on table public.site_publishes from anon, authenticated;
grant select on table public.site_publishes to authenticated;
grant all on table public.site_publishes to service_role;

-- How long changes must be quiet before a publish, and the longest a change waits for one.
create function private.site_publish_quiet() returns interval
language sql immutable set search_path = '' as $$ select interval '2 minutes' $$;

create function private.site_publish_longest_wait() returns interval
language sql immutable set search_path = '' as $$ select interval '15 minutes' $$;

-- A deploy hook call that has not ended after this long is taken as lost (the function died).
create function private.site_publish_call_lost() returns interval
language sql immutable set search_path = '' as $$ select interval '2 minutes' $$;

create function private.mark_site_publish_wanted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.site_publish_state as s
  set changed_at = now(), first_changed_at = coalesce(s.first_changed_at, now())
  where s.id;
  return null;
end;
$$;

comment on function private.mark_site_publish_wanted() is
  'Trigger, at commit: a change to what the site shows makes a publish wanted (security definer: the manager cannot write the state).';

do $triggers$
declare
  content_table text;
begin
  foreach content_table in array array[
    'faqs', 'menu_items', 'offers', 'birthday_packages', 'prices', 'zone_media',
    'venue_contacts', 'venue_schedule', 'opening_hours', 'special_hours', 'closures'
  ] loop
    -- Deferred to the commit: the state row is locked last, after every content row the
    -- transaction touches, so two transactions editing content can never wait on each other in
    -- a circle (one holding the state row, the other a content row it still needs).
    execute format(
      'create constraint trigger mark_site_publish_wanted after insert or update or delete '
      'on public.%I deferrable initially deferred '
      'for each row execute function private.mark_site_publish_wanted()',
      content_table
    );
  end loop;
end
$triggers$;

-- Whether a publish is under way: a call that started less than the lost time ago and has not ended.
create function private.is_site_publish_calling() returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.site_publishes as p
    where p.state = 'calling' and p.started_at > now() - private.site_publish_call_lost()
  )
$$;

-- Whether the changes waiting are due for a publish: quiet long enough, or waiting too long, and
-- no publish under way. The minute's job asks this before it calls the function.
create function private.is_site_publish_due() returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.site_publish_state as s
    where s.changed_at is not null
      and (s.changed_at <= now() - private.site_publish_quiet()
        or s.first_changed_at <= now() - private.site_publish_longest_wait())
  ) and not private.is_site_publish_calling()
$$;

-- A lost call ends as failed, so the status never shows "publishing" for ever.
create function private.end_lost_site_publishes() returns void
language sql set search_path = '' as $$
  update public.site_publishes as p
  set state = 'failed', finished_at = now(), reason = 'unreachable',
    error = 'The deploy hook call did not end.'
  where p.state = 'calling' and p.started_at <= now() - private.site_publish_call_lost()
$$;

create function public.claim_site_publish() returns public.site_publishes
language plpgsql security invoker set search_path = '' as $$
declare
  publish public.site_publishes;
begin
  -- One claimer at a time: the state row is the lock.
  perform 1 from public.site_publish_state for update;
  perform private.end_lost_site_publishes();
  if not private.is_site_publish_due() then
    return null;
  end if;
  update public.site_publish_state as s set changed_at = null, first_changed_at = null where s.id;
  insert into public.site_publishes (cause) values ('content') returning * into publish;
  return publish;
end;
$$;

comment on function public.claim_site_publish() is
  'The publish function (service role): a publish of the waiting changes once they are quiet, or null when none is due or one is under way.';

revoke execute on function public.claim_site_publish() from public, anon, authenticated;
grant execute on function public.claim_site_publish() to service_role;

create function public.request_site_publish() returns public.site_publishes
language plpgsql security definer set search_path = '' as $$
declare
  publish public.site_publishes;
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can publish the site.'
      using errcode = '42501', hint = private.refusal('access.manager_only', jsonb_build_object('action', 'publish the site'));
  end if;
  perform 1 from public.site_publish_state for update;
  perform private.end_lost_site_publishes();
  -- A second click while the first publish calls the hook makes no second build.
  if private.is_site_publish_calling() then
    return null;
  end if;
  update public.site_publish_state as s set changed_at = null, first_changed_at = null where s.id;
  insert into public.site_publishes (cause, requested_by)
  values ('manager', (select auth.uid()))
  returning * into publish;
  return publish;
end;
$$;

comment on function public.request_site_publish() is
  'Manager, through the publish function: a publish now, whatever waits, or null while one is under way (security definer: the manager cannot write the publishes).';

revoke execute on function public.request_site_publish() from public, anon;
grant execute on function public.request_site_publish() to authenticated, service_role;

create function public.record_site_publish(
  publish_id bigint,
  succeeded boolean,
  reason text default null,
  http_status integer default null,
  error text default null
) returns public.site_publishes
language sql security invoker set search_path = '' as $$
  update public.site_publishes as p
  set state = case when succeeded then 'succeeded' else 'failed' end,
    finished_at = now(),
    reason = case when succeeded then null else record_site_publish.reason end,
    http_status = record_site_publish.http_status,
    error = left(record_site_publish.error, 500)
  where p.id = publish_id and p.state = 'calling'
  returning p.*
$$;

comment on function public.record_site_publish(bigint, boolean, text, integer, text) is
  'The publish function (service role): how its call of the deploy hook ended.';

revoke execute on function public.record_site_publish(bigint, boolean, text, integer, text) from public, anon, authenticated;
grant execute on function public.record_site_publish(bigint, boolean, text, integer, text) to service_role;
