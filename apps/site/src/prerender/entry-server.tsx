/**
 * The build-time render of one page (see `build-plugin.ts`): the address's routes load their
 * code, and React renders the page to HTML as the browser's first render will produce it (data
 * parts in their loading state).
 */

import { i18n } from '@lingui/core';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createPublicReadClient, type VenueClient } from '@venue/data/client';
import type { VenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { venueToday } from '@venue/domain/clock';
import type { Schedule } from '@venue/domain/schedule';
import { shownVenueAddress, venueTimeZone } from '@venue/domain/venue';
import {
  basenameOf,
  type Locale,
  localeOf,
  locales,
  localizedPath,
  sourceLocale,
} from '@venue/i18n/locales';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import WebSocket from 'ws';
import { createRoutes, loadRoutes } from '../app/router.tsx';
import { routesAt, SiteRoutes } from '../app/site-routes.tsx';
import { readAppConfig } from '../lib/config.ts';
import { readVenueHours, venueHoursAtBuild } from '../lib/use-venue-hours.ts';
import { venueContactsAtBuild } from '../lib/venue-contacts-query.ts';
import { scriptJson, venueJsonLd } from '../seo/head.ts';
import { type PageSeoKey, pageSeo } from '../seo/pages.ts';
import { robotsTxt, type SitePage, sitemapXml } from '../seo/site-files.ts';
import { bookingLinkPages } from './booking-link-pages.ts';
import { type PageContent, pageDocument } from './page-document.ts';
import { loadScriptsAfterPaint } from './scripts-after-paint.ts';

export type RenderedPage = PageContent & {
  /** What React places in <head> (title, description, canonical, alternates, share cards). */
  head: string;
  /** 200, or 404 for the not-found page. */
  status: number;
};

/** A query the build runs with its own client: the key the page's query uses, and the read. */
type DataAtBuild = {
  queryKey: QueryKey;
  load: (client: VenueClient) => Promise<unknown>;
};

/**
 * Lists read at build time and written into their page, by route: content the page must show
 * without JavaScript: the FAQ's answers, the cafe menu (whose first picture is the page's largest
 * paint), the loyalty offers, the birthday packages and the newest five reviews. The browser
 * refreshes each on arrival.
 */
const dataAtBuild: Partial<Record<string, () => Promise<DataAtBuild>>> = {
  faq: () => import('../features/faq/use-faqs.ts').then((m) => m.faqsAtBuild),
  menu: () => import('../features/menu/use-menu-items.ts').then((m) => m.menuItemsAtBuild),
  offers: () => import('../features/offers/use-offers.ts').then((m) => m.offersAtBuild),
  birthdayPackages: () =>
    import('../lib/use-birthday-packages.ts').then((m) => m.birthdayPackagesAtBuild),
  feedback: () =>
    import('../features/feedback/api/use-feedback-list.ts').then((m) => m.feedbackAtBuild),
};

let buildClient: VenueClient | undefined;

/** A client for reading public content at build time: the visitors' key, no session. */
function clientAtBuild(): VenueClient {
  buildClient ??= createPublicReadClient(readAppConfig().supabase, WebSocket as never);
  return buildClient;
}

/**
 * Reads a route's build-time data into the query cache, beside what every page shows (`shared`:
 * the venue's hours and contact settings). Without the API (a build on a machine that cannot reach it) the page is
 * written with its loading state instead, and says so.
 */
async function readDataAtBuild(routeId: string, queryClient: QueryClient, shared: SharedData) {
  for (const { queryKey, data } of shared) queryClient.setQueryData(queryKey, data);
  const read = dataAtBuild[routeId];
  if (read) {
    const { queryKey, load } = await read();
    try {
      queryClient.setQueryData(queryKey, await load(clientAtBuild()));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`The ${routeId} page is written in its loading state (${reason}).`);
    }
  }
  const state = dehydrate(queryClient);
  return state.queries.length > 0 ? state : undefined;
}

/** Data read once at build time that every page carries. */
type SharedData = readonly { queryKey: QueryKey; data: unknown }[];

/** The venue's hours at build time, or null (and a warning) when the API cannot be reached. */
async function venueHoursAtBuildTime(): Promise<Schedule | null> {
  try {
    return await readVenueHours(clientAtBuild());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`The pages are written without the venue's hours (${reason}).`);
    return null;
  }
}

/**
 * The venue's contact settings at build time (the address every footer shows), or null (and a
 * warning) when the API cannot be reached: the pages then show the code's address.
 */
async function venueContactsAtBuildTime(): Promise<VenueContacts | null> {
  try {
    return await venueContactsAtBuild.load(clientAtBuild());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`The pages are written with the code's venue address (${reason}).`);
    return null;
  }
}

/** Renders the page at `path` (without its locale prefix: `/menu`) in `locale`. */
export async function renderPage(
  locale: Locale,
  path: string,
  shared: SharedData = [],
): Promise<RenderedPage> {
  let queryClient: Promise<QueryClient> | undefined;
  const loadQueryClient = () => {
    queryClient ??= import('../app/query-client.ts').then((module) => module.createQueryClient());
    return queryClient;
  };
  const routes = createRoutes(loadQueryClient, locale, { prefetch: false });
  const basename = basenameOf(locale);
  const url = new URL(localizedPath(locale, path), 'http://prerender.invalid');
  const matched = routesAt(routes, url.pathname, basename);
  const leaf = matched.at(-1);
  if (!leaf?.id) throw new Error(`${url.pathname} matched no page.`);
  await loadRoutes(matched);
  const queries = await readDataAtBuild(leaf.id, await loadQueryClient(), shared);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url.pathname} basename={basename}>
        <SiteRoutes routes={routes} />
      </StaticRouter>
    </StrictMode>,
  );
  const { head, body } = splitHoistables(html);
  return {
    html: body,
    head,
    routeId: leaf.id,
    status: leaf.id === 'notFound' ? 404 : 200,
    queries,
  };
}

/**
 * React writes the elements it hoists into <head> (`<title>`, `<meta>`, `<link>`) at the start
 * of a render that has no <head> of its own: they are moved to the page's head, where hydration
 * finds them again.
 */
function splitHoistables(html: string): { head: string; body: string } {
  const hoistable = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
  let body = html;
  const head: string[] = [];
  for (let match = hoistable.exec(body); match; match = hoistable.exec(body)) {
    head.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { head: head.join('\n    '), body };
}

/** The pages with an address of their own, read from the route table: `/`, `/menu`... */
export function publicPages(): SitePage[] {
  const [root] = createRoutes(() => Promise.reject(new Error('No data at build time.')));
  return (root?.children ?? []).flatMap((route) => {
    if (!route.id || !Object.hasOwn(pageSeo, route.id)) return [];
    const seo = pageSeo[route.id as PageSeoKey];
    if (route.index) return [{ path: '/', seo }];
    return route.path && !/[:*]/.test(route.path) ? [{ path: `/${route.path}`, seo }] : [];
  });
}

export type PrerenderInput = {
  /** The client build's index.html (its scripts and styles), which every page is written into. */
  template: string;
  /** The site's public origin, for absolute URLs. */
  siteUrl: string;
};

export type PrerenderOutput = {
  /** Each page's HTML and the file a static host serves it from. */
  pages: { file: string; html: string }[];
  sitemap: string;
  robots: string;
};

/** The venue as structured data for search engines, in the active language (every page has it). */
function venueJsonLdTag(
  siteUrl: string,
  hours: Schedule | null,
  contacts: VenueContacts | null,
): string {
  const today = venueToday(new Date(), venueTimeZone);
  const locale = localeOf(i18n);
  const json = venueJsonLd({
    i18n,
    locale,
    siteUrl,
    hours: hours && { schedule: hours, today },
    address: shownVenueAddress(contacts?.address, locale).text,
  });
  return `<script type="application/ld+json">${scriptJson(json)}</script>`;
}

/** The file a path's HTML goes to: `/` is `index.html`, `/ar/menu` is `ar/menu/index.html`. */
function fileOf(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path).replace(/^\//, '');
  return localized ? `${localized}/index.html` : 'index.html';
}

/** Every page of the site, in every locale, with the site's files for search engines. */
export async function prerender({ template, siteUrl }: PrerenderInput): Promise<PrerenderOutput> {
  const pages: PrerenderOutput['pages'] = [];
  const shell = loadScriptsAfterPaint(template);
  const [hours, contacts] = await Promise.all([
    venueHoursAtBuildTime(),
    venueContactsAtBuildTime(),
  ]);
  const shared: SharedData = [
    ...(hours ? [{ queryKey: venueHoursAtBuild.queryKey, data: hours }] : []),
    ...(contacts ? [{ queryKey: venueContactsAtBuild.queryKey, data: contacts }] : []),
  ];
  for (const locale of locales) {
    const prefix = locale === sourceLocale ? '' : `${locale}/`;
    const targets = [
      ...publicPages().map(({ path }) => ({ path, file: fileOf(locale, path) })),
      // Any address no route names: the not-found page, served with status 404.
      { path: '/404', file: `${prefix}404.html` },
      // The booking links' pages (manage, "I'm coming"), each served for every token (its data is
      // the token's booking).
      ...bookingLinkPages.map((page) => ({
        path: `/booking/${page}/token`,
        file: `${prefix}booking/${page}.html`,
      })),
    ];
    for (const target of targets) {
      const page = await renderPage(locale, target.path, shared);
      const head = `${page.head}\n    ${venueJsonLdTag(siteUrl, hours, contacts)}\n  `;
      pages.push({ file: target.file, html: pageDocument(shell, locale, page, head) });
    }
  }
  return {
    pages,
    sitemap: sitemapXml({ siteUrl, pages: publicPages() }),
    robots: robotsTxt({ siteUrl }),
  };
}
