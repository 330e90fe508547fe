import { screen } from '@testing-library/react';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import { listFeedbackPage } from '@venue/data/feedback/list-feedback-page';
import { listMenuItems } from '@venue/data/menu-items/list-menu-items';
import { listOffers } from '@venue/data/offers/list-offers';
import { venue } from '@venue/domain/venue';
import { intlCalendarWords, pseudoMessages, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packages } from '../test/birthday-packages.ts';
import { renderRoutes } from '../test/render.tsx';
import { venueFactsInEnglish } from '../test/venue-facts.ts';

// The English pages rendered with a pseudo-locale in place of the English catalogue: every
// message reads accented ("Ƀóóķ Ñóŵ"), so a plain Latin letter on a page is a text that did not
// go through the catalogue, or the data the page shows.
vi.mock('../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/menu-items/list-menu-items', () => ({ listMenuItems: vi.fn() }));
vi.mock('@venue/data/offers/list-offers', () => ({ listOffers: vi.fn() }));
vi.mock('@venue/data/faqs/list-faqs', () => ({ listFaqs: vi.fn() }));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/feedback/list-feedback-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@venue/data/feedback/list-feedback-page')>()),
  listFeedbackPage: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(listMenuItems).mockResolvedValue([]);
  vi.mocked(listOffers).mockResolvedValue([]);
  vi.mocked(listFaqs).mockResolvedValue([]);
  vi.mocked(listBirthdayPackages).mockResolvedValue(packages);
  vi.mocked(listFeedbackPage).mockResolvedValue({ items: [], remaining: 0 });
});

afterEach(() => {
  vi.clearAllMocks();
});

/**
 * What a page shows that is not a message: the venue's facts (its name, address, e-mail and the
 * names of its social networks), the packages as the data gives them, and amounts in the
 * English format of `@venue/domain/format` ("80 ILS"), which is the locale's own.
 */
const data = [
  ...venueFactsInEnglish,
  ...packages.flatMap((item) => [item.title.en ?? '', ...(item.items.en ?? [])]),
];
const amount = /\d[\d,.]* ILS/g;
// A phone number's example ("+970XXXXXXXXX"), written the same in every language.
const phoneExample = /\+?\d+X+/g;

/** The calendar's words in English, as `Intl` gives them (the locale's data, not a message). */
const calendarWords = intlCalendarWords('en');

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, {
    values: [...data, ...calendarWords],
    // The hero spells the venue's name a letter at a time.
    wholeTexts: [...venue.name],
    patterns: [amount, phoneExample],
  });
}

describe('every word of the site goes through its catalogue', () => {
  it.each([
    ['/', 1],
    ['/menu', 1],
    ['/offers', 1],
    ['/booking', 1],
    ['/feedback', 1],
    ['/birthday-packages', 1],
    ['/faq', 1],
    ['/no-such-page', 1],
  ])('%s shows only pseudo-locale text besides its data', async (path) => {
    renderRoutes(path);
    await screen.findAllByRole('heading', { level: 1 });
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });
});
