import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { venueToday } from '@venue/domain/clock';
import { formatLongDate, formatMonthTitle, weekdayNames } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { CalendarPage } from './calendar-page.tsx';

const data = vi.hoisted(() => ({ listBookingsBetween: vi.fn() }));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-bookings-between', () => ({
  listBookingsBetween: data.listBookingsBetween,
}));

// Reception working in Arabic: the month, its weekdays and the day's bookings read right to left,
// while times, phone numbers and e-mail addresses keep their left-to-right order.

const today = venueToday(new Date(), venueTimeZone);

beforeEach(async () => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await activateLocale('ar');
  data.listBookingsBetween.mockResolvedValue([
    bookingRow({
      id: 'booking-1',
      name: 'سامي خليل',
      phone: '+970591234567',
      email: 'sami@example.com',
      date: today,
      time: '15:00',
      people: 4,
      rounds: 2,
      status: 'pending',
    }),
    bookingRow({ id: 'booking-2', name: 'Lina Saleh', date: today, time: '21:45' }),
  ]);
});

describe('the reception calendar in Arabic', () => {
  it('names the month, the weekdays and the days in Arabic, with Arabic month arrows', async () => {
    renderWithProviders(<CalendarPage />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'تقويم الاستقبال' })).toBeInTheDocument();
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    const title = formatMonthTitle(year, month, 'ar');
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(title).not.toMatch(/[A-Za-z]/);
    for (const weekday of weekdayNames('ar')) {
      expect(screen.getAllByText(weekday).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText('Sun')).toBeNull();
    const day = await screen.findByRole('button', {
      name: `${formatLongDate(today, 'ar')}، اليوم، حجزان`,
    });
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'الشهر السابق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اليوم' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'الشهر التالي' }));
    const next =
      month === 12 ? formatMonthTitle(year + 1, 1, 'ar') : formatMonthTitle(year, month + 1, 'ar');
    expect(screen.getByRole('heading', { level: 2, name: next })).toBeInTheDocument();
  });

  it('heads the columns with seven distinct Arabic names of two letters or more (Sunday is not Thursday)', async () => {
    renderWithProviders(<CalendarPage />);
    const day = await screen.findByRole('button', {
      name: new RegExp(`^${formatLongDate(today, 'ar')}`),
    });
    // The heads sit in the month's grid beside the days' cells, hidden from screen readers.
    const grid = day.parentElement?.parentElement;
    const heads = [...(grid?.children ?? [])]
      .filter((child) => child.getAttribute('aria-hidden') === 'true')
      .map((head) => head.textContent ?? '');
    expect(heads).toEqual(weekdayNames('ar'));
    expect(new Set(heads).size).toBe(7);
    for (const head of heads) expect([...head].length).toBeGreaterThanOrEqual(2);
  });

  it("lists the day's bookings under Arabic headings, the phone, time and e-mail left to right", async () => {
    renderWithProviders(<CalendarPage />);
    const table = await screen.findByRole('table');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((head) => head.textContent);
    expect(heads).toEqual([
      'الوقت',
      'الاسم',
      'النوع',
      'الأشخاص',
      'الهاتف',
      'مصدر الحجز',
      'المسار',
      'الحالة',
    ]);
    const row = within(table).getByRole('row', { name: /سامي خليل/ });
    expect(within(row).getByText('سامي خليل')).toHaveAttribute('dir', 'auto');
    expect(within(row).getByText('15:00')).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText('+970591234567')).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText('sami@example.com')).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText('قيد الانتظار')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: formatLongDate(today, 'ar') }),
    ).toBeInTheDocument();
  });

  it('says in Arabic that a search found nobody and that a day has no bookings', async () => {
    renderWithProviders(<CalendarPage />);
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'البحث باسم الزبون' }), 'Zed');
    expect(screen.getByText('لا توجد حجوزات تطابق "Zed"')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'البحث باسم الزبون' }));
    const otherDay = `${today.slice(0, 8)}${today.endsWith('-01') ? '02' : '01'}`;
    await userEvent.click(screen.getByRole('button', { name: formatLongDate(otherDay, 'ar') }));
    expect(screen.getByText('لا حجوزات في هذا التاريخ')).toBeInTheDocument();
  });

  it('shows a load failure in Arabic with an Arabic "Retry"', async () => {
    data.listBookingsBetween.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<CalendarPage />);
    const alert = await screen.findByRole('alert', { name: 'تعذّر تحميل الحجوزات' });
    expect(alert).toHaveTextContent('تعذّر الاتصال بالخادم');
    expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(screen.queryByText('لا حجوزات في هذا التاريخ')).toBeNull();
  });

  it("names a VR booking's kind and sessions in Arabic", async () => {
    data.listBookingsBetween.mockResolvedValue([
      bookingRow({
        id: 'booking-3',
        name: 'مايا',
        date: today,
        time: '22:00',
        type: 'vr',
        people: 3,
        rounds: 2,
        lane: null,
        lanes: null,
      }),
    ]);
    renderWithProviders(<CalendarPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'النوع' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /مايا/ });
    expect(within(row).getByText('واقع افتراضي')).toBeInTheDocument();
    expect(within(row).getByText('جلستان')).toBeInTheDocument();
    expect(row.textContent).not.toMatch(/VR|session/);
  });
});
