import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isolate } from '@venue/domain/bidi';
import type { Refusal, RefusalCode, RefusalParams } from '@venue/domain/refusals';
import { backOfficeRefusalMessages, tryAgain } from './back-office-refusals.ts';
import { dateIn, managerActions, reasonIn, staffActions, statusWords } from './refusal-words.ts';

/** The codes only the manager's pages meet: her content, uploads and staff accounts. */
export type ManagerRefusalCode = Extract<
  RefusalCode,
  `${'content' | 'file' | 'account' | 'schedule'}.${string}`
>;

/** Each code's message, from its parameters. */
export type RefusalMessages<Codes extends RefusalCode> = {
  [Code in Codes]: (params: RefusalParams[Code], i18n: I18n) => MessageDescriptor;
};

type Messages = RefusalMessages<Exclude<RefusalCode, ManagerRefusalCode>>;

/**
 * Each refusal code's message (packages/domain/src/refusals.ts), from its parameters: what both
 * apps show for it, in the reader's language. English renders the message, not the database's
 * sentence, so a screen never depends on how the database words a refusal. Counts take the
 * language's plural forms; the venue's number keeps its own direction inside Arabic.
 */
export const refusalMessages: Messages = {
  'limit.too_many_requests': ({ bucket }) =>
    bucket.startsWith('manage_booking')
      ? msg`This booking has been opened many times in a short time. Please try again in a few minutes, or call us.`
      : msg`Too many booking requests. Please try again in a few minutes, or call us.`,
  'limit.feedback_posts': () =>
    msg`Too many feedback posts from this network. Please try again later.`,
  'limit.feedback_votes': () => msg`Too many votes from this network. Please try again later.`,
  'limit.pending_per_email': () =>
    msg`This email address already has booking requests waiting for our reply. We will contact you soon, or call us.`,
  'limit.pending_per_slot': () =>
    msg`This time already has many booking requests waiting for our reply. Please choose another time, or call us.`,
  'manage.declined': () => msg`This booking was declined, so there is nothing to cancel.`,
  'manage.cancellation_closed': ({ hours, phone }) => {
    const cutoffHours = hours;
    const venuePhone = isolate(phone);
    return msg`Bookings can be cancelled online up to ${plural(cutoffHours, { one: '# hour', other: '# hours' })} before they start. Please call us on ${venuePhone} to change or cancel this one.`;
  },
  'manage.change_closed': ({ hours, phone }) => {
    const cutoffHours = hours;
    const venuePhone = isolate(phone);
    return msg`Bookings can be changed online up to ${plural(cutoffHours, { one: '# hour', other: '# hours' })} before they start. Please call us on ${venuePhone} to change this one.`;
  },
  'manage.change_not_open': ({ status }, i18n) => {
    const state = i18n._(statusWords[status] ?? statusWords.pending);
    return msg`Only pending or approved bookings can be changed. This booking is ${state}.`;
  },
  'manage.change_same_time': () =>
    msg`Your booking is already at this time. Choose another day or time.`,
  'manage.confirm_not_open': ({ status }, i18n) => {
    const state = i18n._(statusWords[status] ?? statusWords.pending);
    return msg`Only an approved booking can be confirmed. This booking is ${state}.`;
  },
  'access.staff_only': ({ action }) => staffActions[action] ?? msg`Only venue staff can do this.`,
  'access.manager_only': ({ action }) =>
    managerActions[action] ?? msg`Only the manager can do this.`,
  'access.customer_cancel': () =>
    msg`Only the customer can cancel a booking, from the link they were given.`,
  'access.signed_out': () => msg`Please sign in as staff to do this.`,
  'access.second_factor_required': () =>
    msg`Enter the code from your authenticator app when you sign in before doing this.`,
  'field.name_required': () => msg`Name is required`,
  'field.name_too_long': ({ max }) => {
    const nameMaxLength = max;
    return msg`Name must be at most ${plural(nameMaxLength, { one: `${nameMaxLength} character`, other: `${nameMaxLength} characters` })}`;
  },
  'field.name_hidden_characters': () =>
    msg`Name cannot contain line breaks or hidden formatting characters`,
  'field.email_required': () => msg`Email is required`,
  'field.email_too_long': ({ max }) => {
    const emailMaxLength = max;
    return msg`Email must be at most ${plural(emailMaxLength, { one: `${emailMaxLength} character`, other: `${emailMaxLength} characters` })}`;
  },
  'field.email_invalid': () => msg`Email is invalid`,
  'field.phone_required': () => msg`Phone is required`,
  'field.phone_invalid': () => {
    const localExample = isolate('05XXXXXXXX');
    const internationalExample = isolate('+970XXXXXXXXX');
    return msg`Enter the WhatsApp number like ${localExample} or ${internationalExample}`;
  },
  'field.notes_too_long': ({ max }) => {
    const customerNotesMaxLength = max;
    return msg`Notes must be at most ${plural(customerNotesMaxLength, { one: `${customerNotesMaxLength} character`, other: `${customerNotesMaxLength} characters` })}`;
  },
  'field.hidden_characters': () => msg`Please remove hidden formatting characters`,
  'booking.package_required': () => msg`Please choose a package`,
  'booking.package_gone': () =>
    msg`This birthday package is no longer available. Please choose another one.`,
  'booking.package_guests': ({ min, max }) => {
    const maxPeople = max;
    return min <= 1
      ? msg`This package is for up to ${plural(maxPeople, { one: '# person', other: '# people' })}`
      : msg`This package is for ${min} to ${plural(maxPeople, { one: '# person', other: '# people' })}`;
  },
  'booking.package_not_allowed': () => msg`A regular booking has no package`,
  'booking.people_range': ({ max }) => {
    const maxPeoplePerBooking = max;
    return msg`Choose 1 to ${plural(maxPeoplePerBooking, { one: '# person', other: '# people' })}`;
  },
  'booking.rounds_range': ({ max }) => {
    const maxRoundsPerBooking = max;
    return msg`Choose 1 to ${plural(maxRoundsPerBooking, { one: '# round', other: '# rounds' })}`;
  },
  'booking.date_required': () => msg`Please choose a date`,
  'booking.time_required': () => msg`Please choose a time`,
  'booking.past_date': () => msg`Past dates cannot be booked`,
  'booking.beyond_horizon': ({ days }) => {
    const bookingHorizonDays = days;
    return msg`Bookings can be made up to ${plural(bookingHorizonDays, { one: '# day', other: '# days' })} ahead`;
  },
  'booking.slot_started': () => msg`This time is no longer available`,
  'booking.past_closing': () => msg`This booking would run past closing time`,
  'booking.day_closed': ({ date: day, reason }, i18n) => {
    const why = reasonIn(reason, i18n);
    const date = dateIn(day, i18n);
    return why ? msg`The venue is closed on ${date}: ${why}` : msg`The venue is closed on ${date}.`;
  },
  'booking.time_closed': ({ from, to, reason }, i18n) => {
    const why = reasonIn(reason, i18n) ?? '';
    return msg`The venue is closed from ${from} to ${to} that day: ${why}`;
  },
  'booking.slot_full': ({ lanes, date: day, time, approved }, i18n) => {
    const laneTotal = lanes;
    const date = dateIn(day, i18n);
    return msg`Cannot approve booking: All ${plural(laneTotal, { one: '# lane is', other: '# lanes are' })} already booked for ${date} at ${time}. Currently approved: ${approved}/${laneTotal}.`;
  },
  'booking.type_choice': () => msg`Choose Regular Booking or Birthday Package`,
  'booking.party_size': ({ min, max }) => {
    const [birthdayPeopleMin, birthdayPeopleMax] = [min, max];
    return msg`A party can have ${birthdayPeopleMin} to ${plural(birthdayPeopleMax, { one: '# person', other: '# people' })}`;
  },
  'booking.regular_duration': ({ minutes }) => {
    const sessionMinutes = minutes;
    return msg`A regular booking lasts ${plural(sessionMinutes, { one: '# minute', other: '# minutes' })}`;
  },
  'booking.package_duration': ({ min, max }) => {
    const [packageDurationMin, packageDurationMax] = [min, max];
    return msg`A package lasts ${packageDurationMin} to ${plural(packageDurationMax, { one: '# whole minute', other: '# whole minutes' })}`;
  },
  'booking.duration_whole': () => msg`The booking must last a whole number of minutes`,
  'manage.not_found': ({ phone }) => {
    const venuePhone = isolate(phone);
    return msg`We could not find this booking. Please check the link, or call us on ${venuePhone}.`;
  },
  'booking.not_saved': () => msg`The booking could not be saved. Please try again.`,
  'booking.not_found': () => msg`This booking no longer exists.`,
  'booking.not_pending': ({ status }, i18n) => {
    const state = i18n._(statusWords[status] ?? statusWords.pending);
    return msg`Only pending bookings can be approved or rejected. This booking is ${state}.`;
  },
  'booking.cancel_not_open': ({ status }, i18n) => {
    const state = i18n._(statusWords[status] ?? statusWords.pending);
    return msg`Only pending or approved bookings can be cancelled. This booking is ${state}.`;
  },
  'booking.cancel_message_required': () => msg`Please write a message for the customer`,
  'booking.cancel_message_too_long': ({ max }) => {
    const maxLength = max;
    return msg`Message must be at most ${plural(maxLength, { one: '# character', other: '# characters' })}`;
  },
  'booking.reschedule_not_approved': () => msg`Only approved bookings can be rescheduled.`,
  'booking.rejection_reason_required': () => msg`Please enter a reason for rejection`,
  'booking.rejection_reason_too_long': ({ max }) => {
    const maxLength = max;
    return msg`Reason must be at most ${plural(maxLength, { one: '# character', other: '# characters' })}`;
  },
  'booking.rejection_reason_key': () => msg`Choose one of the quick reasons, or type the reason`,
  'booking.contact_attempts_one': () => msg`Contact attempts are recorded one at a time.`,
  'booking.attendance_choice': () => msg`Choose arrived or no-show`,
  'booking.attendance_not_approved': ({ status }, i18n) => {
    const state = i18n._(statusWords[status] ?? statusWords.pending);
    return msg`Only approved bookings can be marked arrived or no-show. This booking is ${state}.`;
  },
  'booking.attendance_too_early': () =>
    msg`A booking can be marked arrived or no-show once its time has started.`,
  'booking.source_choice': () => msg`Choose phone or walk-in`,
  'lane.range': ({ lanes }) => msg`Choose a lane from 1 to ${lanes}.`,
  'lane.count': ({ lanes }) => {
    const count = lanes;
    return msg`This booking needs ${plural(lanes, { one: '# lane', other: '# lanes' })}: choose ${count}.`;
  },
  'lane.move_not_approved': ({ status }, i18n) => {
    const state = i18n._(statusWords[status] ?? statusWords.pending);
    return msg`Only approved bookings can be moved to another lane. This booking is ${state}.`;
  },
  'lane.taken': ({ lane, time }) => {
    const slot = time;
    return msg`Lane ${lane} is taken at ${slot} by another booking.`;
  },
  'lane.blocked': ({ lane, time, reason }, i18n) => {
    const [slot, why] = [time, reasonIn(reason, i18n) ?? ''];
    return msg`Lane ${lane} is out of use at ${slot}: ${why}`;
  },
  'vr.package_not_allowed': () => msg`A VR booking has no package`,
  'vr.players_range': ({ max }) => {
    const maxPlayers = max;
    return msg`Choose 1 to ${plural(maxPlayers, { one: '# player', other: '# players' })}`;
  },
  'vr.sessions_range': ({ max }) => {
    const maxSessions = max;
    return msg`Choose 1 to ${plural(maxSessions, { one: '# session', other: '# sessions' })}`;
  },
  'vr.age_unconfirmed': ({ age }) => {
    const minimumAge = age;
    return msg`Please confirm that every player is ${minimumAge} or older`;
  },
  'vr.session_full': ({ date: day, time, left, stations, needed }, i18n) => {
    const [session, stationsLeft, stationTotal, stationsNeeded] = [time, left, stations, needed];
    const date = dateIn(day, i18n);
    return msg`Not enough VR stations are free on ${date} at ${session}: ${stationsLeft} of ${stationTotal} left, ${stationsNeeded} needed.`;
  },
  'vr.no_party_session': ({ date: day }, i18n) => {
    const date = dateIn(day, i18n);
    return msg`No VR session fits before or after this party's bowling on ${date}. Choose when it plays VR.`;
  },
  'vr.start_invalid': ({ time }) => {
    const session = time;
    return msg`There is no VR session at ${session} that day.`;
  },
  'vr.station_range': ({ stations }) => {
    const stationTotal = stations;
    return msg`Choose a VR station from 1 to ${stationTotal}.`;
  },
  'vr.station_blocked': ({ station, time, reason }, i18n) => {
    const [session, why] = [time, reasonIn(reason, i18n) ?? ''];
    return msg`VR station ${station} is out of use at ${session}: ${why}`;
  },
  'customer.contact_required': () => msg`Enter the customer's phone number or email address.`,
  'feedback.rating_range': ({ min, max }) => {
    const [ratingMin, ratingMax] = [min, max];
    return msg`Rating must be between ${ratingMin} and ${ratingMax}`;
  },
  'feedback.comment_required': () => msg`Comment is required`,
  'feedback.comment_too_long': ({ max }) => {
    const commentMaxLength = max;
    return msg`Comment must be at most ${plural(commentMaxLength, { one: `${commentMaxLength} character`, other: `${commentMaxLength} characters` })}`;
  },
  'feedback.vote_choice': () => msg`A vote is like, dislike or none.`,
  'feedback.voter_required': () => msg`A voter id is required.`,
  'feedback.not_found': () => msg`This feedback no longer exists.`,
  'feedback.not_saved': () => msg`The feedback could not be saved. Please try again.`,
  ...backOfficeRefusalMessages,
  'internal.reference_number': () => tryAgain,
  'internal.references_used_up': () => tryAgain,
  'internal.unexpected': () => msg`Something went wrong on our side. Please try again.`,
  'request.method_not_allowed': () => tryAgain,
  'failure.network': () => msg`Failed to fetch`,
  'failure.unknown': () => tryAgain,
};

type AnyMessage = (params: unknown, i18n: I18n) => MessageDescriptor;

/**
 * A refusal in the active language, from these messages and an app's own (`more`: the manager's
 * in the back-office), or null for a code neither has (a newer server's): the caller shows a
 * general message then.
 */
export function refusalText(
  i18n: I18n,
  refusal: Refusal,
  more: Partial<RefusalMessages<RefusalCode>> = {},
): string | null {
  const message = ((refusalMessages as Record<string, AnyMessage | undefined>)[refusal.code] ??
    (more as Record<string, AnyMessage | undefined>)[refusal.code]) as AnyMessage | undefined;
  return message ? i18n._(message(refusal.params, i18n)) : null;
}
