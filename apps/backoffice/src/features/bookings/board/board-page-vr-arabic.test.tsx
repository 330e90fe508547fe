import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { BoardPage } from './board-page.tsx';
import {
  boardBookings,
  boardDay,
  boardSchedule,
  headsetBlock,
  vrBookings,
  vrHolds,
  vrSettings,
} from './board-test-data.ts';

const data = vi.hoisted(() => ({
  listDayBoard: vi.fn(),
  listLatestBookingEmails: vi.fn(),
  getSchedule: vi.fn(),
  listBookingConflicts: vi.fn(),
  getVrSettings: vi.fn(),
  listVrHolds: vi.fn(),
  listVrStationBlocks: vi.fn(),
  createStaffBooking: vi.fn(),
}));

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-day-board', () => ({ listDayBoard: data.listDayBoard }));
vi.mock('@venue/data/bookings/list-booking-emails', () => ({
  listLatestBookingEmails: data.listLatestBookingEmails,
}));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: data.getSchedule }));
vi.mock('@venue/data/bookings/list-booking-conflicts', () => ({
  listBookingConflicts: data.listBookingConflicts,
}));
vi.mock('@venue/data/vr/get-vr-settings', () => ({ getVrSettings: data.getVrSettings }));
vi.mock('@venue/data/vr/list-vr-holds', () => ({ listVrHolds: data.listVrHolds }));
vi.mock('@venue/data/vr/list-vr-station-blocks', () => ({
  listVrStationBlocks: data.listVrStationBlocks,
}));
vi.mock('@venue/data/bookings/create-staff-booking', () => ({
  createStaffBooking: data.createStaffBooking,
}));

// Reception working in Arabic: the VR zone reads right to left, its texts and refusals in Arabic,
// names and times in their own direction.

beforeEach(async () => {
  vi.clearAllMocks();
  data.listDayBoard.mockResolvedValue([...boardBookings, ...vrBookings]);
  data.listLatestBookingEmails.mockResolvedValue(new Map());
  data.getSchedule.mockResolvedValue(boardSchedule);
  data.listBookingConflicts.mockResolvedValue(new Map());
  data.getVrSettings.mockResolvedValue(vrSettings);
  data.listVrHolds.mockResolvedValue(vrHolds);
  data.listVrStationBlocks.mockResolvedValue([headsetBlock]);
  data.createStaffBooking.mockResolvedValue({ id: 'vr-new', lane: null, lanes: [] });
  await activateLocale('ar');
});
afterEach(async () => {
  await activateLocale('en');
});

describe('the VR zone in Arabic', () => {
  it('names the zone, its stations, players, sessions and blocks in Arabic', async () => {
    renderWithProviders(<BoardPage />, 'reception', `/admin/board?date=${boardDay}`);
    const vr = await screen.findByTestId('vr-board');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(
      screen.getByRole('heading', { level: 2, name: 'منطقة الواقع الافتراضي' }),
    ).toBeInTheDocument();
    expect(within(vr).getByText('المحطة 1')).toBeInTheDocument();
    expect(within(vr).getByText('متاحة')).toBeInTheDocument();
    const maya = within(vr).getByRole('button', { name: /Maya Players/ });
    expect(maya).toHaveTextContent('3 لاعبين · جلستان');
    expect(maya).toHaveTextContent('المحطات من 1 إلى 3');
    expect(maya).toHaveAccessibleName(/المحطات من 1 إلى 3 الساعة 19:00$/);
    expect(within(maya).getByText('SZ-VR3P')).toHaveAttribute('dir', 'ltr');
    const blocked = screen.getByTestId('vr-blocked-4-19:00');
    expect(blocked).toHaveTextContent('المحطة 4');
    expect(blocked).toHaveTextContent('خارج الخدمة');
    expect(within(blocked).getByText('Headset broken')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('vr-left-15:00')).toHaveTextContent('4 متاحة');
    expect(screen.getByTestId('vr-left-18:00')).toHaveTextContent('ممتلئة');
    expect(within(vr).getByText('15:00').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(vr.textContent).not.toMatch(/Station|players|sessions|Free|Full|Blocked|Requests/);
  });

  it('seats a walk-in in Arabic, and says a full session in Arabic', async () => {
    data.createStaffBooking.mockRejectedValueOnce(
      new DataError('Not enough VR stations', 'VN001', null, {
        code: 'vr.session_full',
        params: { date: boardDay, time: '19:40', left: 1, stations: 4, needed: 3 },
      }),
    );
    renderWithProviders(<BoardPage />, 'reception', `/admin/board?date=${boardDay}`);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'حضور مباشر للواقع الافتراضي الساعة ⁦19:40⁩: المحطات المتاحة 4 من أصل 4',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'حضور مباشر للواقع الافتراضي' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^الاسم/ }), 'رامي');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^الهاتف/ }), '0591234567');
    const players = within(dialog).getByRole('spinbutton', { name: /^اللاعبون/ });
    await userEvent.clear(players);
    await userEvent.type(players, '٣');
    await userEvent.click(within(dialog).getByRole('button', { name: 'سجّل الحضور المباشر' }));
    expect(
      await within(dialog).findByText('يُرجى تأكيد أن عمر كل لاعب 8 سنوات أو أكثر'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^كل لاعب عمره 8/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'سجّل الحضور المباشر' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('لم يُسجَّل الحضور المباشر');
    expect(alert.textContent).not.toMatch(/Not enough|stations/);
    expect(data.createStaffBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ type: 'vr', people: 3, time: '19:40', source: 'walk_in' }),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'سجّل الحضور المباشر' }));
    expect(
      await screen.findByText('جلس رامي في منطقة الواقع الافتراضي من الساعة 19:40.'),
    ).toBeInTheDocument();
  });
});
