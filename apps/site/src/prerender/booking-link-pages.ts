/**
 * The pages a booking link opens (`/booking/<page>/<token>`): the manage page and "I'm coming".
 * The build writes one shell of each per language (`booking/<page>.html`, `ar/booking/<page>.html`),
 * which the host serves for every token; the page reads the token's booking once it runs.
 */
export const bookingLinkPages = ['manage', 'coming'] as const;
