import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { changePassword } from '@venue/data/auth/change-password';
import { countCustomerBookings } from '@venue/data/customers/count-customer-bookings';
import { localeInfo } from '@venue/i18n/locales';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsRoute } from '../../app/settings-route.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';

// The manager's Settings, with a pseudo-locale in place of the English catalogue: every message
// reads accented, so a plain Latin letter on the page is a text that did not go through the
// catalogue (or what the manager typed).
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/auth/change-password', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  changePassword: vi.fn(),
}));
vi.mock('@venue/data/venue-contacts/get-venue-contacts', () => ({
  getVenueContacts: vi.fn(async () => ({
    whatsapp_number: '+970599888777',
    address: { en: '2 Main Street, Ramallah' },
  })),
}));
vi.mock('@venue/data/customers/count-customer-bookings', () => ({
  countCustomerBookings: vi.fn(),
}));

beforeEach(async () => {
  vi.mocked(changePassword).mockReset().mockResolvedValue();
  vi.mocked(countCustomerBookings).mockReset().mockResolvedValue(2);
  await activateLocale('en');
});

/** A customer's e-mail address as the manager types it to find their bookings. */
const customerEmail = 'lina@example.com';

/** The languages' own names ("English", "العربية") on the address's tabs: data, not messages. */
const autonyms: string[] = Object.values(localeInfo).map((info) => info.name);

/** The page shows no data but what the manager typed (an input's value is no text node). */
function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { wholeTexts: autonyms });
}

function regionOf(title: string) {
  return within(screen.getByRole('region', { name: pseudoText(title) }));
}

/** The manager's page, once the venue's WhatsApp number has loaded into its form. */
async function renderPage() {
  renderWithProviders(<SettingsRoute />, 'jana', '/admin/settings');
  expect(
    await screen.findByRole('form', { name: pseudoText('Edit the WhatsApp number') }),
  ).toBeInTheDocument();
}

describe("every word of the manager's Settings goes through its catalogue", () => {
  it('the password, two-step sign-in, WhatsApp and erasure sections', async () => {
    await renderPage();
    for (const title of [
      'Change Password',
      'Two-step sign-in',
      'Venue WhatsApp',
      'Venue address',
      'Erase a customer',
    ]) {
      expect(regionOf(title).getByRole('heading', { level: 2 })).toBeInTheDocument();
    }
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it("each form's refusals when sent empty", async () => {
    const user = userEvent.setup();
    await renderPage();
    const whatsApp = regionOf('Venue WhatsApp');
    await user.clear(whatsApp.getByRole('textbox'));
    for (const [title, button] of [
      ['Change Password', 'Update Password'],
      ['Venue WhatsApp', 'Save WhatsApp number'],
      ['Erase a customer', 'Erase customer…'],
    ] as const) {
      await user.click(regionOf(title).getByRole('button', { name: pseudoText(button) }));
    }
    // Each section shows its refusal (by code, in the pseudo-locale's words).
    expect(document.querySelectorAll('[id$="-error"]').length).toBeGreaterThanOrEqual(3);
    expect(changePassword).not.toHaveBeenCalled();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the dialog that asks before erasing a customer', async () => {
    const user = userEvent.setup();
    await renderPage();
    const erase = regionOf('Erase a customer');
    await user.type(erase.getByLabelText(pseudoText('Email')), customerEmail);
    await user.click(erase.getByRole('button', { name: pseudoText('Erase customer…') }));
    const dialog = await screen.findByRole('dialog', { name: pseudoText('Erase this customer?') });
    expect(within(dialog).getByText(/2/)).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });
});
