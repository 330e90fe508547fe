// What the confirmation repeats of a sent request (bowling, birthday or VR), and the decoy
// reference and link a bot is shown instead.
import type { RequestedBooking } from '@venue/data/bookings/request-booking';
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { bookingReferenceAlphabet, bookingReferencePrefix } from '@venue/domain/booking-reference';
import type { BookingFormValues, VrBookingFormValues } from '@venue/domain/forms/booking-form';
import { birthdayEstimate } from '@venue/domain/pricing';
import { type VrSettings, vrPrice } from '@venue/domain/vr';
import type { BookingFormState } from './booking-form-state.ts';
import type { BookingSummary } from './components/booking-confirmation-modal.tsx';

/** What a VR request is checked and priced with. */
export type VrChoiceContext = {
  /** The zone's stations and session length. */
  settings: VrSettings;
  /** The price of one session; null or undefined while unknown. */
  sessionPrice: number | null | undefined;
  /** The day's VR sessions as last loaded: the fallback when they cannot be read again. */
  day: readonly VrSessionOccupancy[] | undefined;
};

/** A token shaped like `request_booking`'s (43 base64url characters) that names no booking. */
export function decoyToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A reference shaped like the database's that names no booking. */
export function decoyReference(): string {
  const picks = crypto.getRandomValues(new Uint8Array(4));
  const code = Array.from(picks, (pick) => bookingReferenceAlphabet[pick % 26]).join('');
  return `${bookingReferencePrefix}-${code}`;
}

/** What every confirmation repeats: the reference and link, who asked, when, for how many. */
function commonSummary(
  values: BookingFormValues | VrBookingFormValues,
  state: Pick<BookingFormState, 'hasWhatsAppConsent'>,
  created: Pick<RequestedBooking, 'reference' | 'manageToken'>,
) {
  return {
    reference: created.reference,
    manageToken: created.manageToken,
    hasWhatsAppConsent: state.hasWhatsAppConsent,
    name: values.name,
    date: values.date,
    time: values.time,
    people: values.people,
    phone: values.phone,
  };
}

export function summaryOf(
  values: BookingFormValues,
  state: Pick<BookingFormState, 'package' | 'hasWhatsAppConsent'>,
  created: Pick<RequestedBooking, 'reference' | 'manageToken'>,
): BookingSummary {
  const chosen = state.package;
  const common = commonSummary(values, state, created);
  return values.type === 'regular'
    ? { ...common, type: 'regular', rounds: values.rounds }
    : {
        ...common,
        type: 'birthday',
        packageTitle: chosen?.title ?? {},
        estimate: birthdayEstimate(values.people, chosen?.price ?? 0),
        notes: values.notes,
      };
}

/** A VR request as the confirmation repeats it, priced at the session price the page showed. */
export function vrSummaryOf(
  values: VrBookingFormValues,
  state: Pick<BookingFormState, 'hasWhatsAppConsent'>,
  vr: VrChoiceContext,
  created: Pick<RequestedBooking, 'reference' | 'manageToken'>,
): BookingSummary {
  const { sessionPrice } = vr;
  return {
    ...commonSummary(values, state, created),
    type: 'vr',
    sessions: values.rounds,
    sessionMinutes: vr.settings.sessionMinutes,
    price: sessionPrice == null ? null : vrPrice(values.people, values.rounds, sessionPrice),
  };
}
