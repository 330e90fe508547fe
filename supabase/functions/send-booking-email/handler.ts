// send-booking-email: tells the customer about a booking's decision, once per decision. Staff ask
// for a booking's decision by id (send-booking-email); the customer's manage page asks for the
// cancellation e-mail with the manage token they cancelled with (cancellation-email, which needs
// no session: docs/decisions/010-manage-links.md), and the moved approval's e-mail after they
// moved their booking with it (reschedule-email).
import { json, methodNotAllowed, readJsonObject, refuse } from '../_shared/json.ts';
import type { StaffCheck } from '../_shared/staff-caller.ts';
import {
  type DecisionKind,
  decisionOf,
  type EmailBooking,
  idempotencyKey,
  type ScheduleConflict,
} from './booking.ts';
import { manageUrl, outgoingEmail } from './email-parts.ts';
import type { OutgoingEmail, SendResult } from './mail-api.ts';
import { renderEmail } from './templates.ts';

/**
 * One outbox write as the function makes it (`record_booking_email`): the `sending` claim before
 * the provider is called (no attempt yet), then the outcome with the attempts it took.
 */
export type OutboxRecord = {
  bookingId: string;
  kind: DecisionKind;
  status: 'sending' | 'sent' | 'failed' | 'skipped';
  recipient: string | null;
  subject: string;
  providerId: string | null;
  error: string | null;
  idempotencyKey: string;
  attempts: number;
  /** The staff member who asked; null for the customer's own cancellation. */
  createdBy: string | null;
};

export type SendBookingEmailDeps = {
  identify: (request: Request) => Promise<StaffCheck>;
  loadBooking: (id: string) => Promise<EmailBooking | null>;
  /** What the schedule now says of a booking it flags (`booking_conflicts`), or null. */
  loadConflict: (id: string) => Promise<ScheduleConflict | null>;
  /** The outbox row of a decision, if one was recorded. */
  findEmail: (key: string) => Promise<{ status: string; recipient: string | null } | null>;
  record: (row: OutboxRecord) => Promise<void>;
  /** The manage token a decision e-mail carries (`email_manage_token`: the same for one key). */
  manageToken: (bookingId: string, key: string) => Promise<string | null>;
  /**
   * The venue's address as the manager wrote it (`venue_contacts.address`, a localized text), or
   * null when the venue has none; a failure is logged and the e-mail goes with the code's address.
   */
  loadVenueAddress: () => Promise<unknown>;
  /** The cancelled booking a manage token names (`cancelled_booking_by_token`), or null. */
  findCancelled: (token: string) => Promise<string | null>;
  /**
   * The approved booking a manage token names, moved since its approval
   * (`rescheduled_booking_by_token`), or null.
   */
  findRescheduled: (token: string) => Promise<string | null>;
  /**
   * Counts one anonymous call from the client address in this forwarding chain
   * (`take_cancellation_email_limit`); false when the address has asked too often.
   */
  takeAddressLimit: (forwardedFor: string | null) => Promise<boolean>;
  /** Claims an e-mail a visitor caused (`claim_customer_email`), under its caps. */
  claim: (row: CustomerEmailClaim) => Promise<ClaimOutcome>;
  /** The site's address, which the manage links start with. */
  siteUrl: string | undefined;
  send: (email: OutgoingEmail, idempotencyKey: string) => Promise<SendResult>;
  mail: { from: string | undefined; replyTo: string | undefined };
  log: (message: string) => void;
};

/** The e-mail a visitor's call would send, as `claim_customer_email` takes it. */
export type CustomerEmailClaim = {
  bookingId: string;
  kind: DecisionKind;
  recipient: string;
  subject: string;
  idempotencyKey: string;
};

/** What `claim_customer_email` answers: only `claimed` lets the call reach the provider. */
export type ClaimOutcome = 'claimed' | 'sent' | 'in_flight' | 'retry_later' | 'recipient_capped';

/** What the back-office turns into its toasts. */
export type SendBookingEmailAnswer =
  | { status: 'sent'; kind: DecisionKind; recipient: string; attempts: number; duplicate: boolean }
  | { status: 'skipped'; kind: DecisionKind }
  | {
      status: 'failed';
      kind: DecisionKind;
      error: string;
      /** A failure before the e-mail service was asked, by its registry code. */
      code?: 'email.not_configured' | 'email.not_recorded';
      params?: Record<string, never>;
    };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const messages = {
  badRequest:
    'Send the booking to e-mail about as { "booking_id": "<uuid>" }, with "about": "affected" for a schedule change.',
  notAffected:
    'This booking is not affected by a closure or by the opening hours, so there is nothing to tell its customer.',
  badCancellationRequest: 'Send the manage link\'s token as { "manage_token": "<token>" }.',
  notCancelled: 'We could not find a cancelled booking for this link.',
  notRescheduled: 'We could not find a moved booking for this link.',
  notFound: 'This booking no longer exists.',
  undecided: 'This booking is still pending: approve or reject it before e-mailing the customer.',
  notConfigured: 'E-mail is not set up for the venue yet (the sender address is missing).',
  notRecorded:
    'The e-mail was not sent because it could not be recorded first. Please try "Resend email" in a moment.',
  tooManyCalls: 'Too many e-mail requests from your connection. Please try again later.',
  inFlight: 'This e-mail is on its way already.',
  retryLater: 'This e-mail could not be sent a moment ago. Please try again in a few minutes.',
  recipientCapped:
    'This e-mail address has had all the e-mails we send it in a day. The cancellation itself is saved.',
};

/** The refusals of a visitor's call, with the code the caller reads (never the words). */
const claimRefusals = {
  in_flight: () => refuse(409, 'email.in_flight', messages.inFlight),
  retry_later: () => refuse(429, 'email.retry_later', messages.retryLater),
  recipient_capped: () => refuse(429, 'email.recipient_capped', messages.recipientCapped),
} as const;

/**
 * The refusals a change to the schedule can leave a booking with that its customer acts on: a
 * closed day or time, hours that no longer offer it. A blocked lane is reception's to solve.
 */
const customerConflicts = new Set([
  'booking.day_closed',
  'booking.time_closed',
  'booking.time_required',
  'booking.past_closing',
]);

/**
 * Staff: the e-mail of a booking's current decision, `{ "booking_id": "<uuid>" }`; with
 * `"about": "affected"`, the e-mail telling the customer a change to the schedule strands it.
 */
export async function handleSendBookingEmail(
  request: Request,
  deps: SendBookingEmailDeps,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed();

  const check = await deps.identify(request);
  if (!check.ok) return check.response;

  const body = await readJsonObject(request);
  const bookingId = body?.booking_id;
  const about = body?.about;
  if (
    typeof bookingId !== 'string' ||
    !uuidPattern.test(bookingId) ||
    (about !== undefined && about !== 'affected')
  ) {
    return refuse(400, 'email.bad_request', messages.badRequest);
  }
  return await sendDecisionEmail(bookingId, check.caller.id, deps, about === 'affected');
}

/**
 * The customer, right after cancelling with their manage link: `{ "manage_token": "<token>" }`,
 * their only credential. Only a cancelled booking's e-mail, once per cancellation.
 */
export function handleCancellationEmail(
  request: Request,
  deps: SendBookingEmailDeps,
): Promise<Response> {
  return handleCustomerEmail(request, deps, deps.findCancelled, () =>
    refuse(404, 'email.not_cancelled', messages.notCancelled),
  );
}

/**
 * The customer, right after moving their approved booking with their manage link: the approval's
 * e-mail at its new time (the one staff send after a reschedule), once per move.
 */
export function handleRescheduleEmail(
  request: Request,
  deps: SendBookingEmailDeps,
): Promise<Response> {
  return handleCustomerEmail(request, deps, deps.findRescheduled, () =>
    refuse(404, 'email.not_rescheduled', messages.notRescheduled),
  );
}

/** A visitor's call with `{ "manage_token": "<token>" }`: the booking `find` resolves, or `notFound`. */
async function handleCustomerEmail(
  request: Request,
  deps: SendBookingEmailDeps,
  find: (token: string) => Promise<string | null>,
  notFound: () => Response,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed();

  const body = await readJsonObject(request);
  const token = body?.manage_token;
  if (typeof token !== 'string' || token === '') {
    return refuse(400, 'email.bad_cancellation_request', messages.badCancellationRequest);
  }
  // The address fence comes before the token is even looked up: guessing costs calls too.
  if (!(await deps.takeAddressLimit(request.headers.get('x-forwarded-for')))) {
    return refuse(429, 'email.address_limited', messages.tooManyCalls);
  }
  const bookingId = await find(token);
  if (!bookingId) return notFound();
  return await sendDecisionEmail(bookingId, null, deps);
}

/**
 * The venue's address as the manager wrote it, or null (the e-mail then carries the code's) when
 * it cannot be read: the e-mail still goes, and the log says why.
 */
async function venueAddressOf(deps: SendBookingEmailDeps): Promise<unknown> {
  try {
    return await deps.loadVenueAddress();
  } catch (error) {
    deps.log(
      `Could not read the venue's address, so the e-mail carries the code's: ${(error as Error).message}`,
    );
    return null;
  }
}

/**
 * Sends (once) the e-mail of the booking's current decision, or (`affected`) of the change to the
 * schedule that strands it; `createdBy` is the staff member who asked, or null for a visitor,
 * whose call goes through `claim_customer_email`'s caps.
 */
async function sendDecisionEmail(
  bookingId: string,
  createdBy: string | null,
  deps: SendBookingEmailDeps,
  affected = false,
): Promise<Response> {
  const found = await deps.loadBooking(bookingId);
  if (!found) return refuse(404, 'booking.not_found', messages.notFound);
  let booking: EmailBooking = found;
  let kind: DecisionKind | null;
  if (affected) {
    const conflict =
      found.status === 'pending' || found.status === 'approved'
        ? await deps.loadConflict(bookingId)
        : null;
    if (!conflict || !customerConflicts.has(conflict.code)) {
      return refuse(409, 'email.not_affected', messages.notAffected);
    }
    booking = { ...found, conflict };
    kind = 'affected';
  } else {
    kind = decisionOf(found);
  }
  if (!kind) return refuse(409, 'email.undecided', messages.undecided);

  const key = idempotencyKey(booking, kind);
  const earlier = await deps.findEmail(key);
  if (earlier?.status === 'sent') {
    const answer: SendBookingEmailAnswer = {
      status: 'sent',
      kind,
      recipient: earlier.recipient ?? '',
      attempts: 0,
      duplicate: true,
    };
    return json(answer);
  }

  const address = await venueAddressOf(deps);
  const rendered = renderEmail(
    kind,
    booking,
    await manageUrl(deps, booking, kind, key),
    undefined,
    address,
  );
  const base = {
    bookingId,
    kind,
    subject: rendered.subject,
    idempotencyKey: key,
    createdBy,
  };

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
    return json({ status: 'skipped', kind } satisfies SendBookingEmailAnswer);
  }

  if (!deps.mail.from) {
    await deps.record({
      ...base,
      status: 'failed',
      recipient,
      providerId: null,
      error: messages.notConfigured,
      attempts: 1,
    });
    return json({
      status: 'failed',
      kind,
      error: messages.notConfigured,
      code: 'email.not_configured',
      params: {},
    } satisfies SendBookingEmailAnswer);
  }

  const email = outgoingEmail(
    { from: deps.mail.from, replyTo: deps.mail.replyTo },
    recipient,
    rendered,
    booking,
    kind,
    address,
  );

  // The claim comes first: whatever happens to the request, the decision has an e-mail state.
  try {
    if (createdBy === null) {
      const outcome = await deps.claim({
        bookingId,
        kind,
        recipient,
        subject: rendered.subject,
        idempotencyKey: key,
      });
      if (outcome === 'sent') {
        return json({
          status: 'sent',
          kind,
          recipient,
          attempts: 0,
          duplicate: true,
        } satisfies SendBookingEmailAnswer);
      }
      if (outcome !== 'claimed') return claimRefusals[outcome]();
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
    return json({
      status: 'failed',
      kind,
      error: messages.notRecorded,
      code: 'email.not_recorded',
      params: {},
    } satisfies SendBookingEmailAnswer);
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
  const answer: SendBookingEmailAnswer =
    result.status === 'sent'
      ? {
          status: 'sent',
          kind,
          recipient,
          attempts: result.attempts,
          duplicate: result.alreadyAccepted === true,
        }
      : { status: 'failed', kind, error: result.error };
  return json(answer);
}
