import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { testSchedule } from '../../../test/venue-schedule.ts';
import { BoardPage } from './board-page.tsx';
import {
  boardBookings,
  boardDay,
  boardSchedule,
  eventClosure,
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

beforeEach(() => {
  vi.clearAllMocks();
  data.listDayBoard.mockResolvedValue([...boardBookings, ...vrBookings]);
  data.listLatestBookingEmails.mockResolvedValue(new Map());
  data.getSchedule.mockResolvedValue(boardSchedule);
  data.listBookingConflicts.mockResolvedValue(new Map());
  data.getVrSettings.mockResolvedValue(vrSettings);
  data.listVrHolds.mockResolvedValue(vrHolds);
  data.listVrStationBlocks.mockResolvedValue([headsetBlock]);
  data.createStaffBooking.mockResolvedValue({ id: 'vr-new', lane: null, lanes: [] });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderBoard(path = `/admin/board?date=${boardDay}`) {
  return renderWithProviders(<BoardPage />, 'reception', path);
}

/** Opens "VR walk-in" from a session's "Free" cell. */
async function openWalkIn(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'VR walk-in' });
}

/** Fills the walk-in's customer and party; the age is left to each test. */
async function fillWalkIn(dialog: HTMLElement, { players, sessions }: Record<string, string>) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Rami Walker');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0591234567');
  const playerBox = within(dialog).getByRole('spinbutton', { name: /^Players/ });
  await userEvent.clear(playerBox);
  await userEvent.type(playerBox, players ?? '1');
  const sessionBox = within(dialog).getByRole('spinbutton', { name: /^Sessions/ });
  await userEvent.clear(sessionBox);
  await userEvent.type(sessionBox, sessions ?? '1');
}

describe("the board's VR zone", () => {
  it("reads the day's VR sessions down and the zone's stations across, beside the lanes", async () => {
    renderBoard();
    const vr = await screen.findByTestId('vr-board');
    expect(screen.getByRole('heading', { level: 2, name: 'VR zone' })).toBeInTheDocument();
    expect(data.listVrHolds).toHaveBeenCalledWith({}, boardDay);
    const heads = [...vr.children].filter((cell) => (cell as HTMLElement).style.gridRow === '1');
    expect(heads.map((cell) => cell.textContent)).toEqual([
      'Time',
      'Free',
      'Station 1',
      'Station 2',
      'Station 3',
      'Station 4',
      'Requests',
    ]);
    const times = [...vr.querySelectorAll('[data-testid^="vr-time-"]')].map(
      (cell) => cell.textContent,
    );
    expect(times).toHaveLength(24);
    expect(times[0]).toBe('15:00');
    expect(times.at(-1)).toBe('22:40');
    // The lanes keep their board; a VR booking is not on a lane nor among the lane requests.
    const lanes = screen.getByTestId('lane-board');
    expect(within(lanes).queryByText('Maya Players')).toBeNull();
    expect(within(lanes).queryByText('Waiting Player')).toBeNull();
  });

  it('draws a booking over three stations and two sessions once, with its players and sessions', async () => {
    renderBoard();
    const vr = await screen.findByTestId('vr-board');
    const maya = await within(vr).findByRole('button', { name: /Maya Players/ });
    expect(within(vr).getAllByText('Maya Players')).toHaveLength(1);
    expect(maya.style.gridColumn).toBe('3 / span 3');
    // 19:00 is the 13th session: row 14 under the heading row, for two sessions.
    expect(maya.style.gridRow).toBe('14 / span 2');
    expect(maya).toHaveTextContent('3 players · 2 sessions');
    expect(maya).toHaveTextContent('Stations 1–3');
    expect(maya).toHaveAccessibleName(/3 players · 2 sessions\s*Stations 1–3 at 19:00$/);
    expect(within(maya).getByRole('img', { name: 'Walk-in' })).toBeInTheDocument();

    // A party's VR session, over all four stations, with its package.
    const party = within(vr).getByRole('button', { name: /Party Family/ });
    expect(party.style.gridColumn).toBe('3 / span 4');
    expect(party.style.gridRow).toBe('11 / span 1');
    expect(party).toHaveTextContent('12 people · Blaze');
    expect(party).toHaveAccessibleName(/Stations 1–4 at 18:00 Arrived$/);
  });

  it('draws a blocked station with its reason, counts the stations free, and lists a VR request beside its session', async () => {
    renderBoard();
    const blocked = await screen.findByTestId('vr-blocked-4-19:00');
    expect(blocked).toHaveTextContent('Station 4BlockedHeadset broken');
    expect(blocked.style.gridRow).toBe('14 / span 2');
    expect(within(blocked).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('vr-left-15:00')).toHaveTextContent('4 free');
    expect(screen.getByTestId('vr-left-18:00')).toHaveTextContent('Full');
    expect(screen.getByTestId('vr-left-19:00')).toHaveTextContent('Full');
    expect(screen.getByRole('button', { name: 'VR walk-in at 19:40: 4 free' })).toBeInTheDocument();
    const requests = screen.getByTestId('vr-requests-20:00');
    expect(within(requests).getByRole('button', { name: /Waiting Player/ })).toHaveAccessibleName(
      /2 players · 1 session\s*Pending request/,
    );
  });

  it('takes the sessions a closure touches out of use, with the reason', async () => {
    data.getSchedule.mockResolvedValue(testSchedule({ closures: [eventClosure] }));
    data.listVrHolds.mockResolvedValue([]);
    renderBoard();
    const closed = await screen.findByTestId('vr-closed-18:00');
    expect(closed).toHaveTextContent('Closed: Private event');
    expect(closed.style.gridRow).toBe('11 / span 5');
    expect(screen.queryByRole('button', { name: /^VR walk-in at 18:20/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^VR walk-in at 19:40/ })).toBeInTheDocument();
  });

  it('marks the session under way "Now" and offers walk-ins from it on, none before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 14:10 UTC is 17:10 in Hebron in May: the 17:00 session is under way until 17:20.
    vi.setSystemTime(new Date('2046-05-10T14:10:00Z'));
    renderBoard('/admin/board');
    const now = await screen.findByTestId('vr-time-17:00');
    expect(now).toHaveAttribute('aria-current', 'time');
    expect(now).toHaveTextContent('Now');
    expect(screen.getByTestId('vr-time-16:40')).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: /^VR walk-in at 16:40/ })).toBeNull();
    expect(screen.getByTestId('vr-left-16:40')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'VR walk-in at 17:00: 4 free' })).toBeInTheDocument();
  });

  it("opens a VR booking's card, with its actions", async () => {
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: /Maya Players/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking' });
    expect(within(dialog).getByRole('article', { name: 'Maya Players' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'History' })).toBeInTheDocument();
  });
});

describe('a VR walk-in seated from the board', () => {
  it('seats players for consecutive sessions from the session chosen, approved at once', async () => {
    renderBoard();
    const dialog = await openWalkIn('VR walk-in at 17:20: 4 free');
    const first = within(dialog).getByRole('combobox', { name: /^First session/ });
    expect(first).toHaveValue('17:20');
    expect(within(first).getByRole('option', { name: '19:40 · 4 of 4 free' })).toBeInTheDocument();
    expect(within(first).getByRole('option', { name: '18:00 · 0 of 4 free' })).toBeInTheDocument();
    await fillWalkIn(dialog, { players: '٢', sessions: '2' });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Every player is 8 or older (ask them)' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seat walk-in' }));
    await vi.waitFor(() =>
      expect(data.createStaffBooking).toHaveBeenCalledWith(
        {},
        expect.objectContaining({
          type: 'vr',
          name: 'Rami Walker',
          people: 2,
          rounds: 2,
          date: boardDay,
          time: '17:20',
          source: 'walk_in',
          approve: true,
          ageConfirmed: true,
        }),
      ),
    );
    expect(
      await screen.findByText('Rami Walker is seated in the VR zone from 17:20.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'VR walk-in' })).toBeNull());
  });

  it('asks reception to confirm the players’ ages, more players than stations, and a run past closing', async () => {
    renderBoard();
    const dialog = await openWalkIn('VR walk-in at 22:40: 4 free');
    await fillWalkIn(dialog, { players: '5', sessions: '2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seat walk-in' }));
    expect(
      await within(dialog).findByText('Please confirm that every player is 8 or older'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose 1 to 4 players')).toBeInTheDocument();
    expect(data.createStaffBooking).not.toHaveBeenCalled();

    const players = within(dialog).getByRole('spinbutton', { name: /^Players/ });
    await userEvent.clear(players);
    await userEvent.type(players, '2');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Every player/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seat walk-in' }));
    expect(
      await within(dialog).findByText('This booking would run past closing time'),
    ).toBeInTheDocument();
    expect(data.createStaffBooking).not.toHaveBeenCalled();
  });

  it("shows the database's refusal in the staff member's words, with everything typed kept", async () => {
    data.createStaffBooking.mockRejectedValue(
      new DataError('Not enough VR stations', 'VN001', null, {
        code: 'vr.session_full',
        params: { date: boardDay, time: '19:40', left: 1, stations: 4, needed: 3 },
      }),
    );
    renderBoard();
    const dialog = await openWalkIn('VR walk-in at 19:40: 4 free');
    await fillWalkIn(dialog, { players: '3', sessions: '1' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Every player/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seat walk-in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The walk-in was not seated');
    expect(alert).toHaveTextContent(
      'Not enough VR stations are free on May 10, 2046 at 19:40: 1 of 4 left, 3 needed.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Rami Walker');
  });
});

describe('the VR zone in Arabic', () => {
  // Reception working in Arabic: the VR zone reads right to left, its texts and refusals in
  // Arabic, names and times in their own direction.
  beforeEach(async () => {
    await activateLocale('ar');
  });
  afterEach(async () => {
    await activateLocale('en');
  });

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
        name: 'حضور مباشر للواقع الافتراضي الساعة ⁦19:40⁩: 4 متاحة',
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
