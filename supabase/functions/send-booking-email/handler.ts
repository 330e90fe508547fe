// send-booking-email: tells the customer about a booking's decision, once per decision. Staff ask
// for a booking's decision by id (send-booking-email); the customer's manage page asks for the
// cancellation e-mail with the manage token they cancelled with (cancellation-email, which needs
// no session: docs/decisions/010-manage-links.md), and the moved approval's e-mail after they
// moved their booking with it (reschedule-email).
import { json, methodNotAllowed, readJsonObject, refuse } from '../_shared/json.ts';
import type { SendBookingEmailAnswer, SendBookingEmailDeps } from './handler-types.ts';
import { claimRefusals, messages } from './refusals.ts';
import { sendBookingEmail } from './send-email.ts';

export type {
  ClaimOutcome,
  CustomerEmailClaim,
  OutboxRecord,
  SendBookingEmailAnswer,
  SendBookingEmailDeps,
} from './handler-types.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff: the e-mail of a booking's current decision, `{ "booking_id": "<uuid>" }`. (The e-mail
 * telling a customer a change to the schedule strands their booking goes through the outbox:
 * `tell_affected_customers`, then send-notifications.)
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
  if (typeof bookingId !== 'string' || !uuidPattern.test(bookingId) || body?.about !== undefined) {
    return refuse(400, 'email.bad_request', messages.badRequest);
  }
  return await sendDecisionEmail(bookingId, check.caller.id, deps);
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
 * Sends (once) the e-mail of the booking's current decision, and answers as the desk and the site
 * read it; `createdBy` is the staff member who asked, or null for a visitor, whose call goes
 * through `claim_customer_email`'s caps.
 */
async function sendDecisionEmail(
  bookingId: string,
  createdBy: string | null,
  deps: SendBookingEmailDeps,
): Promise<Response> {
  const outcome = await sendBookingEmail(
    { bookingId, createdBy, isCapped: createdBy === null, about: 'decision' },
    deps,
  );
  switch (outcome.status) {
    case 'not_found':
      return refuse(404, 'booking.not_found', messages.notFound);
    case 'not_current':
      return refuse(409, 'email.undecided', messages.undecided);
    case 'held':
      return claimRefusals[outcome.claim]();
    case 'skipped':
      return json({ status: 'skipped', kind: outcome.kind } satisfies SendBookingEmailAnswer);
    case 'sent': {
      const { kind, recipient, attempts, duplicate } = outcome;
      return json({
        status: 'sent',
        kind,
        recipient,
        attempts,
        duplicate,
      } satisfies SendBookingEmailAnswer);
    }
    case 'failed': {
      const { kind, error, code } = outcome;
      return json(
        (code
          ? { status: 'failed', kind, error, code, params: {} }
          : { status: 'failed', kind, error }) satisfies SendBookingEmailAnswer,
      );
    }
  }
}
