import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingEmail } from '@venue/data/bookings/list-booking-emails';
import { formatBookingWhen, formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { testSchedule, venueDayOf } from '../../test/venue-schedule.ts';
import { BookingsDesk } from './bookings-desk.tsx';

const data = vi.hoisted(() => ({
  listBookings: vi.fn(),
  countBookingsByStatus: vi.fn(),
  listSlotLoads: vi.fn(),
  listLatestBookingEmails: vi.fn(),
  listBookingBatchSizes: vi.fn(),
}));

// The bookings desk with a pseudo-locale in place of the English catalogue: every message reads
// accented, so a plain Latin letter on the desk is a text that did not go through the
// catalogue, or the bookings' own values.
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-bookings', () => ({ listBookings: data.listBookings }));
vi.mock('@venue/data/bookings/count-bookings-by-status', () => ({
  countBookingsByStatus: data.countBookingsByStatus,
}));
vi.mock('@venue/data/bookings/list-slot-loads', () => ({ listSlotLoads: data.listSlotLoads }));
vi.mock('@venue/data/schedule/get-schedule', () => ({
  getSchedule: async () => testSchedule(),
}));
vi.mock('@venue/data/schedule/get-venue-day', () => ({
  getVenueDay: async (_client: unknown, day: string) => venueDayOf(testSchedule(), day),
}));
vi.mock('@venue/data/bookings/list-booking-emails', () => ({
  listLatestBookingEmails: data.listLatestBookingEmails,
}));
vi.mock('@venue/data/bookings/list-booking-batch-sizes', () => ({
  listBookingBatchSizes: data.listBookingBatchSizes,
}));

/** One booking of each kind the desk words differently, on one page. */
const bookings: BookingRow[] = [
  bookingRow({
    id: 'pending-1',
    name: 'Lina Haddad',
    email: 'lina@example.com',
    status: 'pending',
    contact_attempts: 1,
  }),
  bookingRow({
    id: 'approved-1',
    reference: 'SZ-H9WD',
    name: 'Omar Saleh',
    email: 'omar@example.com',
    time: '19:30',
    lane: 2,
    source: 'phone',
    attendance: 'arrived',
  }),
  bookingRow({
    id: 'birthday-1',
    reference: 'SZ-B3RT',
    name: 'Party Family',
    type: 'birthday',
    bundle_name: 'Blaze',
    bundle_price: 70,
    people: 12,
    duration: 90,
    customer_notes: 'Sami turns 8, chocolate cake',
    time: '16:30',
    lane: 3,
    source: 'walk_in',
  }),
  bookingRow({
    id: 'rejected-1',
    reference: 'SZ-R3JC',
    name: 'Huda Jaber',
    email: 'huda@example.com',
    status: 'rejected',
    rejection_reason: 'Lanes closed for repairs',
  }),
  bookingRow({ id: 'cancelled-1', reference: 'SZ-C4NX', name: 'Rami Odeh', status: 'cancelled' }),
  bookingRow({ id: 'no-show-1', reference: 'SZ-N05H', name: '', attendance: 'no_show' }),
];

function email(overrides: Partial<BookingEmail>): BookingEmail {
  return {
    booking_id: 'approved-1',
    kind: 'approved',
    status: 'sent',
    error: null,
    recipient: 'omar@example.com',
    attempts: 1,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

/** The e-mail service's own refusal, as the outbox keeps it. */
const serviceError = 'Mailbox unavailable';

beforeEach(async () => {
  vi.clearAllMocks();
  data.listBookings.mockResolvedValue({ rows: bookings, total: bookings.length });
  data.countBookingsByStatus.mockResolvedValue({
    all: 6,
    pending: 1,
    approved: 3,
    rejected: 1,
    cancelled: 1,
    arrived: 1,
    no_show: 1,
  });
  data.listSlotLoads.mockResolvedValue(new Map([['2046-05-10', new Map([['15:00', 2]])]]));
  data.listLatestBookingEmails.mockResolvedValue(
    new Map([
      ['approved-1', email({})],
      // A send that never finished: the desk calls it failed.
      ['birthday-1', email({ booking_id: 'birthday-1', status: 'sending', recipient: null })],
      [
        'rejected-1',
        email({
          booking_id: 'rejected-1',
          kind: 'rejected',
          status: 'failed',
          error: serviceError,
        }),
      ],
      ['no-show-1', null],
    ]),
  );
  // Lina's request and another from her phone within the hour.
  data.listBookingBatchSizes.mockResolvedValue(new Map([['pending-1', 2]]));
  await activateLocale('en');
});

/**
 * What the desk shows that is not a message: the bookings' own values (names, references,
 * phones, e-mail addresses, a birthday's package and notes, the reason reception typed), the
 * e-mail service's refusal as the outbox keeps it, the days as `@venue/domain/format` writes
 * them in English, and amounts in ILS.
 */
const values = [
  ...bookings.flatMap((booking) => [
    booking.name,
    booking.reference,
    booking.phone,
    booking.email ?? '',
    booking.bundle_name ?? '',
    booking.customer_notes,
    booking.rejection_reason ?? '',
    formatBookingWhen(booking.date, booking.time, venueTimeZone, 'en'),
    formatDisplayDate(booking.created_at, venueTimeZone, 'en'),
  ]),
  serviceError,
]
  .filter((value) => value !== '')
  .sort((a, b) => b.length - a.length);
const amount = /\d[\d,.]* ILS/g;

/**
 * The pending card's WhatsApp link shows the Latin brand name on purpose, its accessible name
 * starting with it (docs/glossary-ar.md); only that whole text is let through.
 */
const brand = 'WhatsApp';

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { values, wholeTexts: [brand], patterns: [amount] });
}

describe('every word of the bookings desk goes through its catalogue', () => {
  it('its filters, search, sort and a card of each kind', async () => {
    renderWithProviders(<BookingsDesk />);
    expect(await screen.findAllByRole('article')).toHaveLength(bookings.length);
    // The counts, the slot loads, the e-mails and the batch have come in.
    expect(await screen.findByRole('radio', { name: `${pseudoText('All')} (6)` })).toBeDefined();
    expect(
      await screen.findByRole('button', { name: pseudoText('Reject similar requests (2)') }),
    ).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(serviceError))).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the rejection dialog of a pending request', async () => {
    renderWithProviders(<BookingsDesk />);
    const lina = await screen.findByRole('article', { name: 'Lina Haddad' });
    await userEvent.click(within(lina).getByRole('button', { name: pseudoText('Reject & Email') }));
    await screen.findByRole('dialog');
    expect(notThroughCatalogue()).toEqual([]);
  });

  it("an approved booking's reschedule form", async () => {
    renderWithProviders(<BookingsDesk />);
    const omar = await screen.findByRole('article', { name: 'Omar Saleh' });
    await userEvent.click(within(omar).getByRole('button', { name: pseudoText('Edit') }));
    expect(within(omar).queryByRole('button', { name: pseudoText('Edit') })).toBeNull();
    expect(notThroughCatalogue()).toEqual([]);
  });
});
