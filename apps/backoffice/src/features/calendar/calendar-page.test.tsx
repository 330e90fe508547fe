import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { venueToday } from '@venue/domain/clock';
import { timesInAnotherForm } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { CalendarPage } from './calendar-page.tsx';

const data = vi.hoisted(() => ({ listBookingsBetween: vi.fn() }));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-bookings-between', () => ({
  listBookingsBetween: data.listBookingsBetween,
}));

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  data.listBookingsBetween.mockResolvedValue([]);
});

describe('the reception calendar', () => {
  it('says "No bookings for this date" when the day has none', async () => {
    renderWithProviders(<CalendarPage />);
    expect(await screen.findByText('No bookings for this date')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why the bookings could not be loaded instead of "No bookings for this date", and loads again on Retry', async () => {
    data.listBookingsBetween.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<CalendarPage />);
    const alert = await screen.findByRole('alert', { name: 'The bookings could not be loaded' });
    expect(alert).toHaveTextContent('Failed to fetch');
    expect(screen.queryByText('No bookings for this date')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No bookings for this date')).toBeInTheDocument();
    expect(data.listBookingsBetween).toHaveBeenCalledTimes(2);
  });

  it('lists the day\'s bookings with their times in the one form, the first slot as "15:00"', async () => {
    const today = venueToday(new Date(), venueTimeZone);
    data.listBookingsBetween.mockResolvedValue(
      (['15:00', '21:45'] as const).map((time, index) =>
        bookingRow({ id: `booking-${index}`, name: `Customer ${index}`, date: today, time }),
      ),
    );
    renderWithProviders(<CalendarPage />);
    const table = await screen.findByRole('table');
    const times = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(times).toEqual(['15:00', '21:45']);
    expect(timesInAnotherForm(table.textContent ?? '')).toEqual([]);
  });

  it("names every lane a group holds in the lane column, one lane's as before", async () => {
    const today = venueToday(new Date(), venueTimeZone);
    data.listBookingsBetween.mockResolvedValue([
      bookingRow({ id: 'single', name: 'Lina', date: today, time: '15:00', lane: 4 }),
      bookingRow({
        id: 'group',
        name: 'Omar',
        date: today,
        time: '18:00',
        people: 12,
        lane: 2,
        lanes: [2, 3],
        lanes_needed: 2,
      }),
    ]);
    renderWithProviders(<CalendarPage />);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const laneColumn = headers.indexOf('Lane');
    expect(laneColumn).toBeGreaterThan(0);
    const lanes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[laneColumn]?.textContent);
    expect(lanes).toEqual(['4', '2–3']);
  });

  it("names each booking's kind, and a VR booking's sessions, with no lane", async () => {
    const today = venueToday(new Date(), venueTimeZone);
    data.listBookingsBetween.mockResolvedValue([
      bookingRow({ id: 'bowling', name: 'Lina', date: today, time: '15:00', lane: 4 }),
      bookingRow({
        id: 'vr',
        name: 'Maya',
        date: today,
        time: '15:20',
        type: 'vr',
        people: 3,
        rounds: 2,
        lane: null,
        lanes: null,
      }),
      bookingRow({ id: 'party', name: 'Omar', date: today, time: '18:00', type: 'birthday' }),
    ]);
    renderWithProviders(<CalendarPage />);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 4)).toEqual(['Time', 'Name', 'Kind', 'People']);
    expect(headers).not.toContain('Rounds');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Bowling with its rounds, VR with its sessions, a party as such.
    expect(rows.map((cells) => cells.slice(1, 4))).toEqual([
      ['Lina', 'Bowling2 rounds', '4'],
      ['Maya', 'VR2 sessions', '3'],
      ['Omar', 'Birthday', '4'],
    ]);
    expect(rows[1]?.[headers.indexOf('Lane')]).toBe('');
  });
});
