import { useLingui } from '@lingui/react';
import { localeOf } from '@venue/i18n/locales';
import { useLocation } from 'react-router';
import { useRouteId } from '../app/site-routes.tsx';
import { type HeadTag, headTags } from './head.ts';
import { type PageSeo, type PageSeoKey, pageSeo } from './pages.ts';

/** The page's SEO: its route's id names it (`seo/pages.ts`); an unknown page is the 404. */
export function seoOfRoute(id: string | undefined): PageSeo {
  return id && Object.hasOwn(pageSeo, id) ? pageSeo[id as PageSeoKey] : pageSeo.notFound;
}

/**
 * The site's address, defined at build time (`VITE_SITE_URL`). Without it (the dev server) the
 * URLs in the head are paths on the current site.
 */
function siteUrl(): string {
  const url: string | undefined = import.meta.env.VITE_SITE_URL;
  return url ?? '';
}

/**
 * The page's title, description, canonical URL, language versions and share cards, rendered as
 * elements React places in <head>. Their attributes are the ones `renderHeadTags` writes, so
 * hydration adopts the prerendered tags instead of adding copies. Renders on the server too:
 * nothing here reads `window` or `document`.
 */
export function DocumentHead() {
  const { i18n } = useLingui();
  const routeId = useRouteId();
  const { pathname } = useLocation();
  const tags = headTags({
    i18n,
    locale: localeOf(i18n),
    path: pathname,
    siteUrl: siteUrl(),
    seo: seoOfRoute(routeId),
  });
  return tags.map(headElement);
}

/** React's names for the attributes the head tags use. */
const reactAttributeNames: Record<string, string> = { hreflang: 'hrefLang' };

function reactProps(attrs: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [reactAttributeNames[name] ?? name, value]),
  );
}

function headElement(tag: HeadTag, index: number) {
  switch (tag.tag) {
    case 'title':
      return <title key={index}>{tag.text}</title>;
    case 'meta':
      return <meta key={index} {...reactProps(tag.attrs)} />;
    case 'link':
      return <link key={index} {...reactProps(tag.attrs)} />;
    case 'script':
      // The client leaves structured data to the prerendered HTML.
      return null;
  }
}
