import './new-booking-data-mocks.ts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { laneTakenMessage } from '@venue/domain/booking-lane';
import { capacityBlockedMessage } from '@venue/domain/capacity';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { NewBookingButton } from './new-booking-button.tsx';
import { newBookingData as data } from './new-booking-data-mocks.ts';
import { NewBookingModal } from './new-booking-modal.tsx';
import {
  bookingDay,
  bookingDayShown,
  closedDaySchedule,
  daySchedule,
  offeredPackages,
  offeredSlots,
  oneLaneLeftSlots,
} from './new-booking-test-data.ts';

beforeEach(() => {
  vi.clearAllMocks();
  data.getSchedule.mockResolvedValue(daySchedule);
  data.getVenueDay.mockResolvedValue(offeredSlots);
  data.listBirthdayPackages.mockResolvedValue(offeredPackages);
  data.createStaffBooking.mockResolvedValue({ id: 'booking-new', lane: null, lanes: [] });
  data.sendBookingEmail.mockResolvedValue({ status: 'sent', recipient: 'lina@example.com' });
});

async function openForm() {
  renderWithProviders(<NewBookingButton date={bookingDay} />);
  await userEvent.click(screen.getByRole('button', { name: 'New booking' }));
  return screen.findByRole('dialog', { name: 'New booking' });
}

async function fillRegular(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Lina Saleh');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0591234567');
  const people = within(dialog).getByRole('spinbutton', { name: /^People/ });
  await userEvent.clear(people);
  await userEvent.type(people, '4');
  await userEvent.click(within(dialog).getByRole('button', { name: 'One round more' }));
  await within(dialog).findByRole('option', { name: '19:30 · 3/6 lanes taken' });
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: /^Time slot/ }),
    '19:30',
  );
}

describe('New booking', () => {
  it('offers the public form’s fields, the source, "Approve now" and the customer’s language', async () => {
    const dialog = await openForm();
    expect(within(dialog).getByRole('radio', { name: 'Regular booking' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Birthday package' })).not.toBeChecked();
    for (const field of [/^Name/, /^Phone/, /^Email \(optional\)/, /^Notes/]) {
      expect(within(dialog).getByRole('textbox', { name: field })).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(bookingDay);
    const slots = within(dialog).getByRole('combobox', { name: /^Time slot/ });
    expect(await within(slots).findByRole('option', { name: '20:15 · Full' })).toBeInTheDocument();
    expect(
      within(slots).getByRole('option', { name: '15:00 · 0/6 lanes taken' }),
    ).toBeInTheDocument();
    expect(data.getVenueDay).toHaveBeenCalledWith({}, bookingDay);
    expect(within(dialog).getByRole('combobox', { name: /^Customer's language/ })).toHaveValue(
      'en',
    );

    // What reception takes is approved at once, on the phone or at the counter, unless staff
    // leave it pending; a pending booking takes no lane.
    const approve = within(dialog).getByRole('switch', { name: /^Approve now/ });
    const lane = within(dialog).getByRole('combobox', { name: 'Lane' });
    expect(within(dialog).getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(approve).toBeChecked();
    expect(lane).toHaveValue('');
    expect(lane).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Walk-in' }));
    expect(approve).toBeChecked();
    await userEvent.click(approve);
    expect(approve).not.toBeChecked();
    expect(lane).toBeDisabled();
    expect(
      within(dialog).getByText('The booking waits among the requests until it is approved.'),
    ).toBeInTheDocument();
  });

  it('refuses a form without a name, phone or time beside each field, and sends nothing', async () => {
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a time')).toBeInTheDocument();
    expect(data.createStaffBooking).not.toHaveBeenCalled();
  });

  it('creates a phone booking left pending, without an e-mail, from a local number: "Booking created"', async () => {
    const dialog = await openForm();
    await fillRegular(dialog);
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Approve now/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Notes/ }), 'Bumpers up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));

    expect(await screen.findByText('Booking created')).toBeInTheDocument();
    expect(data.createStaffBooking).toHaveBeenCalledWith(
      {},
      {
        type: 'regular',
        name: 'Lina Saleh',
        phone: '+970591234567',
        email: undefined,
        people: 4,
        rounds: 2,
        date: bookingDay,
        time: '19:30',
        packageId: undefined,
        notes: 'Bumpers up',
        source: 'phone',
        approve: false,
        lane: undefined,
        locale: 'en',
      },
    );
    // The consent is the customer's: left unticked, none is sent.
    expect(data.createStaffBooking.mock.calls[0]?.[1]).not.toHaveProperty('whatsappConsent');
    expect(data.sendBookingEmail).not.toHaveBeenCalled();
    await screen.findByRole('button', { name: 'New booking' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('approves a walk-in at once, e-mails it in the customer’s language and toasts its lane', async () => {
    data.createStaffBooking.mockResolvedValue({ id: 'booking-new', lane: 4, lanes: [4] });
    const dialog = await openForm();
    await fillRegular(dialog);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Email/ }),
      'lina@example.com',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Customer's language/ }),
      'ar',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Walk-in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));

    expect(
      await screen.findByText(
        `Booking approved and confirmation email sent! Lane 4/6 assigned for ${bookingDayShown} at 19:30.`,
      ),
    ).toBeInTheDocument();
    expect(data.createStaffBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        email: 'lina@example.com',
        source: 'walk_in',
        approve: true,
        locale: 'ar',
      }),
    );
    expect(data.sendBookingEmail).toHaveBeenCalledWith({}, 'booking-new');
  });

  it('records the customer’s consent to WhatsApp messages only when reception ticks it under the phone', async () => {
    const dialog = await openForm();
    const consent = within(dialog).getByRole('checkbox', {
      name: 'The customer agrees to messages about this booking on WhatsApp',
    });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(
      'Ask them first: the request, the decision and reminders go to this number.',
    );
    await fillRegular(dialog);
    await userEvent.click(consent);
    expect(consent).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    await screen.findByRole('button', { name: 'New booking' });
    expect(data.createStaffBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ phone: '+970591234567', whatsappConsent: true }),
    );
  });

  it('a phone booking is approved by default; without an e-mail none is sent and the toast says so', async () => {
    data.createStaffBooking.mockResolvedValue({ id: 'booking-new', lane: 2, lanes: [2] });
    const dialog = await openForm();
    await fillRegular(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    expect(
      await screen.findByText(
        `Booking approved! (No email on file) Lane 2/6 assigned for ${bookingDayShown} at 19:30.`,
      ),
    ).toBeInTheDocument();
    expect(data.createStaffBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ source: 'phone', approve: true, lane: undefined }),
    );
    expect(data.sendBookingEmail).not.toHaveBeenCalled();
  });

  it('books the lane chosen, and shows a lane taken on the lane field', async () => {
    const taken = laneTakenMessage(5, '19:30');
    data.createStaffBooking.mockRejectedValueOnce(
      new DataError(taken, 'VN009', 'lane', {
        code: 'lane.taken',
        params: { lane: 5, time: '19:30' },
      }),
    );
    data.createStaffBooking.mockResolvedValue({ id: 'booking-new', lane: 3, lanes: [3] });
    const dialog = await openForm();
    await fillRegular(dialog);
    const lane = within(dialog).getByRole('combobox', { name: 'Lane' });
    await userEvent.selectOptions(lane, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(data.createStaffBooking).toHaveBeenLastCalledWith(
      {},
      expect.objectContaining({ lane: 5 }),
    );

    await userEvent.selectOptions(lane, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    expect(
      await screen.findByText(
        `Booking approved! (No email on file) Lane 3/6 assigned for ${bookingDayShown} at 19:30.`,
      ),
    ).toBeInTheDocument();
    expect(data.createStaffBooking).toHaveBeenLastCalledWith(
      {},
      expect.objectContaining({ lane: 3 }),
    );
  });

  it('books a birthday package: the package sets the guests, which stay within its group size', async () => {
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Birthday package' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Reem Odeh');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '+970599000111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    expect(await within(dialog).findByText('Please choose a package')).toBeInTheDocument();

    await within(dialog).findByRole('option', { name: 'Blaze' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Package/ }),
      'Blaze',
    );
    // The package's minimum, never its maximum; typed in any digits or stepped within its size.
    const guests = within(dialog).getByRole('spinbutton', { name: /^Guests/ });
    expect(guests).toHaveValue('11');
    expect(guests).toHaveAttribute('inputmode', 'numeric');
    expect(within(dialog).getByRole('button', { name: 'One guest fewer' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'One guest more' }));
    expect(guests).toHaveValue('12');
    await userEvent.clear(guests);
    await userEvent.type(guests, '٢٠');
    expect(guests).toHaveValue('20');
    expect(within(dialog).getByRole('button', { name: 'One guest more' })).toBeDisabled();
    await userEvent.clear(guests);
    await userEvent.type(guests, '۱۶');
    expect(guests).toHaveValue('16');
    // A 90-minute package spans two slots: 19:30 reads as full, since 20:15 is.
    const slots = within(dialog).getByRole('combobox', { name: /^Time slot/ });
    expect(within(slots).getByRole('option', { name: '19:30 · Full' })).toBeInTheDocument();
    await userEvent.selectOptions(slots, '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));

    await screen.findByText('Booking created');
    expect(data.createStaffBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        type: 'birthday',
        packageId: 'package-blaze',
        people: 16,
        rounds: 1,
        time: '15:00',
      }),
    );
  });

  it('shows the capacity refusal in the form and keeps everything typed', async () => {
    const refusal = capacityBlockedMessage(bookingDay, '19:30', 6);
    data.createStaffBooking.mockRejectedValue(
      new DataError(refusal, 'VN001', null, {
        code: 'booking.slot_full',
        params: { lanes: 6, date: bookingDay, time: '19:30', approved: 6 },
      }),
    );
    const dialog = await openForm();
    await fillRegular(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Walk-in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));

    const alert = await within(dialog).findByRole('alert');
    // The code's message, not the database's sentence.
    expect(alert).toHaveTextContent(
      `Cannot approve booking: All 6 lanes are already booked for ${bookingDayShown} at 19:30. Currently approved: 6/6.`,
    );
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Lina Saleh');
    expect(within(dialog).getByRole('textbox', { name: /^Phone/ })).toHaveValue('0591234567');
    expect(within(dialog).getByRole('combobox', { name: /^Time slot/ })).toHaveValue('19:30');
    expect(within(dialog).getByRole('switch', { name: /^Approve now/ })).toBeChecked();
    expect(screen.queryByText('Booking created')).toBeNull();
  });

  it('says "Closed" with the reason instead of slots on a day closed all day, and refuses to send', async () => {
    data.getSchedule.mockResolvedValue(closedDaySchedule);
    data.getVenueDay.mockResolvedValue([]);
    const dialog = await openForm();
    const closed = await within(dialog).findByTestId('new-booking-closed');
    expect(closed).toHaveTextContent('Closed: Eid al-Fitr');
    expect(within(dialog).queryByRole('combobox', { name: /^Time slot/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Lina Saleh');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0591234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    expect(await within(dialog).findByText('Please choose a time')).toBeInTheDocument();
    expect(data.createStaffBooking).not.toHaveBeenCalled();
  });

  it('counts a slot full when no lane is free, blocked lanes taken, and its open lanes as the whole', async () => {
    data.getVenueDay.mockResolvedValue([
      { slot: '15:00', lanesOpen: 4, lanesFree: 3 },
      { slot: '15:45', lanesOpen: 4, lanesFree: 0 },
      { slot: '16:30', lanesOpen: 6, lanesFree: 6 },
    ]);
    const dialog = await openForm();
    const slots = within(dialog).getByRole('combobox', { name: /^Time slot/ });
    expect(
      await within(slots).findByRole('option', { name: '15:00 · 1/4 lanes taken' }),
    ).toBeInTheDocument();
    expect(within(slots).getByRole('option', { name: '15:45 · Full' })).toBeInTheDocument();
    expect(
      within(slots).getByRole('option', { name: '16:30 · 0/6 lanes taken' }),
    ).toBeInTheDocument();
    // Only the slots the day offers: the rest of the hours are closed.
    expect(within(slots).getAllByRole('option')).toHaveLength(4);
  });

  it("lists a late night's slots after midnight and offers as many lanes as the venue has", async () => {
    const late = {
      firstDay: bookingDay,
      lastDay: bookingDay,
      opensAt: '22:00',
      closesAt: '01:00',
      name: { en: 'Late night' },
    };
    const schedule = { ...daySchedule, laneCount: 8, special: [late] };
    data.getSchedule.mockResolvedValue(schedule);
    data.getVenueDay.mockResolvedValue(
      ['22:00', '22:45', '23:30', '00:15'].map((slot) => ({ slot, lanesOpen: 8, lanesFree: 8 })),
    );
    const dialog = await openForm();
    const slots = within(dialog).getByRole('combobox', { name: /^Time slot/ });
    expect(
      await within(slots).findByRole('option', { name: '00:15 · 0/8 lanes taken' }),
    ).toBeInTheDocument();
    const lane = within(dialog).getByRole('combobox', { name: 'Lane' });
    expect(
      within(lane)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lowest free lane', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Lane ${n}`)]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Night Owl');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0591234567');
    await userEvent.selectOptions(slots, '00:15');
    await userEvent.selectOptions(lane, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    await vi.waitFor(() =>
      expect(data.createStaffBooking).toHaveBeenCalledWith(
        {},
        expect.objectContaining({ date: bookingDay, time: '00:15', lane: 8 }),
      ),
    );
  });
});

function enabledOptions(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent ?? '');
}

describe('New booking for a group on several lanes', () => {
  it('says a group of 12 takes 2 lanes, marks a slot with one lane free "Full", and offers the runs of two that fit', async () => {
    data.getVenueDay.mockResolvedValue(oneLaneLeftSlots);
    data.createStaffBooking.mockResolvedValue({ id: 'booking-new', lane: 5, lanes: [5] });
    const dialog = await openForm();
    const people = within(dialog).getByRole('spinbutton', { name: /^People/ });
    expect(people).toHaveAccessibleDescription('1 lane');
    const slots = within(dialog).getByRole('combobox', { name: /^Time slot/ });
    // One lane free is enough for a party of four.
    expect(
      await within(slots).findByRole('option', { name: '19:30 · 5/6 lanes taken' }),
    ).toBeInTheDocument();
    const lane = within(dialog).getByRole('combobox', { name: 'Lane' });
    expect(enabledOptions(lane)).toHaveLength(7);

    await userEvent.clear(people);
    await userEvent.type(people, '12');
    expect(people).toHaveAccessibleDescription('2 lanes');
    expect(within(dialog).getByText('2 lanes')).toBeInTheDocument();
    expect(within(slots).getByRole('option', { name: '19:30 · Full' })).toBeInTheDocument();
    expect(
      within(slots).getByRole('option', { name: '18:45 · 4/6 lanes taken' }),
    ).toBeInTheDocument();
    expect(enabledOptions(lane)).toEqual([
      'Lowest free lanes',
      'Lanes 1–2',
      'Lanes 2–3',
      'Lanes 3–4',
      'Lanes 4–5',
      'Lanes 5–6',
    ]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Team Twelve');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0591234567');
    await userEvent.selectOptions(slots, '18:45');
    await userEvent.selectOptions(lane, 'Lanes 5–6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    await vi.waitFor(() =>
      expect(data.createStaffBooking).toHaveBeenCalledWith(
        {},
        expect.objectContaining({ people: 12, time: '18:45', lane: 5, approve: true }),
      ),
    );
  });

  it("counts a birthday's lanes by its package's guests per lane: Blaze seats 8, so 17 guests take 3", async () => {
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Birthday package' }));
    await within(dialog).findByRole('option', { name: 'Blaze' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Package/ }),
      'Blaze',
    );
    const guests = within(dialog).getByRole('spinbutton', { name: /^Guests/ });
    expect(guests).toHaveAccessibleDescription('2 lanes');
    await userEvent.clear(guests);
    await userEvent.type(guests, '17');
    expect(guests).toHaveAccessibleDescription('3 lanes');
    expect(enabledOptions(within(dialog).getByRole('combobox', { name: 'Lane' })).at(-1)).toBe(
      'Lanes 4–6',
    );
  });

  it("keeps a board's cell on lane 6 for a group of 12 as the run 5–6, and books it", async () => {
    data.createStaffBooking.mockResolvedValue({ id: 'booking-new', lane: 5, lanes: [5] });
    renderWithProviders(
      <NewBookingModal date={bookingDay} time="15:00" lane={6} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    const lane = within(dialog).getByRole('combobox', { name: 'Lane' });
    expect(lane).toHaveValue('6');
    const people = within(dialog).getByRole('spinbutton', { name: /^People/ });
    await userEvent.clear(people);
    await userEvent.type(people, '12');
    await vi.waitFor(() => expect(lane).toHaveValue('5'));
    expect(within(lane).getByRole('option', { selected: true })).toHaveTextContent('Lanes 5–6');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Team Twelve');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0591234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    await vi.waitFor(() =>
      expect(data.createStaffBooking).toHaveBeenCalledWith(
        {},
        expect.objectContaining({ people: 12, time: '15:00', lane: 5 }),
      ),
    );
  });
});
