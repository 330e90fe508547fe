import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import type { BookingMessage } from '@venue/data/notifications/list-booking-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { bookingRow } from '../../../test/booking-row.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { testSchedule } from '../../../test/venue-schedule.ts';
import { BookingCard } from '../booking-card.tsx';

const data = vi.hoisted(() => ({ listBookingMessages: vi.fn(), sendMessageAgain: vi.fn() }));

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-booking-events', () => ({
  listBookingEvents: vi.fn(async () => []),
}));
vi.mock('@venue/data/notifications/list-booking-messages', () => ({
  listBookingMessages: data.listBookingMessages,
}));
vi.mock('@venue/data/notifications/send-message-again', () => ({
  sendMessageAgain: data.sendMessageAgain,
}));

// 12:00 UTC on 1 May 2046 is 15:00 on the venue's clock.
const now = new Date('2046-05-01T12:00:00Z');
let nextId = 1;

function message(fields: Partial<BookingMessage>): BookingMessage {
  return {
    id: `message-${nextId++}`,
    booking_id: 'booking-1',
    event: 'approved',
    channel: 'email',
    state: 'sent',
    reason: null,
    error: null,
    attempts: 1,
    recipient: null,
    detail: {},
    due_at: '2046-05-01T11:00:00+00:00',
    sent_at: null,
    delivered_at: null,
    read_at: null,
    fallback_of: null,
    created_at: '2046-05-01T11:00:00+00:00',
    ...fields,
  };
}

const sentAt = '2046-05-01T11:05:00+00:00';
/** One message of each state, newest first as the data layer lists them. */
const messages: BookingMessage[] = [
  message({
    event: 'reminder',
    state: 'due',
    detail: { hours: 2 },
    due_at: '2046-05-10T16:00:00Z',
  }),
  message({
    event: 'reminder',
    state: 'due',
    detail: { hours: 24 },
    due_at: '2046-05-01T11:59:00Z',
  }),
  message({ event: 'rescheduled', channel: 'whatsapp', state: 'sending' }),
  message({
    id: 'failed-1',
    event: 'approved',
    state: 'failed',
    reason: 'provider_refused',
    error: 'HTTP 400: invalid from address',
  }),
  message({
    event: 'approved',
    channel: 'whatsapp',
    state: 'sent',
    sent_at: sentAt,
    recipient: '+970591234567',
    delivered_at: sentAt,
    read_at: sentAt,
  }),
  message({
    event: 'request_received',
    channel: 'whatsapp',
    state: 'sent',
    sent_at: sentAt,
    recipient: '+970591234567',
    delivered_at: sentAt,
  }),
  message({
    event: 'request_received',
    state: 'sent',
    sent_at: sentAt,
    recipient: 'lina@example.com',
  }),
  message({ event: 'cancelled', channel: 'whatsapp', state: 'skipped', reason: 'opted_out' }),
  message({ event: 'affected', state: 'skipped', reason: 'no_contact' }),
  message({ event: 'rejected', state: 'skipped', reason: 'too_late', fallback_of: 'message-0' }),
];

async function openMessages(historyLabel: string, messagesLabel: string) {
  renderWithProviders(
    <BookingCard
      booking={bookingRow()}
      occupancy={new Map()}
      schedule={testSchedule()}
      email={null}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: historyLabel }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('tab', { name: messagesLabel }));
  return dialog;
}

const texts = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  data.listBookingMessages.mockResolvedValue(messages);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a booking's messages", () => {
  it('says what each was about, on which channel, how it stands and why, to whom and when', async () => {
    await activateLocale('en');
    const dialog = await openMessages('History', 'Messages');
    await within(dialog).findAllByRole('listitem');
    expect(data.listBookingMessages).toHaveBeenCalledWith(expect.anything(), 'booking-1');
    expect(texts(dialog)).toEqual([
      'Reminder 2 h beforeE-mailWaiting until May 10, 2046, 19:00',
      'Reminder 24 h beforeE-mailWaiting to be sent',
      'MovedWhatsAppSending…May 1, 2046, 14:00',
      'ApprovedE-mailFailed: Refused by the providerHTTP 400: invalid from addressMay 1, 2046, 14:00Send again',
      'ApprovedWhatsAppSent · Read+970591234567 · May 1, 2046, 14:05',
      'Request receivedWhatsAppSent · Delivered+970591234567 · May 1, 2046, 14:05',
      'Request receivedE-mailSentlina@example.com · May 1, 2046, 14:05',
      'CancelledWhatsAppNot sent: Customer replied STOPMay 1, 2046, 14:00',
      'Schedule changeE-mailNot sent: No e-mail or WhatsApp consent — call the customerMay 1, 2046, 14:00',
      'DeclinedE-mailNot sent: Time had passedMay 1, 2046, 14:00In place of a WhatsApp message that failed',
    ]);
  });

  it('offers Send again on a failed message only, and says it will go', async () => {
    await activateLocale('en');
    data.sendMessageAgain.mockResolvedValue({ ...messages[3], state: 'due' });
    const dialog = await openMessages('History', 'Messages');
    await within(dialog).findAllByRole('listitem');
    const buttons = within(dialog).getAllByRole('button', { name: 'Send again' });
    expect(buttons).toHaveLength(1);
    const failed = within(dialog).getAllByRole('listitem')[3] as HTMLElement;
    expect(within(failed).getByRole('button', { name: 'Send again' })).toHaveAccessibleDescription(
      'Approved',
    );
    data.listBookingMessages.mockClear();
    await userEvent.click(buttons[0] as HTMLElement);
    expect(data.sendMessageAgain).toHaveBeenCalledWith(expect.anything(), 'failed-1');
    expect(
      await screen.findByText('The message will be sent again within a minute.'),
    ).toBeInTheDocument();
    expect(data.listBookingMessages).toHaveBeenCalled();
  });

  it("shows a refusal by its code's message", async () => {
    await activateLocale('en');
    data.sendMessageAgain.mockRejectedValue(
      new DataError(
        'Only a failed message can be sent again. This message is sent.',
        'VN015',
        null,
        {
          code: 'message.not_failed',
          params: { state: 'sent' },
        },
      ),
    );
    const dialog = await openMessages('History', 'Messages');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText(
        'The message could not be sent again: Only a failed message can be sent again. This message is sent.',
      ),
    ).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    await activateLocale('en');
    data.listBookingMessages.mockResolvedValue([]);
    const dialog = await openMessages('History', 'Messages');
    expect(await within(dialog).findByText('No messages yet')).toBeInTheDocument();
  });

  it('says why they could not be loaded, with Retry', async () => {
    await activateLocale('en');
    data.listBookingMessages.mockRejectedValue(new Error('Failed to fetch'));
    const dialog = await openMessages('History', 'Messages');
    expect(await within(dialog).findByText('The messages could not be loaded')).toBeInTheDocument();
    data.listBookingMessages.mockResolvedValue([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No messages yet')).toBeInTheDocument();
  });

  it('in Arabic: right to left, every word in Arabic, the numbers and addresses left to right', async () => {
    await activateLocale('ar');
    const dialog = await openMessages('السجل', 'الرسائل');
    await within(dialog).findAllByRole('listitem');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const items = texts(dialog);
    expect(items[0]).toBe(
      'تذكير قبل ساعتينالبريد الإلكترونيبانتظار الإرسال في 10 أيار 2046، 19:00',
    );
    expect(items[1]).toBe('تذكير قبل 24 ساعةالبريد الإلكترونيبانتظار الإرسال');
    expect(items[3]).toBe(
      'قبول الحجزالبريد الإلكترونيتعذّر الإرسال: رفضها مزوّد الخدمةHTTP 400: invalid from address1 أيار 2046، 14:00إعادة الإرسال',
    );
    expect(items[4]).toBe('قبول الحجزواتسابأُرسلت · قُرئت+970591234567 · 1 أيار 2046، 14:05');
    expect(items[8]).toContain('لم تُرسل: لا بريد إلكتروني ولا موافقة على واتساب — اتصل بالزبون');
    const number = within(dialog).getAllByText('+970591234567')[0] as HTMLElement;
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText('lina@example.com')).toHaveAttribute('dir', 'ltr');
    expect(dialog.textContent).not.toMatch(
      /Sent|Waiting|Failed|Reminder|E-mail|WhatsApp|Approved|Customer|Send again/,
    );
  });
});
