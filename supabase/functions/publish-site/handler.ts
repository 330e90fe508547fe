// publish-site: calls the static host's deploy hook so that the prerendered site is built again
// with the content as it now is (docs/decisions/033). Called every minute with the project's
// secret key (pg_cron + pg_net hosted, only when changes wait and are quiet; the local stack's
// tick), it publishes the waiting changes once they are due; called by the manager ("Publish
// site"), it publishes at once. Either way the database claims the publish first, so two callers
// make one build, and the call's end is recorded for the manager to read.
import { json, methodNotAllowed, refuse } from '../_shared/json.ts';
import { isProjectCaller } from '../_shared/project-caller.ts';
import { bearerToken, type StaffCheck } from '../_shared/staff-caller.ts';

/** A row of `site_publishes` as the function reads and returns it. */
export type SitePublish = {
  id: number;
  cause: 'content' | 'manager';
  state: 'calling' | 'succeeded' | 'failed';
  started_at: string;
  finished_at: string | null;
  reason: 'not_configured' | 'unreachable' | 'refused' | null;
  http_status: number | null;
  error: string | null;
};

/** How the deploy hook's call ended, as `record_site_publish` takes it. */
export type HookOutcome =
  | { succeeded: true; httpStatus: number }
  | {
      succeeded: false;
      reason: 'not_configured' | 'unreachable' | 'refused';
      httpStatus?: number;
      error: string;
    };

export type PublishSiteDeps = {
  /** The keys the project's own jobs present: the secret key (and a legacy service-role key). */
  secretKeys: readonly string[];
  /** SITE_DEPLOY_HOOK_URL, or null when the project has none. */
  hookUrl: string | null;
  identifyStaff: (request: Request) => Promise<StaffCheck>;
  /** The debounced publish of waiting changes (`claim_site_publish`), or null when none is due. */
  claimDue: () => Promise<SitePublish | null>;
  /** A publish now, asked for with the manager's own token (`request_site_publish`). */
  requestNow: (token: string) => Promise<SitePublish | null>;
  record: (id: number, outcome: HookOutcome) => Promise<SitePublish | null>;
  fetchFn: typeof fetch;
  log: (line: string) => void;
};

/** How long the host has to take the hook: hosts answer at once and build afterwards. */
const hookTimeoutMs = 20_000;

export async function handlePublishSite(
  request: Request,
  deps: PublishSiteDeps,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed();
  let publish: SitePublish | null;
  if (isProjectCaller(request, deps.secretKeys)) {
    publish = await deps.claimDue();
  } else {
    const check = await deps.identifyStaff(request);
    if (!check.ok) return check.response;
    if (check.caller.role !== 'jana') {
      return refuse(403, 'access.manager_only', 'Only the manager can publish the site.', {
        action: 'publish the site',
      });
    }
    publish = await deps.requestNow(bearerToken(request) ?? '');
  }
  // Nothing due, or a publish is already calling the hook: no second build.
  if (!publish) return json({ publish: null });
  const outcome = await callHook(deps);
  if (!outcome.succeeded) deps.log(`publish-site: ${outcome.reason}: ${outcome.error}`);
  return json({ publish: (await deps.record(publish.id, outcome)) ?? publish });
}

/** Calls the deploy hook once: a POST with no body, as Netlify, Vercel and Cloudflare Pages take it. */
async function callHook(deps: PublishSiteDeps): Promise<HookOutcome> {
  if (!deps.hookUrl) {
    return {
      succeeded: false,
      reason: 'not_configured',
      error: 'SITE_DEPLOY_HOOK_URL is not set.',
    };
  }
  let response: Response;
  try {
    response = await deps.fetchFn(deps.hookUrl, {
      method: 'POST',
      signal: AbortSignal.timeout(hookTimeoutMs),
    });
  } catch (error) {
    return { succeeded: false, reason: 'unreachable', error: (error as Error).message };
  }
  const body = await response.text().catch(() => '');
  if (response.ok) return { succeeded: true, httpStatus: response.status };
  return {
    succeeded: false,
    reason: 'refused',
    httpStatus: response.status,
    error: `HTTP ${response.status}${body ? `: ${body.slice(0, 300)}` : ''}`,
  };
}
