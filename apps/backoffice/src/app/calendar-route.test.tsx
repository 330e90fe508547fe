import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { bookingRow } from '../test/booking-row.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { CalendarRoute } from './calendar-route.tsx';

const data = vi.hoisted(() => ({ listBookingsBetween: vi.fn() }));

vi.mock('../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-bookings-between', () => ({
  listBookingsBetween: data.listBookingsBetween,
}));

// The calendar's day list: each booking's source, lane and attendance, filtered by arrivals as the
// desk filters them.

const today = venueToday(new Date(), venueTimeZone);

beforeEach(() => {
  vi.clearAllMocks();
  data.listBookingsBetween.mockResolvedValue([
    bookingRow({ id: 'b1', name: 'Maya Haddad', date: today, time: '15:00', source: 'website' }),
    bookingRow({
      id: 'b2',
      name: 'Karim Saleh',
      date: today,
      time: '15:00',
      source: 'phone',
      lane: 2,
      attendance: 'arrived',
    }),
    bookingRow({
      id: 'b3',
      name: 'Omar Nasser',
      date: today,
      time: '18:00',
      source: 'walk_in',
      lane: 4,
      attendance: 'no_show',
    }),
    bookingRow({ id: 'b4', name: 'Sara Odeh', date: today, time: '19:30', status: 'pending' }),
  ]);
});

function rowOf(table: HTMLElement, name: string): string[] {
  const row = within(table).getByRole('row', { name: new RegExp(name) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe("the calendar's day list", () => {
  it('shows the source with its icon, the lane and the attendance of each booking', async () => {
    await activateLocale('en');
    renderWithProviders(<CalendarRoute />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Time', 'Name', 'Kind', 'People', 'Phone', 'Source', 'Lane', 'Status']);
    expect(rowOf(table, 'Karim Saleh').slice(5)).toEqual(['Phone', '2', 'APPROVEDArrived']);
    expect(rowOf(table, 'Omar Nasser').slice(5)).toEqual(['Walk-in', '4', 'APPROVEDNo-show']);
    expect(rowOf(table, 'Maya Haddad').slice(5)).toEqual(['Website', '1', 'APPROVED']);
    expect(rowOf(table, 'Sara Odeh').slice(5)).toEqual(['Website', '', 'PENDING']);
    const source = within(table).getByText('Walk-in').parentElement;
    expect(source?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('filters the day by arrived and by no-show, and back to all', async () => {
    await activateLocale('en');
    renderWithProviders(<CalendarRoute />);
    const table = await screen.findByRole('table');
    const names = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const filter = screen.getByRole('radiogroup', { name: 'Arrivals' });
    await userEvent.click(within(filter).getByRole('radio', { name: 'Arrived' }));
    expect(names()).toEqual(['Karim Saleh']);
    await userEvent.click(within(filter).getByRole('radio', { name: 'No-show' }));
    expect(names()).toEqual(['Omar Nasser']);
    await userEvent.click(within(filter).getByRole('radio', { name: 'All' }));
    expect(names()).toHaveLength(4);
  });

  it('in Arabic: the sources, the attendance and the filter in Arabic', async () => {
    await activateLocale('ar');
    renderWithProviders(<CalendarRoute />);
    const table = await screen.findByRole('table');
    expect(rowOf(table, 'Karim Saleh').slice(5)).toEqual(['الهاتف', '2', 'مقبولحضر']);
    const filter = screen.getByRole('radiogroup', { name: 'الحضور' });
    await userEvent.click(within(filter).getByRole('radio', { name: 'لم يحضر' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(within(screen.getByRole('table')).getByText('حضور مباشر')).toBeInTheDocument();
    await activateLocale('en');
  });
});
