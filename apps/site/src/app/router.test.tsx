import { screen, within } from '@testing-library/react';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import { listMenuItems } from '@venue/data/menu-items/list-menu-items';
import { listOffers } from '@venue/data/offers/list-offers';
import { groupZoneMedia, listZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { createRootRoute } from './router.tsx';

vi.mock('@venue/data/zone-media/list-zone-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@venue/data/zone-media/list-zone-media')>()),
  listZoneMedia: vi.fn(),
}));
vi.mock('@venue/data/menu-items/list-menu-items', () => ({ listMenuItems: vi.fn() }));
vi.mock('@venue/data/offers/list-offers', () => ({ listOffers: vi.fn() }));
vi.mock('@venue/data/faqs/list-faqs', () => ({ listFaqs: vi.fn() }));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: vi.fn(),
}));

const failure = new Error('The lanes could not be loaded');

/** A page that fails as it renders. */
function FailingPage(): never {
  throw failure;
}

/** A route whose page fails, added beside the real routes to reach the real error screen. */
const failingRoute = { path: 'failing', element: <FailingPage /> };

beforeEach(() => {
  vi.mocked(listZoneMedia).mockResolvedValue(groupZoneMedia([]));
  vi.mocked(listMenuItems).mockResolvedValue([]);
  vi.mocked(listOffers).mockResolvedValue([]);
  vi.mocked(listFaqs).mockResolvedValue([]);
  vi.mocked(listBirthdayPackages).mockResolvedValue([]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('site routes', () => {
  it('shows the home page at / with a "Book Your Session" link to the booking page', async () => {
    renderRoutes('/');

    expect(await screen.findByRole('link', { name: 'Book Your Session' })).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Strike Zone' })).toBeVisible();
  });

  it.each([
    ['/menu', 'Our Cafe Menu'],
    ['/offers', 'Loyalty Offers'],
    ['/birthday-packages', 'Birthday Packages'],
    ['/faq', 'Frequently Asked Questions'],
  ])('shows the page at %s with its heading "%s"', async (path, heading) => {
    renderRoutes(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('wraps every page in the navbar and the footer', async () => {
    renderRoutes('/faq');

    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    );
  });

  it('shows "Oops! Page Not Found" with a link home for a path no route matches', async () => {
    renderRoutes('/no-such-page');

    expect(
      await screen.findByRole('heading', { name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows "Unexpected Application Error!" and the message when a route throws, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes('/failing', (loadQueryClient) => {
      const rootRoute = createRootRoute(loadQueryClient);
      return [{ ...rootRoute, children: [...rootRoute.children, failingRoute] }];
    });

    const heading = await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    const alert = heading.closest<HTMLElement>('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByText('The lanes could not be loaded')).toBeVisible();
    // The error screen logs what it caught once it has committed, which may come after.
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith(failure));
  });
});
