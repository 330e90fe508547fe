/**
 * The English of the back-office's own codes (refusals-back-office.ts), merged into
 * `refusalEnglish` in refusal-english.ts in the registry's order: byte for byte the sentence the
 * database raises or the edge function answers.
 */
import { sizeLimitLabel } from './files.ts';
import type { BackOfficeRefusalParams, ContentItem } from './refusals-back-office.ts';

/** How a refusal names a content item ("This FAQ no longer exists..."). */
const contentItemEnglish: Readonly<Record<ContentItem, string>> = {
  menu_item: 'This menu item',
  offer: 'This offer',
  faq: 'This FAQ',
  birthday_package: 'This birthday package',
  feedback: 'This feedback',
  zone_media: 'This media item',
};

type BackOfficeEnglish = {
  [Code in keyof BackOfficeRefusalParams]: (params: BackOfficeRefusalParams[Code]) => string;
};

/** The English of each of these codes. */
export const backOfficeEnglish: BackOfficeEnglish = {
  'content.move_choice': () => 'Move an item of menu_items, offers or faqs up or down.',
  'content.not_found': () => 'This item no longer exists.',
  'content.menu_item_required': () => 'Please fill all fields and upload an image',
  'content.image_address_too_long': ({ max }) => `Image address must be at most ${max} characters`,
  'content.image_address': () =>
    'Please upload an image: only https:// image addresses are allowed',
  'content.menu_price_range': ({ max }) => `Price must be between 0 and ${max} ILS`,
  'content.price_decimals': () => 'Price can have at most 2 decimals',
  'content.description_too_long': ({ max }) => `Description must be at most ${max} characters`,
  'content.category_required': () => 'Please enter a category name',
  'content.category_too_long': ({ max }) => `Category must be at most ${max} characters`,
  'content.offer_invalid': () => 'Please enter valid positive numbers',
  'content.offer_too_large': ({ max }) => `Please enter numbers up to ${grouped(max)}`,
  'content.faq_required': () => 'Please enter both a question and an answer',
  'content.question_too_long': ({ max }) => `Question must be at most ${max} characters`,
  'content.answer_too_long': ({ max }) => `Answer must be at most ${max} characters`,
  'content.package_required': () => 'Please fill all required fields',
  'content.title_too_long': ({ max }) => `Title must be at most ${max} characters`,
  'content.package_price_range': ({ min, max }) => `Price must be between ${min} and ${max} ILS`,
  'content.package_max_people': ({ min, max }) =>
    `Max people must be a whole number from ${min} to ${max}`,
  'content.package_min_people': ({ min, max }) =>
    `Min people must be a whole number from ${min} to ${max}`,
  'content.package_guest_order': () => 'Min people cannot be more than max people',
  'content.package_duration': ({ min, max }) =>
    `Duration must be whole minutes from ${min} to ${max}`,
  'content.package_items_count': ({ max }) => `A package can list at most ${max} items`,
  'content.package_item_too_long': ({ max }) => `Each item must be at most ${max} characters`,
  'content.package_items_language': () => 'Please list the items in this language too',
  'content.price_required': () => 'Please enter a price',
  'content.price_range': ({ max }) => `Price must be more than 0 and at most ${grouped(max)} ILS`,
  'content.whatsapp_required': () => 'Please enter the WhatsApp number',
  'content.whatsapp_invalid': () => 'Enter a mobile number like 05XXXXXXXX or +9705XXXXXXXX',
  'content.contacts_not_allowed': () => 'You may not edit the venue contacts.',
  'content.address_required': () => 'Please enter the address in at least one language',
  'content.address_too_long': ({ max }) => `Address must be at most ${max} characters`,
  'content.prices_not_allowed': () => 'You may not edit the prices.',
  'schedule.lane_in_use': ({ lane }) =>
    `Lane ${lane} holds bookings from today on; move them before removing it.`,
  'schedule.slot_length_in_use': ({ bookings }) =>
    `${bookings} bookings from today on are planned on the current slot length.`,
  'schedule.vr_station_in_use': ({ station }) =>
    `VR station ${station} holds bookings from today on; move them before removing it.`,
  'schedule.vr_session_length_in_use': ({ bookings }) =>
    `${bookings} VR bookings from today on are planned on the current VR session length.`,
  'schedule.hours_span': () =>
    'Choose a closing time after the opening time, at the latest 06:00 the next morning.',
  'schedule.special_days': () =>
    'The last day must be on or after the first day, and at most a year later.',
  'schedule.special_overlap': () => 'These days overlap another special period.',
  'schedule.block_period': () => 'A lane block must end after it starts, and within a year.',
  'schedule.block_today_only': () => "Reception can block lanes only within today's business day.",
  'schedule.not_allowed': () => 'Only the manager can change the schedule.',
  'schedule.text_required': () => 'Write it in at least one language.',
  'schedule.text_too_long': ({ max }) => `Write at most ${max} characters.`,
  'schedule.slot_minutes_range': ({ min, max, step }) =>
    `Slot length: from ${min} to ${max}, in steps of ${step} (minutes).`,
  'schedule.lane_count_range': ({ min, max }) => `Lanes: from ${min} to ${max}.`,
  'schedule.lanes_required': () => 'Choose at least one lane.',
  'schedule.vr_block_today_only': () =>
    "Reception can block VR stations only within today's business day.",
  'schedule.vr_block_period': () =>
    'A VR station block must end after it starts, and within a year.',
  'schedule.stations_required': () => 'Choose at least one VR station.',
  'schedule.vr_station_count_range': ({ min, max }) => `VR stations: from ${min} to ${max}.`,
  'schedule.vr_session_minutes_range': ({ min, max, step }) =>
    `VR session length: from ${min} to ${max}, in steps of ${step} (minutes).`,
  'schedule.time_required': () => 'Enter a time of day.',
  'schedule.day_required': () => 'Choose a day.',
  'schedule.entry_gone': () => 'This entry no longer exists or you may not change it.',
  'schedule.change_unknown': () => 'This is not a change the schedule knows.',
  'schedule.reminder_hours': ({ min, max }) =>
    `Reminders go from ${min} to ${max} hours before a visit, the second closer to it than the first.`,
  'file.image_required': () => 'Please select an image file',
  'file.main_image_type': () => 'Please upload only image files for the main image.',
  'file.too_large': ({ maxBytes }) =>
    `This file is larger than ${sizeLimitLabel(maxBytes)}. Please choose a smaller file.`,
  'account.password_required': () => 'Password is required',
  'account.password_too_short': ({ min }) => `Password must be at least ${min} characters`,
  'account.new_password_too_short': ({ min }) =>
    `Password must be at least ${min} characters long!`,
  'account.password_too_long': ({ max }) => `Password must be at most ${max} characters`,
  'account.password_common': () =>
    'This password is one of the most common ones. Choose one that is harder to guess.',
  'account.role_required': () => 'Role is required',
  'account.current_password_required': () => 'Current password is required',
  'account.passwords_differ': () => "New passwords don't match!",
  'content.edit_gone': ({ item }) =>
    `${contentItemEnglish[item]} no longer exists or you may not edit it.`,
  'content.delete_gone': ({ item }) =>
    `${contentItemEnglish[item]} no longer exists or you may not delete it.`,
  'staff.last_manager': () => 'The last manager account cannot be removed or demoted.',
  'staff.locale_choice': () => 'Choose English or Arabic.',
  'staff.second_factor_choice': () => 'Choose whether a second factor is required.',
  'staff.second_factor_own_first': () =>
    'Set up your own two-step sign-in before requiring it of all staff.',
  'staff.bad_action': () =>
    'Send { "action": "create" | "update" | "delete" | "set_password" | "remove_second_factor", ... } as JSON.',
  'staff.bad_id': () => 'The staff account id is missing or not valid.',
  'staff.not_found': () => 'This staff account no longer exists.',
  'staff.own_account': () => 'You cannot delete your own account.',
  'staff.own_role': () => 'You cannot change your own role: another manager must do it.',
  'staff.own_password': () => 'Change your own password in Settings.',
  'staff.own_second_factor': () => 'Remove your own two-step sign-in in Settings.',
  'staff.manager_password': () =>
    "You cannot set another manager's password: they change their own in Settings.",
  'staff.email_in_use': () => 'Failed to create user. Email is already in use.',
  'staff.create_weak_password': () => 'Failed to create user. Password is too weak.',
  'staff.invalid_email': () => 'Failed to create user. Invalid email address.',
  'staff.create_failed': ({ reason }) => `Failed to create user. ${reason}`,
  'staff.set_password_weak': () => 'Failed to set password. Password is too weak.',
  'staff.set_password_failed': ({ reason }) => `Failed to set password. ${reason}`,
  'staff.remove_second_factor_failed': ({ reason }) =>
    `Failed to remove two-step sign-in. ${reason}`,
  'staff.change_failed': ({ reason }) => reason,
  'staff.delete_failed': ({ reason }) => reason,
  'staff.unexpected': () => 'Something went wrong with staff accounts. Please try again.',
  'email.bad_request': () => 'Send the booking to e-mail about as { "booking_id": "<uuid>" }.',
  'email.bad_cancellation_request': () =>
    'Send the manage link\'s token as { "manage_token": "<token>" }.',
  'email.not_cancelled': () => 'We could not find a cancelled booking for this link.',
  'email.not_rescheduled': () => 'We could not find a moved booking for this link.',
  'email.undecided': () =>
    'This booking is still pending: approve or reject it before e-mailing the customer.',
  'email.address_limited': () =>
    'Too many e-mail requests from your connection. Please try again later.',
  'email.in_flight': () => 'This e-mail is on its way already.',
  'email.retry_later': () =>
    'This e-mail could not be sent a moment ago. Please try again in a few minutes.',
  'email.recipient_capped': () =>
    'This e-mail address has had all the e-mails we send it in a day. The cancellation itself is saved.',
  'email.not_configured': () =>
    'E-mail is not set up for the venue yet (the sender address is missing).',
  'email.not_recorded': () =>
    'The e-mail was not sent because it could not be recorded first. Please try "Resend email" in a moment.',
  'outbox.secret_key_required': () => 'Only the project itself may send the outbox.',
  'whatsapp.verify_refused': () => 'The verify token does not match.',
  'whatsapp.not_configured': () => 'WhatsApp is not set up for this project.',
  'whatsapp.bad_signature': () => 'The signature does not match the body.',
  'whatsapp.bad_request': () => 'The body is not JSON.',
  'message.not_found': () => 'This message no longer exists.',
  'message.not_failed': ({ state }) =>
    `Only a failed message can be sent again. This message is ${state}.`,
  'message.booking_erased': () =>
    "This customer's details were erased: the message cannot be sent again.",
  'auth.invalid_credentials': () => 'Invalid login credentials',
  'auth.too_many_attempts': () =>
    'Too many attempts from this network. Please wait a few minutes and try again.',
  'auth.wrong_current_password': () => 'Current password is incorrect!',
  'auth.weak_password': () => 'New password is too weak!',
  'auth.same_password': () => 'New password should be different from the old password.',
  'auth.reauthenticate': () => 'Please log out and log back in before changing password!',
  'auth.no_session': () => 'No user logged in!',
  'auth.password_change_failed': () => 'Failed to update password. Please try again.',
  'insights.period_order': () => 'Choose a first and a last day, the last on or after the first.',
  'insights.period_too_long': ({ max }) => `Choose a period of at most ${max} days.`,
};

/** A number as English writes it in a sentence: 1,000,000. */
function grouped(value: number): string {
  return value.toLocaleString('en-US');
}
