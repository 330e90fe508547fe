// @vitest-environment jsdom
// On jsdom, not the project's happy-dom: happy-dom leaves the sign-in page's language menu hidden once opened (its dropdown keeps `display: none`); jsdom opens it as a browser does.
import { AuthApiError } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { venue } from '@venue/domain/venue';
import { localeInfo } from '@venue/i18n/locales';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { renderApp } from '../../test/render-app.tsx';

const auth = vi.hoisted(() => ({
  // The sign-in form asks for the stored session, which never comes: nobody is signed in.
  getSession: vi.fn(() => new Promise(() => {})),
  onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe() {} } } })),
  signInWithPassword: vi.fn(),
}));

// The sign-in page at /admin with a pseudo-locale in place of the English catalogue: every message
// reads accented, so a plain Latin letter on the page is a text that did not go through the
// catalogue (or the venue's name, or an e-mail address).
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: { auth } }));

beforeEach(async () => {
  vi.clearAllMocks();
  auth.signInWithPassword.mockResolvedValue({
    data: { user: null, session: null },
    error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
  });
  await activateLocale('en');
});

/**
 * What the page shows that is not a message: the venue's name, the e-mail field's example
 * address (an address reads the same in every language) and the no-staff account's address, and
 * each language named in itself ("English", "العربية").
 */
const values = [venue.name, 'you@example.com', 'no-staff@example.com'];
const autonyms: string[] = Object.values(localeInfo).map((info) => info.name);

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { values, wholeTexts: autonyms });
}

async function renderSignIn() {
  renderApp('/admin', 'signed-out');
  expect(
    await screen.findByRole('heading', { level: 2, name: pseudoText('Staff sign-in') }),
  ).toBeInTheDocument();
}

describe('every word of the sign-in page goes through its catalogue', () => {
  it('the sign-in form, with its language menu open', async () => {
    await renderSignIn();
    expect(screen.getByLabelText(pseudoText('Password'))).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByRole('menuitem', { name: 'العربية' })).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a refused password: "Login failed" and its reason', async () => {
    const user = userEvent.setup();
    await renderSignIn();
    await user.type(screen.getByLabelText(pseudoText('Email')), 'rami@example.com');
    await user.type(screen.getByLabelText(pseudoText('Password')), 'wrong-password');
    await user.click(screen.getByRole('button', { name: pseudoText('Login') }));
    expect(await screen.findByText(new RegExp(pseudoText('Login failed')))).toBeInTheDocument();
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(1);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('an account without a staff record, and the check of the session', async () => {
    const { unmount } = renderApp('/admin', 'no-staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: pseudoText('No staff access') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pseudoText('Sign out') })).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
    unmount();
    renderApp('/admin', 'loading');
    expect(await screen.findByRole('status')).toHaveTextContent(pseudoText('Loading'));
    expect(notThroughCatalogue()).toEqual([]);
  });
});
