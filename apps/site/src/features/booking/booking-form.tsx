import { useQueryClient } from '@tanstack/react-query';
import type { SlotOccupancy } from '@venue/data/bookings/slot-occupancy';
import { DataError } from '@venue/data/errors';
import { isSlotFull } from '@venue/domain/capacity';
import { venueToday } from '@venue/domain/clock';
import {
  type BookingFormValues,
  bookingFormSchema,
  checkBookingTiming,
} from '@venue/domain/forms/booking-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import {
  laneCount,
  maxPeoplePerBooking,
  maxRoundsPerBooking,
  venue,
  venueTimeZone,
} from '@venue/domain/venue';
import { type FormEvent, useId, useReducer, useRef, useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog/use-confirm.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useBirthdayPackages } from './api/use-birthday-packages.ts';
import { useRequestBooking } from './api/use-request-booking.ts';
import { slotOccupancyQuery, useSlotOccupancy } from './api/use-slot-occupancy.ts';
import styles from './booking.module.css';
import {
  bookingFormInput,
  bookingFormReducer,
  canSubmitBooking,
  initialBookingForm,
} from './booking-form-state.ts';
import {
  BookingConfirmationModal,
  type BookingSummary,
} from './components/booking-confirmation-modal.tsx';
import { BookingInfoPanel } from './components/booking-info-panel.tsx';
import { BookingTypeToggle } from './components/booking-type-toggle.tsx';
import { ChoiceGroup } from './components/choice-group.tsx';
import { MonthCalendar } from './components/month-calendar.tsx';
import { PackageCards } from './components/package-cards.tsx';
import { SlotGrid } from './components/slot-grid.tsx';
import { useVenueNow } from './use-venue-now.ts';

const peopleOptions = Array.from({ length: maxPeoplePerBooking }, (_, index) => index + 1);
const roundsOptions = Array.from({ length: maxRoundsPerBooking }, (_, index) => index + 1);

export const capacityConfirmation = {
  title: 'Time Slot at Capacity',
  message: `This time slot already has ${laneCount} approved bookings (all lanes occupied). Your booking will be submitted, but it may need to be rescheduled.`,
  confirmText: 'Continue Booking',
  cancelText: 'Choose Different Time',
  type: 'warning',
} as const;

export const rateLimitMessage = `We have received several booking requests from you in a short time. Please try again in a few minutes, or call us at ${venue.phone.display}.`;

/** The fields an error can be shown next to; the server's names are mapped onto them. */
type ErrorField = 'name' | 'email' | 'phone' | 'people' | 'rounds' | 'package' | 'date' | 'time';
type FormErrors = Partial<Record<ErrorField, string>>;

function errorFieldOf(path: string): ErrorField | null {
  if (path === 'packageId') return 'package';
  if (path === 'duration') return 'time';
  return ['name', 'email', 'phone', 'people', 'rounds', 'date', 'time'].includes(path)
    ? (path as ErrorField)
    : null;
}

function toFormErrors(errors: Readonly<Record<string, string>>): FormErrors {
  const result: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = errorFieldOf(path);
    if (field && !result[field]) result[field] = message;
  }
  return result;
}

const fieldOrder: ErrorField[] = [
  'name',
  'email',
  'phone',
  'people',
  'rounds',
  'package',
  'date',
  'time',
];

function summaryOf(values: BookingFormValues, packageTitle: string): BookingSummary {
  const common = {
    name: values.name,
    date: values.date,
    time: values.time,
    people: values.people,
    phone: values.phone,
  };
  return values.type === 'regular'
    ? { ...common, type: 'regular', rounds: values.rounds }
    : { ...common, type: 'birthday', packageTitle };
}

/**
 * The booking form: type, contact details, people and rounds or a package, a day and a slot. It
 * checks the fields with the domain's schema before sending, warns when the slot already has all
 * lanes approved, and sends the request through `request_booking`.
 */
export function BookingForm() {
  const now = useVenueNow();
  const today = venueToday(now, venueTimeZone);
  const [state, dispatch] = useReducer(bookingFormReducer, today, initialBookingForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [confirmation, setConfirmation] = useState<BookingSummary | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const queryClient = useQueryClient();
  const occupancy = useSlotOccupancy(state.date);
  const packages = useBirthdayPackages();
  const requestBooking = useRequestBooking();
  const { showToast } = useToast();
  const confirm = useConfirm();

  const isBusy = isChecking || requestBooking.isPending;
  const canSubmit = canSubmitBooking(state) && !isBusy;

  function clearError(field: ErrorField) {
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }

  function showErrors(next: FormErrors) {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (!first || !formRef.current) return;
    const target = formRef.current.querySelector<HTMLElement>(`[data-field="${first}"]`);
    target?.focus();
  }

  function finish(summary: BookingSummary) {
    dispatch({ type: 'reset', date: today });
    setErrors({});
    // The submit button is disabled once the form is reset: the modal hands focus back to the
    // first field instead, ready for another booking.
    nameRef.current?.focus();
    setConfirmation(summary);
  }

  /** The day's occupancy as it is now; the cached copy when it cannot be read again. */
  async function freshOccupancy(date: string): Promise<SlotOccupancy | undefined> {
    try {
      return await queryClient.fetchQuery({ ...slotOccupancyQuery(date), staleTime: 0 });
    } catch {
      return occupancy.data;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;

    const input = bookingFormInput(state);
    const problems = fieldErrors(bookingFormSchema, input);
    if (Object.keys(problems).length > 0) {
      showErrors(toFormErrors(problems));
      return;
    }
    const values = bookingFormSchema.parse(input);
    const packageTitle = state.package?.title ?? '';

    // Only bots fill the hidden field: they get the confirmation and nothing is sent.
    if (state.honeypot.trim() !== '') {
      finish(summaryOf(values, packageTitle));
      return;
    }

    const timing = checkBookingTiming(values, new Date(), venueTimeZone);
    if (timing) {
      showErrors(toFormErrors({ [timing.field]: timing.message }));
      return;
    }

    setIsChecking(true);
    try {
      const latest = await freshOccupancy(values.date);
      if (latest && isSlotFull(latest, values.time, values.duration)) {
        const shouldContinue = await confirm(capacityConfirmation);
        if (!shouldContinue) return;
      }
    } finally {
      setIsChecking(false);
    }

    requestBooking.mutate(
      {
        name: values.name,
        email: values.email,
        phone: values.phone,
        people: values.people,
        rounds: values.rounds,
        date: values.date,
        time: values.time,
        type: values.type,
        packageId: values.type === 'birthday' ? values.packageId : undefined,
      },
      {
        onSuccess: () => finish(summaryOf(values, packageTitle)),
        onError: (error) => {
          const isRateLimited = error instanceof DataError && error.code === 'PT429';
          const message = isRateLimited ? rateLimitMessage : error.message;
          showToast(`Error submitting booking: ${message}`, 'error');
          if (error instanceof DataError && error.field) {
            const field = errorFieldOf(error.field);
            if (field) setErrors({ [field]: error.message });
          }
        },
      },
    );
  }

  function textField(
    field: 'name' | 'email' | 'phone',
    label: string,
    options: { type: string; autoComplete: string; placeholder?: string },
  ) {
    const inputId = `${id}-${field}`;
    const errorId = `${inputId}-error`;
    const error = errors[field];
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.fieldLabel}>
          {label}
        </label>
        <input
          ref={field === 'name' ? nameRef : undefined}
          id={inputId}
          data-field={field}
          className={styles.input}
          type={options.type}
          autoComplete={options.autoComplete}
          placeholder={options.placeholder}
          value={state[field]}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            dispatch({ type: 'edit', field, value: event.target.value });
            clearError(field);
          }}
        />
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  }

  function groupError(field: ErrorField) {
    const error = errors[field];
    return error ? (
      <p className={styles.error} role="alert">
        {error}
      </p>
    ) : null;
  }

  return (
    <div className={styles.layout}>
      <form ref={formRef} className={`card ${styles.form}`} noValidate onSubmit={submit}>
        <BookingTypeToggle
          value={state.type}
          onChange={(bookingType) => {
            dispatch({ type: 'choose-type', bookingType });
            clearError('package');
          }}
        />

        <div className={styles.contactFields}>
          {textField('name', 'Full Name', { type: 'text', autoComplete: 'name' })}
          {textField('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {textField('phone', 'WhatsApp Number', {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: '+970XXXXXXXXX',
          })}
        </div>

        {/* Left empty by people; bots fill it in. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={state.honeypot}
            onChange={(event) =>
              dispatch({ type: 'edit', field: 'honeypot', value: event.target.value })
            }
          />
        </div>

        {state.type === 'regular' ? (
          <>
            <ChoiceGroup
              label="Number of People"
              options={peopleOptions}
              value={state.people}
              describe={(people) => (people === 1 ? '1 person' : `${people} people`)}
              onChange={(people) => {
                dispatch({ type: 'choose-people', people });
                clearError('people');
              }}
            />
            {groupError('people')}
            <ChoiceGroup
              label="Number of Rounds"
              options={roundsOptions}
              value={state.rounds}
              describe={(rounds) => (rounds === 1 ? '1 round' : `${rounds} rounds`)}
              onChange={(rounds) => {
                dispatch({ type: 'choose-rounds', rounds });
                clearError('rounds');
              }}
            />
            {groupError('rounds')}
          </>
        ) : (
          <>
            <PackageCards
              packages={packages.data}
              isLoading={packages.isPending}
              selectedId={state.package?.id ?? null}
              onSelect={(chosen) => {
                dispatch({ type: 'choose-package', package: chosen });
                clearError('package');
                clearError('people');
              }}
            />
            {groupError('package')}
            {groupError('people')}
          </>
        )}

        <MonthCalendar
          today={today}
          selectedDate={state.date}
          onSelect={(date) => {
            dispatch({ type: 'choose-date', date });
            clearError('date');
            clearError('time');
          }}
        />
        {groupError('date')}

        {state.date !== null && (
          <SlotGrid
            date={state.date}
            now={now}
            duration={state.duration}
            occupancy={occupancy.data}
            isLoading={occupancy.isPending}
            selectedTime={state.time}
            onSelect={(time) => {
              dispatch({ type: 'choose-time', time });
              clearError('time');
            }}
          />
        )}
        {groupError('time')}

        <p className={styles.hint}>Your booking will be reviewed and confirmed by our team.</p>
        <button
          type="submit"
          className={`button button-primary ${styles.submit}`}
          disabled={!canSubmit}
          aria-busy={isBusy}
        >
          {state.type === 'birthday' ? 'Book Birthday Package' : 'Book Regular'}
        </button>
      </form>

      <BookingInfoPanel type={state.type} />

      <BookingConfirmationModal summary={confirmation} onClose={() => setConfirmation(null)} />
    </div>
  );
}
