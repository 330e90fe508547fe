import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { formatLongDate } from '@venue/domain/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { PrintDayPage } from './print-day-page.tsx';

const data = vi.hoisted(() => ({ listBookingsBetween: vi.fn() }));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-bookings-between', () => ({
  listBookingsBetween: data.listBookingsBetween,
}));

const day = '2046-05-10';

const dayBookings = [
  bookingRow({
    id: 'b1',
    name: 'سامي خليل',
    phone: '+970591234567',
    time: '15:00',
    people: 4,
    rounds: 2,
    status: 'approved',
    lane: 2,
    attendance: 'arrived',
  }),
  bookingRow({
    id: 'b2',
    reference: 'SZ-M3XR',
    name: 'Lina Saleh',
    phone: '0597654321',
    time: '18:00',
    people: 12,
    type: 'birthday',
    bundle_name: 'Gold Party',
    status: 'pending',
    lane: null,
  }),
];

function cellsOf(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

beforeEach(() => {
  vi.clearAllMocks();
  data.listBookingsBetween.mockResolvedValue(dayBookings);
});

afterEach(async () => {
  await activateLocale('en');
});

describe('the print view of a day', () => {
  it("reads the calendar's bookings of that one day", async () => {
    renderWithProviders(<PrintDayPage date={day} />);
    await screen.findByRole('table');
    expect(data.listBookingsBetween).toHaveBeenCalledWith({}, day, day);
  });

  it('shows the venue, the day and the bookings by time with lane, reference, party, phone and status', async () => {
    renderWithProviders(<PrintDayPage date={day} />);
    expect(screen.getByText('Strike Zone')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thursday, May 10, 2046' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      'Time',
      'Lane',
      'Name',
      'Reference',
      'People',
      'Rounds or package',
      'Phone',
      'Status',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)).toEqual([
      '15:00',
      '2',
      'سامي خليل',
      'SZ-7K4Q',
      '4',
      '2',
      '+970591234567',
      'APPROVEDArrived',
    ]);
    expect(cellsOf(second as HTMLElement)).toEqual([
      '18:00',
      '—',
      'Lina Saleh',
      'SZ-M3XR',
      '12',
      'Gold Party',
      '0597654321',
      'PENDING',
    ]);
    expect(within(first as HTMLElement).getByText('+970591234567')).toHaveAttribute('dir', 'ltr');
    expect(within(first as HTMLElement).getByText('SZ-7K4Q')).toHaveAttribute('dir', 'ltr');
    expect(within(first as HTMLElement).getByText('سامي خليل')).toHaveAttribute('dir', 'auto');
  });

  it('shows the lane a booking carries', async () => {
    data.listBookingsBetween.mockResolvedValue([{ ...dayBookings[0], lane: 3 }]);
    renderWithProviders(<PrintDayPage date={day} />);
    const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(cellsOf(row as HTMLElement)[1]).toBe('3');
  });

  it('prints the page from its "Print" button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<PrintDayPage date={day} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says when the day has no bookings, and when its address names no day', async () => {
    data.listBookingsBetween.mockResolvedValue([]);
    const { unmount } = renderWithProviders(<PrintDayPage date={day} />);
    expect(await screen.findByText('No bookings for this date')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PrintDayPage date="2046-13-40" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This address does not name a day. Open the day from the calendar.',
    );
    expect(data.listBookingsBetween).toHaveBeenCalledTimes(1);
  });
});

describe('the print view of a day in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('reads right to left with Arabic headings and the day in Arabic, phones and times left to right', async () => {
    renderWithProviders(<PrintDayPage date={day} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(
      screen.getByRole('heading', { level: 1, name: formatLongDate(day, 'ar') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      'الوقت',
      'المسار',
      'الاسم',
      'رقم الحجز',
      'الأشخاص',
      'الجولات أو الباقة',
      'الهاتف',
      'الحالة',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)).toEqual([
      '15:00',
      '2',
      'سامي خليل',
      'SZ-7K4Q',
      '4',
      '2',
      '+970591234567',
      'مقبولحضر',
    ]);
    expect(within(first as HTMLElement).getByText('15:00')).toHaveAttribute('dir', 'ltr');
    expect(within(first as HTMLElement).getByText('+970591234567')).toHaveAttribute('dir', 'ltr');
    expect(within(first as HTMLElement).getByText('SZ-7K4Q')).toHaveAttribute('dir', 'ltr');
    expect(cellsOf(second as HTMLElement)[5]).toBe('Gold Party');
    expect(within(second as HTMLElement).getByText('قيد الانتظار')).toBeInTheDocument();
  });

  it('says in Arabic that the day has no bookings and that an address names no day', async () => {
    data.listBookingsBetween.mockResolvedValue([]);
    const { unmount } = renderWithProviders(<PrintDayPage date={day} />);
    expect(await screen.findByText('لا حجوزات في هذا التاريخ')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PrintDayPage date="tomorrow" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'هذا العنوان لا يشير إلى يوم. افتح اليوم من التقويم.',
    );
  });
});
