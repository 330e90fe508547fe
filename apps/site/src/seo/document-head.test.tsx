import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { basenameOf, type Locale } from '@venue/i18n/locales';
import { Link, MemoryRouter, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteRoutes } from '../app/site-routes.tsx';
import { activateLocale } from '../lib/i18n.ts';
import { DocumentHead } from './document-head.tsx';
import { headTags, renderHeadTags } from './head.ts';
import { pageSeo } from './pages.ts';

const siteUrl = 'https://strikezone.example';

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', `${siteUrl}/`);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A layout with the head, and pages whose route ids name their SEO. */
function renderSite(path: string, locale: Locale = 'en') {
  const routes = [
    {
      path: '/',
      element: (
        <>
          <DocumentHead />
          <Link to="/faq">FAQ</Link>
          <Outlet />
        </>
      ),
      children: [
        { index: true, id: 'home', element: <h1>Home</h1> },
        { path: 'menu', id: 'menu', element: <h1>Menu</h1> },
        { path: 'faq', id: 'faq', element: <h1>FAQ</h1> },
        {
          path: 'booking/manage/:token',
          id: 'manageBooking',
          element: <h1>Your booking</h1>,
        },
        { path: '*', element: <h1>Not found</h1> },
      ],
    },
  ];
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]} basename={basenameOf(locale)}>
        <SiteRoutes routes={routes} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const heads = (selector: string) => [...document.head.querySelectorAll(selector)];

/** The head's tags as the prerender writes them, in their order, parsed as the browser would. */
function prerendered(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.children].map((element) => element.outerHTML);
}

describe('DocumentHead', () => {
  it('puts one title, description and canonical of the English page in <head>', async () => {
    renderSite('/menu');
    await screen.findByRole('heading', { name: 'Menu' });
    expect(heads('title').map((title) => title.textContent)).toEqual(['Cafe Menu | Strike Zone']);
    expect(document.title).toBe('Cafe Menu | Strike Zone');
    expect(heads('meta[name="description"]')).toHaveLength(1);
    expect(heads('meta[name="description"]')[0]).toHaveAttribute(
      'content',
      expect.stringMatching(/^The Strike Zone cafe menu/),
    );
    expect(heads('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([
      'https://strikezone.example/menu',
    ]);
    expect(heads('script')).toHaveLength(0);
  });

  it('renders exactly the tags the prerendered HTML holds, so hydration adopts them', async () => {
    renderSite('/menu');
    await screen.findByRole('heading', { name: 'Menu' });
    const html = renderHeadTags(
      headTags({ i18n, locale: 'en', path: '/menu', siteUrl, seo: pageSeo.menu }),
    );
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual(
      prerendered(html),
    );
  });

  it('follows the reader to the next page without leaving the last one behind', async () => {
    renderSite('/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(document.title).toBe('Strike Zone: Bowling, VR and Cafe');
    await act(async () => screen.getByRole('link', { name: 'FAQ' }).click());
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(heads('title').map((title) => title.textContent)).toEqual(['FAQ | Strike Zone']);
    expect(heads('meta[name="description"]')).toHaveLength(1);
    expect(heads('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([
      'https://strikezone.example/faq',
    ]);
  });

  it('writes the Arabic page under /ar in Arabic', async () => {
    await activateLocale('ar');
    renderSite('/ar/faq', 'ar');
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(heads('title').map((title) => title.textContent)).toEqual([
      'الأسئلة الشائعة | Strike Zone',
    ]);
    expect(heads('meta[name="description"]')).toHaveLength(1);
    expect(heads('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([
      'https://strikezone.example/ar/faq',
    ]);
    expect(
      Object.fromEntries(
        heads('link[rel="alternate"]').map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
    ).toEqual({
      en: 'https://strikezone.example/faq',
      ar: 'https://strikezone.example/ar/faq',
      'x-default': 'https://strikezone.example/faq',
    });
    expect(heads('meta[property="og:locale"]')[0]).toHaveAttribute('content', 'ar_PS');
  });

  it('keeps the booking behind a private link out of search engines, with no referrer', async () => {
    renderSite('/booking/manage/secret-token');
    await screen.findByRole('heading', { name: 'Your booking' });
    expect(document.title).toBe('Your booking | Strike Zone');
    expect(heads('meta[name="robots"]')[0]).toHaveAttribute('content', 'noindex, nofollow');
    expect(heads('meta[name="referrer"]')[0]).toHaveAttribute('content', 'no-referrer');
    expect(heads('link[rel="canonical"]')).toHaveLength(0);
    expect(document.head.innerHTML).not.toContain('secret-token');
  });

  it('treats a page without SEO in its route as not found', async () => {
    renderSite('/no-such-page');
    await screen.findByRole('heading', { name: 'Not found' });
    expect(document.title).toBe('Page Not Found | Strike Zone');
    expect(heads('meta[name="robots"]')[0]).toHaveAttribute('content', 'noindex, nofollow');
    expect(heads('meta[name="referrer"]')).toHaveLength(0);
    expect(heads('link[rel="canonical"]')).toHaveLength(0);
  });
});
