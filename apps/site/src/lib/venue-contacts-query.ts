import { queryOptions } from '@tanstack/react-query';
import { getVenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { withPublicClient } from './with-public-client.ts';

/**
 * The venue's contact settings the manager edits (the WhatsApp number, the address in each
 * language), one query for every part of the site that shows them.
 */
export const venueContactKeys = {
  all: ['venue-contacts'] as const,
};

/** Read once per visit: the manager changes them rarely. */
export const venueContactsQuery = queryOptions({
  queryKey: venueContactKeys.all,
  queryFn: () => withPublicClient(getVenueContacts),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The same read at build time: every page's footer and structured data carry the address, so a
 * visitor without JavaScript (and a search engine) reads it too; the browser reads it again on
 * arrival, as it does the hours.
 */
export const venueContactsAtBuild = { queryKey: venueContactKeys.all, load: getVenueContacts };
