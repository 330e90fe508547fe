import { type Refusal, refusalOf } from '@venue/domain/refusals';
import type { VenueClient } from '../client.ts';
import { functionRefusal } from '../function-refusal.ts';

/**
 * What happened to the e-mail of a booking's decision, as the back-office reports it. A failure
 * the function refused by code carries that refusal (what the screen shows); `error` is its
 * English, or the e-mail service's own words for a send that failed.
 */
export type BookingEmailOutcome =
  | { status: 'sent'; recipient: string }
  | { status: 'skipped' }
  | { status: 'failed'; error: string; refusal: Refusal | null };

type FunctionAnswer = {
  status?: 'sent' | 'skipped' | 'failed';
  recipient?: string | null;
  error?: string | null;
  /** A failure before the e-mail service was asked carries its refusal code. */
  code?: string;
  params?: Record<string, unknown>;
};

/**
 * Asks the `send-booking-email` function to e-mail the customer about the booking's current
 * decision (approval or rejection). It never throws: the decision is already saved, so any
 * failure comes back as a `failed` outcome whose error a receptionist can read.
 */
export function sendBookingEmail(
  client: VenueClient,
  bookingId: string,
): Promise<BookingEmailOutcome> {
  return askForEmail(client, 'send-booking-email', { booking_id: bookingId });
}

/**
 * Asks `cancellation-email` for the short cancellation e-mail after the customer cancelled with
 * their manage token (no staff session needed). One e-mail per cancellation however often it is
 * asked; never throws (the cancellation is already saved). A token that names no cancelled booking
 * comes back `failed`.
 */
export function sendCancellationEmail(
  client: VenueClient,
  manageToken: string,
): Promise<BookingEmailOutcome> {
  return askForEmail(client, 'cancellation-email', { manage_token: manageToken });
}

/**
 * Asks `reschedule-email` for the e-mail of an approved booking the customer moved with their
 * manage token: the approval's e-mail at its new time, as staff send after a reschedule. Once per
 * move however often it is asked; never throws (the move is already saved).
 */
export function sendRescheduleEmail(
  client: VenueClient,
  manageToken: string,
): Promise<BookingEmailOutcome> {
  return askForEmail(client, 'reschedule-email', { manage_token: manageToken });
}

async function askForEmail(
  client: VenueClient,
  name: 'send-booking-email' | 'cancellation-email' | 'reschedule-email',
  body: { booking_id: string; about?: 'affected' } | { manage_token: string },
): Promise<BookingEmailOutcome> {
  try {
    const { data, error } = await client.functions.invoke<FunctionAnswer>(name, { body });
    if (error) {
      const { message, refusal } = await functionRefusal(error);
      return { status: 'failed', error: message, refusal };
    }
    if (data?.status === 'sent') return { status: 'sent', recipient: data.recipient ?? '' };
    if (data?.status === 'skipped') return { status: 'skipped' };
    const reason = data?.error || 'The e-mail service gave no answer.';
    return { status: 'failed', error: reason, refusal: refusalOf(data) };
  } catch (error) {
    return { status: 'failed', error: (error as Error).message, refusal: null };
  }
}
