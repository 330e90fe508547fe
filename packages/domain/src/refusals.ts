/**
 * The refusals the database, the edge functions, the auth server and the data layer give by code
 * (docs/decisions/024). A refusal keeps its English sentence as the error's message (logs stay
 * readable) and carries `{"code", "params"}`: in the error's hint (`private.refusal` in SQL), in a
 * function's answer beside `error`, or set by packages/data from the auth server's error code. The
 * apps show `code` in the reader's language with its parameters, never by reading the sentence.
 * `refusal-english.ts` gives each code's English, byte for byte the database's or the function's
 * sentence; this module stays small, since every page that reads data reads it.
 */
import type { BookingStatus } from './booking.ts';
import type { LocalizedText } from './localized-text.ts';

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

/** What each code's parameters are. */
export type RefusalParams = {
  // Too much at once (HTTP 429).
  /** One address, phone or e-mail has made too many requests of one kind (`bucket`) lately. */
  'limit.too_many_requests': { bucket: string };
  'limit.feedback_posts': None;
  'limit.feedback_votes': None;
  'limit.pending_per_email': None;
  'limit.pending_per_slot': None;
  // The manage link.
  'manage.declined': None;
  'manage.cancellation_closed': { hours: number; phone: string };
  /** Changing the time: after the cut-off (the same as cancelling's), a closed booking, no change. */
  'manage.change_closed': { hours: number; phone: string };
  'manage.change_not_open': { status: BookingStatus };
  'manage.change_same_time': None;
  /** "I'm coming" on a booking that is not approved. */
  'manage.confirm_not_open': { status: BookingStatus };
  // Who may do what (42501).
  /** `action` is the English phrase the sentence ends with ("approve bookings"). */
  'access.staff_only': { action: string };
  'access.manager_only': { action: string };
  'access.customer_cancel': None;
  /** No session, or one that names no user: the platform's 401 before a function runs too. */
  'access.signed_out': None;
  /** The session still owes its second factor's code (or its enrolment). */
  'access.second_factor_required': None;
  // Typed values (VN010, the field in the error's detail).
  'field.name_required': None;
  'field.name_too_long': { max: number };
  'field.name_hidden_characters': None;
  'field.email_required': None;
  'field.email_too_long': { max: number };
  'field.email_invalid': None;
  'field.phone_required': None;
  'field.phone_invalid': None;
  'field.notes_too_long': { max: number };
  'field.hidden_characters': None;
  // A booking's request, its day and time.
  'booking.package_required': None;
  'booking.package_gone': None;
  'booking.package_guests': { min: number; max: number };
  'booking.package_not_allowed': None;
  'booking.people_range': { max: number };
  'booking.rounds_range': { max: number };
  'booking.date_required': None;
  'booking.time_required': None;
  'booking.past_date': None;
  'booking.beyond_horizon': { days: number };
  'booking.slot_started': None;
  'booking.past_closing': None;
  /**
   * A day the venue does not open: a whole-day closure (its `reason`, in each language the
   * manager wrote it in) or a day its hours leave closed (`reason` null).
   */
  'booking.day_closed': { date: string; reason: LocalizedText | null };
  /** A closure of part of a day (`from` and `to` HH:mm on the business day's clock). */
  'booking.time_closed': { from: string; to: string; reason: LocalizedText };
  /** All lanes of a slot are approved (`date` YYYY-MM-DD, `time` HH:MM). */
  'booking.slot_full': { lanes: number; date: string; time: string; approved: number };
  // What the booking forms alone check.
  'booking.type_choice': None;
  'booking.party_size': { min: number; max: number };
  'booking.regular_duration': { minutes: number };
  'booking.package_duration': { min: number; max: number };
  'booking.duration_whole': None;
  /** A manage link that names no booking (`phone` is the venue's, to call). */
  'manage.not_found': { phone: string };
  // A booking at the desk.
  'booking.not_found': None;
  'booking.not_pending': { status: BookingStatus };
  'booking.cancel_not_open': { status: BookingStatus };
  /** Reception cancels a booking only with a message for its customer. */
  'booking.cancel_message_required': None;
  'booking.cancel_message_too_long': { max: number };
  'booking.reschedule_not_approved': None;
  'booking.rejection_reason_required': None;
  'booking.rejection_reason_too_long': { max: number };
  'booking.rejection_reason_key': None;
  'booking.contact_attempts_one': None;
  'booking.attendance_choice': None;
  'booking.attendance_not_approved': { status: BookingStatus };
  'booking.attendance_too_early': None;
  'booking.source_choice': None;
  'lane.range': { lanes: number };
  /** A set of lanes of another size than the booking needs (packages/domain/src/lanes.ts). */
  'lane.count': { lanes: number };
  'lane.move_not_approved': { status: BookingStatus };
  'lane.taken': { lane: number; time: string };
  /** A lane blocked for part of a slot (a repair, a league night), with the block's reason. */
  'lane.blocked': { lane: number; time: string; reason: LocalizedText };
  'customer.contact_required': None;
  // Feedback.
  'feedback.rating_range': { min: number; max: number };
  'feedback.comment_required': None;
  'feedback.comment_too_long': { max: number };
  'feedback.vote_choice': None;
  'feedback.voter_required': None;
  'feedback.not_found': None;
  'feedback.not_saved': None;
  'booking.not_saved': None;
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
  // What no person should meet: the database's own invariants.
  'internal.reference_number': { number: number };
  'internal.references_used_up': { number: number };
  // A request that failed without a refusal: the network, or an error with no code.
  'failure.network': None;
  'failure.unknown': None;
  /** A function failed in a way it did not expect (its log says how). */
  'internal.unexpected': None;
  /** A function was called with another HTTP method than POST. */
  'request.method_not_allowed': None;
};

export type RefusalCode = keyof RefusalParams;

/** A refusal as the database gives it: its code and that code's parameters. */
export type Refusal = {
  [Code in RefusalCode]: { code: Code; params: RefusalParams[Code] };
}[RefusalCode];

/** A code without parameters, or one with them. */
type ParamsOf<Code extends RefusalCode> = RefusalParams[Code] extends None
  ? [params?: None]
  : [params: RefusalParams[Code]];

/**
 * A refusal written as a form check's message (a Zod issue's): the same `{"code","params"}` JSON
 * the database's hint carries, so a field's error travels as a code, never as English, and
 * `refusalOf` reads it back.
 */
export function refusalMessage<Code extends RefusalCode>(
  code: Code,
  ...[params]: ParamsOf<Code>
): string {
  return JSON.stringify({ code, params: params ?? {} });
}

/** The shape of a code: an area and what was refused (`limit.pending_per_slot`). */
const codeShape = /^[a-z]+\.[a-z_]+$/;

/**
 * The refusal an error's hint (or an edge function's answer) carries, or null when it carries
 * none (an older error, a network failure, a hint of another kind). A code this build does not
 * know yet reads as given; the screens fall back to the message for it.
 */
export function refusalOf(carrier: unknown): Refusal | null {
  let value = carrier;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || !codeShape.test(code)) return null;
  const isObject = params !== null && typeof params === 'object' && !Array.isArray(params);
  return { code, params: isObject ? params : {} } as Refusal;
}
