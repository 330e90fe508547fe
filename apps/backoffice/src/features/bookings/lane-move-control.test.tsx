import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { laneMoveNotApprovedMessage, laneTakenMessage } from '@venue/domain/booking-lane';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { testSchedule } from '../../test/venue-schedule.ts';
import { BookingCard } from './booking-card.tsx';

const data = vi.hoisted(() => ({ moveBookingLane: vi.fn() }));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/move-booking-lane', () => ({
  moveBookingLane: data.moveBookingLane,
}));

function renderCard(overrides: Parameters<typeof bookingRow>[0] = {}) {
  renderWithProviders(
    <BookingCard
      booking={bookingRow({ lane: 3, time: '18:00', ...overrides })}
      occupancy={new Map()}
      schedule={testSchedule()}
      email={null}
    />,
  );
  return screen.getByRole('article', { name: 'Lina Haddad' });
}

async function chooseLane(card: HTMLElement, control: string, lane: string) {
  await userEvent.selectOptions(within(card).getByRole('combobox', { name: control }), lane);
}

function laneOptions(card: HTMLElement, control: string): string[] {
  const select = within(card).getByRole('combobox', { name: control });
  return within(select)
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent ?? '');
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('moving a booking to another lane from its card', () => {
  it('shows the lane and offers the five other lanes; a choice moves the booking', async () => {
    await activateLocale('en');
    data.moveBookingLane.mockResolvedValue(5);
    const card = renderCard();
    expect(within(card).getByText('Lane: 3')).toBeInTheDocument();
    expect(laneOptions(card, 'Move to lane')).toEqual([
      'Lane 1',
      'Lane 2',
      'Lane 4',
      'Lane 5',
      'Lane 6',
    ]);
    await chooseLane(card, 'Move to lane', 'Lane 5');
    await waitFor(() =>
      expect(data.moveBookingLane).toHaveBeenCalledWith(expect.anything(), 'booking-1', 5),
    );
    expect(await screen.findByText('Lina Haddad moved to lane 5.')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('shows the refusal of a taken lane under the control, naming the slot', async () => {
    await activateLocale('en');
    data.moveBookingLane.mockRejectedValue(
      new DataError(laneTakenMessage(2, '18:45'), 'VN009', null, {
        code: 'lane.taken',
        params: { lane: 2, time: '18:45' },
      }),
    );
    const card = renderCard();
    await chooseLane(card, 'Move to lane', 'Lane 2');
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Lane 2 is taken at 18:45 by another booking.');
    const select = within(card).getByRole('combobox', { name: 'Move to lane' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Lane 2 is taken at 18:45 by another booking.');
  });

  it('offers no move for a booking that is not approved', async () => {
    await activateLocale('en');
    const card = renderCard({ status: 'pending', lane: null });
    expect(within(card).queryByRole('combobox', { name: 'Move to lane' })).toBeNull();
  });

  it('in Arabic: the control, the lanes and the refusal in Arabic', async () => {
    await activateLocale('ar');
    data.moveBookingLane.mockRejectedValue(
      new DataError(laneTakenMessage(6, '18:00'), 'VN009', 'lane', {
        code: 'lane.taken',
        params: { lane: 6, time: '18:00' },
      }),
    );
    const card = renderCard();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(card).getByText('المسار: 3')).toBeInTheDocument();
    expect(laneOptions(card, 'النقل إلى مسار')).toEqual([
      'المسار 1',
      'المسار 2',
      'المسار 4',
      'المسار 5',
      'المسار 6',
    ]);
    await chooseLane(card, 'النقل إلى مسار', 'المسار 6');
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('المسار 6 مشغول بحجز آخر الساعة 18:00.');
  });

  it('in Arabic: a booking no longer approved is refused in Arabic', async () => {
    await activateLocale('ar');
    data.moveBookingLane.mockRejectedValue(
      new DataError(laneMoveNotApprovedMessage('rejected'), 'VN007', null, {
        code: 'lane.move_not_approved',
        params: { status: 'rejected' },
      }),
    );
    const card = renderCard();
    await chooseLane(card, 'النقل إلى مسار', 'المسار 1');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'لا يُنقل إلى مسار آخر إلا الحجز المقبول. هذا الحجز مرفوض.',
    );
    await activateLocale('en');
  });
});

describe('moving a group to another run of lanes from its card', () => {
  it('shows its lanes and offers the other runs of two; a choice moves it to the run starting there', async () => {
    await activateLocale('en');
    data.moveBookingLane.mockResolvedValue(4);
    const card = renderCard({ people: 12, lanes: [2, 3] });
    expect(within(card).getByText('Lanes: 2–3')).toBeInTheDocument();
    expect(within(card).queryByRole('combobox', { name: 'Move to lane' })).toBeNull();
    expect(laneOptions(card, 'Move to lanes')).toEqual([
      'Lanes 1–2',
      'Lanes 3–4',
      'Lanes 4–5',
      'Lanes 5–6',
    ]);
    await chooseLane(card, 'Move to lanes', 'Lanes 4–5');
    await waitFor(() =>
      expect(data.moveBookingLane).toHaveBeenCalledWith(expect.anything(), 'booking-1', 4),
    );
    expect(await screen.findByText('Lina Haddad moved to lanes 4–5.')).toBeInTheDocument();
  });

  it('offers a group on lanes apart every run of two, and shows a taken lane under the control', async () => {
    await activateLocale('en');
    data.moveBookingLane.mockRejectedValue(
      new DataError(laneTakenMessage(4, '18:00'), 'VN009', null, {
        code: 'lane.taken',
        params: { lane: 4, time: '18:00' },
      }),
    );
    const card = renderCard({ people: 12, lanes: [2, 5] });
    expect(within(card).getByText('Lanes: 2, 5')).toBeInTheDocument();
    expect(laneOptions(card, 'Move to lanes')).toHaveLength(5);
    await chooseLane(card, 'Move to lanes', 'Lanes 3–4');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Lane 4 is taken at 18:00 by another booking.',
    );
  });

  it('in Arabic: the runs as Arabic lanes, the count refused in Arabic', async () => {
    await activateLocale('ar');
    data.moveBookingLane.mockRejectedValue(
      new DataError('This booking needs 2 lanes: choose 2.', 'VN008', null, {
        code: 'lane.count',
        params: { lanes: 2 },
      }),
    );
    const card = renderCard({ people: 12, lanes: [2, 3] });
    expect(within(card).getByText('المساران: 2 و3')).toBeInTheDocument();
    expect(laneOptions(card, 'النقل إلى مسارات')).toEqual([
      'المساران 1 و2',
      'المساران 3 و4',
      'المساران 4 و5',
      'المساران 5 و6',
    ]);
    await chooseLane(card, 'النقل إلى مسارات', 'المساران 5 و6');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'يحتاج هذا الحجز إلى مسارين: يُرجى اختيار 2.',
    );
    await activateLocale('en');
  });
});
