import { screen, within } from '@testing-library/react';
import { listMenuItems, type MenuItem } from '@venue/data/menu-items/list-menu-items';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { menuCarousel } from './menu-carousel.tsx';
import { MenuPage } from './menu-page.tsx';

vi.mock('@venue/data/menu-items/list-menu-items', () => ({ listMenuItems: vi.fn() }));

const espresso: MenuItem = {
  id: 'espresso',
  name: 'Espresso',
  image: 'https://cdn.example/espresso.jpg',
};
const lemonade: MenuItem = { id: 'lemonade', name: 'Fresh Lemonade', image: 'Lemon & mint' };

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

  it('offers a button to pause the auto-playing carousel and to play it again', async () => {
    vi.mocked(listMenuItems).mockResolvedValue([espresso, lemonade]);
    renderWithProviders(<MenuPage />);

    const pause = await screen.findByRole('button', { name: 'Pause carousel' });
    pause.click();

    expect(await screen.findByRole('button', { name: 'Play carousel' })).toBeVisible();
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
