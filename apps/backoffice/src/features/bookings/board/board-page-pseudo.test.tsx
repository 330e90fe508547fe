import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatBookingWhen, formatDisplayDate, formatLongDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
  headsetBlock,
  repairBlock,
  vrBookings,
  vrHolds,
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

// The lane board with a pseudo-locale in place of the English catalogue: every message reads
// accented, so a plain Latin letter on the board is a text that did not go through the
// catalogue, or the bookings' own values.
vi.mock('../../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
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

const omar = boardBookings[0] as BookingRow;

beforeEach(async () => {
  vi.clearAllMocks();
  data.listDayBoard.mockResolvedValue(boardBookings);
  // Omar's confirmation: none on file, so his card says so and offers to resend it.
  data.listLatestBookingEmails.mockResolvedValue(new Map([[omar.id, null]]));
  data.getSchedule.mockResolvedValue(boardSchedule);
  data.getVrSettings.mockResolvedValue(vrSettings);
  data.listVrHolds.mockResolvedValue([]);
  data.listVrStationBlocks.mockResolvedValue([]);
  await activateLocale('en');
});

/**
 * What the board shows that is not a message: the bookings' own values (the customers' names,
 * references and a birthday's package as the data gives them), and the days and times as
 * `@venue/domain/format` writes them in English (the board's day; an opened card's day and
 * creation date).
 */
const values = [
  ...[...boardBookings, ...vrBookings].flatMap((booking) => [booking.name, booking.reference]),
  ...boardBookings.map((booking) => booking.bundle_name ?? ''),
  formatLongDate(boardDay, 'en'),
  // The manager's own words: a closure's and a block's reasons.
  eventClosure.reason.en,
  eidClosure.reason.en,
  repairBlock.reason.en,
  headsetBlock.reason.en,
  ...boardBookings.flatMap((booking) => [
    formatBookingWhen(booking.date, booking.time, venueTimeZone, 'en'),
    formatDisplayDate(booking.created_at, venueTimeZone, 'en'),
  ]),
]
  .filter((value) => value !== '')
  .sort((a, b) => b.length - a.length);

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { values });
}

function renderBoard() {
  renderWithProviders(<BoardPage />, 'reception', `/admin/board?date=${boardDay}`);
}

describe('every word of the lane board goes through its catalogue', () => {
  it('the day with its lanes, bookings and waiting requests', async () => {
    renderBoard();
    const board = await screen.findByTestId('lane-board');
    expect(within(board).getByText('Omar Saleh')).toBeInTheDocument();
    expect(within(board).getByTestId('board-requests-18:00')).toHaveTextContent('Waiting Visitor');
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it("a booking's card, opened from the board", async () => {
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: /Omar Saleh/ }));
    const dialog = await screen.findByRole('dialog', { name: pseudoText('Booking') });
    expect(
      await within(dialog).findByRole('button', { name: pseudoText('Resend email') }),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a closed slot and a blocked lane, with their reasons', async () => {
    data.getSchedule.mockResolvedValue(
      testSchedule({ closures: [eventClosure], laneBlocks: [repairBlock] }),
    );
    renderBoard();
    await screen.findByTestId('board-closed-18:00');
    expect(screen.getByTestId('board-blocked-5-19:30')).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the VR zone with its bookings, a blocked station and a request, and its walk-in dialog', async () => {
    data.listDayBoard.mockResolvedValue([...boardBookings, ...vrBookings]);
    data.listVrHolds.mockResolvedValue(vrHolds);
    data.listVrStationBlocks.mockResolvedValue([headsetBlock]);
    renderBoard();
    const vr = await screen.findByTestId('vr-board');
    expect(within(vr).getByText('Maya Players')).toBeInTheDocument();
    expect(screen.getByTestId('vr-blocked-4-19:00')).toBeInTheDocument();
    expect(within(vr).getByTestId('vr-requests-20:00')).toHaveTextContent('Waiting Player');
    expect(notThroughCatalogue()).toEqual([]);
    await userEvent.click(
      screen.getByRole('button', {
        name: `${pseudoText('VR walk-in at 15:00:')} 4 ${pseudoText('free')}`,
      }),
    );
    await screen.findByRole('dialog', { name: pseudoText('VR walk-in') });
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a day closed all day, with the bookings still on it', async () => {
    data.getSchedule.mockResolvedValue(testSchedule({ closures: [eidClosure] }));
    renderBoard();
    await screen.findByTestId('board-closed-day');
    expect(screen.getByText('Omar Saleh')).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });
});
