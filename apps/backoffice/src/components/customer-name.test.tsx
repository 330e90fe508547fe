import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { CustomerName } from './customer-name.tsx';

vi.mock('../lib/supabase.ts', () => ({ supabase: {} }));

describe("a booking's customer name", () => {
  it('is the name as typed', async () => {
    await activateLocale('en');
    renderWithProviders(<CustomerName name="Lina Haddad" />);
    expect(screen.getByText('Lina Haddad')).toHaveAttribute('dir', 'auto');
  });

  it('is "Erased customer" once their data was erased (a blank name), in English and Arabic', async () => {
    await activateLocale('en');
    const { unmount } = renderWithProviders(<CustomerName name="" />);
    expect(screen.getByText('Erased customer')).toBeInTheDocument();
    unmount();
    await activateLocale('ar');
    renderWithProviders(<CustomerName name="" />);
    expect(screen.getByText('زبون محذوفة بياناته')).toBeInTheDocument();
  });
});
