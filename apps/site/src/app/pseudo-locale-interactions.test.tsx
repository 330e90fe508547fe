import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { type Faq, listFaqs } from '@venue/data/faqs/list-faqs';
import { listMenuItems } from '@venue/data/menu-items/list-menu-items';
import { listOffers } from '@venue/data/offers/list-offers';
import { getPrices } from '@venue/data/prices/get-prices';
import {
  groupZoneMedia,
  listZoneMedia,
  type ZoneMedia,
} from '@venue/data/zone-media/list-zone-media';
import { venue } from '@venue/domain/venue';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { packages } from '../test/birthday-packages.ts';
import { brownie, espresso, lemonade, nachos } from '../test/menu-items.ts';
import { renderRoutes } from '../test/render.tsx';
import { venueFactsInEnglish } from '../test/venue-facts.ts';

// The site's own dialogs and controls as a visitor leaves them (the mobile menu and the Support
// dropdown open, the cafe menu filtered and switched to its list, a question of the FAQ open, a
// zone's gallery open) with a pseudo-locale in place of the English catalogue: every message
// reads accented, so a plain Latin letter is a text that did not go through the catalogue, or
// the data the page shows.
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
vi.mock('@venue/data/prices/get-prices', () => ({ getPrices: vi.fn() }));
vi.mock('@venue/data/zone-media/list-zone-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@venue/data/zone-media/list-zone-media')>()),
  listZoneMedia: vi.fn(),
}));

const menuItems = [nachos, brownie, espresso, lemonade];

const faqs: Faq[] = [
  {
    id: 'lane',
    question: { en: 'Do I need to book a lane?', ar: 'هل يجب حجز مسار مسبقًا؟' },
    answer: { en: 'Walk-ins are welcome when a lane is free.', ar: 'نرحّب بمن يأتي دون حجز.' },
    created_at: '2026-10-01T10:00:00+00:00',
    position: 1,
  },
  {
    id: 'shoes',
    question: { en: 'Do you rent bowling shoes?' },
    answer: { en: 'Shoes are included with every booking.' },
    created_at: '2026-10-02T10:00:00+00:00',
    position: 2,
  },
];

function media(id: string, row: Pick<ZoneMedia, 'zone' | 'kind' | 'name'>): ZoneMedia {
  return {
    id,
    url: `https://cdn.example/${row.zone}/${id}`,
    storage_path: null,
    created_at: '2026-11-01T12:00:00+00:00',
    ...row,
  };
}
const zoneMedia = [
  media('vr-main', { zone: 'vr', kind: 'main', name: { en: 'VR zone' } }),
  media('arena', { zone: 'vr', kind: 'image', name: { en: 'VR arena' } }),
  media('headsets', { zone: 'vr', kind: 'image', name: { en: 'Headsets' } }),
  media('racing', { zone: 'vr', kind: 'video', name: { en: 'Racing clip' } }),
];

beforeEach(async () => {
  vi.mocked(listMenuItems).mockResolvedValue(menuItems);
  vi.mocked(listOffers).mockResolvedValue([]);
  vi.mocked(listFaqs).mockResolvedValue(faqs);
  vi.mocked(listBirthdayPackages).mockResolvedValue(packages);
  vi.mocked(getPrices).mockResolvedValue({ bowling_game_price: 25, vr_session_price: 35 });
  vi.mocked(listZoneMedia).mockResolvedValue(groupZoneMedia(zoneMedia));
  await activateLocale('en');
});

afterEach(() => {
  vi.clearAllMocks();
});

/**
 * What the pages show that is not a message: the venue's facts (its name, address, e-mail and
 * the names of its social networks), the packages, menu items, questions and media names as the
 * data gives them (a menu item's text tile is its image value as typed), and amounts in the
 * English format of `@venue/domain/format` ("8 ILS").
 */
const data = [
  ...venueFactsInEnglish,
  ...packages.flatMap((item) => [item.title.en ?? '', ...(item.items.en ?? [])]),
  ...menuItems.flatMap((item) => [
    item.name.en ?? '',
    item.description?.en ?? '',
    item.own_category?.en ?? '',
    item.image,
  ]),
  ...faqs.flatMap((faq) => [faq.question.en ?? '', faq.answer.en ?? '']),
  ...zoneMedia.map((item) => item.name.en ?? ''),
];
const amount = /\d[\d,.]* ILS/g;

function expectOnlyCatalogueText() {
  expect(document.body.textContent).toMatch(/[áéíóú]/);
  expect(
    textsPastCatalogue(document.body, {
      values: data,
      // The hero spells the venue's name a letter at a time.
      wholeTexts: [...venue.name],
      patterns: [amount],
    }),
  ).toEqual([]);
}

async function open(path: string) {
  const user = userEvent.setup();
  renderRoutes(path);
  await screen.findAllByRole('heading', { level: 1 });
  return user;
}

const named = (name: string) => ({ name: pseudoText(name) });

describe('every word of the site, as a visitor leaves it, goes through its catalogue', {
  timeout: 30_000,
}, () => {
  it('the mobile menu opened', async () => {
    const user = await open('/offers');
    await user.click(screen.getByRole('button', named('Open menu')));
    const menu = await screen.findByRole('dialog', named('Menu'));
    expect(within(menu).getByRole('button', named('Close menu'))).toBeVisible();
    expectOnlyCatalogueText();
  });

  it('the Support dropdown opened', async () => {
    const user = await open('/offers');
    const nav = within(screen.getByRole('navigation', named('Main')));
    await user.click(nav.getByRole('button', named('Support')));
    expect(nav.getByRole('link', named('FAQ'))).toBeVisible();
    expectOnlyCatalogueText();
  });

  it('the cafe menu filtered by a category, as a list, its carousel paused', async () => {
    const user = await open('/menu');
    const chips = within(await screen.findByRole('group', named('Menu categories')));
    await user.click(chips.getByRole('button', named('Drinks')));
    expect(chips.getByRole('button', named('Drinks'))).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', named('List')));
    expect(screen.getByRole('button', named('List'))).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', named('Pause carousel')));
    expect(await screen.findByRole('button', named('Play carousel'))).toBeVisible();
    expectOnlyCatalogueText();

    await user.click(chips.getByRole('button', { name: 'Sharing plates' }));
    expect(chips.getByRole('button', { name: 'Sharing plates' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expectOnlyCatalogueText();
  });

  it('a question of the FAQ opened', async () => {
    const user = await open('/faq');
    await user.click(await screen.findByRole('button', { name: 'Do I need to book a lane?' }));
    expect(
      await screen.findByRole('region', { name: 'Do I need to book a lane?' }),
    ).toBeInTheDocument();
    expectOnlyCatalogueText();
  });

  it("a zone's gallery opened, its images stepped through, then its videos", async () => {
    const user = await open('/');
    await user.click(await screen.findByRole('button', named('Explore VR Zone')));
    const gallery = await screen.findByRole('dialog', named('VR Zone Gallery'), {
      timeout: 10_000,
    });
    await user.click(within(gallery).getByRole('button', named('Next image')));
    expect(await within(gallery).findByRole('img', { name: 'Headsets' })).toBeInTheDocument();
    expectOnlyCatalogueText();

    await user.click(within(gallery).getByRole('tab', named('Videos (1)')));
    await waitFor(() =>
      expect(within(gallery).getByRole('tab', named('Videos (1)'))).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expectOnlyCatalogueText();
  });
});
