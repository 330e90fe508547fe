// One booking e-mail, sent once: what the HTTP handlers (handler.ts) and the notifications
// outbox's entry (deliver.ts) share. It reads the booking, checks the e-mail is still due, renders
// it, records or claims it, sends it, and records how it ended; each caller words the outcome.
import { isCustomerConflict } from '../../../packages/domain/src/booking-conflicts.ts';
import { decisionOf, type EmailBooking, type EmailKind, idempotencyKey } from './booking.ts';
import { emailLinks, outgoingEmail } from './email-parts.ts';
import type { ClaimOutcome, SendBookingEmailDeps } from './handler-types.ts';
import { isRetryableFailure } from './mail-api.ts';
import { messages } from './refusals.ts';
import { renderEmail, type VenueFacts } from './templates.ts';

/**
 * Which e-mail of a booking: its current decision's, the one telling it the schedule strands it
 * (`affected`), or, under the notifications outbox row's key, the receipt of its request or a
 * reminder of its visit. `createdBy` is the staff member who asked, else null; `isCapped` puts it
 * under `claim_customer_email`'s caps (what a visitor causes), else it is recorded as staff's are.
 */
export type EmailRequest = {
  bookingId: string;
  createdBy: string | null;
  isCapped: boolean;
} & ({ about: 'decision' | 'affected' } | { about: 'received' | 'reminder'; key: string });

/** A claim that let nothing reach the provider. */
export type HeldClaim = Exclude<ClaimOutcome, 'claimed' | 'sent'>;

export type EmailOutcome =
  | { status: 'not_found' }
  /** Nothing to tell now: no decision yet, not flagged, no longer pending or approved. */
  | { status: 'not_current'; about: EmailRequest['about'] }
  | {
      status: 'sent';
      kind: EmailKind;
      recipient: string;
      attempts: number;
      /** It had gone before (this call, or the provider, found it sent under its key). */
      duplicate: boolean;
      /** The provider's id of the message, when known. */
      providerId: string | null;
    }
  /** No address on file: recorded as skipped. */
  | { status: 'skipped'; kind: EmailKind }
  | { status: 'held'; kind: EmailKind; claim: HeldClaim }
  | {
      status: 'failed';
      kind: EmailKind;
      error: string;
      /** A failure before the e-mail service was asked, by its registry code. */
      code?: 'email.not_configured' | 'email.not_recorded';
      /** Worth trying again later: the service was busy or out of reach, not refusing it. */
      isRetryable: boolean;
    };

/** The e-mail the request names, if it is due now, with its key; null when it is not. */
async function dueEmail(
  request: EmailRequest,
  found: EmailBooking,
  deps: SendBookingEmailDeps,
): Promise<{ kind: EmailKind; booking: EmailBooking; key: string } | null> {
  switch (request.about) {
    case 'affected': {
      const conflict =
        found.status === 'pending' || found.status === 'approved'
          ? await deps.loadConflict(found.id)
          : null;
      if (!conflict || !isCustomerConflict(conflict.code)) return null;
      const booking = { ...found, conflict };
      return { kind: 'affected', booking, key: idempotencyKey(booking, 'affected') };
    }
    case 'decision': {
      const kind = decisionOf(found);
      return kind ? { kind, booking: found, key: idempotencyKey(found, kind) } : null;
    }
    // A receipt after reception decided, or a reminder of a visit no longer approved, would
    // contradict what the customer was told since.
    case 'received':
      return found.status === 'pending'
        ? { kind: 'received', booking: found, key: request.key }
        : null;
    case 'reminder':
      return found.status === 'approved'
        ? { kind: 'reminder', booking: found, key: request.key }
        : null;
  }
}

/**
 * The venue's address as the manager wrote it and its weekly hours, each null (the e-mail then
 * carries the code's) when it cannot be read: the e-mail still goes, and the log says why.
 */
async function venueFactsOf(deps: SendBookingEmailDeps): Promise<VenueFacts> {
  const [address, weekly] = await Promise.all([
    deps.loadVenueAddress().catch((error: Error) => {
      deps.log(
        `Could not read the venue's address, so the e-mail carries the code's: ${error.message}`,
      );
      return null;
    }),
    deps.loadWeeklyHours().catch((error: Error) => {
      deps.log(
        `Could not read the venue's hours, so the e-mail carries the code's: ${error.message}`,
      );
      return null;
    }),
  ]);
  return { address, weekly };
}

/**
 * Sends (once per key) the e-mail the request names. One already sent under its key is reported
 * sent again (`duplicate`) without calling the provider; the claim or the `sending` record comes
 * before the provider is called, so whatever happens to the request the e-mail has a state.
 */
export async function sendBookingEmail(
  request: EmailRequest,
  deps: SendBookingEmailDeps,
): Promise<EmailOutcome> {
  const { bookingId, createdBy } = request;
  const found = await deps.loadBooking(bookingId);
  if (!found) return { status: 'not_found' };
  const due = await dueEmail(request, found, deps);
  if (!due) return { status: 'not_current', about: request.about };
  const { kind, booking, key } = due;

  const earlier = await deps.findEmail(key);
  if (earlier?.status === 'sent') {
    return {
      status: 'sent',
      kind,
      recipient: earlier.recipient ?? '',
      attempts: 0,
      duplicate: true,
      providerId: earlier.provider_id ?? null,
    };
  }

  const facts = await venueFactsOf(deps);
  const links = await emailLinks(deps, booking, kind, key);
  const rendered = renderEmail(kind, booking, links, undefined, facts);
  const base = { bookingId, kind, subject: rendered.subject, idempotencyKey: key, createdBy };

  const recipient = booking.email?.trim() || null;
  if (!recipient) {
    await deps.record({
      ...base,
      status: 'skipped',
      recipient: null,
      providerId: null,
      error: null,
      attempts: 1,
    });
    return { status: 'skipped', kind };
  }

  if (!deps.mail.from) {
    const error = messages.notConfigured;
    await deps.record({
      ...base,
      status: 'failed',
      recipient,
      providerId: null,
      error,
      attempts: 1,
    });
    // Setting the sender mends it: the outbox tries again.
    return { status: 'failed', kind, error, code: 'email.not_configured', isRetryable: true };
  }

  const email = outgoingEmail(
    { from: deps.mail.from, replyTo: deps.mail.replyTo },
    recipient,
    rendered,
    booking,
    kind,
    facts.address,
  );

  try {
    if (request.isCapped) {
      const claim = await deps.claim({
        bookingId,
        kind,
        recipient,
        subject: rendered.subject,
        idempotencyKey: key,
      });
      if (claim === 'sent') {
        return { status: 'sent', kind, recipient, attempts: 0, duplicate: true, providerId: null };
      }
      if (claim !== 'claimed') return { status: 'held', kind, claim };
    } else {
      await deps.record({
        ...base,
        status: 'sending',
        recipient,
        providerId: null,
        error: null,
        attempts: 0,
      });
    }
  } catch (error) {
    deps.log(`Could not claim the e-mail of booking ${bookingId}: ${(error as Error).message}`);
    return {
      status: 'failed',
      kind,
      error: messages.notRecorded,
      code: 'email.not_recorded',
      isRetryable: true,
    };
  }

  const result = await deps.send(email, key);
  const outcome =
    result.status === 'sent'
      ? { status: 'sent' as const, providerId: result.providerId, error: null }
      : { status: 'failed' as const, providerId: null, error: result.error };
  try {
    await deps.record({ ...base, ...outcome, recipient, attempts: result.attempts });
  } catch (error) {
    // The customer's e-mail went (or failed) either way; the outbox row is bookkeeping.
    deps.log(`Could not record the e-mail of booking ${bookingId}: ${(error as Error).message}`);
  }
  return result.status === 'sent'
    ? {
        status: 'sent',
        kind,
        recipient,
        attempts: result.attempts,
        duplicate: result.alreadyAccepted === true,
        providerId: result.providerId,
      }
    : { status: 'failed', kind, error: result.error, isRetryable: isRetryableFailure(result) };
}
