import { screen, within } from '@testing-library/react';
import { listOffers } from '@venue/data/offers/list-offers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { OffersPage } from './offers-page.tsx';

vi.mock('@venue/data/offers/list-offers', () => ({ listOffers: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loyalty offers page', () => {
  it('shows each offer as "spend amount, get points", in the order the manager set', async () => {
    vi.mocked(listOffers).mockResolvedValue([
      { id: 'b', spend: 1000, get: 180, position: 1 },
      { id: 'a', spend: 100, get: 10, position: 2 },
    ]);
    renderWithProviders(<OffersPage />);

    const list = await screen.findByRole('list', { name: 'Spend and earn' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Spend1,000 ILSGet180 points',
      'Spend100 ILSGet10 points',
    ]);
  });

  it('says so when there are no offers, and still explains the benefits', async () => {
    vi.mocked(listOffers).mockResolvedValue([]);
    renderWithProviders(<OffersPage />);

    expect(await screen.findByText('No offers available at the moment.')).toBeVisible();
    expect(screen.getByText('free bowling sessions')).toBeVisible();
    expect(screen.getByText('free VR sessions')).toBeVisible();
    expect(screen.getByRole('img', { name: /Pinny/ })).toBeVisible();
    expect(screen.getByRole('img', { name: /Byte/ })).toBeVisible();
  });

  it('shows the empty state, and logs, when the offers cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listOffers).mockRejectedValue(new Error('Network down'));
    renderWithProviders(<OffersPage />);

    expect(await screen.findByText('No offers available at the moment.')).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('offers'),
      expect.objectContaining({ message: 'Network down' }),
    );
  });
});
