/**
 * The refusals the database gives by code (docs/decisions/024). A refusal keeps its English
 * sentence as the error's message (logs stay readable) and carries `{"code", "params"}` in the
 * error's hint (`private.refusal` in SQL); the apps show `code` in the reader's language with its
 * parameters, never by reading the sentence. Each entry here is the code's English rendering,
 * byte for byte the database's (a data test holds them equal), from its parameters.
 *
 * The codes are given step by step: `refusalsStillWithoutCode` in the data tests lists the raises
 * of the live schema that carry none yet, and a new raise without a code fails them.
 */
import { feedbackPostLimitMessage } from './forms/feedback-form.ts';
import { pendingPerEmailMessage, pendingPerSlotMessage } from './limits.ts';
import { cancellationDeclinedMessage } from './manage-link.ts';

/** What each code's parameters are. */
export type RefusalParams = {
  /** One address, phone or e-mail has made too many requests of one kind (`bucket`) lately. */
  'limit.too_many_requests': { bucket: string };
  /** One network posted too much feedback lately. */
  'limit.feedback_posts': Record<string, never>;
  /** One network or voter voted too often lately. */
  'limit.feedback_votes': Record<string, never>;
  /** An e-mail address has too many requests waiting for the desk. */
  'limit.pending_per_email': Record<string, never>;
  /** A time has too many requests waiting for the desk. */
  'limit.pending_per_slot': Record<string, never>;
  /** The manage link's booking was declined: there is nothing to cancel. */
  'manage.declined': Record<string, never>;
  /** The manage link's booking starts within the cut-off: call the venue. */
  'manage.cancellation_closed': { hours: number; phone: string };
};

export type RefusalCode = keyof RefusalParams;

/** A refusal as the database gives it: its code and that code's parameters. */
export type Refusal = {
  [Code in RefusalCode]: { code: Code; params: RefusalParams[Code] };
}[RefusalCode];

/** The English of each code, from its parameters: what SQL writes as the error's message. */
export const refusalEnglish: { [Code in RefusalCode]: (params: RefusalParams[Code]) => string } = {
  'limit.too_many_requests': () =>
    'Too many booking requests. Please try again in a few minutes, or call us.',
  'limit.feedback_posts': () => feedbackPostLimitMessage,
  'limit.feedback_votes': () => 'Too many votes from this network. Please try again later.',
  'limit.pending_per_email': () => pendingPerEmailMessage,
  'limit.pending_per_slot': () => pendingPerSlotMessage,
  'manage.declined': () => cancellationDeclinedMessage,
  'manage.cancellation_closed': ({ hours, phone }) =>
    `Bookings can be cancelled online up to ${hours} hours before they start. Please call us on ${phone} to change or cancel this one.`,
};

/** Every code, in the registry's order. */
export const refusalCodes = Object.keys(refusalEnglish) as RefusalCode[];

function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(refusalEnglish, code);
}

/**
 * The refusal an error's hint (or an edge function's answer) carries, or null when it carries
 * none this registry knows (an older error, a network failure).
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
  if (value === null || typeof value !== 'object') return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (!isRefusalCode(code)) return null;
  const isObject = params !== null && typeof params === 'object' && !Array.isArray(params);
  return { code, params: (isObject ? params : {}) as never };
}

/** A refusal's English, as the database words it. */
export function englishOf(refusal: Refusal): string {
  const render = refusalEnglish[refusal.code] as (params: unknown) => string;
  return render(refusal.params);
}
