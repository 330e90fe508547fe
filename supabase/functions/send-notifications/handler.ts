// send-notifications: sends the outbox's due messages (docs/decisions/030). Called every minute
// with the project's secret key (pg_cron + pg_net on hosted Supabase, the local stack's tick), or
// by a test after moving the clock. It claims due rows (for update skip locked), sends each on its
// channel and records how it ended; a second call at once finds nothing left to send.
import { isCustomerConflict } from '../../../packages/domain/src/booking-conflicts.ts';
import { slotInstant } from '../../../packages/domain/src/clock.ts';
import { venueTimeZone } from '../../../packages/domain/src/venue.ts';
import type { WhatsappSendRequest } from '../../../packages/domain/src/whatsapp-templates.ts';
import { json, methodNotAllowed, refuse } from '../_shared/json.ts';
import { isProjectCaller } from '../_shared/project-caller.ts';
import type { ScheduleConflict } from '../send-booking-email/booking.ts';
import type { Delivery, DeliveryResult } from '../send-booking-email/deliver.ts';
import { type NotificationEvent, type NotifiedBooking, whatsappMessageFor } from './message.ts';
import type { WhatsappResult } from './whatsapp-api.ts';

/** An outbox row as the sender reads it. */
export type NotificationRow = {
  id: string;
  booking_id: string | null;
  event: NotificationEvent;
  channel: 'email' | 'whatsapp';
  key: string;
  detail: Record<string, unknown>;
  attempts: number;
};

/** How one message ended, as `record_notification` takes it. */
export type Outcome =
  | { outcome: 'sent'; providerId: string | null; recipient: string }
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'failed'; reason: string; error: string; retryAfterSeconds?: number };

export type SendNotificationsDeps = {
  /** The keys a caller may present: the project's secret key (and a legacy service-role key). */
  secretKeys: readonly string[];
  claim: (max: number) => Promise<NotificationRow[]>;
  record: (id: string, outcome: Outcome) => Promise<void>;
  loadBooking: (id: string) => Promise<NotifiedBooking | null>;
  /** What the schedule now says of a flagged booking (`booking_conflicts`), or null. */
  loadConflict: (id: string) => Promise<ScheduleConflict | null>;
  /** WhatsApp messages a visitor's requests sent this number in the last day. */
  receiptsSentTo: (phone: string) => Promise<number>;
  manageToken: (bookingId: string, key: string) => Promise<string | null>;
  /** Null when the project has no WhatsApp settings: such messages fall back to e-mail. */
  sendWhatsapp: ((message: WhatsappSendRequest) => Promise<WhatsappResult>) | null;
  deliverEmail: (delivery: Delivery, createdBy: string | null) => Promise<DeliveryResult>;
  log: (line: string) => void;
};

/** Rows claimed per round, and rounds per call: a call stays well inside a function's time. */
const batch = 20;
const rounds = 5;
/** Waits before the second and third try of a message the provider could not take. */
const retryWaits = [60, 300];
/** WhatsApp receipts one number gets a day from requests made on the site (decision 020's cap). */
const receiptsPerPhonePerDay = 3;

export async function handleSendNotifications(
  request: Request,
  deps: SendNotificationsDeps,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed();
  if (!isProjectCaller(request, deps.secretKeys)) {
    return refuse(
      401,
      'outbox.secret_key_required',
      'Only the project itself may send the outbox.',
    );
  }
  const tally = { claimed: 0, sent: 0, skipped: 0, failed: 0, retrying: 0 };
  for (let round = 0; round < rounds; round += 1) {
    const rows = await deps.claim(batch);
    tally.claimed += rows.length;
    for (const row of rows) {
      const outcome = await settle(row, deps);
      await deps.record(row.id, outcome);
      if (outcome.outcome === 'failed' && outcome.retryAfterSeconds) tally.retrying += 1;
      else tally[outcome.outcome] += 1;
    }
    if (rows.length < batch) break;
  }
  return json(tally);
}

/** Sends one claimed message, or says why not; never throws. */
async function settle(row: NotificationRow, deps: SendNotificationsDeps): Promise<Outcome> {
  try {
    const booking = row.booking_id ? await deps.loadBooking(row.booking_id) : null;
    if (!booking) return { outcome: 'skipped', reason: 'deleted' };
    if (booking.erased_at) return { outcome: 'skipped', reason: 'erased' };
    if (!isCurrent(row, booking)) return { outcome: 'skipped', reason: 'not_current' };
    const told = row.event === 'affected' ? await withCurrentFlag(row, booking, deps) : booking;
    if (!told) return { outcome: 'skipped', reason: 'not_current' };
    return row.channel === 'whatsapp'
      ? await onWhatsapp(row, told, deps)
      : await byEmail(row, told, deps);
  } catch (error) {
    deps.log(`send-notifications: ${row.key}: ${(error as Error).message}`);
    return withRetry(row, 'provider_unreachable', (error as Error).message, true);
  }
}

/** Whether the booking still is what the message says: the decision stands, the slot is the same. */
function isCurrent(row: NotificationRow, booking: NotifiedBooking): boolean {
  switch (row.event) {
    case 'approved':
      return booking.status === 'approved';
    case 'rejected':
      return booking.status === 'rejected';
    case 'cancelled':
      return booking.status === 'cancelled';
    case 'rescheduled':
    case 'request_received':
    case 'affected':
      return booking.status === 'pending' || booking.status === 'approved';
    case 'reminder':
      return (
        booking.status === 'approved' &&
        slotInstant(booking.date, booking.time, venueTimeZone).getTime() ===
          Date.parse(String(row.detail.startsAt))
      );
    default:
      return true;
  }
}

/**
 * An `affected` message goes only while the flag it was queued for stands: the booking was not
 * moved back into the schedule, the closure not lifted, and no later change flagged it again (that
 * flag is told about under its own key). The booking comes back with the flag, for its reason.
 */
async function withCurrentFlag(
  row: NotificationRow,
  booking: NotifiedBooking,
  deps: SendNotificationsDeps,
): Promise<NotifiedBooking | null> {
  const conflict = await deps.loadConflict(booking.id);
  const isSameFlag =
    conflict !== null &&
    isCustomerConflict(conflict.code) &&
    Date.parse(conflict.flaggedAt) === Date.parse(String(row.detail.flaggedAt));
  return isSameFlag ? { ...booking, conflict } : null;
}

function withRetry(
  row: NotificationRow,
  reason: string,
  error: string,
  retryable: boolean,
): Outcome {
  const wait = retryable ? retryWaits[row.attempts - 1] : undefined;
  return wait === undefined
    ? { outcome: 'failed', reason, error }
    : { outcome: 'failed', reason, error, retryAfterSeconds: wait };
}

async function onWhatsapp(
  row: NotificationRow,
  booking: NotifiedBooking,
  deps: SendNotificationsDeps,
): Promise<Outcome> {
  if (!deps.sendWhatsapp) {
    return { outcome: 'failed', reason: 'not_configured', error: 'WhatsApp is not set up' };
  }
  if (
    row.event === 'request_received' &&
    (await deps.receiptsSentTo(booking.phone)) >= receiptsPerPhonePerDay
  ) {
    return { outcome: 'skipped', reason: 'recipient_capped' };
  }
  const token = await deps.manageToken(booking.id, row.key);
  const message = whatsappMessageFor(row.event, booking, token);
  if (!message) return { outcome: 'skipped', reason: 'no_template' };
  const result = await deps.sendWhatsapp(message);
  if (result.status === 'sent') {
    return { outcome: 'sent', providerId: result.id, recipient: message.to };
  }
  return withRetry(row, result.reason, result.error, result.retryable);
}

/** Who caused the message: staff's decision is never capped; the customer's own acts are. */
function causedBy(row: NotificationRow, booking: NotifiedBooking): string | null {
  switch (row.event) {
    case 'approved':
    case 'rescheduled':
    case 'reminder':
      return booking.approved_by;
    case 'rejected':
      return booking.rejected_by;
    case 'cancelled':
      return booking.cancelled_by;
    default:
      return null;
  }
}

function deliveryOf(row: NotificationRow, bookingId: string): Delivery | null {
  switch (row.event) {
    case 'request_received':
      return { kind: 'received', bookingId, key: row.key };
    case 'reminder':
      return { kind: 'reminder', bookingId, key: row.key, hours: Number(row.detail.hours) };
    case 'affected':
      return { kind: 'affected', bookingId };
    default:
      return { kind: 'decision', bookingId };
  }
}

async function byEmail(
  row: NotificationRow,
  booking: NotifiedBooking,
  deps: SendNotificationsDeps,
): Promise<Outcome> {
  const delivery = deliveryOf(row, booking.id);
  if (!delivery) return { outcome: 'skipped', reason: 'no_template' };
  const result = await deps.deliverEmail(delivery, causedBy(row, booking));
  if (result.status === 'sent') {
    return {
      outcome: 'sent',
      providerId: result.providerId ?? row.key,
      recipient: result.recipient,
    };
  }
  if (result.status === 'skipped') return { outcome: 'skipped', reason: result.reason };
  return withRetry(
    row,
    result.retryable ? 'provider_unreachable' : 'provider_refused',
    result.error,
    result.retryable,
  );
}
