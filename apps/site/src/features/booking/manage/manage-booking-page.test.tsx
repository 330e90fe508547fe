import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  cancelBookingByToken,
  getBookingByToken,
  type ManagedBooking,
} from '@venue/data/bookings/manage-booking';
import { sendCancellationEmail } from '@venue/data/bookings/send-booking-email';
import { DataError } from '@venue/data/errors';
import { cancellationClosedMessage } from '@venue/domain/manage-link';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { managedBooking } from '../../../test/managed-booking.ts';
import { renderRoutes } from '../../../test/render.tsx';

// Reads and the booking's own functions go through the small client; the e-mails through
// supabase-js: each call names the client it was given.
vi.mock('../../../lib/public-client.ts', () => ({ publicClient: { name: 'public client' } }));
vi.mock('../../../lib/supabase.ts', () => ({ supabase: { name: 'supabase-js' } }));
const publicClient = { name: 'public client' };
const supabase = { name: 'supabase-js' };
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

const pending: ManagedBooking = managedBooking();
const approved: ManagedBooking = { ...pending, status: 'approved' };
// 13:30 at the venue: its online cut-off (11:30) has passed.
const tooLate: ManagedBooking = {
  ...approved,
  time: '13:30',
  cancellable: false,
  cancelUntil: '2026-11-21T09:30:00.000Z',
};

// The route's modules load before the first test, so its wait for the page is not spent
// transforming them (over 10 s on a busy machine).
beforeAll(
  () => Promise.all([import('../../../app/root-layout.tsx'), import('./manage-booking-page.tsx')]),
  60_000,
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.clearAllMocks();
  await activateLocale('en');
});

async function openPage(path: string, heading: string) {
  const view = renderRoutes(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  return view;
}

/** A Blob's text (jsdom's Blob has no `text()`). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('No file was made'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function cardOf() {
  return within(screen.getByRole('heading', { level: 1 }).closest('main') ?? document.body);
}

/** The page's words in one language; each status's heading, then its badge. */
type Words = Record<
  | 'path'
  | 'cancel'
  | 'calendar'
  | 'whatsApp'
  | 'notFound'
  | 'dialog'
  | 'keep'
  | 'confirm'
  | 'cancelledTitle'
  | 'reference'
  | 'whatsAppText'
  | 'sendToWhatsApp'
  | 'shareText'
  | 'estimate'
  | 'deposit'
  | 'notes'
  | 'reason'
  | 'ourMessage'
  | 'fullCapacity'
  | 'coming'
  | 'when',
  string
> & {
  statuses: Record<ManagedBooking['status'], readonly [title: string, badge: string]>;
  cutoff: RegExp;
  rateLimited: RegExp;
  callUs: RegExp;
};

const english: Words = {
  path: `/booking/manage/${token}`,
  cancel: 'Cancel booking',
  calendar: 'Add to calendar',
  whatsApp: 'Message us on WhatsApp',
  notFound: 'We could not find this booking',
  dialog: 'Cancel this booking?',
  keep: 'Keep my booking',
  confirm: 'Yes, cancel it',
  cancelledTitle: 'This booking is cancelled',
  reference: 'Booking reference',
  whatsAppText: 'Hello, about my booking SZ-7K4Q: ',
  sendToWhatsApp: 'Send to my WhatsApp',
  shareText: 'My booking SZ-7K4Q at Strike Zone: ',
  estimate: 'Estimated total',
  deposit: 'Deposit to book',
  notes: 'Notes',
  reason: 'Reason',
  ourMessage: 'Our message',
  fullCapacity: 'We are at full capacity at the requested time.',
  coming: "You told us you're coming",
  when: 'Nov 21, 2026 at 19:30',
  statuses: {
    pending: ['Your booking is waiting for reception', 'Waiting for reception'],
    approved: ['Your booking is approved', 'Approved'],
    rejected: ['This booking was declined', 'Declined'],
    cancelled: ['This booking is cancelled', 'Cancelled'],
  },
  cutoff:
    /Bookings can be cancelled online up to 2 hours before they start\. To change or cancel this one, please call us on/,
  rateLimited: /opened many times in a short time/,
  callUs: /You can also call us on/,
};

const arabic: Words = {
  path: `/ar/booking/manage/${token}`,
  reference: 'رقم الحجز',
  whatsAppText: 'مرحبًا، بخصوص حجزي SZ-7K4Q: ',
  sendToWhatsApp: 'إرسال الرابط إلى واتسابي',
  shareText: 'حجزي SZ-7K4Q في Strike Zone: ',
  estimate: 'المجموع التقديري',
  deposit: 'العربون لتأكيد الحجز',
  notes: 'الملاحظات',
  reason: 'السبب',
  ourMessage: 'رسالتنا',
  fullCapacity: 'العدد لدينا مكتمل في الوقت المطلوب.',
  coming: 'أخبرتمونا أنكم ستحضرون',
  cancel: 'إلغاء الحجز',
  calendar: 'أضيفوا الحجز إلى تقويمكم',
  whatsApp: 'راسلونا على واتساب',
  notFound: 'لم نعثر على هذا الحجز',
  dialog: 'هل تريدون إلغاء هذا الحجز؟',
  keep: 'الإبقاء على حجزي',
  confirm: 'نعم، إلغاء الحجز',
  cancelledTitle: 'تم إلغاء هذا الحجز',
  when: '21 تشرين الثاني 2026',
  statuses: {
    pending: ['حجزكم بانتظار موظفي الاستقبال', 'بانتظار موظفي الاستقبال'],
    approved: ['تم قبول حجزكم', 'مقبول'],
    rejected: ['تم رفض هذا الحجز', 'مرفوض'],
    cancelled: ['تم إلغاء هذا الحجز', 'ملغى'],
  },
  cutoff: /يمكن إلغاء الحجز عبر الموقع حتى ساعتين قبل موعده/,
  rateLimited: /فُتح هذا الحجز مرات كثيرة في وقت قصير/,
  callUs: /ويمكنكم أيضًا الاتصال بنا/,
};

describe.each([
  ['English', english],
  ['Arabic', arabic],
])('the booking page behind the manage link, in %s', (_language, words) => {
  it.each(['pending', 'approved', 'rejected', 'cancelled'] as const)(
    'shows a %s booking with its details and what happens next',
    async (status) => {
      const cancellable = status === 'pending' || status === 'approved';
      vi.mocked(getBookingByToken).mockResolvedValue({ ...pending, status, cancellable });
      const [title, badge] = words.statuses[status];
      await openPage(words.path, title);
      expect(getBookingByToken).toHaveBeenCalledWith(publicClient, token);
      const card = cardOf();
      expect(card.getByText(badge)).toBeVisible();
      expect(card.getByText(new RegExp(words.when))).toBeVisible();
      expect(card.getByText('Lina Haddad')).toHaveAttribute('dir', 'auto');
      // The venue's own WhatsApp number (its setting, not the landline), the reference filled in.
      const whatsApp = await card.findByRole('link', { name: words.whatsApp });
      expect(whatsApp).toHaveAttribute(
        'href',
        `https://wa.me/970599888777?text=${encodeURIComponent(words.whatsAppText)}`,
      );
      expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
      expect(card.queryByRole('button', { name: words.cancel }) !== null).toBe(cancellable);
      expect(card.queryByRole('button', { name: words.calendar }) !== null).toBe(
        status === 'approved',
      );
      expect(card.queryByText(words.cutoff)).toBeNull();
    },
  );

  it('says the customer told us they are coming, on an approved booking only', async () => {
    const confirmedAt = '2026-11-20T18:00:00.000Z';
    vi.mocked(getBookingByToken).mockResolvedValue({ ...approved, confirmedAt });
    const view = await openPage(words.path, words.statuses.approved[0]);
    expect(cardOf().getByText(words.coming)).toBeVisible();
    view.unmount();

    vi.mocked(getBookingByToken).mockResolvedValue({
      ...approved,
      status: 'cancelled',
      cancellable: false,
      confirmedAt,
    });
    await openPage(words.path, words.statuses.cancelled[0]);
    expect(cardOf().queryByText(words.coming)).toBeNull();
  });

  it('names the booking by its reference, left to right', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue(pending);
    await openPage(words.path, words.statuses.pending[0]);
    const term = cardOf().getByText(words.reference, { selector: 'dt' });
    const value = term.nextElementSibling;
    expect(value).toHaveTextContent('SZ-7K4Q');
    expect(within(value as HTMLElement).getByText('SZ-7K4Q')).toHaveAttribute('dir', 'ltr');
  });

  it('shows a birthday with its total, deposit and the notes the customer wrote', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue({
      ...approved,
      type: 'birthday',
      packageName: 'Blaze',
      packagePrice: 70,
      people: 18,
      duration: 90,
      customerNotes: 'Sami turns 8, chocolate cake',
    });
    await openPage(words.path, words.statuses.approved[0]);
    const card = cardOf();
    const detailOf = (term: string) =>
      card.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    // 18 guests × 70 ILS = 1,260 ILS; the deposit is 200 ILS.
    expect(detailOf(words.estimate)).toHaveTextContent(/1,260/);
    expect(detailOf(words.deposit)).toHaveTextContent(/200/);
    expect(detailOf(words.notes)).toHaveTextContent('Sami turns 8, chocolate cake');
    expect(detailOf(words.notes)).toHaveAttribute('dir', 'auto');
  });

  it('shows a quick reason of a declined booking in the page language', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue({
      ...pending,
      status: 'rejected',
      cancellable: false,
      rejectionReason: 'We are at full capacity at the requested time.',
      rejectionReasonKey: 'full_capacity',
    });
    await openPage(words.path, words.statuses.rejected[0]);
    const reason = cardOf().getByText(words.reason, { selector: 'dt' }).nextElementSibling;
    expect(reason).toHaveTextContent(words.fullCapacity);
  });

  it('shows a reason reception typed as they typed it', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue({
      ...pending,
      status: 'rejected',
      cancellable: false,
      rejectionReason: 'Lanes closed for repairs',
    });
    await openPage(words.path, words.statuses.rejected[0]);
    const reason = cardOf().getByText(words.reason, { selector: 'dt' }).nextElementSibling;
    expect(reason).toHaveTextContent('Lanes closed for repairs');
  });

  it('shows the message of a booking the venue cancelled, as reception typed it', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue({
      ...pending,
      status: 'cancelled',
      cancellable: false,
      cancellationMessage: 'A burst pipe closes us that night.',
    });
    await openPage(words.path, words.statuses.cancelled[0]);
    const message = cardOf().getByText(words.ourMessage, { selector: 'dt' }).nextElementSibling;
    expect(message).toHaveTextContent('A burst pipe closes us that night.');
  });

  it('shows the whole link to copy and shares it with the reference to WhatsApp', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue(pending);
    await openPage(words.path, words.statuses.pending[0]);
    const url = `${window.location.origin}${words.path}`;
    const card = cardOf();
    // The whole address is in the page (shortened on screen by CSS only), left to right.
    const shown = card.getByTitle(url);
    expect(shown).toHaveTextContent(url);
    expect(shown).toHaveAttribute('dir', 'ltr');
    const share = card.getByRole('link', { name: words.sendToWhatsApp });
    expect(share).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${words.shareText}${url}`)}`,
    );
  });

  it('after the cut-off, says to call the venue instead of offering to cancel', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue(tooLate);
    await openPage(words.path, words.statuses.approved[0]);
    const sentence = screen.getByText(words.cutoff);
    const phone = within(sentence).getByRole('link', { name: '+970 2 295 0000' });
    expect(phone).toHaveAttribute('href', 'tel:+97022950000');
    expect(phone.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('button', { name: words.cancel })).toBeNull();
  });

  it('answers a token that names no booking with one clear page', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue(null);
    await openPage(words.path, words.notFound);
    expect(screen.queryByRole('button', { name: words.cancel })).toBeNull();
    const callUs = screen.getByText(words.callUs);
    expect(within(callUs).getByRole('link', { name: '+970 2 295 0000' })).toHaveAttribute(
      'href',
      'tel:+97022950000',
    );
  });

  it('shows the rate limit in the visitor language', async () => {
    vi.mocked(getBookingByToken).mockRejectedValue(
      new DataError('Too many requests', 'PT429', null, {
        code: 'limit.too_many_requests',
        params: { bucket: 'manage_booking' },
      }),
    );
    renderRoutes(words.path);
    expect(await screen.findByText(words.rateLimited)).toHaveAttribute('role', 'alert');
    // Each read counts against the limit: a refusal is not retried.
    expect(getBookingByToken).toHaveBeenCalledTimes(1);
  });

  it('cancels behind a confirmation dialog, then shows the cancelled booking', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue(approved);
    vi.mocked(cancelBookingByToken).mockResolvedValue({
      ...approved,
      status: 'cancelled',
      cancellable: false,
    });
    const user = userEvent.setup();
    await openPage(words.path, words.statuses.approved[0]);

    await user.click(screen.getByRole('button', { name: words.cancel }));
    const dialog = await screen.findByRole('dialog', { name: words.dialog });
    await user.click(within(dialog).getByRole('button', { name: words.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelBookingByToken).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: words.cancel }));
    const again = await screen.findByRole('dialog', { name: words.dialog });
    await user.click(within(again).getByRole('button', { name: words.confirm }));
    expect(
      await screen.findByRole('heading', { level: 1, name: words.cancelledTitle }),
    ).toBeVisible();
    expect(cancelBookingByToken).toHaveBeenCalledWith(publicClient, token);
    expect(sendCancellationEmail).toHaveBeenCalledWith(supabase, token);
    expect(screen.queryByRole('button', { name: words.cancel })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(words.statuses.cancelled[1]),
    );
  });
});

describe('the booking page, its refusals and its calendar file', () => {
  it('shows a refused cancellation in Arabic and reads the booking again', async () => {
    vi.mocked(getBookingByToken).mockResolvedValueOnce(approved).mockResolvedValue(tooLate);
    vi.mocked(cancelBookingByToken).mockRejectedValue(
      new DataError(cancellationClosedMessage, 'VN015', null, {
        code: 'manage.cancellation_closed',
        params: { hours: 2, phone: '+970 2 295 0000' },
      }),
    );
    const user = userEvent.setup();
    await openPage(arabic.path, arabic.statuses.approved[0]);
    await user.click(screen.getByRole('button', { name: arabic.cancel }));
    const dialog = await screen.findByRole('dialog', { name: arabic.dialog });
    await user.click(within(dialog).getByRole('button', { name: arabic.confirm }));
    // The hours in Arabic's dual, not the database's "2 hours" word for word.
    expect(await screen.findByText(/حتى ساعتين قبل موعده/)).toBeVisible();
    expect(await screen.findByText(arabic.cutoff)).toBeVisible();
    expect(screen.queryByRole('button', { name: arabic.cancel })).toBeNull();
    expect(sendCancellationEmail).not.toHaveBeenCalled();
  });

  it('downloads an .ics of an approved booking, its start on the venue clock', async () => {
    vi.mocked(getBookingByToken).mockResolvedValue(approved);
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:calendar';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await openPage(english.path, english.statuses.approved[0]);
    await user.click(screen.getByRole('button', { name: english.calendar }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const ics = await textOf(files[0]);
    // 19:30 in Hebron in November (UTC+2) is 17:30 UTC.
    expect(ics).toContain('\r\nDTSTART:20261121T173000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261121T181500Z\r\n');
    expect(ics).toContain('SUMMARY:Bowling\\, 4 people at Strike Zone');
    expect(ics).not.toContain(token);
    // The e-mail invite's UID and SEQUENCE: adding both keeps one event.
    expect(ics).toContain(`\r\nUID:booking-${approved.id}@strikezone.example\r\n`);
    expect(ics).toContain('\r\nSEQUENCE:0\r\n');
    expect(files[0]?.type).toBe('text/calendar;charset=utf-8');
    click.mockRestore();
  });
});
