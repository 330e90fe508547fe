import { isLocale, type Locale } from '@venue/i18n/locales';

/** Which page a prerendered document holds: its deepest route and its language. */
export type PrerenderedPage = { routeId: string; locale: Locale };

/** The attributes the build writes on the app's container, read back by the client. */
export function prerenderedPageAttributes(page: PrerenderedPage): string {
  return `data-prerendered-route="${page.routeId}" data-prerendered-locale="${page.locale}"`;
}

/**
 * Drops the container's prerendered marks once the app is live: from then on the page is the
 * app's (and browser tests wait for that before they click).
 */
export function forgetPrerenderedPage(container: HTMLElement): void {
  delete container.dataset.prerenderedRoute;
  delete container.dataset.prerenderedLocale;
}

/** The page the container was prerendered with, or nothing for an empty shell. */
export function prerenderedPageOf(container: HTMLElement): PrerenderedPage | undefined {
  const { prerenderedRoute: routeId, prerenderedLocale: locale } = container.dataset;
  if (!routeId || !isLocale(locale)) return undefined;
  return { routeId, locale };
}

/** The id of the script element holding the page's build-time data (TanStack Query's state). */
export const prerenderedQueriesId = 'prerendered-queries';

/** The build-time data written into the page, if any. */
export function prerenderedQueries(): unknown {
  const text = document.getElementById(prerenderedQueriesId)?.textContent;
  return text ? JSON.parse(text) : undefined;
}
