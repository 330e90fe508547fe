import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { LocalizedFields } from './localized-fields.tsx';

// The tabs of a text typed in every language open on the staff member's language, also when that
// language arrives after the form (their staff record is read once they are signed in), until they
// pick a tab themselves.

function AddressForm() {
  const form = useForm({ initialValues: { address: { en: '2 Main Street', ar: '' } } });
  return (
    <LocalizedFields
      form={form}
      names={['address']}
      fields={(locale) => <TextInput label={`Address ${locale}`} />}
    />
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

beforeEach(async () => {
  await activateLocale('en');
});

describe('the language tabs', () => {
  it('follow the staff member’s language when it arrives after the form', async () => {
    renderWithProviders(<AddressForm />);
    expect(selectedTab()).toBe('English');
    await act(() => activateLocale('ar'));
    expect(selectedTab()).toMatch(/^العربية/);
  });

  it('keep the tab the staff member picked', async () => {
    renderWithProviders(<AddressForm />);
    await userEvent.click(screen.getByRole('tab', { name: /العربية/ }));
    expect(selectedTab()).toMatch(/^العربية/);
    await act(() => activateLocale('ar'));
    await act(() => activateLocale('en'));
    expect(selectedTab()).toMatch(/^العربية/);
  });
});
