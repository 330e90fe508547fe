import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { venueToday } from '@venue/domain/clock';
import { formatLongDate, weekdayNames } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import {
  intlCalendarWords,
  pseudoMessages,
  pseudoText,
  textsPastCatalogue,
} from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarRoute } from '../../app/calendar-route.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';

const data = vi.hoisted(() => ({ listBookingsBetween: vi.fn() }));

// The reception calendar, as its route shows it, with a pseudo-locale in place of the English
// catalogue: every message reads accented, so a plain Latin letter on the page is a text that did
// not go through the catalogue, or the bookings' own values and the calendar's names.
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-bookings-between', () => ({
  listBookingsBetween: data.listBookingsBetween,
}));

const today = venueToday(new Date(), venueTimeZone);

const bookings: BookingRow[] = [
  bookingRow({
    id: 'booking-1',
    reference: 'SZ-H9WD',
    name: 'Sami Khalil',
    phone: '+970591234567',
    email: 'sami@example.com',
    date: today,
    time: '15:00',
    status: 'pending',
  }),
  bookingRow({
    id: 'booking-2',
    name: 'Lina Saleh',
    date: today,
    time: '21:45',
    source: 'phone',
    attendance: 'arrived',
  }),
];

beforeEach(async () => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  data.listBookingsBetween.mockResolvedValue(bookings);
  await activateLocale('en');
});

/** What the customer typed in a search that found nobody. */
const search = 'Zed';

/**
 * What the calendar shows that is not a message: the bookings' own values (names, phones, e-mail
 * addresses) and a search as typed, and the month's and weekdays' names as `Intl` gives them in
 * English (the month's title, the column heads, each day's name).
 */
const values = [
  ...bookings.flatMap((booking) => [booking.name, booking.phone, booking.email ?? '']),
  search,
]
  .filter((value) => value !== '')
  .sort((a, b) => b.length - a.length);

const calendarWords = [...intlCalendarWords('en-US'), ...weekdayNames('en')];

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { values: [...values, ...calendarWords] });
}

const searchBox = () =>
  screen.getByRole('searchbox', { name: pseudoText('Search by customer name') });

describe('every word of the reception calendar goes through its catalogue', () => {
  it("the month, and today's bookings with their sources and arrivals", async () => {
    renderWithProviders(<CalendarRoute />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Sami Khalil')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: formatLongDate(today, 'en') }),
    ).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a search that found nobody, and a day without bookings', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalendarRoute />);
    await screen.findByRole('table');
    await user.type(searchBox(), search);
    expect(await screen.findByText(new RegExp(search))).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(notThroughCatalogue()).toEqual([]);
    await user.clear(searchBox());
    const otherDay = `${today.slice(0, 8)}${today.endsWith('-01') ? '02' : '01'}`;
    await user.click(screen.getByRole('button', { name: formatLongDate(otherDay, 'en') }));
    expect(await screen.findByText(pseudoText('No bookings for this date'))).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a load failure, with its Retry', async () => {
    data.listBookingsBetween.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<CalendarRoute />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: pseudoText('Retry') })).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });
});
