import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { addOffer } from '@venue/data/offers/add-offer';
import { listOffers } from '@venue/data/offers/list-offers';
import { updateOffer } from '@venue/data/offers/update-offer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { expectVisible } from '../../../test/visible.ts';
import { OffersTab } from './offers-tab.tsx';

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/offers/list-offers', () => ({ listOffers: vi.fn() }));
vi.mock('@venue/data/offers/add-offer', () => ({ addOffer: vi.fn() }));
vi.mock('@venue/data/offers/delete-offer', () => ({ deleteOffer: vi.fn() }));
vi.mock('@venue/data/offers/update-offer', () => ({ updateOffer: vi.fn() }));
vi.mock('@venue/data/content-order/move-content-item', () => ({ moveContentItem: vi.fn() }));

function renderTab() {
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <OffersTab />
    </AppProviders>,
  );
  const form = screen.getByRole('form', { name: 'Add offer' });
  return {
    spend: within(form).getByRole('textbox', { name: /Spend/ }),
    get: within(form).getByRole('textbox', { name: /Get/ }),
    submit: within(form).getByRole('button', { name: 'Add Offer' }),
  };
}

beforeEach(() => {
  vi.mocked(listOffers).mockResolvedValue([
    { id: 'o2', spend: 250, get: 30, position: 1 },
    { id: 'o1', spend: 100, get: 10, position: 2 },
  ]);
  vi.mocked(addOffer).mockReset().mockResolvedValue({ id: 'o3', spend: 50, get: 5, position: 3 });
  vi.mocked(updateOffer)
    .mockReset()
    .mockResolvedValue({ id: 'o1', spend: 120, get: 12, position: 2 });
});

describe('Manage Offers', () => {
  it('refuses blank values with "Please enter valid positive numbers" and saves nothing', async () => {
    const user = userEvent.setup();
    const { submit } = renderTab();
    await user.click(submit);
    expect(await screen.findAllByText('Please enter valid positive numbers')).toHaveLength(2);
    expect(addOffer).not.toHaveBeenCalled();
  });

  it('refuses zero with the same message, on a numeric keypad', async () => {
    const user = userEvent.setup();
    const { spend, get, submit } = renderTab();
    expect(spend).toHaveAttribute('inputmode', 'numeric');
    expect(get).toHaveAttribute('inputmode', 'numeric');
    await user.type(spend, '0');
    await user.type(get, '5');
    await user.click(submit);
    expect(await screen.findByText('Please enter valid positive numbers')).toBeInTheDocument();
    expect(addOffer).not.toHaveBeenCalled();
  });

  it('refuses a fraction', async () => {
    const user = userEvent.setup();
    const { spend, get, submit } = renderTab();
    await user.type(spend, '10.5');
    await user.type(get, '5');
    await user.click(submit);
    expect(await screen.findByText('Please enter valid positive numbers')).toBeInTheDocument();
    expect(addOffer).not.toHaveBeenCalled();
  });

  it('adds an offer of two positive integers and says so', async () => {
    const user = userEvent.setup();
    const { spend, get, submit } = renderTab();
    await user.type(spend, '50');
    await user.type(get, '5');
    await user.click(submit);
    await waitFor(() => expect(addOffer).toHaveBeenCalledWith({}, { spend: 50, get: 5 }));
    expect(await screen.findByText('Offer added successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Please enter valid positive numbers')).not.toBeInTheDocument();
  });

  it('shows the error in the spec words when saving fails', async () => {
    vi.mocked(addOffer).mockRejectedValue(new Error('permission denied for table offers'));
    const user = userEvent.setup();
    const { spend, get, submit } = renderTab();
    await user.type(spend, '50');
    await user.type(get, '5');
    await user.click(submit);
    expect(
      await screen.findByText('Error adding offer: Something went wrong. Please try again.'),
    ).toBeInTheDocument();
  });

  it("lists offers in the manager's order, as they come (not by spend)", async () => {
    renderTab();
    const list = await screen.findByRole('list', { name: 'Offers' });
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[0]).toContain('Spend 250 ILS');
    expect(texts[1]).toContain('Spend 100 ILS');
  });

  it('edits an offer in place with the same checks: zero refused, then "Offer updated successfully!"', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Edit offer spend 100 ILS get 10 points' }),
    );
    const form = screen.getByRole('form', { name: 'Edit offer spend 100 ILS get 10 points' });
    const spend = within(form).getByRole('textbox', { name: /Spend/ });
    const get = within(form).getByRole('textbox', { name: /Get/ });
    expect(spend).toHaveValue('100');
    expect(get).toHaveValue('10');

    await user.clear(spend);
    await user.type(spend, '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await expectVisible(await within(form).findByText('Please enter valid positive numbers'));
    expect(updateOffer).not.toHaveBeenCalled();

    await user.clear(spend);
    await user.type(spend, '120');
    await user.clear(get);
    await user.type(get, '12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateOffer).toHaveBeenCalledWith({}, 'o1', { spend: 120, get: 12 }),
    );
    expect(addOffer).not.toHaveBeenCalled();
    expect(await screen.findByText('Offer updated successfully!')).toBeInTheDocument();
  });

  it('a failed edit says "Error updating offer" with the reason', async () => {
    vi.mocked(updateOffer).mockRejectedValue(new Error('permission denied for table offers'));
    const user = userEvent.setup();
    renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Edit offer spend 250 ILS get 30 points' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error updating offer: Something went wrong. Please try again.'),
    ).toBeInTheDocument();
  });
});
