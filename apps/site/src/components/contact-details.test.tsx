import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { getVenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { formatOpeningHours, timesInAnotherForm } from '@venue/domain/format';
import { defaultSchedule } from '@venue/domain/schedule';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { activateLocale } from '../lib/i18n.ts';
import { venueContactsAtBuild } from '../lib/venue-contacts-query.ts';
import { pageSeo } from '../seo/pages.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ContactDetails } from './contact-details.tsx';

vi.mock('../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/venue-contacts/get-venue-contacts', () => ({ getVenueContacts: vi.fn() }));

// Saturday, November 21, 2026, 12:00 at the venue.
const now = new Date('2026-11-21T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
  // Until a test says otherwise, the settings are still being read: the code's address shows.
  vi.mocked(getVenueContacts).mockReturnValue(new Promise(() => {}));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the opening hours', () => {
  it('read "Open daily 15:00 to 23:00" from the schedule, then today\'s, in the slots\' form', async () => {
    const { container } = renderWithProviders(<ContactDetails />);
    await screen.findByTestId('todays-hours');
    expect(container).toHaveTextContent(`Open daily ${formatOpeningHours()}`);
    expect(screen.getByTestId('todays-hours')).toHaveTextContent('Today: 15:00 to 23:00');
    expect(timesInAnotherForm(container.textContent ?? '')).toEqual([]);
  });

  it("read the week day by day when the days differ, and today's special hours or closure", async () => {
    const late = { opensAt: '15:00', closesAt: '01:00' };
    vi.mocked(getSchedule).mockResolvedValue({
      ...defaultSchedule,
      weekly: { ...defaultSchedule.weekly, 1: null, 5: late, 6: late },
      special: [
        {
          firstDay: '2026-11-20',
          lastDay: '2026-11-22',
          opensAt: '20:00',
          closesAt: '02:00',
          name: { en: 'Festival', ar: 'المهرجان' },
        },
      ],
    });
    const { container } = renderWithProviders(<ContactDetails />);
    await screen.findByTestId('todays-hours');
    expect(container).toHaveTextContent(
      'Mon: closed, Tue–Thu: 15:00 to 23:00, Fri–Sat: 15:00 to 01:00, Sun: 15:00 to 23:00',
    );
    expect(screen.getByTestId('todays-hours')).toHaveTextContent(
      'Today: 20:00 to 02:00 (Festival)',
    );
  });

  it('read the week day by day in Arabic, each part after the first led by "، و"', async () => {
    await activateLocale('ar');
    const late = { opensAt: '15:00', closesAt: '01:00' };
    vi.mocked(getSchedule).mockResolvedValue({
      ...defaultSchedule,
      weekly: { ...defaultSchedule.weekly, 1: null, 5: late, 6: late },
    });
    const { container } = renderWithProviders(<ContactDetails />);
    await screen.findByTestId('todays-hours');
    expect(container).toHaveTextContent(
      'اثنين: مغلق، وثلاثاء–خميس: من 15:00 إلى 23:00، وجمعة–سبت: من 15:00 إلى 01:00، وأحد: من 15:00 إلى 23:00',
    );
  });

  it('say in Arabic that today is closed, and why', async () => {
    await activateLocale('ar');
    vi.mocked(getSchedule).mockResolvedValue({
      ...defaultSchedule,
      closures: [
        { day: '2026-11-21', fromTime: null, toTime: null, reason: { en: 'Eid', ar: 'العيد' } },
      ],
    });
    renderWithProviders(<ContactDetails />);
    expect(await screen.findByTestId('todays-hours')).toHaveTextContent('اليوم: مغلق، العيد');
    expect(screen.getByText(/يوميًا/)).toHaveTextContent('مفتوح يوميًا من 15:00 إلى 23:00');
  });

  it("leave the hours out of the home page's description, which is as old as the build", () => {
    const description = i18n._(pageSeo.home.description);
    expect(description).not.toMatch(/\d\d:\d\d/);
  });
});

const whatsapp_number = '+970592950000';

describe('the address', () => {
  it("is the manager's, read from the settings, in the page's language", async () => {
    vi.mocked(getVenueContacts).mockResolvedValue({
      whatsapp_number,
      address: { en: '2 Main Street, Ramallah', ar: '2 الشارع الرئيسي، رام الله' },
    });
    const { container, findByText } = renderWithProviders(<ContactDetails />);
    const shown = await findByText('2 Main Street, Ramallah');
    expect(shown).toHaveAttribute('dir', 'auto');
    expect(shown).not.toHaveAttribute('lang');
    expect(container).not.toHaveTextContent('Al-Irsal');
  });

  it('is in Arabic on Arabic pages when the manager wrote it in Arabic', async () => {
    await activateLocale('ar');
    vi.mocked(getVenueContacts).mockResolvedValue({
      whatsapp_number,
      address: { en: '2 Main Street, Ramallah', ar: '2 الشارع الرئيسي، رام الله' },
    });
    const { findByText } = renderWithProviders(<ContactDetails />);
    expect(await findByText('2 الشارع الرئيسي، رام الله')).not.toHaveAttribute('lang');
  });

  it('falls back to English on an Arabic page, marked lang="en" and left to right, never blank', async () => {
    await activateLocale('ar');
    vi.mocked(getVenueContacts).mockResolvedValue({
      whatsapp_number,
      address: { en: '2 Main Street, Ramallah' },
    });
    const { findByText } = renderWithProviders(<ContactDetails />);
    const shown = await findByText('2 Main Street, Ramallah');
    expect(shown).toHaveAttribute('lang', 'en');
    expect(shown).toHaveAttribute('dir', 'ltr');
  });

  it('falls back to Arabic on an English page, marked lang="ar" and right to left', async () => {
    vi.mocked(getVenueContacts).mockResolvedValue({
      whatsapp_number,
      address: { ar: '2 الشارع الرئيسي، رام الله' },
    });
    const { findByText } = renderWithProviders(<ContactDetails />);
    const shown = await findByText('2 الشارع الرئيسي، رام الله');
    expect(shown).toHaveAttribute('lang', 'ar');
    expect(shown).toHaveAttribute('dir', 'rtl');
  });

  it("shows the code's address when the settings cannot be read", async () => {
    vi.mocked(getVenueContacts).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByText } = renderWithProviders(<ContactDetails />);
    await vi.waitFor(() => expect(getVenueContacts).toHaveBeenCalled());
    expect(getByText(/Al-Irsal Street/)).toHaveAttribute('dir', 'auto');
  });

  it('is written into the page at build time from the settings the build read', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(venueContactsAtBuild.queryKey, {
      whatsapp_number,
      address: { en: '2 Main Street, Ramallah' },
    });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ContactDetails />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(html).toContain('2 Main Street, Ramallah');
  });

  it('keeps its own direction, so its house number stays in front on Arabic pages', () => {
    const { getByText } = renderWithProviders(<ContactDetails />);
    expect(getByText(/Al-Irsal Street/)).toHaveAttribute('dir', 'auto');
  });

  it('is written in Arabic on Arabic pages, for a visitor to read out to a taxi driver', async () => {
    await activateLocale('ar');
    const { container, getByText } = renderWithProviders(<ContactDetails />);
    expect(getByText('14 شارع الإرسال، المصيون، رام الله، فلسطين')).toHaveAttribute('dir', 'auto');
    expect(container).not.toHaveTextContent('Al-Irsal');
  });
});
