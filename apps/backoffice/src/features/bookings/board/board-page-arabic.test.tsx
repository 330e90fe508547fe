import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { testSchedule } from '../../../test/venue-schedule.ts';
import { BoardPage } from './board-page.tsx';
import {
  boardBookings,
  boardDay,
  boardSchedule,
  eidClosure,
  eventClosure,
  groupBooking,
  repairBlock,
  vrSettings,
} from './board-test-data.ts';

const data = vi.hoisted(() => ({
  getVrSettings: vi.fn(),
  listVrHolds: vi.fn(),
  listVrStationBlocks: vi.fn(),
  listDayBoard: vi.fn(),
  listLatestBookingEmails: vi.fn(),
  getSchedule: vi.fn(),
}));

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-day-board', () => ({ listDayBoard: data.listDayBoard }));
vi.mock('@venue/data/bookings/list-booking-emails', () => ({
  listLatestBookingEmails: data.listLatestBookingEmails,
}));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: data.getSchedule }));
vi.mock('@venue/data/vr/get-vr-settings', () => ({ getVrSettings: data.getVrSettings }));
vi.mock('@venue/data/vr/list-vr-holds', () => ({ listVrHolds: data.listVrHolds }));
vi.mock('@venue/data/vr/list-vr-station-blocks', () => ({
  listVrStationBlocks: data.listVrStationBlocks,
}));

// Reception working in Arabic: the board reads right to left, its texts in Arabic, names and
// times in their own direction.

beforeEach(async () => {
  data.listDayBoard.mockResolvedValue(boardBookings);
  data.listLatestBookingEmails.mockResolvedValue(new Map());
  data.getSchedule.mockResolvedValue(boardSchedule);
  data.getVrSettings.mockResolvedValue(vrSettings);
  data.listVrHolds.mockResolvedValue([]);
  data.listVrStationBlocks.mockResolvedValue([]);
  await activateLocale('ar');
});
afterEach(async () => {
  await activateLocale('en');
});

describe('the lane board in Arabic', () => {
  it('reads right to left with Arabic headings, lanes, parties and sources', async () => {
    renderWithProviders(<BoardPage />, 'reception', `/admin/board?date=${boardDay}`);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(
      screen.getByRole('heading', { level: 1, name: 'المسارات والواقع الافتراضي' }),
    ).toBeInTheDocument();
    const board = await screen.findByTestId('lane-board');
    expect(within(board).getByText('الطلبات')).toBeInTheDocument();
    const party = within(board).getByRole('button', { name: /Party Family/ });
    expect(party).toHaveTextContent(/Blaze/);
    expect(within(party).getByRole('img', { name: 'حضور مباشر' })).toBeInTheDocument();
    const omar = within(board).getByRole('button', { name: /Omar Saleh/ });
    expect(within(omar).getByRole('img', { name: 'الهاتف' })).toBeInTheDocument();
    expect(omar).toHaveTextContent(/جولتان/);
    expect(within(omar).getByText('SZ-7K4Q')).toHaveAttribute('dir', 'ltr');
    const sami = within(board).getByRole('button', { name: /سامي خليل/ });
    expect(within(sami).getByTitle('ردّ على التذكير: سأحضر')).toHaveTextContent('سيحضر ✓');
    expect(within(omar).queryByText('سيحضر ✓')).toBeNull();
    expect(within(board).getByText('15:00').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(board).getByTestId('board-requests-18:00')).toHaveTextContent('Waiting Visitor');
    expect(screen.getByRole('button', { name: 'اليوم التالي' })).toBeInTheDocument();
    expect(board.textContent).not.toMatch(/Lane|people|rounds|Requests|Coming/);
  });

  it('names a group on lanes 2–3 in Arabic, its run in words', async () => {
    data.listDayBoard.mockResolvedValue([...boardBookings, groupBooking]);
    renderWithProviders(<BoardPage />, 'reception', `/admin/board?date=${boardDay}`);
    const group = await screen.findByRole('button', { name: /Team Twelve/ });
    expect(group.style.gridColumn).toBe('3 / span 2');
    expect(group).toHaveTextContent('المساران 2 و3');
    expect(group).toHaveAccessibleName(/شخصًا · جولتان\s*المساران 2 و3 الساعة 19:30$/);
    expect(group.textContent).not.toMatch(/Lane/);
    await userEvent.click(group);
    const dialog = await screen.findByRole('dialog', { name: 'الحجز' });
    expect(within(dialog).getByText('المساران: 2 و3')).toBeInTheDocument();
  });

  it("opens a booking's card in Arabic", async () => {
    renderWithProviders(<BoardPage />, 'reception', `/admin/board?date=${boardDay}`);
    await userEvent.click(await screen.findByRole('button', { name: /Omar Saleh/ }));
    const dialog = await screen.findByRole('dialog', { name: 'الحجز' });
    expect(within(dialog).getByRole('button', { name: 'السجل' })).toBeInTheDocument();
  });

  it('says a closure in Arabic, and a block whose reason has no Arabic in English, marked as such', async () => {
    data.getSchedule.mockResolvedValue(
      testSchedule({ closures: [eventClosure], laneBlocks: [repairBlock] }),
    );
    renderWithProviders(<BoardPage />, 'reception', `/admin/board?date=${boardDay}`);
    const closed = await screen.findByTestId('board-closed-18:00');
    expect(closed).toHaveTextContent('مغلق: مناسبة خاصة');
    expect(within(closed).getByText('مناسبة خاصة')).toHaveAttribute('dir', 'auto');
    const blocked = screen.getByTestId('board-blocked-5-19:30');
    expect(blocked).toHaveTextContent('المسار 5');
    expect(blocked).toHaveTextContent('خارج الخدمة');
    const reason = within(blocked).getByText('Pinsetter repair');
    expect(reason).toHaveAttribute('lang', 'en');
    expect(reason).toHaveAttribute('dir', 'ltr');
  });

  it('says a day closed all day in Arabic', async () => {
    data.getSchedule.mockResolvedValue(testSchedule({ closures: [eidClosure] }));
    renderWithProviders(<BoardPage />, 'reception', `/admin/board?date=${boardDay}`);
    const closed = await screen.findByTestId('board-closed-day');
    expect(within(closed).getByRole('status')).toHaveTextContent('مغلق: عيد الأضحى');
    expect(closed.textContent).not.toMatch(/Closed|Eid/);
  });
});
