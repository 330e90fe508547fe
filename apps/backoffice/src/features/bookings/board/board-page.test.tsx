import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { testSchedule, venueDayOf } from '../../../test/venue-schedule.ts';
import { expectVisible } from '../../../test/visible.ts';
import { BoardPage } from './board-page.tsx';
import {
  boardBookings,
  boardDay,
  boardSchedule,
  eidClosure,
  eventClosure,
  groupBooking,
  lateBookings,
  lateNight,
  repairBlock,
  splitGroupBooking,
  vrSettings,
} from './board-test-data.ts';

const data = vi.hoisted(() => ({
  getVrSettings: vi.fn(),
  listVrHolds: vi.fn(),
  listVrStationBlocks: vi.fn(),
  listDayBoard: vi.fn(),
  listLatestBookingEmails: vi.fn(),
  getSlotOccupancy: vi.fn(),
  listBirthdayPackages: vi.fn(),
  createStaffBooking: vi.fn(),
  getSchedule: vi.fn(),
  getVenueDay: vi.fn(),
  listBookingConflicts: vi.fn(),
}));

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-day-board', () => ({ listDayBoard: data.listDayBoard }));
vi.mock('@venue/data/bookings/list-booking-emails', () => ({
  listLatestBookingEmails: data.listLatestBookingEmails,
}));
vi.mock('@venue/data/bookings/slot-occupancy', () => ({
  getSlotOccupancy: data.getSlotOccupancy,
}));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: data.listBirthdayPackages,
}));
vi.mock('@venue/data/bookings/create-staff-booking', () => ({
  createStaffBooking: data.createStaffBooking,
}));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: data.getSchedule }));
vi.mock('@venue/data/vr/get-vr-settings', () => ({ getVrSettings: data.getVrSettings }));
vi.mock('@venue/data/vr/list-vr-holds', () => ({ listVrHolds: data.listVrHolds }));
vi.mock('@venue/data/vr/list-vr-station-blocks', () => ({
  listVrStationBlocks: data.listVrStationBlocks,
}));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: data.getVenueDay }));
vi.mock('@venue/data/bookings/list-booking-conflicts', () => ({
  listBookingConflicts: data.listBookingConflicts,
}));

beforeEach(() => {
  vi.clearAllMocks();
  data.listDayBoard.mockResolvedValue(boardBookings);
  data.listLatestBookingEmails.mockResolvedValue(new Map());
  data.getSlotOccupancy.mockResolvedValue({});
  data.listBirthdayPackages.mockResolvedValue([]);
  data.createStaffBooking.mockResolvedValue({ id: 'booking-new', lane: 5, lanes: [5] });
  data.getSchedule.mockResolvedValue(boardSchedule);
  data.getVrSettings.mockResolvedValue(vrSettings);
  data.listVrHolds.mockResolvedValue([]);
  data.listVrStationBlocks.mockResolvedValue([]);
  data.listBookingConflicts.mockResolvedValue(new Map());
  data.getVenueDay.mockImplementation(async (_client, day: string) =>
    venueDayOf(boardSchedule, day),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

function renderBoard(date = boardDay) {
  return renderWithProviders(<BoardPage />, 'reception', `/admin/board?date=${date}`);
}

describe('the lane board', () => {
  it('reads the day the address names, with the 11 slots down and the 6 lanes across', async () => {
    renderBoard();
    expect(screen.getByRole('heading', { level: 1, name: 'Lanes and VR' })).toBeInTheDocument();
    expect(screen.getByText('Thursday, May 10, 2046')).toBeInTheDocument();
    await screen.findByText('Omar Saleh');
    expect(data.listDayBoard).toHaveBeenCalledWith({}, boardDay);
    expect(data.getSchedule).toHaveBeenCalledWith(
      {},
      { from: boardDay, to: boardDay },
      { withLaneBlocks: true },
    );
    const board = screen.getByTestId('lane-board');
    for (const lane of [1, 2, 3, 4, 5, 6]) {
      expect(within(board).getByText(`Lane ${lane}`)).toBeInTheDocument();
    }
    expect(within(board).getByText('15:00')).toBeInTheDocument();
    expect(within(board).getByText('22:30')).toBeInTheDocument();
    expect(board.querySelectorAll('[data-testid^="board-time-"]')).toHaveLength(11);
  });

  it('puts each approved booking in its lane over the slots it covers, with what reception needs', async () => {
    renderBoard();
    const omar = await screen.findByRole('button', { name: /Omar Saleh/ });
    expect(omar).toHaveStyle({ gridColumn: '2' });
    expect(omar.style.gridRow).toBe('2 / span 1');
    expect(omar).toHaveTextContent('4 people · 2 rounds');
    expect(within(omar).getByRole('img', { name: 'Phone' })).toBeInTheDocument();
    expect(omar).toHaveAccessibleName(/Lane 1 at 15:00/);
    expect(within(omar).getByText('SZ-7K4Q')).toHaveAttribute('dir', 'ltr');

    const party = screen.getByRole('button', { name: /Party Family/ });
    expect(party.style.gridColumn).toBe('4');
    expect(party.style.gridRow).toBe('4 / span 2');
    expect(party).toHaveTextContent('12 people · Blaze');
    expect(within(party).getByRole('img', { name: 'Walk-in' })).toBeInTheDocument();
    expect(within(party).getByText('Arrived')).toBeInTheDocument();

    const sami = screen.getByRole('button', { name: /سامي خليل/ });
    expect(sami).toHaveTextContent('2 people · 1 round');
    expect(within(sami).getByText('سامي خليل')).toHaveAttribute('dir', 'auto');
    expect(within(sami).getByText('SZ-H9WD')).toHaveAttribute('dir', 'ltr');
    // Who answered a reminder "I'm coming" says so, its tooltip saying what the customer did.
    expect(within(sami).getByTitle("Answered the reminder: I'm coming")).toHaveTextContent(
      'Coming ✓',
    );
    expect(within(omar).queryByText('Coming ✓')).toBeNull();
    expect(within(party).queryByText('Coming ✓')).toBeNull();
  });

  it('marks a booking a change to the schedule stranded, and its card says why', async () => {
    const user = userEvent.setup();
    const blocked = {
      code: 'lane.blocked',
      params: { lane: 1, time: '15:00', reason: { en: 'Pinsetter repair' } },
    } as const;
    data.listBookingConflicts.mockResolvedValue(
      new Map([
        [
          'b1',
          {
            reference: 'SZ-7K4Q',
            date: boardDay,
            time: '15:00',
            refusal: blocked,
            flaggedAt: '2046-05-01T08:00:00Z',
            toldAt: null,
          },
        ],
      ]),
    );
    renderBoard();
    const omar = await screen.findByRole('button', { name: /Omar Saleh/ });
    expect(await within(omar).findByText('Affected')).toBeInTheDocument();
    expect(omar).toHaveAttribute('data-affected', 'true');
    const sami = screen.getByRole('button', { name: /سامي خليل/ });
    expect(within(sami).queryByText('Affected')).not.toBeInTheDocument();

    await user.click(omar);
    const dialog = await screen.findByRole('dialog', { name: 'Booking' });
    expect(within(dialog).getByText('Affected by a schedule change')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Lane 1 is out of use at 15:00: Pinsetter repair'),
    ).toBeInTheDocument();
  });

  it('lists a pending request beside the slot it wants, not on a lane', async () => {
    renderBoard();
    const requests = await screen.findByTestId('board-requests-18:00');
    expect(within(requests).getByRole('button', { name: /Waiting Visitor/ })).toHaveAccessibleName(
      /Pending request/,
    );
    expect(screen.getByTestId('board-requests-15:00')).toBeEmptyDOMElement();
  });

  it('offers "New booking" in free cells only: none where a booking holds the lane', async () => {
    renderBoard();
    await screen.findByText('Omar Saleh');
    expect(screen.queryByRole('button', { name: 'New booking on lane 1 at 15:00' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New booking on lane 3 at 17:15' })).toBeNull();
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 3 at 15:00' }));
    expect(screen.getAllByRole('button', { name: /^New booking on lane/ })).toHaveLength(
      11 * 6 - 4,
    );
  });

  it('opens "New booking" on that day, slot and lane from a free cell, approved', async () => {
    renderBoard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'New booking on lane 4 at 19:30' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(boardDay);
    expect(within(dialog).getByRole('combobox', { name: /^Time/ })).toHaveValue('19:30');
    expect(within(dialog).getByRole('combobox', { name: 'Lane' })).toHaveValue('4');
    expect(within(dialog).getByRole('switch', { name: /^Approve now/ })).toBeChecked();
  });

  it("opens a booking's card with its actions and history", async () => {
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: /Omar Saleh/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking' });
    const card = within(dialog).getByRole('article', { name: 'Omar Saleh' });
    expect(within(card).getByRole('button', { name: 'History' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('opens a pending request with its approve and reject actions', async () => {
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: /Waiting Visitor/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking' });
    expect(within(dialog).getByRole('button', { name: /^Approve/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
  });

  it('moves a day back and on, and keeps the day in the address', async () => {
    renderBoard();
    await screen.findByText('Omar Saleh');
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('Friday, May 11, 2046')).toBeInTheDocument();
    expect(data.listDayBoard).toHaveBeenLastCalledWith({}, '2046-05-11');
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('Wednesday, May 9, 2046')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2046-05-09');
  });

  it("opens on the venue's today and marks the slot under way", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 14:00 UTC is 17:00 in Hebron in May: the 16:30 slot is under way.
    vi.setSystemTime(new Date('2046-05-10T14:00:00Z'));
    renderWithProviders(<BoardPage />, 'reception', '/admin/board');
    await screen.findByText('Omar Saleh');
    expect(data.listDayBoard).toHaveBeenCalledWith({}, boardDay);
    expect(screen.getByTestId('board-time-16:30')).toHaveAttribute('aria-current', 'time');
    expect(screen.getByTestId('board-time-16:30')).toHaveTextContent('Now');
    expect(screen.getByTestId('board-time-15:45')).not.toHaveAttribute('aria-current');
    // Slots that have ended take no new booking; the one under way (a walk-in) and later ones do.
    expect(screen.queryByRole('button', { name: 'New booking on lane 6 at 15:45' })).toBeNull();
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 6 at 16:30' }));
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 6 at 17:15' }));
  });

  it('"+" on the Now row opens "New booking" for a walk-in on that slot and lane, accepted by the form', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 14:10 UTC is 17:10 in Hebron in May: the 16:30 slot is under way until 17:15.
    vi.setSystemTime(new Date('2046-05-10T14:10:00Z'));
    renderWithProviders(<BoardPage />, 'reception', '/admin/board');
    await userEvent.click(
      await screen.findByRole('button', { name: 'New booking on lane 5 at 16:30' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(boardDay);
    expect(within(dialog).getByRole('combobox', { name: /^Time/ })).toHaveValue('16:30');
    expect(within(dialog).getByRole('combobox', { name: 'Lane' })).toHaveValue('5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Sami Odeh');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0591234567');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Walk-in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    await vi.waitFor(() =>
      expect(data.createStaffBooking).toHaveBeenCalledWith(
        {},
        expect.objectContaining({ date: boardDay, time: '16:30', lane: 5, approve: true }),
      ),
    );
    expect(within(dialog).queryByText('This time is no longer available')).toBeNull();
  });

  it('marks no slot on another day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2046-05-09T14:00:00Z'));
    renderBoard();
    await screen.findByText('Omar Saleh');
    expect(document.querySelector('[aria-current="time"]')).toBeNull();
  });
});

describe('the lane board follows the schedule', () => {
  it('shows the slots a partial closure takes as closed, with the reason, and offers none of them', async () => {
    data.getSchedule.mockResolvedValue(testSchedule({ closures: [eventClosure] }));
    renderBoard();
    const closed = await screen.findByTestId('board-closed-18:00');
    expect(closed).toHaveTextContent('Closed: Private event');
    // One band over the 18:00 and 18:45 slots and across the six lanes.
    expect(closed.style.gridRow).toBe('6 / span 2');
    expect(closed.style.gridColumn).toBe('2 / span 6');
    expect(screen.queryByRole('button', { name: /^New booking on lane \d at 18:00/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^New booking on lane \d at 18:45/ })).toBeNull();
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 1 at 19:30' }));
    expect(screen.getAllByRole('button', { name: /^New booking on lane/ })).toHaveLength(
      11 * 6 - 4 - 2 * 6,
    );
    // The slots stay on the board, and so does the request that wants one of them.
    expect(screen.getByTestId('board-time-18:00')).toBeInTheDocument();
    expect(screen.getByTestId('board-requests-18:00')).toHaveTextContent('Waiting Visitor');
  });

  it('says "Closed" with the reason on a day closed all day, with its bookings still reachable', async () => {
    data.getSchedule.mockResolvedValue(testSchedule({ closures: [eidClosure] }));
    renderBoard();
    const closed = await screen.findByTestId('board-closed-day');
    expect(within(closed).getByRole('status')).toHaveTextContent('Closed: Eid al-Adha');
    expect(screen.queryByTestId('lane-board')).toBeNull();
    await userEvent.click(within(closed).getByRole('button', { name: /Omar Saleh/ }));
    expect(await screen.findByRole('dialog', { name: 'Booking' })).toBeInTheDocument();
  });

  it('says "Closed" on a weekday the venue does not open', async () => {
    // May 10, 2046 is a Thursday (ISO weekday 4).
    const weekly = { ...boardSchedule.weekly, 4: null };
    data.getSchedule.mockResolvedValue(testSchedule({ weekly }));
    data.listDayBoard.mockResolvedValue([]);
    renderBoard();
    const closed = await screen.findByTestId('board-closed-day');
    expect(within(closed).getByRole('status')).toHaveTextContent(/^Closed/);
    expect(within(closed).getByRole('status')).not.toHaveTextContent('Closed:');
    expect(screen.queryByTestId('lane-board')).toBeNull();
  });

  it('draws a blocked lane with its reason in the slots the block touches, and takes no booking there', async () => {
    data.getSchedule.mockResolvedValue(testSchedule({ laneBlocks: [repairBlock] }));
    renderBoard();
    const blocked = await screen.findByTestId('board-blocked-5-19:30');
    expect(blocked).toHaveTextContent('Lane 5BlockedPinsetter repair');
    expect(blocked.style.gridColumn).toBe('6');
    expect(blocked.style.gridRow).toBe('8 / span 2');
    // Not a button, so it is never taken for a booking.
    expect(within(blocked).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New booking on lane 5 at 19:30' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New booking on lane 5 at 20:15' })).toBeNull();
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 5 at 18:45' }));
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 5 at 21:00' }));
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 4 at 19:30' }));
  });

  it('runs a late night past midnight, its small hours last, and marks the slot under way after midnight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 21:40 UTC on May 10 is 00:40 on May 11 in Hebron: still May 10's business day, 00:30 under way.
    vi.setSystemTime(new Date('2046-05-10T21:40:00Z'));
    data.getSchedule.mockResolvedValue(testSchedule({ special: [lateNight] }));
    data.listDayBoard.mockResolvedValue(lateBookings);
    renderWithProviders(<BoardPage />, 'reception', '/admin/board');
    const owl = await screen.findByRole('button', { name: /Night Owl/ });
    expect(data.listDayBoard).toHaveBeenCalledWith({}, boardDay);
    const times = [...document.querySelectorAll('[data-testid^="board-time-"]')].map((cell) =>
      cell.getAttribute('data-testid')?.replace('board-time-', ''),
    );
    expect(times).toEqual(['20:00', '20:45', '21:30', '22:15', '23:00', '23:45', '00:30', '01:15']);
    expect(owl.style.gridRow).toBe('8 / span 1');
    // 23:45 for 90 minutes holds its lane over midnight, into 00:30.
    expect(screen.getByRole('button', { name: /Long Party/ }).style.gridRow).toBe('7 / span 2');
    expect(screen.getByTestId('board-time-00:30')).toHaveAttribute('aria-current', 'time');
    expect(screen.getByTestId('board-time-00:30')).toHaveTextContent('Now');
    // One slot under way on the lanes; the VR zone marks its own session (00:40).
    expect(screen.getByTestId('lane-board').querySelectorAll('[aria-current="time"]')).toHaveLength(
      1,
    );
    expect(screen.getByTestId('vr-time-00:40')).toHaveAttribute('aria-current', 'time');
    expect(screen.queryByRole('button', { name: 'New booking on lane 1 at 23:45' })).toBeNull();
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 1 at 00:30' }));
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 1 at 01:15' }));
  });

  it('has as many lanes as the schedule: eight', async () => {
    data.getSchedule.mockResolvedValue(testSchedule({ laneCount: 8 }));
    renderBoard();
    await screen.findByText('Omar Saleh');
    const board = screen.getByTestId('lane-board');
    for (const lane of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(within(board).getByText(`Lane ${lane}`)).toBeInTheDocument();
    }
    expect(within(board).getByText('Requests').style.gridColumn).toBe('10');
    expect(board.style.getPropertyValue('--board-lanes')).toBe('8');
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 8 at 15:00' }));
    expect(screen.getAllByRole('button', { name: /^New booking on lane/ })).toHaveLength(
      11 * 8 - 4,
    );
    await userEvent.click(screen.getByRole('button', { name: /Omar Saleh/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking' });
    expect(within(dialog).getByText('Lanes: 2/8')).toBeInTheDocument();
    const move = within(dialog).getByRole('combobox', { name: 'Move to lane' });
    expect(within(move).getByRole('option', { name: 'Lane 8' })).toBeInTheDocument();
  });

  it('offers lanes 1 to 8 in "New booking" from a free cell of an eight-lane day', async () => {
    data.getSchedule.mockResolvedValue(testSchedule({ laneCount: 8 }));
    data.getVenueDay.mockResolvedValue(venueDayOf(testSchedule({ laneCount: 8 }), boardDay));
    renderBoard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'New booking on lane 7 at 19:30' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    const lane = within(dialog).getByRole('combobox', { name: 'Lane' });
    expect(lane).toHaveValue('7');
    expect(within(lane).getByRole('option', { name: 'Lane 8' })).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('option', { name: '19:30 · 0/8 lanes taken' }),
    ).toBeInTheDocument();
  });
});

describe('a group on several lanes on the board', () => {
  it('draws a group of 12 on lanes 2–3 once across both lanes, named "Lanes 2–3" once, and neither lane free', async () => {
    data.listDayBoard.mockResolvedValue([...boardBookings, groupBooking]);
    renderBoard();
    const group = await screen.findByRole('button', { name: /Team Twelve/ });
    expect(screen.getAllByRole('button', { name: /Team Twelve/ })).toHaveLength(1);
    expect(group.style.gridColumn).toBe('3 / span 2');
    expect(group.style.gridRow).toBe('8 / span 1');
    expect(group).toHaveTextContent('12 people · 2 rounds');
    expect(group).toHaveTextContent('Lanes 2–3');
    // Named once: the lanes it shows are hidden from a screen reader, which hears them with the time.
    expect(group).toHaveAccessibleName(/^Team Twelve.*people · 2 rounds\s*Lanes 2–3 at 19:30$/);
    expect(screen.queryByRole('button', { name: 'New booking on lane 2 at 19:30' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New booking on lane 3 at 19:30' })).toBeNull();
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 4 at 19:30' }));
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 2 at 20:15' }));
    expect(screen.getAllByRole('button', { name: /^New booking on lane/ })).toHaveLength(
      11 * 6 - 4 - 2,
    );
  });

  it('draws a group on lanes 2 and 5 in each lane, met once by the keyboard and a screen reader, both opening its card', async () => {
    data.listDayBoard.mockResolvedValue([...boardBookings, splitGroupBooking]);
    renderBoard();
    const named = await screen.findByRole('button', { name: /Split Twelve/ });
    expect(screen.getAllByRole('button', { name: /Split Twelve/ })).toHaveLength(1);
    expect(named).toHaveAccessibleName(/Lanes 2, 5 at 21:00$/);
    const pieces = screen.getAllByText('Split Twelve').map((name) => name.closest('button'));
    expect(pieces).toHaveLength(2);
    expect(pieces.map((piece) => piece?.style.gridColumn)).toEqual(['3', '6']);
    expect(pieces[1]).toHaveAttribute('aria-hidden', 'true');
    expect(pieces[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('button', { name: 'New booking on lane 2 at 21:00' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New booking on lane 5 at 21:00' })).toBeNull();
    await expectVisible(screen.getByRole('button', { name: 'New booking on lane 3 at 21:00' }));

    await userEvent.click(pieces[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Booking' });
    expect(within(dialog).getByRole('article', { name: 'Split Twelve' })).toBeInTheDocument();
    expect(within(dialog).getByText('Lanes: 2, 5')).toBeInTheDocument();
  });

  it("opens a group's card with its lanes, the slot's lanes held counted, and the runs it can move to", async () => {
    data.listDayBoard.mockResolvedValue([...boardBookings, groupBooking]);
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: /Team Twelve/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking' });
    expect(within(dialog).getByText('Lanes: 2–3')).toBeInTheDocument();
    expect(within(dialog).getByText('Lanes: 2/6')).toBeInTheDocument();
    const move = within(dialog).getByRole('combobox', { name: 'Move to lanes' });
    expect(
      within(move)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => option.textContent),
    ).toEqual(['Lanes 1–2', 'Lanes 3–4', 'Lanes 4–5', 'Lanes 5–6']);
  });
});
