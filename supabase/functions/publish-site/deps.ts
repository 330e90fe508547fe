// The real dependencies of publish-site: the service-role client for the scheduled claim and the
// record, the manager's own token for "Publish site", the deploy hook's URL from the environment.
import { projectKey } from '../_shared/keys.ts';
import { lazy } from '../_shared/serve.ts';
import { identifyStaff } from '../_shared/staff-caller.ts';
import { callerClient, serviceClient, staffLookups } from '../_shared/supabase.ts';
import type { PublishSiteDeps, SitePublish } from './handler.ts';

const env = (name: string) => Deno.env.get(name);

/** A publish function's answer: null when the function returned no row. */
function publishOf(row: unknown): SitePublish | null {
  const publish = row as SitePublish | null;
  return publish && publish.id !== null ? publish : null;
}

export const publishSiteDeps = lazy((): PublishSiteDeps => {
  const client = serviceClient(env);
  const lookups = staffLookups(client, env);
  return {
    secretKeys: [projectKey(env, 'secret'), env('SUPABASE_SERVICE_ROLE_KEY')?.trim()].filter(
      (key): key is string => Boolean(key),
    ),
    hookUrl: env('SITE_DEPLOY_HOOK_URL')?.trim() || null,
    identifyStaff: (request) => identifyStaff(request, lookups),
    async claimDue() {
      const { data, error } = await client.rpc('claim_site_publish');
      if (error) throw new Error(`Could not claim a publish: ${error.message}`);
      return publishOf(data);
    },
    async requestNow(token) {
      const { data, error } = await callerClient(env, token).rpc('request_site_publish');
      if (error) throw new Error(`Could not start a publish: ${error.message}`);
      return publishOf(data);
    },
    async record(id, outcome) {
      const { data, error } = await client.rpc('record_site_publish', {
        publish_id: id,
        succeeded: outcome.succeeded,
        ...(outcome.succeeded
          ? { http_status: outcome.httpStatus }
          : {
              reason: outcome.reason,
              error: outcome.error,
              ...(outcome.httpStatus ? { http_status: outcome.httpStatus } : {}),
            }),
      });
      if (error) throw new Error(`Could not record publish ${id}: ${error.message}`);
      return publishOf(data);
    },
    fetchFn: fetch,
    log: (line) => console.error(line),
  };
});
