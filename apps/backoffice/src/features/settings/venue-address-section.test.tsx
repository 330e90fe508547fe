import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { getVenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { updateVenueAddress } from '@venue/data/venue-contacts/update-venue-address';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsRoute } from '../../app/settings-route.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';

// The manager's "Venue address" in Settings: one line in each language, a tab each, the missing
// one marked, an address in no language refused before it is sent.
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/venue-contacts/get-venue-contacts', () => ({ getVenueContacts: vi.fn() }));
vi.mock('@venue/data/venue-contacts/update-venue-address', () => ({
  updateVenueAddress: vi.fn(),
}));

const whatsapp_number = '+970592950000';
const english = '2 Main Street, Ramallah';
const arabic = '2 الشارع الرئيسي، رام الله';

beforeEach(async () => {
  await activateLocale('en');
  vi.mocked(getVenueContacts)
    .mockReset()
    .mockResolvedValue({
      whatsapp_number,
      address: { en: english, ar: arabic },
    });
  // The database keeps what was saved: the next read gives it back.
  vi.mocked(updateVenueAddress)
    .mockReset()
    .mockImplementation(async (_client, values) => {
      const saved = { whatsapp_number, ...values };
      vi.mocked(getVenueContacts).mockResolvedValue(saved);
      return saved;
    });
});

async function renderSection(name: string, kind: 'jana' | 'reception' = 'jana') {
  renderWithProviders(<SettingsRoute />, kind, '/admin/settings');
  const form = await screen.findByRole('form', { name });
  return within(form);
}

describe("the manager's venue address", () => {
  it('shows each language in its own tab, and saves what she writes', async () => {
    const user = userEvent.setup();
    const form = await renderSection('Edit the venue address');
    const englishField = form.getByRole('textbox', { name: 'Address' });
    expect(englishField).toHaveValue(english);
    await user.click(form.getByRole('tab', { name: 'العربية' }));
    // The Arabic tab's field alone shows now, written right to left.
    const arabicField = form.getByRole('textbox', { name: 'Address' });
    expect(arabicField).toHaveValue(arabic);
    expect(arabicField.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(arabicField.closest('[dir]')).toHaveAttribute('dir', 'rtl');

    await user.clear(arabicField);
    expect(form.getByRole('tab', { name: /العربية/ })).toHaveTextContent('Missing');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(updateVenueAddress).toHaveBeenCalledWith(expect.anything(), {
      address: { en: english },
    });
    expect(await screen.findByText('Address saved.')).toBeInTheDocument();
    // The saved address lacks Arabic: the section says so.
    expect(
      within(screen.getByRole('region', { name: 'Venue address' })).getByText('Needs Arabic'),
    ).toBeInTheDocument();
  });

  it('refuses an address in no language before sending it', async () => {
    const user = userEvent.setup();
    const form = await renderSection('Edit the venue address');
    await user.clear(form.getByRole('textbox', { name: 'Address' }));
    await user.click(form.getByRole('tab', { name: 'العربية' }));
    await user.clear(form.getByRole('textbox', { name: 'Address' }));
    await user.click(form.getByRole('button', { name: 'Save address' }));
    // Asked on the first language's field.
    expect(
      await form.findByText('Please enter the address in at least one language'),
    ).toBeInTheDocument();
    expect(updateVenueAddress).not.toHaveBeenCalled();
  });

  it('is in Arabic for a manager who reads Arabic, her language first', async () => {
    await activateLocale('ar');
    vi.mocked(getVenueContacts).mockResolvedValue({ whatsapp_number, address: { ar: arabic } });
    const user = userEvent.setup();
    const form = await renderSection('تعديل عنوان المكان');
    expect(form.getByRole('tab', { selected: true })).toHaveTextContent('العربية');
    expect(form.getByRole('tab', { name: /English/ })).toHaveTextContent('ناقص');
    expect(form.getByRole('textbox', { name: 'العنوان' })).toHaveValue(arabic);
    expect(
      within(screen.getByRole('region', { name: 'عنوان المكان' })).getByText(
        'بحاجة إلى الإنجليزية',
      ),
    ).toBeInTheDocument();

    await user.clear(form.getByRole('textbox', { name: 'العنوان' }));
    await user.click(form.getByRole('button', { name: 'حفظ العنوان' }));
    expect(await screen.findByText('يُرجى إدخال العنوان بلغة واحدة على الأقل')).toBeInTheDocument();
    expect(updateVenueAddress).not.toHaveBeenCalled();
  });

  it('is not offered to reception', async () => {
    renderWithProviders(<SettingsRoute />, 'reception', '/admin/settings');
    expect(await screen.findByRole('region', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Venue address' })).not.toBeInTheDocument();
    expect(getVenueContacts).not.toHaveBeenCalled();
  });
});
