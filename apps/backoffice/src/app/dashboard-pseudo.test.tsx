import { screen, within } from '@testing-library/react';
import { venue } from '@venue/domain/venue';
import { localeInfo } from '@venue/i18n/locales';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { renderApp } from '../test/render-app.tsx';

// The dashboard in the staff layout (header, navigation, the new-request sound and the language
// menu) with a pseudo-locale in place of the English catalogue: every message reads accented, so
// a plain Latin letter on the page is a text that did not go through the catalogue, or the
// venue's and the signed-in member's names.
vi.mock('../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../lib/supabase.ts', async () => {
  const { neverClient } = await import('../test/never-client.ts');
  return { supabase: neverClient() };
});

beforeEach(async () => {
  await activateLocale('en');
});

/** The signed-in members' names, as `renderApp`'s stubbed sessions give them. */
const staffNames = { jana: 'Jana Haddad', reception: 'Rami Nasser' } as const;

/**
 * What the page shows that is not a message: the venue's name, the signed-in member's name, and
 * the current language named in itself ("English") on the language menu.
 */
function notThroughCatalogue(name: string): string[] {
  const autonyms: string[] = Object.values(localeInfo).map((info) => info.name);
  return textsPastCatalogue(document.body, { values: [venue.name, name], wholeTexts: autonyms });
}

describe('every word of the dashboard and the staff layout goes through its catalogue', () => {
  it.each([
    ['jana', 'Admin Dashboard'],
    ['reception', 'Reception Dashboard'],
  ] as const)("%s's dashboard: its cards, the header and the navigation", async (kind, title) => {
    renderApp('/admin/dashboard', kind);
    expect(
      await screen.findByRole('heading', { level: 1, name: pseudoText(title) }),
    ).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: pseudoText('Back-office') });
    expect(
      within(navigation).getByRole('link', { name: pseudoText('Reception Calendar') }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: pseudoText('Sound for new booking requests') }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue(staffNames[kind])).toEqual([]);
  });
});
