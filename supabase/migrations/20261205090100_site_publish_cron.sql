-- The site's publish on hosted Supabase (docs/decisions/033): every minute Supabase Cron asks the
-- database whether changes are waiting and quiet (`private.is_site_publish_due()`), and only then
-- calls the `publish-site` function with pg_net, which claims the publish and calls the host's
-- deploy hook (SITE_DEPLOY_HOOK_URL, a function secret). The URL and the project's secret key come
-- from the Vault secrets the outbox's job reads (`project_url`, `send_notifications_key`: README,
-- Deploying). Where the extensions are not installed (the local stack's PostgreSQL has neither)
-- this does nothing, and the local stack makes the same check and call itself every minute.

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the site is published by another scheduler.';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  -- Scheduling again under the same name replaces the job.
  perform cron.schedule(
    'publish-site',
    '* * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/publish-site',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets where name = 'send_notifications_key'
        )
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 30000
    ) as request_id
    where private.is_site_publish_due();
    $job$
  );
end
$migration$;
