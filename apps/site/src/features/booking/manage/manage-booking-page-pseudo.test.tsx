import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { getBookingByToken, type ManagedBooking } from '@venue/data/bookings/manage-booking';
import { formatBookingWhen } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { managedBooking } from '../../../test/managed-booking.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { venueFactsInEnglish } from '../../../test/venue-facts.ts';

// The booking's own page (behind its manage link) with a pseudo-locale in place of the English
// catalogue: every message reads accented, so a plain Latin letter on the page is a text that
// did not go through the catalogue, or the booking's and the venue's data.
vi.mock('../../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/bookings/manage-booking', () => ({
  getBookingByToken: vi.fn(),
  cancelBookingByToken: vi.fn(),
}));
vi.mock('@venue/data/venue-contacts/get-venue-contacts', () => ({
  getVenueContacts: vi.fn(async () => ({ whatsapp_number: '+970599888777' })),
}));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendCancellationEmail: vi.fn(async () => ({ status: 'sent', recipient: 'lina@example.com' })),
}));

// 10:00 UTC on Saturday, November 21, 2026 is 12:00 at the venue.
const now = new Date('2026-11-21T10:00:00Z');
const token = 'x'.repeat(43);
const path = `/booking/manage/${token}`;

const pending: ManagedBooking = managedBooking();
const approved: ManagedBooking = { ...pending, status: 'approved' };
const birthday: ManagedBooking = {
  ...approved,
  type: 'birthday',
  packageName: 'Blaze',
  packagePrice: 70,
  people: 18,
  duration: 90,
  customerNotes: 'Sami turns 8, chocolate cake',
};
const declined: ManagedBooking = {
  ...pending,
  status: 'rejected',
  cancellable: false,
  rejectionReason: 'Lanes closed for repairs',
};
// 13:30 at the venue: its online cut-off (11:30) has passed.
const tooLate: ManagedBooking = {
  ...approved,
  time: '13:30',
  cancellable: false,
  cancelUntil: '2026-11-21T09:30:00.000Z',
};

beforeAll(
  () => Promise.all([import('../../../app/root-layout.tsx'), import('./manage-booking-page.tsx')]),
  60_000,
);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  await activateLocale('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** The booking's private link, in full (its `title`) and cut in two on screen. */
const link = `${window.location.origin}${path}`;

/**
 * What the page shows that is not a message: the venue's facts (its name, address, e-mail and
 * the names of its social networks), the booking's own values (the customer's name, reference,
 * package, notes and the reason reception typed), its day and time as `@venue/domain/format`
 * writes them in English, the private link, and amounts in ILS.
 */
const data = [
  ...venueFactsInEnglish,
  pending.name,
  pending.reference,
  birthday.packageName ?? '',
  birthday.customerNotes,
  declined.rejectionReason ?? '',
  ...[pending, tooLate].map((booking) =>
    formatBookingWhen(booking.date, booking.time, venue.timeZone, 'en'),
  ),
  link,
  link.slice(0, -8),
  link.slice(-8),
].sort((a, b) => b.length - a.length);
const amount = /\d[\d,.]* ILS/g;

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { values: data, patterns: [amount] });
}

/** The page of `booking`, once its answer shows under its heading. */
async function openPage(booking: ManagedBooking | null, heading: string) {
  vi.mocked(getBookingByToken).mockResolvedValue(booking);
  renderRoutes(path);
  expect(await screen.findByRole('heading', { level: 1, name: pseudoText(heading) })).toBeVisible();
}

const cancel = () => screen.queryByRole('button', { name: pseudoText('Cancel booking') });

describe('every word of the booking page goes through its catalogue', () => {
  it.each([
    ['a pending booking, with its Cancel button', pending, true],
    ['an approved booking, with its calendar and Cancel buttons', approved, true],
    ['an approved birthday, its total, deposit and notes', birthday, true],
    ['a declined booking and the reason reception typed', declined, false],
    ['an approved booking past the online cut-off', tooLate, false],
  ] as const)('%s', async (_, booking, cancellable) => {
    const title = {
      pending: 'Your booking is waiting for reception',
      approved: 'Your booking is approved',
      rejected: 'This booking was declined',
      cancelled: 'This booking is cancelled',
    }[booking.status];
    await openPage(booking, title);
    expect(screen.getByText(booking.reference)).toBeVisible();
    expect(cancel() !== null).toBe(cancellable);
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a link that names no booking', async () => {
    await openPage(null, 'We could not find this booking');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: pseudoText('Book Now') })).toBeVisible();
    expect(cancel()).toBeNull();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the dialog that asks before cancelling', async () => {
    await openPage(approved, 'Your booking is approved');
    await userEvent.click(cancel() as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: pseudoText('Cancel this booking?') });
    expect(
      within(dialog).getByRole('button', { name: pseudoText('Keep my booking') }),
    ).toBeVisible();
    expect(notThroughCatalogue()).toEqual([]);
  });
});
