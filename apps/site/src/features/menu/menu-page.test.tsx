import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listMenuItems } from '@venue/data/menu-items/list-menu-items';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { staticMediaQueryList } from '../../test/media-query.ts';
import { brownie, espresso, lemonade, nachos } from '../../test/menu-items.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { menuCarousel } from './menu-carousel.tsx';
import { MenuPage, phoneQuery } from './menu-page.tsx';

vi.mock('@venue/data/menu-items/list-menu-items', () => ({ listMenuItems: vi.fn() }));

/** The names of the cards the carousel shows. */
const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The rows of one category in the list view: each item's name, price and description. */
const listRows = (category: string) =>
  within(screen.getByRole('region', { name: category }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

/** A browser whose screen matches `phoneQuery` (jsdom's own matches no query). */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, query === phoneQuery),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cafe menu page', () => {
  it('says it is loading until the menu arrives', async () => {
    vi.mocked(listMenuItems).mockReturnValue(new Promise(() => {}));
    renderWithProviders(<MenuPage />);

    expect(screen.getByText('Loading menu...')).toHaveAttribute('role', 'status');
  });

  it('says so when the menu is empty', async () => {
    vi.mocked(listMenuItems).mockResolvedValue([]);
    renderWithProviders(<MenuPage />);

    expect(await screen.findByText('No menu items available at the moment.')).toBeVisible();
  });

  it('shows the empty state, and logs, when the menu cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listMenuItems).mockRejectedValue(new Error('Network down'));
    renderWithProviders(<MenuPage />);

    expect(await screen.findByText('No menu items available at the moment.')).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('menu-items'),
      expect.objectContaining({ message: 'Network down' }),
    );
  });

  it('shows an image for an item whose image is a URL, and the text for one whose is not', async () => {
    vi.mocked(listMenuItems).mockResolvedValue([espresso, lemonade]);
    renderWithProviders(<MenuPage />);

    const espressoCard = (await screen.findByRole('heading', { name: 'Espresso' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(espressoCard).getByRole('img', { name: 'Espresso' })).toHaveAttribute(
      'src',
      espresso.image,
    );
    const lemonadeCard = screen
      .getByRole('heading', { name: 'Fresh Lemonade' })
      .closest('article') as HTMLElement;
    expect(within(lemonadeCard).queryByRole('img')).not.toBeInTheDocument();
    expect(within(lemonadeCard).getByText('Lemon & mint')).toBeVisible();
  });

  it("shows each item's price in ILS and its description; an item without a price shows none", async () => {
    vi.mocked(listMenuItems).mockResolvedValue([espresso, lemonade, brownie]);
    renderWithProviders(<MenuPage />);

    const espressoCard = (await screen.findByRole('heading', { name: 'Espresso' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(espressoCard).getByText('8 ILS').tagName).toBe('BDI');
    expect(within(espressoCard).getByText('A short, strong shot.')).toHaveAttribute('dir', 'auto');
    const brownieCard = screen.getByRole('heading', { name: 'Brownie' }).closest('article');
    expect(within(brownieCard as HTMLElement).getByText('15.50 ILS')).toBeVisible();
    const lemonadeCard = screen.getByRole('heading', { name: 'Fresh Lemonade' }).closest('article');
    expect(lemonadeCard).not.toHaveTextContent(/ILS/);
  });

  it("filters by category chips: built-in ones first, then the manager's own as typed", async () => {
    vi.mocked(listMenuItems).mockResolvedValue([nachos, brownie, espresso, lemonade]);
    const user = userEvent.setup();
    renderWithProviders(<MenuPage />);

    const chips = within(await screen.findByRole('group', { name: 'Menu categories' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All',
      'Drinks',
      'Sweets',
      'Sharing plates',
    ]);
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Nachos', 'Brownie', 'Espresso', 'Fresh Lemonade']);

    await user.click(chips.getByRole('button', { name: 'Drinks' }));
    expect(chips.getByRole('button', { name: 'Drinks' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Espresso', 'Fresh Lemonade']);

    await user.click(chips.getByRole('button', { name: 'Sharing plates' }));
    expect(cardNames()).toEqual(['Nachos']);
    await user.click(chips.getByRole('button', { name: 'All' }));
    expect(cardNames()).toHaveLength(4);
  });

  it('shows no chips when the whole menu is one category', async () => {
    vi.mocked(listMenuItems).mockResolvedValue([espresso, lemonade]);
    renderWithProviders(<MenuPage />);

    expect(await screen.findByRole('heading', { name: 'Espresso' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Menu categories' })).not.toBeInTheDocument();
  });

  it('offers a button to pause the auto-playing carousel and to play it again', async () => {
    vi.mocked(listMenuItems).mockResolvedValue([espresso, lemonade]);
    renderWithProviders(<MenuPage />);

    const pause = await screen.findByRole('button', { name: 'Pause carousel' });
    pause.click();

    expect(await screen.findByRole('button', { name: 'Play carousel' })).toBeVisible();
  });

  it('on a phone shows the list by default, grouped by category with each price, the carousel a tap away', async () => {
    onAPhone();
    vi.mocked(listMenuItems).mockResolvedValue([nachos, brownie, espresso, lemonade]);
    const user = userEvent.setup();
    renderWithProviders(<MenuPage />);

    const views = within(await screen.findByRole('group', { name: 'Menu view' }));
    const list = views.getByRole('button', { name: 'List' });
    const carousel = views.getByRole('button', { name: 'Carousel' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(carousel).toHaveAttribute('aria-pressed', 'false');
    const shown = () => list.closest('[data-view]')?.getAttribute('data-view');
    // The width decides until the visitor picks: CSS shows the list below 768 px.
    expect(shown()).toBe('by-width');
    // Built-in categories first, in their order, then the manager's own; each row name and price.
    const groups = screen
      .getAllByRole('region')
      .filter((region) => region.hasAttribute('aria-labelledby'))
      .map((region) => within(region).getByRole('heading').textContent);
    expect(groups).toEqual(['Drinks', 'Sweets', 'Sharing plates']);
    expect(listRows('Drinks')).toEqual(['Espresso8 ILSA short, strong shot.', 'Fresh Lemonade']);
    expect(listRows('Sweets')).toEqual(['Brownie15.50 ILS']);
    expect(listRows('Sharing plates')).toEqual(['Nachos26 ILS']);
    const price = within(screen.getByRole('region', { name: 'Drinks' })).getByText('8 ILS');
    expect(price.tagName).toBe('BDI');
    expect(price).toHaveAttribute('dir', 'ltr');

    await user.click(carousel);
    expect(carousel).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(shown()).toBe('carousel');
    await user.click(list);
    expect(shown()).toBe('list');
  });

  it('on a wide screen keeps the carousel by default, with the list a tap away; a chip filters both', async () => {
    vi.mocked(listMenuItems).mockResolvedValue([nachos, brownie, espresso, lemonade]);
    const user = userEvent.setup();
    renderWithProviders(<MenuPage />);

    const views = within(await screen.findByRole('group', { name: 'Menu view' }));
    expect(views.getByRole('button', { name: 'Carousel' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(views.getByRole('button', { name: 'List' }));
    expect(views.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');

    const chips = within(screen.getByRole('group', { name: 'Menu categories' }));
    await user.click(chips.getByRole('button', { name: 'Sweets' }));
    expect(screen.queryByRole('region', { name: 'Drinks' })).not.toBeInTheDocument();
    expect(listRows('Sweets')).toEqual(['Brownie15.50 ILS']);
    expect(cardNames()).toEqual(['Brownie']);
  });

  it('names the views and the categories of the list in Arabic, prices left to right', async () => {
    onAPhone();
    await activateLocale('ar');
    vi.mocked(listMenuItems).mockResolvedValue([espresso, nachos]);
    renderWithProviders(<MenuPage />);

    const views = within(await screen.findByRole('group', { name: 'طريقة عرض القائمة' }));
    expect(views.getByRole('button', { name: 'قائمة' })).toHaveAttribute('aria-pressed', 'true');
    expect(views.getByRole('button', { name: 'عرض متحرك' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const drinks = within(screen.getByRole('region', { name: 'المشروبات' }));
    expect(drinks.getByText('إسبريسو')).toHaveAttribute('dir', 'auto');
    expect(drinks.getByText('جرعة قصيرة ومركّزة.')).toHaveAttribute('dir', 'auto');
    expect(drinks.queryByText('Espresso')).not.toBeInTheDocument();
    const price = drinks.getByText((_, element) => element?.tagName === 'BDI');
    expect(price.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe('8\u00a0₪');
    // Her own category, written only in English, keeps its language on an Arabic page.
    const own = screen.getByRole('heading', { name: 'Sharing plates' });
    expect(own).toHaveAttribute('lang', 'en');
    expect(own).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('region', { name: 'Sharing plates' })).toBeInTheDocument();
  });

  it("shows each name in the page's language, an item written only in English marked as English", async () => {
    await activateLocale('ar');
    vi.mocked(listMenuItems).mockResolvedValue([espresso, lemonade]);
    renderWithProviders(<MenuPage />);

    const arabic = await screen.findByRole('heading', { name: 'إسبريسو' });
    expect(arabic).toHaveAttribute('dir', 'auto');
    expect(arabic).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'إسبريسو' })).toBeInTheDocument();
    const english = screen.getByRole('heading', { name: 'Fresh Lemonade' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
  });

  it('plays every 3 s with a 500 ms slide and shows 4, 3, 2 or 1 items by screen width', () => {
    expect(menuCarousel.autoplayMs).toBe(3000);
    expect(menuCarousel.transitionMs).toBe(500);
    expect(menuCarousel.breakpoints).toEqual({
      768: { slidesPerView: 2 },
      1024: { slidesPerView: 3 },
      1400: { slidesPerView: 4 },
    });
  });
});
