import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type {
  BackOfficeRefusalParams,
  NotificationState,
} from '@venue/domain/refusals-back-office';
import type { ManagerRefusalCode, RefusalMessages } from './refusals.ts';

/** A message's state in the outbox as it reads inside a refusal ("This message is sent."). */
const messageStateWords: Readonly<Record<NotificationState, MessageDescriptor>> = {
  due: msg({ message: 'waiting to be sent', context: 'message state in a sentence' }),
  sending: msg({ message: 'being sent', context: 'message state in a sentence' }),
  sent: msg({ message: 'sent', context: 'message state in a sentence' }),
  failed: msg({ message: 'failed', context: 'message state in a sentence' }),
  skipped: msg({ message: 'not sent', context: 'message state in a sentence' }),
};

/** What a caller's mistake (a bug, never a person's) reads as: a failure to try again. */
export const tryAgain = msg`Something went wrong. Please try again.`;
const staffAccountsFailed = msg`Something went wrong with staff accounts. Please try again.`;

/** The back-office's own codes that are not the manager's pages' alone. */
type BackOfficeRefusalCode = Exclude<keyof BackOfficeRefusalParams, ManagerRefusalCode>;

/**
 * The messages of the staff accounts, the booking e-mails, the outbox and WhatsApp's webhook, the
 * messages sent again, signing in and the venue's numbers, apart from `refusals.ts`, which merges
 * them into `refusalMessages` (both apps read it: the manage link meets the booking e-mails').
 */
export const backOfficeRefusalMessages: RefusalMessages<BackOfficeRefusalCode> = {
  'staff.last_manager': () => msg`The last manager account cannot be removed or demoted.`,
  'staff.locale_choice': () => msg`Choose English or Arabic.`,
  'staff.second_factor_choice': () => msg`Choose whether a second factor is required.`,
  'staff.second_factor_own_first': () =>
    msg`Set up your own two-step sign-in before requiring it of all staff.`,
  'staff.bad_action': () => staffAccountsFailed,
  'staff.bad_id': () => staffAccountsFailed,
  'staff.not_found': () => msg`This staff account no longer exists.`,
  'staff.own_account': () => msg`You cannot delete your own account.`,
  'staff.own_role': () => msg`You cannot change your own role: another manager must do it.`,
  'staff.own_password': () => msg`Change your own password in Settings.`,
  'staff.own_second_factor': () => msg`Remove your own two-step sign-in in Settings.`,
  'staff.manager_password': () =>
    msg`You cannot set another manager's password: they change their own in Settings.`,
  'staff.email_in_use': () => msg`Failed to create user. Email is already in use.`,
  'staff.create_weak_password': () => msg`Failed to create user. Password is too weak.`,
  'staff.invalid_email': () => msg`Failed to create user. Invalid email address.`,
  'staff.create_failed': () => msg`Failed to create user. Please try again.`,
  'staff.set_password_weak': () => msg`Failed to set password. Password is too weak.`,
  'staff.set_password_failed': () => msg`Failed to set password. Please try again.`,
  'staff.remove_second_factor_failed': () =>
    msg`Failed to remove two-step sign-in. Please try again.`,
  'staff.change_failed': () => msg`The staff account could not be changed. Please try again.`,
  'staff.delete_failed': () => msg`The staff account could not be deleted. Please try again.`,
  'staff.unexpected': () => staffAccountsFailed,
  'email.bad_request': () => tryAgain,
  'email.bad_cancellation_request': () => tryAgain,
  'email.not_cancelled': () => msg`We could not find a cancelled booking for this link.`,
  'email.not_rescheduled': () => msg`We could not find a moved booking for this link.`,
  'email.undecided': () =>
    msg`This booking is still pending: approve or reject it before e-mailing the customer.`,
  'email.address_limited': () =>
    msg`Too many e-mail requests from your connection. Please try again later.`,
  'email.in_flight': () => msg`This e-mail is on its way already.`,
  'email.retry_later': () =>
    msg`This e-mail could not be sent a moment ago. Please try again in a few minutes.`,
  'email.recipient_capped': () =>
    msg`This e-mail address has had all the e-mails we send it in a day. The cancellation itself is saved.`,
  'email.not_configured': () =>
    msg`E-mail is not set up for the venue yet (the sender address is missing).`,
  'email.not_recorded': () =>
    msg`The e-mail was not sent because it could not be recorded first. Please try "Resend email" in a moment.`,
  // Answered to Supabase Cron and to Meta, never to a person.
  'outbox.secret_key_required': () => tryAgain,
  'whatsapp.verify_refused': () => tryAgain,
  'whatsapp.not_configured': () => tryAgain,
  'whatsapp.bad_signature': () => tryAgain,
  'whatsapp.bad_request': () => tryAgain,
  'message.not_found': () => msg`This message no longer exists.`,
  'message.not_failed': ({ state }, i18n) => {
    const messageState = i18n._(messageStateWords[state] ?? messageStateWords.sent);
    return msg`Only a failed message can be sent again. This message is ${messageState}.`;
  },
  'message.booking_erased': () =>
    msg`This customer's details were erased: the message cannot be sent again.`,
  'auth.invalid_credentials': () => msg`Invalid login credentials`,
  'auth.too_many_attempts': () =>
    msg`Too many attempts from this network. Please wait a few minutes and try again.`,
  'auth.wrong_current_password': () => msg`Current password is incorrect!`,
  'auth.weak_password': () => msg`New password is too weak!`,
  'auth.same_password': () => msg`New password should be different from the old password.`,
  'auth.reauthenticate': () => msg`Please log out and log back in before changing password!`,
  'auth.no_session': () => msg`No user logged in!`,
  'auth.password_change_failed': () => msg`Failed to update password. Please try again.`,
  'insights.period_order': () =>
    msg`Choose a first and a last day, the last on or after the first.`,
  'insights.period_too_long': ({ max }) => {
    const maxInsightsPeriodDays = max;
    return msg`Choose a period of at most ${plural(maxInsightsPeriodDays, { one: '# day', other: '# days' })}.`;
  },
};
