/**
 * Each refusal code's English (refusals.ts), from its parameters: byte for byte the sentence the
 * database raises as the error's message, or the edge function answers as its `error`. The data tests hold the two equal; the screens never
 * show this (they show the code's message in the reader's language), so it is not in any page.
 */
import { attendanceNotStartedMessage } from './booking-attendance.ts';
import { pendingPerEmailMessage, pendingPerSlotMessage } from './limits.ts';
import { textIn } from './localized-text.ts';
import { cancellationDeclinedMessage } from './manage-link.ts';
import { backOfficeEnglish } from './refusal-english-back-office.ts';
import { type Refusal, type RefusalCode, type RefusalParams, refusalOf } from './refusals.ts';
import { rejectionReasonKeyMessage } from './rejection-reasons.ts';

type English = { [Code in RefusalCode]: (params: RefusalParams[Code]) => string };

/** The English of each code (the back-office's own: refusal-english-back-office.ts). */
export const refusalEnglish: English = {
  'limit.too_many_requests': () =>
    'Too many booking requests. Please try again in a few minutes, or call us.',
  'limit.feedback_posts': () =>
    'Too many feedback posts from this network. Please try again later.',
  'limit.feedback_votes': () => 'Too many votes from this network. Please try again later.',
  'limit.pending_per_email': () => pendingPerEmailMessage,
  'limit.pending_per_slot': () => pendingPerSlotMessage,
  'manage.declined': () => cancellationDeclinedMessage,
  'manage.cancellation_closed': ({ hours, phone }) =>
    `Bookings can be cancelled online up to ${hours} hours before they start. Please call us on ${phone} to change or cancel this one.`,
  'manage.change_closed': ({ hours, phone }) =>
    `Bookings can be changed online up to ${hours} hours before they start. Please call us on ${phone} to change this one.`,
  'manage.change_not_open': ({ status }) =>
    `Only pending or approved bookings can be changed. This booking is ${status}.`,
  'manage.change_same_time': () =>
    'Your booking is already at this time. Choose another day or time.',
  'manage.confirm_not_open': ({ status }) =>
    `Only an approved booking can be confirmed. This booking is ${status}.`,
  'access.staff_only': ({ action }) => `Only venue staff can ${action}.`,
  'access.manager_only': ({ action }) => `Only the manager can ${action}.`,
  'access.customer_cancel': () =>
    'Only the customer can cancel a booking, from the link they were given.',
  'access.signed_out': () => 'Please sign in as staff to do this.',
  'access.second_factor_required': () =>
    'Enter the code from your authenticator app when you sign in before doing this.',
  'field.name_required': () => 'Name is required',
  'field.name_too_long': ({ max }) => `Name must be at most ${max} characters`,
  'field.name_hidden_characters': () =>
    'Name cannot contain line breaks or hidden formatting characters',
  'field.email_required': () => 'Email is required',
  'field.email_too_long': ({ max }) => `Email must be at most ${max} characters`,
  'field.email_invalid': () => 'Email is invalid',
  'field.phone_required': () => 'Phone is required',
  'field.phone_invalid': () => 'Enter the WhatsApp number like 05XXXXXXXX or +970XXXXXXXXX',
  'field.notes_too_long': ({ max }) => `Notes must be at most ${max} characters`,
  'field.hidden_characters': () => 'Please remove hidden formatting characters',
  'booking.package_required': () => 'Please choose a package',
  'booking.package_gone': () =>
    'This birthday package is no longer available. Please choose another one.',
  'booking.package_guests': ({ min, max }) =>
    min <= 1
      ? `This package is for up to ${max} people`
      : `This package is for ${min} to ${max} people`,
  'booking.package_not_allowed': () => 'A regular booking has no package',
  'booking.people_range': ({ max }) => `Choose 1 to ${max} people`,
  'booking.rounds_range': ({ max }) => `Choose 1 to ${max} rounds`,
  'booking.date_required': () => 'Please choose a date',
  'booking.time_required': () => 'Please choose a time',
  'booking.past_date': () => 'Past dates cannot be booked',
  'booking.beyond_horizon': ({ days }) => `Bookings can be made up to ${days} days ahead`,
  'booking.slot_started': () => 'This time is no longer available',
  'booking.past_closing': () => 'This booking would run past closing time',
  'booking.day_closed': ({ date, reason }) =>
    reason
      ? `The venue is closed on ${date}: ${textIn(reason, 'en')?.text}`
      : `The venue is closed on ${date}.`,
  'booking.time_closed': ({ from, to, reason }) =>
    `The venue is closed from ${from} to ${to} that day: ${textIn(reason, 'en')?.text}`,
  'booking.slot_full': ({ lanes, date, time, approved }) =>
    `Cannot approve booking: All ${lanes} lanes are already booked for ${date} at ${time}. Currently approved: ${approved}/${lanes} lanes.`,
  'booking.type_choice': () => 'Choose Regular Booking or Birthday Package',
  'booking.party_size': ({ min, max }) => `A party can have ${min} to ${max} people`,
  'booking.regular_duration': ({ minutes }) => `A regular booking lasts ${minutes} minutes`,
  'booking.package_duration': ({ min, max }) => `A package lasts ${min} to ${max} whole minutes`,
  'booking.duration_whole': () => 'The booking must last a whole number of minutes',
  'manage.not_found': ({ phone }) =>
    `We could not find this booking. Please check the link, or call us on ${phone}.`,
  'booking.not_found': () => 'This booking no longer exists.',
  'booking.not_pending': ({ status }) =>
    `Only pending bookings can be approved or rejected. This booking is ${status}.`,
  'booking.cancel_not_open': ({ status }) =>
    `Only pending or approved bookings can be cancelled. This booking is ${status}.`,
  'booking.cancel_message_required': () => 'Please write a message for the customer',
  'booking.cancel_message_too_long': ({ max }) => `Message must be at most ${max} characters`,
  'booking.reschedule_not_approved': () => 'Only approved bookings can be rescheduled.',
  'booking.rejection_reason_required': () => 'Please enter a reason for rejection',
  'booking.rejection_reason_too_long': ({ max }) => `Reason must be at most ${max} characters`,
  'booking.rejection_reason_key': () => rejectionReasonKeyMessage,
  'booking.contact_attempts_one': () => 'Contact attempts are recorded one at a time.',
  'booking.attendance_choice': () => 'Choose arrived or no-show',
  'booking.attendance_not_approved': ({ status }) =>
    `Only approved bookings can be marked arrived or no-show. This booking is ${status}.`,
  'booking.attendance_too_early': () => attendanceNotStartedMessage,
  'booking.source_choice': () => 'Choose phone or walk-in',
  'lane.range': ({ lanes }) => `Choose a lane from 1 to ${lanes}.`,
  'lane.count': ({ lanes }) =>
    `This booking needs ${lanes} ${lanes === 1 ? 'lane' : 'lanes'}: choose ${lanes}.`,
  'lane.move_not_approved': ({ status }) =>
    `Only approved bookings can be moved to another lane. This booking is ${status}.`,
  'lane.taken': ({ lane, time }) => `Lane ${lane} is taken at ${time} by another booking.`,
  'lane.blocked': ({ lane, time, reason }) =>
    `Lane ${lane} is out of use at ${time}: ${textIn(reason, 'en')?.text}`,
  'vr.package_not_allowed': () => 'A VR booking has no package',
  'vr.players_range': ({ max }) => `Choose 1 to ${max} players`,
  'vr.sessions_range': ({ max }) => `Choose 1 to ${max} sessions`,
  'vr.age_unconfirmed': ({ age }) => `Please confirm that every player is ${age} or older`,
  'vr.session_full': ({ date, time, left, stations, needed }) =>
    `Not enough VR stations are free on ${date} at ${time}: ${left} of ${stations} left, ${needed} needed.`,
  'vr.no_party_session': ({ date }) =>
    `No VR session fits before or after this party's bowling on ${date}. Choose when it plays VR.`,
  'vr.start_invalid': ({ time }) => `There is no VR session at ${time} that day.`,
  'vr.station_range': ({ stations }) => `Choose a VR station from 1 to ${stations}.`,
  'vr.station_blocked': ({ station, time, reason }) =>
    `VR station ${station} is out of use at ${time}: ${textIn(reason, 'en')?.text}`,
  'customer.contact_required': () => "Enter the customer's phone number or email address.",
  'feedback.rating_range': ({ min, max }) => `Rating must be between ${min} and ${max}`,
  'feedback.comment_required': () => 'Comment is required',
  'feedback.comment_too_long': ({ max }) => `Comment must be at most ${max} characters`,
  'feedback.vote_choice': () => 'A vote is like, dislike or none.',
  'feedback.voter_required': () => 'A voter id is required.',
  'feedback.not_found': () => 'This feedback no longer exists.',
  'feedback.not_saved': () => 'The feedback could not be saved. Please try again.',
  'booking.not_saved': () => 'The booking could not be saved. Please try again.',
  ...backOfficeEnglish,
  'internal.reference_number': ({ number }) =>
    `A booking reference is numbered from 1, not ${number}.`,
  'internal.references_used_up': ({ number }) =>
    `Booking references are used up (number ${number}).`,
  'failure.network': () => 'Failed to fetch',
  'failure.unknown': () => 'Something went wrong. Please try again.',
  'internal.unexpected': () => 'Something went wrong on our side. Please try again.',
  'request.method_not_allowed': () => 'Method not allowed',
};

/** Every code, in the registry's order. */
export const refusalCodes = Object.keys(refusalEnglish) as RefusalCode[];

/** A refusal's English, as the database words it. */
export function englishOf(refusal: Refusal): string {
  const render = refusalEnglish[refusal.code] as (params: unknown) => string;
  return render(refusal.params);
}

/** A form check's message (`refusalMessage`) in English; a text that carries no refusal as it is. */
export function englishOfMessage(message: string): string {
  const refusal = refusalOf(message);
  return refusal ? englishOf(refusal) : message;
}
