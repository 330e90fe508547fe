// send-booking-email: tells the customer about a booking's decision, once per decision. Staff ask
// for a booking's decision by id (send-booking-email); the customer's manage page asks for the
// cancellation e-mail with the manage token they cancelled with (cancellation-email, which needs
// no session: docs/decisions/010-manage-links.md), and the moved approval's e-mail after they
// moved their booking with it (reschedule-email).
import { isCustomerConflict } from '../../../packages/domain/src/booking-conflicts.ts';
import { json, methodNotAllowed, readJsonObject, refuse } from '../_shared/json.ts';
import { type DecisionKind, decisionOf, type EmailBooking, idempotencyKey } from './booking.ts';
import { manageUrl, outgoingEmail } from './email-parts.ts';
import type { SendBookingEmailAnswer, SendBookingEmailDeps } from './handler-types.ts';
import { claimRefusals, messages } from './refusals.ts';
import { renderEmail, type VenueFacts } from './templates.ts';

export type {
  ClaimOutcome,
  CustomerEmailClaim,
  OutboxRecord,
  SendBookingEmailAnswer,
  SendBookingEmailDeps,
} from './handler-types.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    if (!conflict || !isCustomerConflict(conflict.code)) {
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

  const facts = await venueFactsOf(deps);
  const rendered = renderEmail(
    kind,
    booking,
    await manageUrl(deps, booking, kind, key),
    undefined,
    facts,
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
    facts.address,
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
