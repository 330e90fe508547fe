import { screen, within } from '@testing-library/react';
import { confirmBookingByToken, getBookingByToken } from '@venue/data/bookings/manage-booking';
import { DataError } from '@venue/data/errors';
import { manageLinkNotFoundMessage } from '@venue/domain/manage-link';
import { venue } from '@venue/domain/venue';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { managedBooking } from '../../../test/managed-booking.ts';
import { renderRoutes } from '../../../test/render.tsx';

vi.mock('../../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/bookings/manage-booking', () => ({
  confirmBookingByToken: vi.fn(),
  getBookingByToken: vi.fn(),
}));

const token = 'c'.repeat(43);
const approved = managedBooking({
  status: 'approved',
  date: '2026-12-12',
  time: '18:00',
  confirmedAt: '2026-11-21T10:00:00.000Z',
});

/** The refusal `confirm_booking_by_token` gives a booking that is not approved. */
function notOpen(status: 'pending' | 'cancelled') {
  return new DataError(
    `Only an approved booking can be confirmed. This booking is ${status}.`,
    'VN015',
    null,
    { code: 'manage.confirm_not_open', params: { status } },
  );
}

const notFound = () =>
  new DataError(manageLinkNotFoundMessage, 'PT404', null, {
    code: 'manage.not_found',
    params: { phone: venue.phone.display },
  });

// The route's modules load before the first test, so its wait for the page is not spent
// transforming them.
beforeAll(
  () => Promise.all([import('../../../app/root-layout.tsx'), import('./coming-page.tsx')]),
  60_000,
);

afterEach(async () => {
  vi.clearAllMocks();
  await activateLocale('en');
});

async function openPage(path: string, heading: string) {
  const view = renderRoutes(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  return view;
}

describe('"I\'m coming" behind a booking link', () => {
  it('says it to the venue once and thanks the customer with the day, the time and the reference', async () => {
    vi.mocked(confirmBookingByToken).mockResolvedValue(approved);
    const { router } = await openPage(
      `/booking/coming/${token}`,
      'Thank you, see you on Saturday, December 12, 2026 at 18:00!',
    );
    expect(confirmBookingByToken).toHaveBeenCalledTimes(1);
    expect(confirmBookingByToken).toHaveBeenCalledWith({}, token);
    expect(screen.getByText("You told us you're coming")).toBeInTheDocument();
    expect(screen.getByText('SZ-7K4Q')).toBeInTheDocument();
    const change = screen.getByRole('link', { name: 'Change or cancel' });
    expect(change).toHaveAttribute('href', `/booking/manage/${token}`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );

    // The manage page opens with the booking it answered, without asking again.
    await router.navigate(`/booking/manage/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is approved' }),
    ).toBeVisible();
    expect(getBookingByToken).not.toHaveBeenCalled();
  });

  it('in Arabic: the thanks, right to left, with the link under /ar', async () => {
    vi.mocked(confirmBookingByToken).mockResolvedValue(approved);
    await openPage(
      `/ar/booking/coming/${token}`,
      'شكرًا لكم، نراكم يوم السبت، 12 كانون الأول 2026 الساعة 18:00!',
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'تغيير أو إلغاء' })).toHaveAttribute(
      'href',
      `/ar/booking/manage/${token}`,
    );
  });

  it.each([
    {
      locale: 'en',
      path: `/booking/coming/${token}`,
      heading: 'Your booking',
      says: 'Only an approved booking can be confirmed. This booking is pending.',
      link: 'Open my booking page',
    },
    {
      locale: 'ar',
      path: `/ar/booking/coming/${token}`,
      heading: 'حجزكم',
      says: /^لا يُؤكَّد إلا الحجز المقبول\. هذا الحجز /,
      link: 'فتح صفحة حجزي',
    },
  ])('refused by code: says why in $locale, and links to the booking', async (words) => {
    vi.mocked(confirmBookingByToken).mockRejectedValue(notOpen('pending'));
    await openPage(words.path, words.heading);
    expect(await screen.findByText(words.says)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: words.link })).toHaveAttribute(
      'href',
      words.path.replace('/coming/', '/manage/'),
    );
    // A refusal the database gave is not asked again.
    expect(confirmBookingByToken).toHaveBeenCalledTimes(1);
  });

  it('a token that names no booking: the manage page\'s "We could not find this booking"', async () => {
    vi.mocked(confirmBookingByToken).mockRejectedValue(notFound());
    await openPage(`/booking/coming/${token}`, 'We could not find this booking');
    const card = screen.getByText(/Please check that the link is complete/).closest('div');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(screen.queryByRole('link', { name: 'Change or cancel' })).toBeNull();
  });
});
