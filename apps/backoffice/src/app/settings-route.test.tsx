import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { renderApp } from '../test/render-app.tsx';

vi.mock('../lib/supabase.ts', async () => {
  const { neverClient } = await import('../test/never-client.ts');
  return { supabase: neverClient() };
});

describe('/admin/settings', () => {
  it('offers the manager to erase a customer', async () => {
    await activateLocale('en');
    renderApp('/admin/settings', 'jana');
    expect(await screen.findByRole('region', { name: 'Erase a customer' })).toBeInTheDocument();
  });

  it('offers reception only their password', async () => {
    await activateLocale('en');
    renderApp('/admin/settings', 'reception');
    expect(await screen.findByRole('region', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Erase a customer' })).not.toBeInTheDocument();
  });
});
