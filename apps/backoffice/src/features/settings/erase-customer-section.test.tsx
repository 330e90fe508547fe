import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { supabase } from '../../lib/supabase.ts';
import { expectVisible } from '../../test/visible.ts';
import { EraseCustomerSection } from './erase-customer-section.tsx';

// The database answers through supabase-js's rpc; the data layer above it is the real one.
vi.mock('../../lib/supabase.ts', () => ({ supabase: { rpc: vi.fn() } }));
const rpc = vi.mocked(supabase.rpc);

/** Answers the count with `bookings` and the erasure with as many bookings erased. */
function databaseWith(bookings: number) {
  rpc.mockImplementation(((name: string) =>
    Promise.resolve(
      name === 'customer_booking_count'
        ? { data: bookings, error: null }
        : { data: [{ bookings, events: bookings * 2 }], error: null },
    )) as never);
}

const erasures = () => rpc.mock.calls.filter(([name]) => name === 'erase_customer');

function renderSection() {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <EraseCustomerSection />
    </AppProviders>,
  );
}

beforeEach(() => {
  rpc.mockReset();
  databaseWith(2);
});

describe('erasing a customer, in English', () => {
  beforeEach(() => activateLocale('en'));

  it('says how many bookings will be erased, and erases nothing on Cancel', async () => {
    const user = userEvent.setup();
    renderSection();
    const section = screen.getByRole('region', { name: 'Erase a customer' });
    await user.type(within(section).getByLabelText('Phone'), '059 123 4567');
    await user.click(within(section).getByRole('button', { name: 'Erase customer…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Erase this customer?' });
    await expectVisible(within(dialog).getByText('2 bookings of this customer will be erased.'));
    expect(rpc).toHaveBeenCalledWith('customer_booking_count', {
      phone: '059 123 4567',
      email: '',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(erasures()).toEqual([]);
  });

  it('erases the customer once confirmed and says so', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByLabelText('Email'), 'Guest@Example.com');
    await user.click(screen.getByRole('button', { name: 'Erase customer…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this customer?' });

    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    expect(await screen.findByText('Customer erased from 2 bookings.')).toBeInTheDocument();
    expect(erasures()).toEqual([['erase_customer', { phone: '', email: 'Guest@Example.com' }]]);
  });

  it('asks for a phone or an email before counting anything', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Erase customer…' }));
    expect(
      await screen.findByText("Enter the customer's phone number or email address."),
    ).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('opens no dialog when the customer has no bookings', async () => {
    databaseWith(0);
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByLabelText('Phone'), '0591234567');
    await user.click(screen.getByRole('button', { name: 'Erase customer…' }));
    expect(
      await screen.findByText('No bookings found for this phone number or email address.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('erasing a customer, in Arabic', () => {
  beforeEach(() => activateLocale('ar'));

  it('asks, counts and confirms in Arabic, right to left', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const section = screen.getByRole('region', { name: 'حذف بيانات زبون' });
    await user.type(within(section).getByLabelText('الهاتف'), '0591234567');
    await user.click(within(section).getByRole('button', { name: 'حذف بيانات الزبون…' }));

    const dialog = await screen.findByRole('dialog', { name: 'هل تريد حذف بيانات هذا الزبون؟' });
    await expectVisible(within(dialog).getByText('سيُحذف حجزان لهذا الزبون.'));
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));

    expect(await screen.findByText(/^حُذفت بيانات الزبون من/)).toBeInTheDocument();
    expect(erasures()).toHaveLength(1);
  });

  it('asks for a phone or an email in Arabic', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'حذف بيانات الزبون…' }));
    expect(
      await screen.findByText('يُرجى إدخال رقم هاتف الزبون أو بريده الإلكتروني.'),
    ).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });
});
