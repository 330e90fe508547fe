import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { sessionCookieName } from '@venue/data/auth/session-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '../lib/supabase.ts';
import { renderWithProviders } from '../test/render.tsx';
import { Navbar, solidNavbarScrollThreshold } from './navbar.tsx';

vi.mock('../lib/supabase.ts', () => ({ supabase: { auth: { signOut: vi.fn() } } }));

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

const sessionCookie = sessionCookieName(import.meta.env.VITE_SUPABASE_URL);

/** What the back-office leaves behind when a staff member signs in there. */
function storeStaffSession() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; supabase-js writes document.cookie too
  document.cookie = `${sessionCookie}=base64-eyJhY2Nlc3NfdG9rZW4iOiJ0b2tlbiJ9; path=/`;
}

function clearStaffSession() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; supabase-js writes document.cookie too
  document.cookie = `${sessionCookie}=; path=/; max-age=0`;
}

afterEach(() => {
  scrollTo(0);
  clearStaffSession();
  vi.clearAllMocks();
});

const header = () => screen.getByRole('banner');
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('links Home, Cafe, Offers and Book Now, and keeps Feedback and FAQ under "Support"', async () => {
    renderWithProviders(<Navbar />);

    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Cafe' })).toHaveAttribute('href', '/menu');
    expect(nav.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers');
    expect(nav.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking');
    expect(nav.queryByRole('link', { name: 'Feedback' })).not.toBeInTheDocument();

    const support = nav.getByRole('button', { name: 'Support' });
    expect(support).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(support);

    expect(support).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('closes the "Support" dropdown on Escape and gives focus back to its button', async () => {
    renderWithProviders(<Navbar />);
    const support = screen.getByRole('button', { name: 'Support' });
    await userEvent.click(support);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(support).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Feedback' })).not.toBeInTheDocument();
    expect(support).toHaveFocus();
  });

  it('closes the "Support" dropdown once one of its links is followed', async () => {
    const { router } = renderWithProviders(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Support' }));

    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));

    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is transparent on the home page until it scrolls more than 50 px, then solid', () => {
    renderWithProviders(<Navbar />, { path: '/' });
    expect(header()).toHaveAttribute('data-appearance', 'transparent');

    scrollTo(solidNavbarScrollThreshold);
    expect(header()).toHaveAttribute('data-appearance', 'transparent');

    scrollTo(solidNavbarScrollThreshold + 1);
    expect(header()).toHaveAttribute('data-appearance', 'solid');
  });

  it('is solid on every other page, scrolled or not', () => {
    renderWithProviders(<Navbar />, { path: '/offers' });
    expect(header()).toHaveAttribute('data-appearance', 'solid');

    scrollTo(solidNavbarScrollThreshold + 100);
    expect(header()).toHaveAttribute('data-appearance', 'solid');
  });

  it('opens a mobile menu listing every link, Feedback and FAQ included, and closes on Escape', async () => {
    renderWithProviders(<Navbar />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });

    await userEvent.click(hamburger);

    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Cafe', 'Offers', 'Book Now', 'Feedback', 'FAQ', 'العربية']);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hamburger).toHaveFocus();
  });

  it('closes the mobile menu when its overlay is clicked', async () => {
    renderWithProviders(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    await userEvent.click(screen.getByTestId('modal-backdrop'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the mobile menu and opens the page when a link in it is followed', async () => {
    const { router } = renderWithProviders(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Feedback' }),
    );

    expect(router.state.location.pathname).toBe('/feedback');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no Logout button to a visitor who is not signed in', () => {
    renderWithProviders(<Navbar />);

    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows Logout when a staff session cookie is shared with the site; it signs out everywhere and goes home', async () => {
    storeStaffSession();
    vi.mocked(supabase.auth.signOut).mockImplementation(async () => {
      clearStaffSession();
      return { error: null };
    });
    const { router } = renderWithProviders(<Navbar />, { path: '/offers' });

    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(supabase.auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'global' });
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows Logout once the tab is back in focus after signing in on the back-office', () => {
    renderWithProviders(<Navbar />);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    storeStaffSession();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
