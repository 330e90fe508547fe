// What the booking e-mails' functions answer when they send nothing: each refusal's English, and
// the codes of a visitor's call held back by the caps (the caller reads the code, not the words).
import { refuse } from '../_shared/json.ts';

export const messages = {
  badRequest: 'Send the booking to e-mail about as { "booking_id": "<uuid>" }.',
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
export const claimRefusals = {
  in_flight: () => refuse(409, 'email.in_flight', messages.inFlight),
  retry_later: () => refuse(429, 'email.retry_later', messages.retryLater),
  recipient_capped: () => refuse(429, 'email.recipient_capped', messages.recipientCapped),
} as const;
