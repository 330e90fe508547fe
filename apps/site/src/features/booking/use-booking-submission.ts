import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { BookingRequest, RequestedBooking } from '@venue/data/bookings/request-booking';
import { DataError } from '@venue/data/errors';
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import {
  type BookingFormValues,
  bookingFormSchemaFor,
  checkBookingTiming,
  checkPackageGuests,
  type VrBookingFormValues,
} from '@venue/domain/forms/booking-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import type { RefusalCode } from '@venue/domain/refusals';
import { checkRun, type Schedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import { isLocale, sourceLocale } from '@venue/i18n/locales';
import { type FormEvent, useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog/use-confirm.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { errorText, rateLimitText } from '../../lib/domain-messages.ts';
import { useRequestBooking } from './api/use-request-booking.ts';
import { venueDayQuery } from './api/use-venue-day.ts';
import { vrDayQuery } from './api/use-vr-day.ts';
import {
  type BookingFormState,
  bookingFormInput,
  canSubmitBooking,
  lanesNeededOf,
} from './booking-form-state.ts';
import {
  decoyReference,
  decoyToken,
  summaryOf,
  type VrChoiceContext,
  vrSummaryOf,
} from './booking-summary.ts';
import { capacityConfirmation } from './capacity-confirmation.ts';
import type { BookingSummary } from './components/booking-confirmation-modal.tsx';
import { fewestLanesFree } from './slot-choices.ts';
import {
  type BookingErrors,
  type ErrorField,
  errorFieldOf,
  toFormErrors,
} from './use-booking-errors.ts';
import { checkVrForm, vrTimingProblem } from './vr-submission.ts';

/** The field each pending limit asks the visitor to change. */
const pendingLimitFields: Partial<Record<RefusalCode, ErrorField>> = {
  'limit.pending_per_email': 'email',
  'limit.pending_per_slot': 'time',
};

/**
 * The form's problems: the schema's (the e-mail optional with consent to WhatsApp messages), and
 * for a birthday, guests outside the package's range.
 */
function problemsOf(state: BookingFormState): Record<string, string> {
  const schema = bookingFormSchemaFor(state.hasWhatsAppConsent);
  const problems = { ...fieldErrors(schema, bookingFormInput(state)) };
  if (state.type === 'birthday' && state.package && !problems.people) {
    const guests = checkPackageGuests(state.people, {
      minPeople: state.package.min_people,
      maxPeople: state.package.max_people,
    });
    if (guests) problems[guests.field] = guests.message;
  }
  return problems;
}

type SubmissionOptions = {
  state: BookingFormState;
  vr: VrChoiceContext;
  /** The venue's schedule, which the chosen time is checked against before sending. */
  schedule: Schedule | undefined;
  /** The day's free lanes as last loaded: the fallback when they cannot be read again. */
  day: readonly VenueDaySlot[] | undefined;
  errors: BookingErrors;
  /** Called after a booking is sent (or a bot is fooled): the form starts over. */
  onSent: () => void;
};

/**
 * Sending the booking: the domain's schema and the venue clock first, then a warning when the
 * slot has fewer lanes free than the group takes, then `request_booking`. A refusal is a toast,
 * and shown beside its field when it names one. Holds the confirmation summary once a booking is
 * sent.
 */
export function useBookingSubmission({
  state,
  vr,
  schedule,
  day,
  errors,
  onSent,
}: SubmissionOptions) {
  const { t, i18n } = useLingui();
  const [confirmation, setConfirmation] = useState<BookingSummary | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const queryClient = useQueryClient();
  const requestBooking = useRequestBooking();
  const { showToast } = useToast();
  const confirm = useConfirm();

  const isBusy = isChecking || requestBooking.isPending;
  const canSubmit = canSubmitBooking(state) && !isBusy;

  function finish(summary: BookingSummary) {
    errors.setErrors({});
    onSent();
    setConfirmation(summary);
  }

  /** The day's free lanes as they are now; the cached copy when they cannot be read again. */
  async function freshDay(date: string): Promise<readonly VenueDaySlot[] | undefined> {
    try {
      return await queryClient.fetchQuery({ ...venueDayQuery(date), staleTime: 0 });
    } catch {
      return day;
    }
  }

  /** The day's VR sessions as they are now; the cached copy when they cannot be read again. */
  async function freshVrDay(date: string): Promise<readonly VrSessionOccupancy[] | undefined> {
    try {
      return await queryClient.fetchQuery({ ...vrDayQuery(date), staleTime: 0 });
    } catch {
      return vr.day;
    }
  }

  /**
   * Whether the visitor still wants the slot: asked only when a slot of its run has fewer lanes
   * free than the group takes.
   */
  async function confirmCapacity(values: BookingFormValues, venue: Schedule): Promise<boolean> {
    setIsChecking(true);
    try {
      const latest = await freshDay(values.date);
      const run = checkRun(venue, values.date, values.time, values.duration);
      if (!latest || !run.ok) return true;
      const lanesFree = fewestLanesFree(run.slots, latest);
      const lanesNeeded = lanesNeededOf(state);
      if (lanesFree >= lanesNeeded) return true;
      return await confirm(
        capacityConfirmation(i18n, { laneCount: venue.laneCount, lanesFree, lanesNeeded }),
      );
    } finally {
      setIsChecking(false);
    }
  }

  /** What every request carries: who asks, when, in which language, with which consent. */
  function requestOf(
    values: BookingFormValues | VrBookingFormValues,
    form: BookingFormState,
  ): BookingRequest {
    return {
      name: values.name,
      email: values.email,
      phone: values.phone,
      people: values.people,
      rounds: values.rounds,
      date: values.date,
      time: values.time,
      type: values.type,
      // The page's language, which the booking's e-mails are written in; English is the default.
      locale: isLocale(i18n.locale) && i18n.locale !== sourceLocale ? i18n.locale : undefined,
      // Sent only when the box is ticked: the database records the consent and its words.
      ...(form.hasWhatsAppConsent ? { whatsappConsent: true } : {}),
    };
  }

  function send(
    request: BookingRequest,
    summaryFor: (created: Pick<RequestedBooking, 'reference' | 'manageToken'>) => BookingSummary,
  ) {
    requestBooking.mutate(request, {
      onSuccess: (created) => finish(summaryFor(created)),
      onError: (error) => {
        const refusal = error instanceof DataError ? error.refusal : null;
        // The pending limits name the field to change: the e-mail address, or the time.
        const pendingField = refusal ? pendingLimitFields[refusal.code] : undefined;
        // Too many requests from this visitor: the site's own words, with the venue's number.
        const shown =
          refusal?.code === 'limit.too_many_requests'
            ? rateLimitText(i18n)
            : errorText(i18n, error);
        showToast(t`Error submitting booking: ${shown}`, 'error');
        const field =
          (error instanceof DataError && error.field ? errorFieldOf(error.field) : null) ??
          pendingField;
        if (field) errors.setErrors({ [field]: shown });
      },
    });
  }

  /** A VR request: its fields, then its time against the VR grid read again, then sent. */
  async function submitVr() {
    const checked = checkVrForm(state, vr.settings.stationCount);
    if ('problems' in checked) {
      errors.showErrors(toFormErrors(checked.problems));
      return;
    }
    const { values } = checked;
    const summaryFor = (created: Pick<RequestedBooking, 'reference' | 'manageToken'>) =>
      vrSummaryOf(values, state, vr, created);
    // Only bots fill the hidden field: as for bowling, a confirmation and nothing sent.
    if (state.honeypot.trim() !== '') {
      finish(summaryFor({ reference: decoyReference(), manageToken: decoyToken() }));
      return;
    }
    setIsChecking(true);
    let problem: { time: string } | undefined;
    try {
      const latest = await freshVrDay(values.date);
      problem = vrTimingProblem(values, latest, new Date(), venueTimeZone, vr.settings);
    } finally {
      setIsChecking(false);
    }
    if (problem) {
      errors.showErrors(toFormErrors(problem));
      return;
    }
    send({ ...requestOf(values, state), ageConfirmed: true }, summaryFor);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    if (state.type === 'vr') {
      await submitVr();
      return;
    }

    const problems = problemsOf(state);
    if (Object.keys(problems).length > 0) {
      errors.showErrors(toFormErrors(problems));
      return;
    }
    const values = bookingFormSchemaFor(state.hasWhatsAppConsent).parse(bookingFormInput(state));

    // Only bots fill the hidden field: they get the confirmation (with a reference and a link to
    // nothing) and nothing is sent.
    if (state.honeypot.trim() !== '') {
      finish(summaryOf(values, state, { reference: decoyReference(), manageToken: decoyToken() }));
      return;
    }

    // The time was picked from the schedule's grid, so it is there once a time can be chosen.
    if (!schedule) return;
    const timing = checkBookingTiming(values, new Date(), venueTimeZone, { schedule });
    if (timing) {
      errors.showErrors(toFormErrors({ [timing.field]: timing.message }));
      return;
    }

    if (await confirmCapacity(values, schedule)) {
      send(
        {
          ...requestOf(values, state),
          packageId: values.type === 'birthday' ? values.packageId : undefined,
          notes: values.type === 'birthday' ? values.notes : undefined,
        },
        (created) => summaryOf(values, state, created),
      );
    }
  }

  return {
    submit,
    isBusy,
    canSubmit,
    confirmation,
    closeConfirmation: () => setConfirmation(null),
  };
}
