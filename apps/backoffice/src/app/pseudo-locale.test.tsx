import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import { searchMenuItems } from '@venue/data/menu-items/search-menu-items';
import { listOffers } from '@venue/data/offers/list-offers';
import { getPrices } from '@venue/data/prices/get-prices';
import { localeInfo } from '@venue/i18n/locales';
import { pseudoMessages, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FaqsTab } from '../features/content/faqs/faqs-tab.tsx';
import { MenuTab } from '../features/content/menu/menu-tab.tsx';
import { OffersTab } from '../features/content/offers/offers-tab.tsx';
import { PricesTab } from '../features/content/prices/prices-tab.tsx';
import { activateLocale } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { renderApp } from '../test/render-app.tsx';
import { AppProviders } from './providers.tsx';

// The back-office in a pseudo-locale in place of the English catalogue: every message reads
// accented ("Ɱáñáĝé Ɱéñú"), so a plain Latin letter on a screen is a text that did not go through
// the catalogue (or the data it shows; these screens show none).
vi.mock('../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/menu-items/search-menu-items', () => ({ searchMenuItems: vi.fn() }));
vi.mock('@venue/data/offers/list-offers', () => ({ listOffers: vi.fn() }));
vi.mock('@venue/data/faqs/list-faqs', () => ({ listFaqs: vi.fn() }));
vi.mock('@venue/data/prices/get-prices', () => ({ getPrices: vi.fn() }));

beforeEach(async () => {
  await activateLocale('en');
  vi.mocked(searchMenuItems).mockResolvedValue({ items: [], total: 0 });
  vi.mocked(listOffers).mockResolvedValue([]);
  vi.mocked(listFaqs).mockResolvedValue([]);
  vi.mocked(getPrices).mockResolvedValue({ bowling_game_price: 25, vr_session_price: 35 });
});

/** What a person can read or hear that has a plain Latin letter left. */
function notThroughCatalogue(): string[] {
  // A size limit is written "5 MB" in every language, a price in ILS by the locale's format, and
  // a language's tab by its own name for itself ("English", "العربية").
  const autonyms: string[] = Object.values(localeInfo).map((info) => info.name);
  return textsPastCatalogue(document.body, {
    wholeTexts: autonyms,
    patterns: [/\d+ MB/g, /\d[\d,.]* ILS/g],
  });
}

function renderTab(tab: ReactNode) {
  render(<AppProviders queryClient={createQueryClient({ retry: false })}>{tab}</AppProviders>);
}

describe('every word of the back-office goes through its catalogue', () => {
  it.each([
    ['the menu', <MenuTab key="menu" />, true],
    ['the offers', <OffersTab key="offers" />, true],
    ['the FAQ', <FaqsTab key="faq" />, true],
    // Its form opens filled in with the prices: nothing to refuse.
    ['the prices', <PricesTab key="prices" />, false],
  ])('%s tab, and its refusals when sent empty', async (_, tab, refuses) => {
    renderTab(tab);
    const form = await screen.findByRole('form');
    for (const button of within(form).queryAllByRole('button', { name: /.+/ })) {
      if (button.getAttribute('type') === 'submit') await userEvent.click(button);
    }
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    // The fields' refusals show (by code, in the pseudo-locale's words).
    expect(document.querySelectorAll('[id$="-error"]').length > 0).toBe(refuses);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the page not found', async () => {
    renderApp('/admin/no-such-page', 'reception');
    await screen.findAllByRole('heading', { level: 1 });
    expect(notThroughCatalogue()).toEqual([]);
  });
});
