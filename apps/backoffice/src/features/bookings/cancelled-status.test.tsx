import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ListBookingsOptions } from '@venue/data/bookings/list-bookings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { testSchedule } from '../../test/venue-schedule.ts';
import { BookingsDesk } from './bookings-desk.tsx';
import { bookingsCsv } from './export/bookings-csv.ts';

const data = vi.hoisted(() => ({
  listBookings: vi.fn(),
  countBookingsByStatus: vi.fn(),
  listSlotLoads: vi.fn(),
  listLatestBookingEmails: vi.fn(),
}));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-bookings', () => ({ listBookings: data.listBookings }));
vi.mock('@venue/data/bookings/count-bookings-by-status', () => ({
  countBookingsByStatus: data.countBookingsByStatus,
}));
vi.mock('@venue/data/bookings/list-slot-loads', () => ({ listSlotLoads: data.listSlotLoads }));
vi.mock('@venue/data/schedule/get-schedule', () => ({
  getSchedule: async () => testSchedule(),
}));
vi.mock('@venue/data/bookings/list-booking-emails', () => ({
  listLatestBookingEmails: data.listLatestBookingEmails,
}));

const cancelled = bookingRow({
  id: 'cancelled-1',
  name: 'Lina Haddad',
  status: 'cancelled',
  date: '2046-05-10',
  time: '15:00',
  created_at: '2046-05-01T10:00:00+00:00',
});

beforeEach(() => {
  vi.clearAllMocks();
  data.listBookings.mockImplementation(async (_client: unknown, options: ListBookingsOptions) =>
    options.status === 'cancelled' ? { rows: [cancelled], total: 1 } : { rows: [], total: 0 },
  );
  data.countBookingsByStatus.mockResolvedValue({
    all: 1,
    pending: 0,
    approved: 0,
    rejected: 0,
    cancelled: 1,
    arrived: 0,
    no_show: 0,
  });
  data.listSlotLoads.mockResolvedValue(new Map());
  data.listLatestBookingEmails.mockResolvedValue(new Map());
});

afterEach(async () => {
  await activateLocale('en');
});

describe('a booking the customer cancelled', () => {
  it('has its own desk filter and a grey CANCELLED badge, and no decision buttons', async () => {
    await activateLocale('en');
    renderWithProviders(<BookingsDesk />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Cancelled (1)' }));
    const card = await screen.findByRole('article');
    expect(data.listBookings).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ status: 'cancelled', page: 1 }),
    );
    const badge = within(card).getByText('CANCELLED');
    expect(badge.closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-gray-filled)',
    });
    for (const name of ['Approve', 'Reject', 'Reschedule', 'Arrived']) {
      expect(within(card).queryByRole('button', { name })).toBeNull();
    }
  });

  it('in Arabic: the filter and the badge read Arabic, right to left', async () => {
    await activateLocale('ar');
    renderWithProviders(<BookingsDesk />);
    await userEvent.click(await screen.findByRole('radio', { name: 'ملغى (1)' }));
    const card = await screen.findByRole('article');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(card).getByText('ملغى')).toBeInTheDocument();
    expect(within(card).queryByText('CANCELLED')).toBeNull();
  });

  it('is exported as CANCELLED, and in Arabic as ملغى', async () => {
    await activateLocale('en');
    expect(bookingsCsv(i18n, [cancelled]).split('\r\n')[1]).toContain(',CANCELLED,');
    await activateLocale('ar');
    expect(bookingsCsv(i18n, [cancelled]).split('\r\n')[1]).toContain(',ملغى,');
  });
});
