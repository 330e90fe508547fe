import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  getBookingByToken,
  type ManagedBooking,
  rescheduleBookingByToken,
} from '@venue/data/bookings/manage-booking';
import { sendRescheduleEmail } from '@venue/data/bookings/send-booking-email';
import { DataError } from '@venue/data/errors';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { formatLongDate } from '@venue/domain/format';
import { refusalEnglish } from '@venue/domain/refusal-english';
import { defaultSchedule } from '@venue/domain/schedule';
import { venue } from '@venue/domain/venue';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { managedBooking } from '../../../test/managed-booking.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { venueDayOf } from '../../../test/venue-day.ts';

// Reads and the booking's own functions go through the small client; the e-mails through
// supabase-js: each call names the client it was given.
vi.mock('../../../lib/public-client.ts', () => ({ publicClient: { name: 'public client' } }));
vi.mock('../../../lib/supabase.ts', () => ({ supabase: { name: 'supabase-js' } }));
const publicClient = { name: 'public client' };
const supabase = { name: 'supabase-js' };
vi.mock('@venue/data/bookings/manage-booking', () => ({
  getBookingByToken: vi.fn(),
  cancelBookingByToken: vi.fn(),
  rescheduleBookingByToken: vi.fn(),
}));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: vi.fn() }));
vi.mock('@venue/data/venue-contacts/get-venue-contacts', () => ({
  getVenueContacts: vi.fn(async () => ({ whatsapp_number: '+970599888777' })),
}));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendCancellationEmail: vi.fn(),
  sendRescheduleEmail: vi.fn(async () => ({ status: 'sent', recipient: 'lina@example.com' })),
}));

// 10:00 UTC on Saturday, November 21, 2026 is 12:00 at the venue.
const now = new Date('2026-11-21T10:00:00Z');
const token = 'x'.repeat(43);
const approved: ManagedBooking = managedBooking({ status: 'approved' });
const moved: ManagedBooking = {
  ...approved,
  date: '2026-11-24',
  time: '20:15',
  rescheduleCount: 1,
};

beforeAll(
  () => Promise.all([import('../../../app/root-layout.tsx'), import('./manage-booking-page.tsx')]),
  60_000,
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
  vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({}));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.clearAllMocks();
  await activateLocale('en');
});

type Words = {
  path: string;
  locale: 'en' | 'ar';
  approvedTitle: string;
  change: string;
  panel: string;
  confirm: string;
  keep: string;
  sameTime: RegExp;
  movedTo: RegExp;
  changeClosed: RegExp;
  cancel: string;
};

const english: Words = {
  path: `/booking/manage/${token}`,
  locale: 'en',
  approvedTitle: 'Your booking is approved',
  change: 'Change time',
  panel: 'Choose a new day and time',
  confirm: 'Confirm new time',
  keep: 'Keep current time',
  sameTime: /This is the time you have now/,
  movedTo: /Your booking is now on Nov 24, 2026 at 20:15\./,
  changeClosed:
    /Bookings can be changed online up to 2 hours before they start\. Please call us on/,
  cancel: 'Cancel booking',
};

const arabic: Words = {
  path: `/ar/booking/manage/${token}`,
  locale: 'ar',
  approvedTitle: 'تم قبول حجزكم',
  change: 'تغيير الموعد',
  panel: 'اختاروا يومًا ووقتًا جديدين',
  confirm: 'تأكيد الموعد الجديد',
  keep: 'الإبقاء على الموعد الحالي',
  sameTime: /هذا هو موعدكم الحالي/,
  movedTo: /أصبح موعد حجزكم 24 تشرين الثاني 2026/,
  changeClosed: /يمكن تغيير موعد الحجز عبر الإنترنت حتى ساعتين قبل موعده/,
  cancel: 'إلغاء الحجز',
};

async function openPanel(words: Words, booking: ManagedBooking = approved) {
  vi.mocked(getBookingByToken).mockResolvedValue(booking);
  const user = userEvent.setup();
  renderRoutes(words.path);
  expect(await screen.findByRole('heading', { level: 1, name: words.approvedTitle })).toBeVisible();
  await user.click(screen.getByRole('button', { name: words.change }));
  const panel = screen.getByRole('region', { name: words.panel });
  return { user, panel: within(panel) };
}

describe.each([
  ['English', english],
  ['Arabic', arabic],
])('changing the time from the manage link, in %s', (_language, words) => {
  it('moves the booking to the day and slot picked in the calendar and shows it at its new time', async () => {
    vi.mocked(rescheduleBookingByToken).mockResolvedValue(moved);
    const { user, panel } = await openPanel(words);
    expect(screen.getByRole('heading', { level: 2, name: words.panel })).toHaveFocus();

    await user.click(
      panel.getByRole('button', { name: formatLongDate('2026-11-24', words.locale) }),
    );
    await waitFor(() => expect(getVenueDay).toHaveBeenCalledWith(publicClient, '2026-11-24'));
    const confirm = panel.getByRole('button', { name: words.confirm });
    expect(confirm).toBeDisabled();
    await user.click(panel.getByRole('button', { name: '20:15' }));
    await user.click(confirm);

    expect(rescheduleBookingByToken).toHaveBeenCalledWith(publicClient, token, {
      date: '2026-11-24',
      time: '20:15',
    });
    // The approval's e-mail at its new time, as after a staff reschedule.
    await waitFor(() => expect(sendRescheduleEmail).toHaveBeenCalledWith(supabase, token));
    expect(await screen.findByText(words.movedTo, { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('region', { name: words.panel })).toBeNull();
    expect(screen.getByRole('button', { name: words.change })).toHaveFocus();
  });

  it('a pending request moves too, and asks for no e-mail', async () => {
    const pending = managedBooking();
    vi.mocked(rescheduleBookingByToken).mockResolvedValue({ ...pending, time: '21:00' });
    const { user, panel } = await openPanel(
      {
        ...words,
        approvedTitle:
          words.locale === 'en'
            ? 'Your booking is waiting for reception'
            : 'حجزكم بانتظار موظفي الاستقبال',
      },
      pending,
    );
    await user.click(await panel.findByRole('button', { name: '21:00' }));
    await user.click(panel.getByRole('button', { name: words.confirm }));
    await waitFor(() =>
      expect(rescheduleBookingByToken).toHaveBeenCalledWith(publicClient, token, {
        date: '2026-11-21',
        time: '21:00',
      }),
    );
    expect(sendRescheduleEmail).not.toHaveBeenCalled();
  });

  it('warns a group needing 2 lanes where only one lane is free, and a group of 4 not', async () => {
    vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({ '21:00': 5 }));
    const atCapacity = words.locale === 'en' ? 'At Capacity' : 'مكتمل';
    const { panel } = await openPanel(words, { ...approved, people: 12, lanesNeeded: 2 });
    const slot = await panel.findByRole('button', { name: '21:00' });
    await waitFor(() => expect(slot).toHaveAccessibleDescription(atCapacity));
    expect(panel.getByRole('button', { name: '21:45' })).not.toHaveAccessibleDescription();
    cleanup();
    const four = await openPanel(words, { ...approved, people: 4 });
    await waitFor(() => expect(getVenueDay).toHaveBeenCalled());
    expect(
      await four.panel.findByRole('button', { name: '21:00' }),
    ).not.toHaveAccessibleDescription();
  });

  it('the time the booking has now cannot be confirmed', async () => {
    const { user, panel } = await openPanel(words);
    await user.click(await panel.findByRole('button', { name: '19:30' }));
    expect(panel.getByText(words.sameTime)).toBeVisible();
    expect(panel.getByRole('button', { name: words.confirm })).toBeDisabled();
  });

  it('a refusal is shown by its code in the page language, and the booking stays as it was', async () => {
    const params = { hours: 2, phone: venue.phone.display };
    vi.mocked(rescheduleBookingByToken).mockRejectedValue(
      new DataError(refusalEnglish['manage.change_closed'](params), 'VN015', null, {
        code: 'manage.change_closed',
        params,
      }),
    );
    const { user, panel } = await openPanel(words);
    await user.click(await panel.findByRole('button', { name: '21:00' }));
    await user.click(panel.getByRole('button', { name: words.confirm }));
    expect(await panel.findByRole('alert')).toHaveTextContent(words.changeClosed);
    expect(screen.getByRole('region', { name: words.panel })).toBeVisible();
  });

  it('keeping the current time closes the calendar and moves nothing', async () => {
    const { user, panel } = await openPanel(words);
    await user.click(panel.getByRole('button', { name: words.keep }));
    expect(screen.queryByRole('region', { name: words.panel })).toBeNull();
    expect(rescheduleBookingByToken).not.toHaveBeenCalled();
  });

  it('is offered only while the booking can be cancelled online', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue({
      ...approved,
      time: '13:30',
      cancellable: false,
      cancelUntil: '2026-11-21T09:30:00.000Z',
    });
    renderRoutes(words.path);
    expect(
      await screen.findByRole('heading', { level: 1, name: words.approvedTitle }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: words.cancel })).toBeNull();
    expect(screen.queryByRole('button', { name: words.change })).toBeNull();
  });
});
