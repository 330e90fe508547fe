/**
 * The parameters of the back-office's own codes, which refusals.ts merges into `RefusalParams`:
 * the manager's content, schedule and files, the staff forms and the staff-accounts function, the
 * booking e-mails (the manage link's too), the outbox and WhatsApp's webhook, messages sent again,
 * signing in and the venue's numbers.
 */
type None = Record<string, never>;

/** Where a message to a customer stands in the outbox (`public.notification_state`). */
export type NotificationState = 'due' | 'sending' | 'sent' | 'failed' | 'skipped';

/** A content item the back-office edits or deletes by id. */
export type ContentItem =
  | 'menu_item'
  | 'offer'
  | 'faq'
  | 'birthday_package'
  | 'feedback'
  | 'zone_media';

/** What each of these codes' parameters are. */
export type BackOfficeRefusalParams = {
  // Content, staff and the manager's numbers.
  'content.move_choice': None;
  'content.not_found': None;
  // What the manager's forms check (the database refuses the same values by its constraints).
  'content.menu_item_required': None;
  'content.image_address_too_long': { max: number };
  'content.image_address': None;
  'content.menu_price_range': { max: number };
  'content.price_decimals': None;
  'content.description_too_long': { max: number };
  'content.category_required': None;
  'content.category_too_long': { max: number };
  'content.offer_invalid': None;
  'content.offer_too_large': { max: number };
  'content.faq_required': None;
  'content.question_too_long': { max: number };
  'content.answer_too_long': { max: number };
  'content.package_required': None;
  'content.title_too_long': { max: number };
  'content.package_price_range': { min: number; max: number };
  'content.package_max_people': { min: number; max: number };
  'content.package_min_people': { min: number; max: number };
  'content.package_guest_order': None;
  'content.package_duration': { min: number; max: number };
  'content.package_items_count': { max: number };
  'content.package_item_too_long': { max: number };
  'content.package_items_language': None;
  'content.price_required': None;
  'content.price_range': { max: number };
  'content.whatsapp_required': None;
  'content.whatsapp_invalid': None;
  'content.contacts_not_allowed': None;
  /** The venue's address written in no language (`venue_contacts.address`). */
  'content.address_required': None;
  'content.address_too_long': { max: number };
  'content.prices_not_allowed': None;
  // The schedule: a change that would strand bookings from today on.
  'schedule.lane_in_use': { lane: number };
  'schedule.slot_length_in_use': { bookings: number };
  'schedule.vr_station_in_use': { station: number };
  'schedule.vr_session_length_in_use': { bookings: number };
  // The manager's schedule page (its forms' checks, and the constraints that back them).
  'schedule.hours_span': None;
  'schedule.special_days': None;
  'schedule.special_overlap': None;
  'schedule.block_period': None;
  'schedule.block_today_only': None;
  'schedule.not_allowed': None;
  'schedule.text_required': None;
  'schedule.text_too_long': { max: number };
  'schedule.slot_minutes_range': { min: number; max: number; step: number };
  'schedule.lane_count_range': { min: number; max: number };
  'schedule.lanes_required': None;
  // The VR zone's settings and station blocks (docs/decisions/034).
  'schedule.vr_block_today_only': None;
  'schedule.vr_block_period': None;
  'schedule.stations_required': None;
  'schedule.vr_station_count_range': { min: number; max: number };
  'schedule.vr_session_minutes_range': { min: number; max: number; step: number };
  'schedule.time_required': None;
  'schedule.day_required': None;
  'schedule.entry_gone': None;
  'schedule.change_unknown': None;
  /** The reminders' hours before a visit: each from `min` to `max`, the second the closer. */
  'schedule.reminder_hours': { min: number; max: number };
  // A file chosen for upload (`maxBytes`: the bucket's limit).
  'file.image_required': None;
  'file.main_image_type': None;
  'file.too_large': { maxBytes: number };
  // The staff and password forms.
  'account.password_required': None;
  'account.password_too_short': { min: number };
  'account.new_password_too_short': { min: number };
  'account.password_too_long': { max: number };
  'account.password_common': None;
  'account.role_required': None;
  'account.current_password_required': None;
  'account.passwords_differ': None;
  /** An edit or delete by id that found no row (deleted meanwhile, or not the caller's to change). */
  'content.edit_gone': { item: ContentItem };
  'content.delete_gone': { item: ContentItem };
  'staff.last_manager': None;
  'staff.locale_choice': None;
  'staff.second_factor_choice': None;
  'staff.second_factor_own_first': None;
  // The staff-accounts function (supabase/functions/staff-accounts).
  'staff.bad_action': None;
  'staff.bad_id': None;
  'staff.not_found': None;
  'staff.own_account': None;
  'staff.own_role': None;
  'staff.own_password': None;
  'staff.own_second_factor': None;
  'staff.manager_password': None;
  'staff.email_in_use': None;
  'staff.create_weak_password': None;
  'staff.invalid_email': None;
  /** `reason` is what Auth or the database said, in English, for the logs. */
  'staff.create_failed': { reason: string };
  'staff.set_password_weak': None;
  'staff.set_password_failed': { reason: string };
  'staff.remove_second_factor_failed': { reason: string };
  'staff.change_failed': { reason: string };
  'staff.delete_failed': { reason: string };
  'staff.unexpected': None;
  // The booking e-mails (supabase/functions/send-booking-email, cancellation-email, reschedule-email).
  'email.bad_request': None;
  'email.bad_cancellation_request': None;
  'email.not_cancelled': None;
  'email.not_rescheduled': None;
  'email.undecided': None;
  'email.address_limited': None;
  'email.in_flight': None;
  'email.retry_later': None;
  'email.recipient_capped': None;
  /** A decision's e-mail answered `failed` before reaching the e-mail service. */
  'email.not_configured': None;
  'email.not_recorded': None;
  // The outbox's sender and WhatsApp's webhook (send-notifications, whatsapp-webhook): machines'.
  'outbox.secret_key_required': None;
  'whatsapp.verify_refused': None;
  'whatsapp.not_configured': None;
  'whatsapp.bad_signature': None;
  'whatsapp.bad_request': None;
  // A message to a customer that reception sends again (send_notification_again).
  'message.not_found': None;
  /** Only a failed message can be sent again (`state`: due, sending, sent or skipped). */
  'message.not_failed': { state: NotificationState };
  'message.booking_erased': None;
  // Signing in and changing one's own password (the auth server's error codes, read in packages/data).
  'auth.invalid_credentials': None;
  'auth.too_many_attempts': None;
  'auth.wrong_current_password': None;
  'auth.weak_password': None;
  'auth.same_password': None;
  'auth.reauthenticate': None;
  'auth.no_session': None;
  'auth.password_change_failed': None;
  'insights.period_order': None;
  'insights.period_too_long': { max: number };
};
