import { useQuery } from '@tanstack/react-query';
import type { ShownText } from '@venue/domain/localized-text';
import { shownVenueAddress } from '@venue/domain/venue';
import { useLocale } from './use-locale.ts';
import { venueContactsQuery } from './venue-contacts-query.ts';

/**
 * The venue's address on one line as the manager wrote it, in the page's language, else in the
 * other (a fallback: show it with its own `lang` and `dir`); the code's until it is read, or when
 * it cannot be. Never blank.
 */
export function useVenueAddress(): ShownText {
  const { data } = useQuery(venueContactsQuery);
  return shownVenueAddress(data?.address, useLocale());
}
