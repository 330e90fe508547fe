import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The switcher at `path`, in the site's providers. */
function switcherAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppProviders queryClient={createQueryClient({ retry: false })}>
            <LanguageSwitcher />
          </AppProviders>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return <RouterProvider router={router} />;
}

/** A container as the build writes it: marked as a prerendered page until the app is live. */
function prerenderedContainer() {
  const container = document.body.appendChild(document.createElement('div'));
  container.dataset.prerenderedRoute = 'manageBooking';
  container.dataset.prerenderedLocale = 'en';
  return container;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('LanguageSwitcher', () => {
  it('links to the same page in Arabic, with its query and fragment', async () => {
    const container = prerenderedContainer();
    container.innerHTML = renderToString(switcherAt('/booking?package=Spark#form'));
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', '/ar/booking?package=Spark#form');
    expect(link).toHaveAttribute('hreflang', 'ar');
    expect(link).toHaveTextContent('العربية');
  });

  it('hydrating HTML built for another address sets the link to this one, quietly and in place', async () => {
    const error = vi.spyOn(console, 'error');
    const container = prerenderedContainer();
    // The manage link's page is built once, for a placeholder token, and served for every token.
    container.innerHTML = renderToString(switcherAt('/booking/manage/token'));
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', '/ar/booking/manage/token');

    await act(async () => {
      hydrateRoot(container, switcherAt('/booking/manage/abc123?lang=1'));
    });

    expect(container.querySelector('a')).toBe(link);
    expect(link).toHaveAttribute('href', '/ar/booking/manage/abc123?lang=1');
    expect(error).not.toHaveBeenCalled();
  });
});
