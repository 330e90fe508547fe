-- The outbox's sender every minute on hosted Supabase (docs/decisions/030): Supabase Cron
-- (pg_cron) makes the request with pg_net, as Supabase documents for scheduling edge functions,
-- reading the project's URL and secret key from Vault (`project_url` and
-- `send_notifications_key`, created once by hand: README, "Going live"). Where the extensions are
-- not installed (the local stack's PostgreSQL has neither) this does nothing, and the local stack
-- makes the same request itself every minute.

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the outbox is sent by another scheduler.';
    return;
  end if;
  -- Where Supabase puts them (Database > Extensions does the same): pg_cron's objects in its own
  -- `cron` schema, pg_net's in `extensions`, never in `public`.
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  -- Scheduling again under the same name replaces the job.
  perform cron.schedule(
    'send-notifications',
    '* * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/send-notifications',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets where name = 'send_notifications_key'
        )
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 55000
    ) as request_id;
    $job$
  );
end
$migration$;
