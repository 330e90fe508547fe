import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { requestBooking } from '@venue/data/bookings/request-booking';
import { DataError, toDataError } from '@venue/data/errors';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { pendingPerEmailMessage, pendingPerSlotMessage } from '@venue/domain/limits';
import { defaultSchedule } from '@venue/domain/schedule';
import { venue } from '@venue/domain/venue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { ConfirmProvider } from '../../components/confirm-dialog/confirm-provider.tsx';
import type { BookingLink } from '../../lib/booking-link.ts';
import { blaze, spark } from '../../test/birthday-packages.ts';
import { venueDayOf } from '../../test/venue-day.ts';
import { BookingForm } from './booking-form.tsx';

vi.mock('../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: vi.fn() }));
vi.mock('@venue/data/bookings/request-booking', () => ({ requestBooking: vi.fn() }));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/prices/get-prices', () => ({
  getPrices: vi.fn(async () => ({ bowling_game_price: 25, vr_session_price: 35 })),
}));

const packages = [spark, blaze];

// 10:00 UTC on Saturday, November 21, 2026 is 12:00 at the venue: every slot of today is open.
const now = new Date('2026-11-21T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
  vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({}));
  vi.mocked(listBirthdayPackages).mockResolvedValue(packages);
  vi.mocked(requestBooking).mockResolvedValue({
    id: 'new-booking-id',
    reference: 'SZ-7K4Q',
    manageToken: 'a-manage-token',
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function renderForm(requested?: BookingLink) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <ConfirmProvider>
        <BookingForm requested={requested} />
      </ConfirmProvider>
    </AppProviders>,
  );
  return { user, ...view };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const slot = (time: string) => screen.getByRole('button', { name: time });
/** A time to choose: the grid shows once the day's occupancy has loaded, which takes a moment. */
const findSlot = (time: string) => screen.findByRole('button', { name: time });

/** Fills the contact fields as a visitor pasting them would: one input event per field. */
async function fillContact(user: ReturnType<typeof userEvent.setup>, phone = '+970 59 123 4567') {
  for (const [label, value] of [
    ['Full Name', 'Lina Haddad'],
    ['Email', 'lina@example.com'],
    ['WhatsApp Number', phone],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

// Typing with user-event is slow on a busy machine: these journeys get more time.
describe('the booking form', { timeout: 20_000 }, () => {
  it('offers a people box (1-12) with − and +, a group of rounds (1-3) and the WhatsApp placeholder', async () => {
    renderForm();
    const people = screen.getByRole('spinbutton', { name: 'Number of People' });
    expect(people).toHaveValue('1');
    expect(people).toHaveAttribute('inputmode', 'numeric');
    expect(people).toHaveAttribute('aria-valuemin', '1');
    expect(people).toHaveAttribute('aria-valuemax', '12');
    expect(button('One person fewer')).toBeDisabled();
    expect(button('One person more')).toBeEnabled();
    const rounds = screen.getByRole('group', { name: 'Number of Rounds' });
    expect(within(rounds).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByLabelText('WhatsApp Number')).toHaveAttribute(
      'placeholder',
      '+970XXXXXXXXX',
    );
    expect(screen.getByText(/call us at/)).toHaveTextContent('+970 2 295 0000');
  });

  it('keeps "Book Regular" disabled until a time is chosen', async () => {
    const { user } = renderForm();
    expect(button('Book Regular')).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    expect(button('Book Regular')).toBeEnabled();
  });

  it('keeps "Book Birthday Package" disabled until a package is chosen; a package sets its minimum of people and its duration', async () => {
    const { user } = renderForm();
    await user.click(button('Birthday Package'));
    await user.click(await findSlot('18:00'));
    expect(button('Book Birthday Package')).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Choose Blaze' }));
    expect(button('Choose Blaze')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Book Birthday Package')).toBeEnabled();
    expect(slot('18:00')).toHaveAccessibleDescription(/90 min/);
    expect(screen.getByText('70 ILS')).toBeInTheDocument();

    await fillContact(user);
    await user.click(button('Book Birthday Package'));
    await waitFor(() => expect(requestBooking).toHaveBeenCalledTimes(1));
    expect(requestBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        type: 'birthday',
        packageId: 'blaze-id',
        people: 11,
        rounds: 1,
        date: '2026-11-21',
        time: '18:00',
        phone: '+970591234567',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Birthday Request Received!' });
    expect(within(dialog).getByText('Blaze')).toBeInTheDocument();
    expect(within(dialog).getByText('11')).toBeInTheDocument();
  });

  it('switching type clears the package: back to regular resets to a 45-minute session', async () => {
    const { user } = renderForm();
    await user.click(button('Birthday Package'));
    await user.click(await screen.findByRole('button', { name: 'Choose Blaze' }));
    await user.click(await findSlot('18:00'));
    expect(slot('18:00')).toHaveAccessibleDescription(/90 min/);

    await user.click(button('Regular Booking'));
    expect(button('Regular Booking')).toHaveAttribute('aria-pressed', 'true');
    expect(slot('18:00')).toHaveAccessibleDescription('45 min');

    await user.click(button('Birthday Package'));
    expect(button('Choose Blaze')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Book Birthday Package')).toBeDisabled();
  });

  it('picking a new date clears the chosen time', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    expect(slot('18:00')).toHaveAttribute('aria-pressed', 'true');

    await user.click(button('Tuesday, November 24, 2026'));
    await waitFor(() => expect(getVenueDay).toHaveBeenCalledWith({}, '2026-11-24'));
    expect(slot('18:00')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Book Regular')).toBeDisabled();
  });

  it('shows the schema messages next to the fields and sends nothing while they are wrong', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(button('Book Regular'));

    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText('WhatsApp Number')).toHaveAccessibleDescription(
      'Phone is required',
    );
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(requestBooking).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Full Name'), 'L');
    expect(screen.getByLabelText('Full Name')).not.toHaveAccessibleDescription();
  });

  it('sends a regular booking, then resets the form and shows the summary until closed', async () => {
    const { user } = renderForm();
    await fillContact(user);
    const people = screen.getByRole('spinbutton', { name: 'Number of People' });
    await user.clear(people);
    await user.type(people, '3');
    await user.click(button('One person more'));
    expect(people).toHaveValue('4');
    await user.click(
      within(screen.getByRole('group', { name: 'Number of Rounds' })).getByRole('button', {
        name: '2',
      }),
    );
    await user.click(await findSlot('19:30'));
    await user.click(button('Book Regular'));

    const dialog = await screen.findByRole('dialog', { name: 'Booking Request Received!' });
    expect(requestBooking).toHaveBeenCalledWith(
      {},
      {
        type: 'regular',
        name: 'Lina Haddad',
        email: 'lina@example.com',
        phone: '+970591234567',
        people: 4,
        rounds: 2,
        date: '2026-11-21',
        time: '19:30',
        packageId: undefined,
      },
    );
    expect(dialog).toHaveTextContent('Nov 21, 2026 at 19:30');
    expect(dialog).toHaveTextContent('+970591234567');
    expect(dialog).toHaveTextContent(/WhatsApp within a few hours/);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(button('Book Regular')).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Booking Request Received!' })).toBeNull(),
    );
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it('after a birthday booking the type returns to regular', async () => {
    const { user } = renderForm();
    await user.click(button('Birthday Package'));
    await user.click(await screen.findByRole('button', { name: 'Choose Spark' }));
    await user.click(await findSlot('18:00'));
    await fillContact(user);
    await user.click(button('Book Birthday Package'));
    await screen.findByRole('dialog', { name: 'Birthday Request Received!' });
    expect(button('Regular Booking')).toHaveAttribute('aria-pressed', 'true');
  });

  it('pretends success without sending when the hidden field is filled', async () => {
    const { user, container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    if (!honeypot) throw new Error('no honeypot field');

    await fillContact(user);
    await user.type(honeypot, 'https://spam.example');
    await user.click(await findSlot('18:00'));
    await user.click(button('Book Regular'));

    expect(
      await screen.findByRole('dialog', { name: 'Booking Request Received!' }),
    ).toBeInTheDocument();
    expect(requestBooking).not.toHaveBeenCalled();
  });

  it('asks before booking a full slot: "Choose Different Time" sends nothing, "Continue Booking" sends', async () => {
    vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({ '19:30': 6 }));
    const { user } = renderForm();
    await fillContact(user);
    await screen.findByText('At Capacity');
    await user.click(await findSlot('19:30'));

    await user.click(button('Book Regular'));
    let warning = await screen.findByRole('dialog', { name: 'Time Slot at Capacity' });
    expect(warning).toHaveTextContent(
      'This time slot already has 6 approved bookings (all lanes occupied).',
    );
    await user.click(within(warning).getByRole('button', { name: 'Choose Different Time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestBooking).not.toHaveBeenCalled();
    expect(slot('19:30')).toHaveAttribute('aria-pressed', 'true');

    await user.click(button('Book Regular'));
    warning = await screen.findByRole('dialog', { name: 'Time Slot at Capacity' });
    await user.click(within(warning).getByRole('button', { name: 'Continue Booking' }));
    await screen.findByRole('dialog', { name: 'Booking Request Received!' });
    expect(requestBooking).toHaveBeenCalledTimes(1);
  });

  it('says beside the people count the lanes the group takes: 1 lane for 1 to 6, 2 lanes for 7 to 12', async () => {
    const { user } = renderForm();
    const people = screen.getByRole('spinbutton', { name: 'Number of People' });
    expect(screen.getByText('1 lane')).toBeInTheDocument();
    expect(people).toHaveAccessibleDescription('1 lane');
    await user.clear(people);
    await user.type(people, '12');
    expect(screen.getByText('2 lanes')).toBeInTheDocument();
    expect(people).toHaveAccessibleDescription('2 lanes');
    // Plain text read with the box, not a live region that speaks at every keystroke.
    expect(screen.getByText('2 lanes').closest('[aria-live], [role="status"]')).toBeNull();
    await user.clear(people);
    await user.type(people, '6');
    expect(people).toHaveAccessibleDescription('1 lane');
    await user.click(button('One person more'));
    expect(people).toHaveAccessibleDescription('2 lanes');
    // Blank or past the limit, the count says nothing of lanes (the form refuses it at submit).
    await user.clear(people);
    expect(screen.queryByText(/\d lanes?$/)).toBeNull();
    await user.type(people, '15');
    expect(screen.queryByText(/\d lanes?$/)).toBeNull();
  });

  it("says the lanes a party takes by its package's guests per lane", async () => {
    const { user } = renderForm();
    await user.click(button('Birthday Package'));
    // Spark seats 10 guests a lane: its party of up to 10 plays on one.
    await user.click(await screen.findByRole('button', { name: 'Choose Spark' }));
    const guests = screen.getByRole('spinbutton', { name: 'Number of Guests' });
    await user.clear(guests);
    await user.type(guests, '10');
    expect(guests).toHaveAccessibleDescription(/^1 lane /);
    // Blaze seats 8: 16 guests take two lanes, 17 three, 25 four.
    await user.click(button('Choose Blaze'));
    await user.clear(guests);
    await user.type(guests, '16');
    expect(screen.getByText('2 lanes')).toBeInTheDocument();
    await user.click(button('One guest more'));
    expect(screen.getByText('3 lanes')).toBeInTheDocument();
    await user.clear(guests);
    await user.type(guests, '25');
    expect(screen.getByText('4 lanes')).toBeInTheDocument();
  });

  it('warns "At Capacity" where one lane is free once the group grows to 2 lanes, and asks before sending', async () => {
    vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({ '19:30': 5 }));
    const { user } = renderForm();
    await fillContact(user);
    await screen.findByRole('button', { name: '19:30' });
    await waitFor(() =>
      expect(slot('15:00').closest('fieldset')).toHaveAttribute('aria-busy', 'false'),
    );
    expect(slot('19:30')).not.toHaveAccessibleDescription();

    const people = screen.getByRole('spinbutton', { name: 'Number of People' });
    await user.clear(people);
    await user.type(people, '12');
    expect(slot('19:30')).toHaveAccessibleDescription('At Capacity');
    expect(slot('20:15')).not.toHaveAccessibleDescription();

    await user.click(await findSlot('19:30'));
    await user.click(button('Book Regular'));
    const warning = await screen.findByRole('dialog', { name: 'Time Slot at Capacity' });
    expect(warning).toHaveTextContent(
      'This time slot has only 1 lane free, and your group needs 2 lanes. Your booking will be submitted, but it may need to be rescheduled.',
    );
    await user.click(within(warning).getByRole('button', { name: 'Choose Different Time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestBooking).not.toHaveBeenCalled();

    // Four people fit the one lane left: sent without a warning.
    await user.clear(people);
    await user.type(people, '4');
    expect(slot('19:30')).toHaveAccessibleDescription('45 min');
    await user.click(button('Book Regular'));
    await screen.findByRole('dialog', { name: 'Booking Request Received!' });
    expect(requestBooking).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusal as "Error submitting booking: ..."', async () => {
    vi.mocked(requestBooking).mockRejectedValue(
      new DataError('The slot began.', 'VN011', null, { code: 'booking.slot_started', params: {} }),
    );
    const { user } = renderForm();
    await fillContact(user);
    await user.click(await findSlot('18:00'));
    await user.click(button('Book Regular'));
    expect(
      await screen.findByText('Error submitting booking: This time is no longer available'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Booking Request Received!' })).toBeNull();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Lina Haddad');
  });

  it.each([
    ['VN011', 'time', 'booking.slot_started', 'This time is no longer available'],
    ['VN012', 'time', 'booking.past_closing', 'This booking would run past closing time'],
    ['VN014', 'date', 'booking.past_date', 'Past dates cannot be booked'],
  ])(
    'shows a %s refusal beside its field (%s), by its code',
    async (code, field, refusal, message) => {
      // The database's sentence is not what shows: the code's message does.
      const hint = JSON.stringify({ code: refusal, params: {} });
      vi.mocked(requestBooking).mockRejectedValue(
        toDataError({ message: 'Refused.', code, details: field, hint }),
      );
      const { user } = renderForm();
      await fillContact(user);
      await user.click(await findSlot('18:00'));
      await user.click(button('Book Regular'));
      const beside = await screen.findByText(message, { selector: '[role="alert"]' });
      const group = field === 'date' ? screen.getByRole('group', { name: 'Date' }) : slot('18:00');
      expect(group.compareDocumentPosition(beside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('words the rate limit for people, never the raw refusal', async () => {
    vi.mocked(requestBooking).mockRejectedValue(
      new DataError('PT429: rate limit exceeded', 'PT429', null, {
        code: 'limit.too_many_requests',
        params: { bucket: 'request_booking' },
      }),
    );
    const { user } = renderForm();
    await fillContact(user);
    await user.click(await findSlot('18:00'));
    await user.click(button('Book Regular'));
    expect(
      await screen.findByText(
        `Error submitting booking: We have received several booking requests from you in a short time. Please try again in a few minutes, or call us at \u2068${venue.phone.display}\u2069.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/rate limit exceeded/)).toBeNull();
  });

  it.each([
    ['e-mail', pendingPerEmailMessage, 'limit.pending_per_email', 'Email'],
    ['slot', pendingPerSlotMessage, 'limit.pending_per_slot', null],
  ] as const)(
    'shows the per-%s limit in its own words, beside its field',
    async (_, message, code, label) => {
      // The field comes from the refusal's code; the sentence is not read.
      vi.mocked(requestBooking).mockRejectedValue(
        new DataError('Refused.', 'PT429', null, { code, params: {} }),
      );
      const { user } = renderForm();
      await fillContact(user);
      await user.click(await findSlot('18:00'));
      await user.click(button('Book Regular'));
      expect(await screen.findByText(`Error submitting booking: ${message}`)).toBeInTheDocument();
      if (label) {
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
      } else {
        const beside = await screen.findByText(message, { selector: '[role="alert"]' });
        expect(
          slot('18:00').compareDocumentPosition(beside) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
      }
    },
  );

  it('says beside the Book button what is still missing, one line per rule', async () => {
    const { user } = renderForm();
    expect(button('Book Regular')).toHaveAccessibleDescription('Choose a time');
    expect(screen.getByText('Choose a time')).toBeVisible();

    await user.click(button('Birthday Package'));
    expect(button('Book Birthday Package')).toHaveAccessibleDescription(
      'Choose a package · Choose a time',
    );
    await user.click(await screen.findByRole('button', { name: 'Choose Spark' }));
    expect(button('Book Birthday Package')).toHaveAccessibleDescription('Choose a time');
    await user.click(await findSlot('18:00'));
    expect(button('Book Birthday Package')).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Choose a (time|package)/)).toBeNull();
  });

  it('a birthday takes the real guest count within the package, with total, deposit and notes', async () => {
    const { user } = renderForm();
    await user.click(button('Birthday Package'));
    await user.click(await screen.findByRole('button', { name: 'Choose Blaze' }));

    // The package's minimum, not its maximum: a party of 15 types 15 or taps + four times.
    const guests = screen.getByRole('spinbutton', { name: 'Number of Guests' });
    expect(guests).toHaveValue('11');
    expect(guests).toHaveAttribute('inputmode', 'numeric');
    // 8 of Blaze's guests share a lane: 11 take two.
    expect(guests).toHaveAccessibleDescription('2 lanes Blaze is for 11 to 25 guests.');
    expect(button('One guest fewer')).toBeDisabled();
    expect(screen.getByText('Estimated total').nextSibling).toHaveTextContent(
      '770 ILS11 guests × 70 ILS',
    );
    expect(screen.getByText('Deposit to book').nextSibling).toHaveTextContent(/^200 ILS/);

    await user.click(button('One guest more'));
    expect(guests).toHaveValue('12');
    // The arrow keys step as in a number field, within the package's group size.
    await user.type(guests, '{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(guests).toHaveValue('13');
    await user.clear(guests);
    await user.type(guests, '25');
    expect(button('One guest more')).toBeDisabled();
    await user.type(guests, '{ArrowUp}');
    expect(guests).toHaveValue('25');
    await user.click(button('One guest fewer'));
    expect(screen.getByText('Estimated total').nextSibling).toHaveTextContent(/^1,680 ILS/);

    // Below the package's group size: refused beside the count, nothing sent.
    await user.clear(guests);
    await user.type(guests, '10');
    await user.click(await findSlot('18:00'));
    await fillContact(user);
    await user.click(button('Book Birthday Package'));
    expect(await screen.findByText('This package is for 11 to 25 people')).toBeVisible();
    expect(guests).toHaveFocus();
    expect(requestBooking).not.toHaveBeenCalled();

    await user.clear(guests);
    await user.type(guests, '18');
    expect(screen.getByText('Estimated total').nextSibling).toHaveTextContent(
      '1,260 ILS18 guests × 70 ILS',
    );
    await user.click(screen.getByRole('textbox', { name: 'Notes (optional)' }));
    await user.paste('Sami turns 8\nChocolate cake, no nuts');
    await user.click(button('Book Birthday Package'));

    await waitFor(() => expect(requestBooking).toHaveBeenCalledTimes(1));
    expect(requestBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        type: 'birthday',
        packageId: 'blaze-id',
        people: 18,
        notes: 'Sami turns 8\nChocolate cake, no nuts',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Birthday Request Received!' });
    const summary = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(summary).toMatchObject({
      Package: 'Blaze',
      Guests: '18',
      'Estimated total': '1,260 ILS (18 guests × 70 ILS)',
      'Deposit to book': '200 ILS',
      Notes: 'Sami turns 8\nChocolate cake, no nuts',
    });
    expect(summary).not.toHaveProperty('Rounds');
    expect(dialog).toHaveTextContent('pay the 200 ILS deposit');
  });

  it('takes at most 500 characters of notes and refuses hidden characters beside them', async () => {
    const { user } = renderForm();
    await user.click(button('Birthday Package'));
    await user.click(await screen.findByRole('button', { name: 'Choose Spark' }));
    await user.click(await findSlot('18:00'));
    await fillContact(user);
    const notes = screen.getByRole('textbox', { name: 'Notes (optional)' });
    expect(notes).toHaveAttribute('maxlength', '500');
    await user.click(notes);
    await user.paste('Sami \u202Eturns 8');
    await user.click(button('Book Birthday Package'));
    expect(notes).toHaveAccessibleDescription(
      "The birthday child's name and age, the cake, any allergies. Please remove hidden formatting characters",
    );
    expect(requestBooking).not.toHaveBeenCalled();
  });

  it('a link opens the birthday type with its package chosen and the guests at its minimum', async () => {
    renderForm({ type: 'birthday', packageName: 'blaze' });
    expect(button('Birthday Package')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(button('Choose Blaze')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('spinbutton', { name: 'Number of Guests' })).toHaveValue('11');
    expect(button('Book Birthday Package')).toHaveAccessibleDescription('Choose a time');
  });

  it('a link naming an unknown package opens the birthday type with nothing chosen', async () => {
    renderForm({ type: 'birthday', packageName: 'volcano' });
    expect(await screen.findByRole('button', { name: 'Choose Blaze' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(button('Choose Spark')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('spinbutton', { name: 'Number of Guests' })).toBeNull();
  });

  it('sends a local number as typed in its E.164 form', async () => {
    const { user } = renderForm();
    await fillContact(user, '059-912 3456');
    await user.click(await findSlot('19:30'));
    await user.click(button('Book Regular'));
    await waitFor(() => expect(requestBooking).toHaveBeenCalledTimes(1));
    expect(requestBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ phone: '+970599123456' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking Request Received!' });
    expect(dialog).toHaveTextContent('+970599123456');
  });
});
