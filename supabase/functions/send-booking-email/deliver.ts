// The notifications outbox's way into the booking e-mails: send-notifications hands over one
// claimed e-mail row and records what comes back. The same e-mails, keys and outbox records
// (`booking_emails`) as the desk's and the site's calls, so neither ever sends one twice.
import type { SendBookingEmailDeps } from './handler-types.ts';
import { messages } from './refusals.ts';
import { type EmailOutcome, type EmailRequest, sendBookingEmail } from './send-email.ts';

/**
 * Which e-mail of a booking:
 * - `decision`: its current decision's e-mail (approval, its move, rejection, cancellation), as
 *   staff's send-booking-email sends it: the same key and the same e-mail, never capped;
 * - `affected`: the e-mail telling it a change to the schedule strands it (reception asks with
 *   `tell_affected_customers`), once per flag: its key carries the flag's time;
 * - `received`: the receipt of a request made on the site, under the outbox row's key;
 * - `reminder`: a reminder of an approved visit, under the outbox row's key; `hours` is the
 *   manager's setting it was planned for. The e-mail gives the visit's date and time, not the
 *   hours: the night can move a reminder.
 */
export type Delivery =
  | { kind: 'decision'; bookingId: string }
  | { kind: 'affected'; bookingId: string }
  | { kind: 'received'; bookingId: string; key: string }
  | { kind: 'reminder'; bookingId: string; key: string; hours: number };

/**
 * How it ended, for the outbox row: sent (`duplicate` when it had gone before under its key, and
 * no provider was called; `providerId` null when that earlier send's id is not known); skipped
 * with a reason code (`deleted`, `not_current`, `no_email`, `recipient_capped`); or failed,
 * `retryable` when the e-mail service was busy, failing or out of reach (429, 5xx, the network),
 * or the e-mail could not be recorded, and not when the service refused the message (another 4xx).
 */
export type DeliveryResult =
  | { status: 'sent'; providerId: string | null; recipient: string; duplicate: boolean }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; error: string; retryable: boolean };

/**
 * Sends (once per key) the e-mail `delivery` names. `createdBy` is the staff member who caused it,
 * or null: the customer or nobody in particular. The receipt, which a visitor causes, always goes
 * through `claim_customer_email`'s caps (decision 020), and so does a reminder for no staff
 * member; a decision's e-mail and the `affected` one never do. Never throws: a failure to read or
 * write the database is a retryable failure.
 */
export async function deliverBookingEmail(
  delivery: Delivery,
  createdBy: string | null,
  deps: SendBookingEmailDeps,
): Promise<DeliveryResult> {
  try {
    return resultOf(await sendBookingEmail(requestOf(delivery, createdBy), deps));
  } catch (error) {
    const message = (error as Error).message;
    deps.log(`Could not e-mail booking ${delivery.bookingId} (${delivery.kind}): ${message}`);
    return { status: 'failed', error: message, retryable: true };
  }
}

function requestOf(delivery: Delivery, createdBy: string | null): EmailRequest {
  const { bookingId } = delivery;
  switch (delivery.kind) {
    case 'decision':
    case 'affected':
      return {
        bookingId,
        createdBy,
        isCapped: false,
        about: delivery.kind,
      };
    case 'received':
      return { bookingId, createdBy: null, isCapped: true, about: 'received', key: delivery.key };
    case 'reminder':
      return {
        bookingId,
        createdBy,
        isCapped: createdBy === null,
        about: 'reminder',
        key: delivery.key,
      };
  }
}

function resultOf(outcome: EmailOutcome): DeliveryResult {
  switch (outcome.status) {
    case 'not_found':
      return { status: 'skipped', reason: 'deleted' };
    case 'not_current':
      return { status: 'skipped', reason: 'not_current' };
    case 'skipped':
      return { status: 'skipped', reason: 'no_email' };
    case 'held':
      // Capped for the day: it does not go. Another send under way, or one that just failed:
      // the next try finds it sent, or sends it.
      if (outcome.claim === 'recipient_capped') {
        return { status: 'skipped', reason: 'recipient_capped' };
      }
      return {
        status: 'failed',
        error: outcome.claim === 'in_flight' ? messages.inFlight : messages.retryLater,
        retryable: true,
      };
    case 'sent': {
      const { providerId, recipient, duplicate } = outcome;
      return { status: 'sent', providerId, recipient, duplicate };
    }
    case 'failed':
      return { status: 'failed', error: outcome.error, retryable: outcome.isRetryable };
  }
}
