import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/** One call of the site's deploy hook, as the manager reads it (`site_publishes`). */
export type SitePublish = {
  id: number;
  /** `content`: changes that went quiet; `manager`: "Publish site". */
  cause: 'content' | 'manager';
  /** `calling` while the hook is being called; then whether the host took it. */
  state: 'calling' | 'succeeded' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  reason: 'not_configured' | 'unreachable' | 'refused' | null;
  httpStatus: number | null;
};

/**
 * Where the site's publishing stands: the last publish (null before the first), and since when
 * changes have been waiting for the next one (null when the built site has every change).
 */
export type SitePublishStatus = {
  last: SitePublish | null;
  changesWaitingSince: string | null;
  lastChangeAt: string | null;
};

export const sitePublishColumns =
  'id, cause, state, started_at, finished_at, reason, http_status' as const;

type SitePublishRow = {
  id: number;
  cause: string;
  state: string;
  started_at: string;
  finished_at: string | null;
  reason: string | null;
  http_status: number | null;
};

export function toSitePublish(row: SitePublishRow): SitePublish {
  return {
    id: row.id,
    cause: row.cause as SitePublish['cause'],
    state: row.state as SitePublish['state'],
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    reason: row.reason as SitePublish['reason'],
    httpStatus: row.http_status,
  };
}

/**
 * The publishing status (the manager only: for anyone else the tables show no rows, and this
 * answers null).
 */
export async function getSitePublishStatus(client: VenueClient): Promise<SitePublishStatus | null> {
  const [state, last] = await Promise.all([
    client.from('site_publish_state').select('changed_at, first_changed_at').maybeSingle(),
    client
      .from('site_publishes')
      .select(sitePublishColumns)
      .order('started_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1)
      .maybeSingle(),
  ]);
  const stateRow = unwrap(state);
  const lastRow = unwrap(last);
  if (!stateRow) return null;
  return {
    last: lastRow ? toSitePublish(lastRow) : null,
    changesWaitingSince: stateRow.first_changed_at,
    lastChangeAt: stateRow.changed_at,
  };
}
