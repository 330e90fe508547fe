import { venue, venueAddress } from '@venue/domain/venue';

/**
 * The venue's facts as every page's footer shows them in English: its name, address, e-mail and
 * the names of its social networks. Data, not messages: the pseudo-locale tests let them through.
 */
export const venueFactsInEnglish: readonly string[] = [
  venue.name,
  venueAddress('en'),
  venue.email,
  ...venue.socialLinks.map((link) => link.label),
];
