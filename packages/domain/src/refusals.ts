/**
 * The refusals the database, the edge functions, the auth server and the data layer give by code
 * (docs/decisions/024). A refusal keeps its English sentence as the error's message (logs stay
 * readable) and carries `{"code", "params"}`: in the error's hint (`private.refusal` in SQL), in a
 * function's answer beside `error`, or set by packages/data from the auth server's error code. The
 * apps show `code` in the reader's language with its parameters, never by reading the sentence.
 * `refusal-english.ts` gives each code's English, byte for byte the database's or the function's
 * sentence; this module stays small, since every page that reads data reads it. The back-office's
 * own codes (content, schedule, staff, e-mails, messages, signing in) are in
 * `refusals-back-office.ts`.
 */
import type { BookingStatus } from './booking.ts';
import type { LocalizedText } from './localized-text.ts';
import type { BackOfficeRefusalParams } from './refusals-back-office.ts';

export type { ContentItem, NotificationState } from './refusals-back-office.ts';

type None = Record<string, never>;

/** What each code's parameters are (the back-office's codes: `BackOfficeRefusalParams`). */
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
  // VR sessions (docs/decisions/034): players, sessions, the minimum age, the stations.
  'vr.package_not_allowed': None;
  'vr.players_range': { max: number };
  'vr.sessions_range': { max: number };
  /** The customer has not confirmed that every player is `age` or older. */
  'vr.age_unconfirmed': { age: number };
  /** Fewer VR stations free in a session (`time`) than the booking needs (held or blocked ones taken). */
  'vr.session_full': { date: string; time: string; left: number; stations: number; needed: number };
  /** A party whose VR sessions fit neither after nor before its bowling: reception chooses its VR start. */
  'vr.no_party_session': { date: string };
  /** A party's chosen VR start that the day's VR grid does not offer. */
  'vr.start_invalid': { time: string };
  'vr.station_range': { stations: number };
  /** A VR station blocked in a session a booking holds it (a schedule conflict), with the block's reason. */
  'vr.station_blocked': { station: number; time: string; reason: LocalizedText };
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
} & BackOfficeRefusalParams & {
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
