import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { requestBooking } from '@venue/data/bookings/request-booking';
import { DataError } from '@venue/data/errors';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { formatBookingWhen } from '@venue/domain/format';
import type { Refusal } from '@venue/domain/refusals';
import { defaultSchedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import {
  intlCalendarWords,
  pseudoMessages,
  pseudoText,
  textsPastCatalogue,
} from '@venue/i18n/pseudo-locale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { ConfirmProvider } from '../../components/confirm-dialog/confirm-provider.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { blaze, spark } from '../../test/birthday-packages.ts';
import { venueDayOf } from '../../test/venue-day.ts';
import { BookingForm } from './booking-form.tsx';
import { manageLinkUrl } from './components/manage-link-panel.tsx';

// The booking form as a visitor leaves it after acting (refused, answered by the server, a
// package chosen, the request confirmed) with a pseudo-locale in place of the English catalogue:
// every message reads accented, so a plain Latin letter is a text that did not go through the
// catalogue, or the visitor's, the packages' or the venue's data.
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: vi.fn() }));
vi.mock('@venue/data/bookings/request-booking', () => ({ requestBooking: vi.fn() }));
vi.mock('@venue/data/vr/get-vr-settings', () => ({
  getVrSettings: vi.fn(async () => ({ stationCount: 4, sessionMinutes: 20 })),
}));
vi.mock('@venue/data/vr/vr-occupancy', () => ({
  // Three sessions, the middle one with 2 of its 4 stations taken.
  getVrOccupancy: vi.fn(async () =>
    ['18:00', '18:20', '18:40'].map((sessionStart) => ({
      sessionStart,
      stationsTaken: sessionStart === '18:20' ? 2 : 0,
      stationsTotal: 4,
    })),
  ),
}));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/prices/get-prices', () => ({
  getPrices: vi.fn(async () => ({ bowling_game_price: 25, vr_session_price: 35 })),
}));

const packages = [spark, blaze];
const reference = 'SZ-7K4Q';
const manageToken = 'a-manage-token';

// 10:00 UTC on Saturday, November 21, 2026 is 12:00 at the venue: every slot of today is open.
const now = new Date('2026-11-21T10:00:00Z');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
  vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({}));
  vi.mocked(listBirthdayPackages).mockResolvedValue(packages);
  vi.mocked(requestBooking).mockResolvedValue({ id: 'new-booking-id', reference, manageToken });
  await activateLocale('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** What the visitor types: her name, address, number and notes, shown back as typed. */
const typed = {
  name: 'Lina Haddad',
  email: 'lina@example.com',
  phone: '+970 59 123 4567',
  notes: 'Sami turns 8, chocolate cake',
  // Notes with a hidden formatting character, which the form refuses.
  hiddenNotes: 'Sami \u202Eturns 8',
};

/** The booking's private link, in full (its `title`) and cut in two on screen. */
const link = manageLinkUrl(manageToken, 'en');

/**
 * What the form shows that is not a message: what the visitor typed (the notes' box and the
 * confirmation repeat it), the booking's reference and private link, its day and time as
 * `@venue/domain/format` writes them in English, and the packages as the data gives them.
 */
const data = [
  typed.name,
  typed.email,
  typed.notes,
  typed.hiddenNotes,
  reference,
  link,
  link.slice(0, -8),
  link.slice(-8),
  ...['18:00', '18:20', '19:30'].map((time) =>
    formatBookingWhen('2026-11-21', time, venueTimeZone, 'en'),
  ),
  ...packages.flatMap((item) => [item.title.en ?? '', ...(item.items.en ?? [])]),
];
const amount = /\d[\d,.]* ILS/g;
// The WhatsApp number's example ("+970XXXXXXXXX"), written the same in every language.
const phoneExample = /\+?\d+X+/g;
/** The calendar's words in English, as `Intl` gives them (the locale's data, not a message). */
const calendarWords = intlCalendarWords('en');

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, {
    values: [...data, ...calendarWords],
    patterns: [amount, phoneExample],
  });
}

function expectOnlyCatalogueText() {
  expect(document.body.textContent).toMatch(/[áéíóú]/);
  expect(notThroughCatalogue()).toEqual([]);
}

function renderForm() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <ConfirmProvider>
        <BookingForm />
      </ConfirmProvider>
    </AppProviders>,
  );
  return { user };
}

const button = (name: string) => screen.getByRole('button', { name: pseudoText(name) });
// The file's first render loads the form's lazy parts and its data; on a busy machine that takes
// longer than Testing Library's usual wait, so a slot is waited for up to the test's own limit.
const slot = (time: string) => screen.findByRole('button', { name: time }, { timeout: 25_000 });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [
    ['Full Name', typed.name],
    ['Email', typed.email],
    ['WhatsApp Number', typed.phone],
  ] as const) {
    await user.click(screen.getByLabelText(pseudoText(label)));
    await user.paste(value);
  }
}

/** The server's refusals by their codes, with the status and the field the data layer reads. */
const refusals: ReadonlyArray<[string, Refusal, string, 'time' | 'date' | null]> = [
  ['limit.pending_per_slot', { code: 'limit.pending_per_slot', params: {} }, 'PT429', null],
  ['limit.pending_per_email', { code: 'limit.pending_per_email', params: {} }, 'PT429', null],
  [
    'limit.too_many_requests',
    { code: 'limit.too_many_requests', params: { bucket: 'request_booking' } },
    'PT429',
    null,
  ],
  ['booking.slot_started', { code: 'booking.slot_started', params: {} }, 'VN011', 'time'],
  ['booking.past_closing', { code: 'booking.past_closing', params: {} }, 'VN012', 'time'],
  ['booking.past_date', { code: 'booking.past_date', params: {} }, 'VN014', 'date'],
];

async function chooseBlaze(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Birthday Package'));
  await user.click(await screen.findByRole('button', { name: `${pseudoText('Choose')} Blaze` }));
}

describe('every word of the booking form, as a visitor leaves it, goes through its catalogue', {
  timeout: 30_000,
}, () => {
  it('sent empty, each field refused beside it', async () => {
    const { user } = renderForm();
    await user.click(await slot('18:00'));
    const people = screen.getByRole('spinbutton', { name: pseudoText('Number of People') });
    await user.clear(people);
    await user.type(screen.getByLabelText(pseudoText('Email')), 'not-an-email');
    await user.click(button('Book Regular'));
    expect(screen.getByLabelText(pseudoText('Full Name'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(pseudoText('Email'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(pseudoText('WhatsApp Number'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(people).toHaveAttribute('aria-invalid', 'true');
    expect(requestBooking).not.toHaveBeenCalled();
    expectOnlyCatalogueText();
  });

  it('a birthday refused: guests below the package and hidden characters in the notes', async () => {
    const { user } = renderForm();
    await chooseBlaze(user);
    const guests = screen.getByRole('spinbutton', { name: pseudoText('Number of Guests') });
    await user.clear(guests);
    await user.type(guests, '10');
    await user.click(screen.getByRole('textbox', { name: pseudoText('Notes (optional)') }));
    await user.paste(typed.hiddenNotes);
    await user.click(await slot('18:00'));
    await fillContact(user);
    await user.click(button('Book Birthday Package'));
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: pseudoText('Notes (optional)') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requestBooking).not.toHaveBeenCalled();
    expectOnlyCatalogueText();
  });

  it.each(refusals)(
    'the server refuses by %s: the toast and the refusal beside its field',
    async (_, refusal, status, field) => {
      vi.mocked(requestBooking).mockRejectedValue(
        new DataError('Refused.', status, field, refusal),
      );
      const { user } = renderForm();
      await fillContact(user);
      await user.click(await slot('18:00'));
      await user.click(button('Book Regular'));
      const toast = await screen.findByText(
        new RegExp(`^${pseudoText('Error submitting booking')}`),
      );
      expect(toast).toBeVisible();
      if (refusal.code === 'limit.pending_per_email') {
        expect(screen.getByLabelText(pseudoText('Email'))).toHaveAttribute('aria-invalid', 'true');
      }
      expectOnlyCatalogueText();
    },
  );

  it('the birthday package chosen, with its guests, estimate, deposit and a slot it spans', async () => {
    const { user } = renderForm();
    await chooseBlaze(user);
    await user.click(await slot('18:00'));
    await user.click(button('One guest more'));
    expect(screen.getByText(pseudoText('Estimated total'))).toBeVisible();
    expect(screen.getByText(pseudoText('Selected'))).toBeVisible();
    expectOnlyCatalogueText();
  });

  it('the warning before a slot whose lanes are all approved', async () => {
    vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({ '19:30': 6 }));
    const { user } = renderForm();
    await fillContact(user);
    await screen.findByText(pseudoText('At Capacity'));
    await user.click(await slot('19:30'));
    await user.click(button('Book Regular'));
    expect(
      await screen.findByRole('dialog', { name: pseudoText('Time Slot at Capacity') }),
    ).toBeVisible();
    expectOnlyCatalogueText();
  });

  it('the confirmation of a regular booking, its reference and manage link', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await user.click(await slot('19:30'));
    await user.click(button('Book Regular'));
    const dialog = await screen.findByRole('dialog', {
      name: pseudoText('Booking Request Received!'),
    });
    expect(within(dialog).getByText(reference)).toBeVisible();
    expect(
      within(dialog).getByRole('link', { name: pseudoText('Open my booking page') }),
    ).toHaveAttribute('href', link);
    expectOnlyCatalogueText();
  });

  it('the confirmation of a birthday, its package, estimate, deposit and notes', async () => {
    const { user } = renderForm();
    await chooseBlaze(user);
    await user.click(screen.getByRole('textbox', { name: pseudoText('Notes (optional)') }));
    await user.paste(typed.notes);
    await user.click(await slot('18:00'));
    await fillContact(user);
    await user.click(button('Book Birthday Package'));
    await waitFor(() => expect(requestBooking).toHaveBeenCalledTimes(1));
    const dialog = await screen.findByRole('dialog', {
      name: pseudoText('Birthday Request Received!'),
    });
    expect(within(dialog).getByText(typed.notes)).toBeVisible();
    expect(within(dialog).getByText(reference)).toBeVisible();
    expectOnlyCatalogueText();
  });

  it('VR refused without the age box, with its players, sessions, price and stations left', async () => {
    const { user } = renderForm();
    await user.click(button('VR Session'));
    await user.click(button('One player more'));
    await user.click(button('One player more'));
    await user.click(button('One session more'));
    await fillContact(user);
    expect(await slot('18:00')).toBeDisabled();
    await user.click(await slot('18:20'));
    await user.click(button('Book VR'));
    await screen.findByRole('alert');
    expect(requestBooking).not.toHaveBeenCalled();
    expectOnlyCatalogueText();
  });

  it('the confirmation of a VR booking, its players, sessions and price', async () => {
    const { user } = renderForm();
    await user.click(button('VR Session'));
    await user.click(await slot('18:20'));
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: /8/ }));
    await user.click(button('Book VR'));
    const dialog = await screen.findByRole('dialog', { name: pseudoText('VR Request Received!') });
    expect(within(dialog).getByText(reference)).toBeVisible();
    expectOnlyCatalogueText();
  });

  it('the link copied from the confirmation', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await user.click(await slot('19:30'));
    await user.click(button('Book Regular'));
    const dialog = await screen.findByRole('dialog', {
      name: pseudoText('Booking Request Received!'),
    });
    await user.click(within(dialog).getByRole('button', { name: pseudoText('Copy') }));
    expect(await within(dialog).findByRole('button', { name: pseudoText('Copied') })).toBeVisible();
    expectOnlyCatalogueText();
  });
});
