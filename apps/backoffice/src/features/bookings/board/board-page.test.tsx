import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { expectVisible } from '../../../test/visible.ts';
import { BoardPage } from './board-page.tsx';
import { boardBookings, boardDay } from './board-test-data.ts';

const data = vi.hoisted(() => ({
  listDayBoard: vi.fn(),
  listLatestBookingEmails: vi.fn(),
  getSlotOccupancy: vi.fn(),
  listBirthdayPackages: vi.fn(),
  createStaffBooking: vi.fn(),
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

beforeEach(() => {
  vi.clearAllMocks();
  data.listDayBoard.mockResolvedValue(boardBookings);
  data.listLatestBookingEmails.mockResolvedValue(new Map());
  data.getSlotOccupancy.mockResolvedValue({});
  data.listBirthdayPackages.mockResolvedValue([]);
  data.createStaffBooking.mockResolvedValue({ id: 'booking-new', lane: 5 });
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
    expect(screen.getByRole('heading', { level: 1, name: 'Lane board' })).toBeInTheDocument();
    expect(screen.getByText('Thursday, May 10, 2046')).toBeInTheDocument();
    await screen.findByText('Omar Saleh');
    expect(data.listDayBoard).toHaveBeenCalledWith({}, boardDay);
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
