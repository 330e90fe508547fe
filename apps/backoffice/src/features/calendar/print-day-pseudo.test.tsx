import { screen, within } from '@testing-library/react';
import { formatLongDate } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import {
  daySheetFixture,
  printedDay,
  vrSheetBookings,
  vrSheetHolds,
} from '../../test/fixtures/day-sheet.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { PrintDayPage } from './print-day-page.tsx';

const data = vi.hoisted(() => ({ listDaySheet: vi.fn(), listVrHolds: vi.fn() }));

// The print view of a day with a pseudo-locale in place of the English catalogue: every message
// reads accented, so a plain Latin letter on the sheet is a text that did not go through the
// catalogue, or the bookings' own values.
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-day-sheet', () => ({ listDaySheet: data.listDaySheet }));
vi.mock('@venue/data/vr/list-vr-holds', () => ({ listVrHolds: data.listVrHolds }));

const day = printedDay;

/** A lane booking that arrived, a party with both notes waiting, one that did not come. */
const dayBookings = daySheetFixture({ noShow: true });

beforeEach(async () => {
  vi.clearAllMocks();
  data.listDaySheet.mockResolvedValue(dayBookings);
  data.listVrHolds.mockResolvedValue([]);
  await activateLocale('en');
});

/**
 * What the sheet shows that is not a message: the venue's name, the day as
 * `@venue/domain/format` writes it in English, the bookings' own values (names, references,
 * phones, a party's package and the notes typed by staff and customer), and amounts in ILS.
 */
const values = [
  venue.name,
  formatLongDate(day, 'en'),
  ...[...dayBookings, ...vrSheetBookings].flatMap((booking) => [
    booking.name,
    booking.reference,
    booking.phone,
    booking.bundle_name ?? '',
    booking.notes,
    booking.customer_notes,
  ]),
]
  .filter((value) => value.trim() !== '')
  .sort((a, b) => b.length - a.length);

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { values, patterns: [/\d[\d,.]* ILS/g] });
}

describe('every word of the print view of a day goes through its catalogue', () => {
  it("the day's sheet: slots, lanes, parties, statuses, arrivals and notes", async () => {
    renderWithProviders(<PrintDayPage date={day} />, 'reception', `/admin/print/${day}`);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Gold Party')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pseudoText('Print') })).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it("the VR zone: sessions, stations, players and a party's VR", async () => {
    data.listDaySheet.mockResolvedValue([...dayBookings, ...vrSheetBookings]);
    data.listVrHolds.mockResolvedValue(vrSheetHolds);
    renderWithProviders(<PrintDayPage date={day} />, 'reception', `/admin/print/${day}`);
    const vr = await screen.findByTestId('print-vr-table');
    expect(within(vr).getAllByText('Maya Players')).toHaveLength(2);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a day without bookings, an address that names no day, and a failed load', async () => {
    data.listDaySheet.mockResolvedValue([]);
    const empty = renderWithProviders(<PrintDayPage date={day} />);
    expect(await screen.findByText(pseudoText('No bookings for this date'))).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
    empty.unmount();

    const wrong = renderWithProviders(<PrintDayPage date="2046-13-40" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      pseudoText('This address does not name a day. Open the day from the calendar.'),
    );
    expect(notThroughCatalogue()).toEqual([]);
    wrong.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    data.listDaySheet.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<PrintDayPage date={day} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: pseudoText('Retry') })).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });
});
