import type { VenueClient } from '../client.ts';
import { invokeFunction } from '../function-refusal.ts';
import { type SitePublish, toSitePublish } from './get-site-publish-status.ts';

type PublishAnswer = { publish: Parameters<typeof toSitePublish>[0] | null };

/**
 * "Publish site": asks the `publish-site` function, as the signed-in manager, to call the host's
 * deploy hook now. Answers the publish as it ended (succeeded, or failed with its reason), or null
 * when a publish was already under way. Refused with `access.manager_only` (403) for other staff
 * and `access.signed_out` (401) without a session.
 */
export async function publishSite(client: VenueClient): Promise<SitePublish | null> {
  const answer = await invokeFunction<PublishAnswer>(client, 'publish-site', {});
  return answer?.publish ? toSitePublish(answer.publish) : null;
}
