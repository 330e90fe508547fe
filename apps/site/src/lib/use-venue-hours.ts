import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicClient } from '@venue/data/public-client';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { withPublicClient } from './with-public-client.ts';

/** How far ahead the venue's hours are read: the special periods and closures worth announcing. */
export const venueHoursDays = 90;

const venueHoursKey = ['venue', 'hours'] as const;

/** The venue's weekly hours, and its special periods and closures from today for 90 days. */
export function readVenueHours(client: PublicClient, now: Date = new Date()) {
  const today = venueToday(now, venueTimeZone);
  return getSchedule(client, { from: today, to: addDays(today, venueHoursDays) });
}

export const venueHoursQuery = queryOptions({
  queryKey: venueHoursKey,
  queryFn: () => withPublicClient((client) => readVenueHours(client)),
});

/**
 * The same read at build time: every page's footer shows the hours, and the structured data
 * search engines read carries them, so a visitor without JavaScript sees them too.
 */
export const venueHoursAtBuild = { queryKey: venueHoursKey, load: readVenueHours };

export function useVenueHours() {
  return useQuery(venueHoursQuery);
}
