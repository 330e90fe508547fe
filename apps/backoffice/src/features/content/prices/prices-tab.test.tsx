import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { getPrices } from '@venue/data/prices/get-prices';
import { updatePrices } from '@venue/data/prices/update-prices';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { PricesTab } from './prices-tab.tsx';

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/prices/get-prices', () => ({ getPrices: vi.fn() }));
vi.mock('@venue/data/prices/update-prices', () => ({ updatePrices: vi.fn() }));

async function renderTab() {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <PricesTab />
    </AppProviders>,
  );
  const form = await screen.findByRole('form', { name: 'Edit prices' });
  return {
    bowling: within(form).getByRole('textbox', { name: /Bowling \(ILS per game per person\)/ }),
    vr: within(form).getByRole('textbox', { name: /VR \(ILS per session\)/ }),
    save: within(form).getByRole('button', { name: 'Save Prices' }),
  };
}

beforeEach(() => {
  vi.mocked(getPrices)
    .mockReset()
    .mockResolvedValue({ bowling_game_price: 25, vr_session_price: 35 });
  // What the database then holds is what the next load reads.
  vi.mocked(updatePrices)
    .mockReset()
    .mockImplementation(async (_client, values) => {
      const saved = {
        bowling_game_price: values.bowlingGamePrice,
        vr_session_price: values.vrSessionPrice,
      };
      vi.mocked(getPrices).mockResolvedValue(saved);
      return saved;
    });
});

describe('Manage Prices', () => {
  it('loads the current prices into the form and names them as the site shows them', async () => {
    const { bowling, vr } = await renderTab();
    expect(bowling).toHaveValue('25');
    expect(vr).toHaveValue('35');
    expect(screen.getByText('Now: 25 ILS per game per person')).toBeInTheDocument();
    expect(screen.getByText('Now: 35 ILS per session')).toBeInTheDocument();
  });

  it('saves both prices as numbers and says "Prices updated successfully!"', async () => {
    const user = userEvent.setup();
    const { bowling, vr, save } = await renderTab();
    await user.clear(bowling);
    await user.type(bowling, ' 27.50 ');
    await user.clear(vr);
    await user.type(vr, '40');
    await user.click(save);
    await waitFor(() =>
      expect(updatePrices).toHaveBeenCalledWith({}, { bowlingGamePrice: 27.5, vrSessionPrice: 40 }),
    );
    expect(await screen.findByText('Prices updated successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Now: 27.50 ILS per game per person')).toBeInTheDocument();
  });

  it('refuses a blank, a zero, a price above 1,000 and a third decimal beside each field', async () => {
    const user = userEvent.setup();
    const { bowling, vr, save } = await renderTab();
    await user.clear(bowling);
    await user.clear(vr);
    await user.click(save);
    expect(await screen.findAllByText('Please enter a price')).toHaveLength(2);

    await user.type(bowling, '0');
    await user.type(vr, '1000.01');
    await user.click(save);
    expect(
      await screen.findAllByText('Price must be more than 0 and at most 1,000 ILS'),
    ).toHaveLength(2);

    await user.clear(bowling);
    await user.type(bowling, '24.999');
    await user.clear(vr);
    await user.type(vr, '35');
    await user.click(save);
    expect(await screen.findByText('Price can have at most 2 decimals')).toBeInTheDocument();
    expect(bowling).toHaveAttribute('aria-invalid', 'true');
    expect(vr).not.toHaveAttribute('aria-invalid', 'true');
    expect(updatePrices).not.toHaveBeenCalled();
  });

  it('shows the refusal in the spec words when saving fails, and keeps what was typed', async () => {
    vi.mocked(updatePrices).mockRejectedValue(
      new DataError('You may not edit the prices.', '42501', null, {
        code: 'content.prices_not_allowed',
        params: {},
      }),
    );
    const user = userEvent.setup();
    const { bowling, save } = await renderTab();
    await user.clear(bowling);
    await user.type(bowling, '30');
    await user.click(save);
    expect(
      await screen.findByText('Error updating prices: You may not edit the prices.'),
    ).toBeInTheDocument();
    expect(bowling).toHaveValue('30');
  });

  it('says so, with Retry, when the prices cannot be loaded', async () => {
    vi.mocked(getPrices).mockRejectedValue(new TypeError('network down'));
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <PricesTab />
      </AppProviders>,
    );
    expect(await screen.findByText('Prices could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit prices' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
