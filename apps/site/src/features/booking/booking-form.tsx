import { Trans, useLingui } from '@lingui/react/macro';
import { lastBookableDate, venueToday } from '@venue/domain/clock';
import { venue, venueTimeZone } from '@venue/domain/venue';
import { defaultVrSettings } from '@venue/domain/vr';
import { useEffect, useId, useReducer, useRef } from 'react';
import type { BookingLink } from '../../lib/booking-link.ts';
import { useBirthdayPackages } from '../../lib/use-birthday-packages.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePrices } from '../../lib/use-prices.ts';
import { useVenueNow } from '../../lib/use-venue-now.ts';
import { useSchedule } from './api/use-schedule.ts';
import { useVenueDay } from './api/use-venue-day.ts';
import { useVrDay } from './api/use-vr-day.ts';
import { useVrSettings } from './api/use-vr-settings.ts';
import styles from './booking.module.css';
import {
  bookingFormReducer,
  initialBookingForm,
  lanesNeededOf,
  missingChoices,
  packageNamed,
  type VrDay,
} from './booking-form-state.ts';
import { missingChoiceTexts } from './booking-texts.ts';
import calendarStyles from './calendar.module.css';
import { BookingConfirmationModal } from './components/booking-confirmation-modal.tsx';
import { BookingInfoPanel } from './components/booking-info-panel.tsx';
import { BookingTypeToggle } from './components/booking-type-toggle.tsx';
import { ContactFields } from './components/contact-fields.tsx';
import { PartyChoice } from './components/party-choice.tsx';
import { SlotPicker } from './components/slot-picker.tsx';
import { VrChoice } from './components/vr-choice.tsx';
import { useBookingErrors } from './use-booking-errors.ts';
import { useBookingSubmission } from './use-booking-submission.ts';
import { vrTexts } from './vr-texts.ts';

/**
 * The booking form: type, contact details, people and rounds or a package (with the lanes the
 * group takes), a day and a slot. It checks the fields with the domain's schema before sending,
 * warns when the slot has fewer lanes free than the group takes, and sends the request through
 * `request_booking`. VR (decision 034) takes players and sessions instead, its own grid of
 * session starts with the stations left, the price, and the minimum age's box. A link may open it
 * on the birthday type with a package chosen (an unknown package leaves the choice to the
 * visitor), or on VR.
 */
export function BookingForm({ requested }: { requested?: BookingLink | undefined }) {
  const { t, i18n } = useLingui();
  const now = useVenueNow();
  // Today is the browser's: the prerendered page and its hydration wait for it (see below).
  const hydrated = useHydrated();
  const today = venueToday(now, venueTimeZone);
  const lastDate = lastBookableDate(now, venueTimeZone);
  const [state, dispatch] = useReducer(bookingFormReducer, today, (date) =>
    initialBookingForm(date, requested?.type),
  );
  const missingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const errors = useBookingErrors(formRef);
  const { clearError } = errors;
  const schedule = useSchedule(today, lastDate);
  const isVr = state.type === 'vr';
  // Each grid reads its own day: the lanes' for bowling and parties, the stations' for VR.
  const day = useVenueDay(isVr ? null : state.date);
  const vrDay = useVrDay(state.date, isVr);
  // The zone's stations and length are asked for once VR is chosen; the defaults until then.
  const vrSettings = useVrSettings();
  const vr = vrSettings.data ?? defaultVrSettings;
  const vrSessionPrice = usePrices().data?.vr_session_price;
  const vrDayNow: VrDay | undefined = vrDay.data
    ? { occupancy: vrDay.data, sessionMinutes: vr.sessionMinutes }
    : undefined;
  const packages = useBirthdayPackages();
  const missing = missingChoices(state);

  // The package a link names is chosen once, when the packages arrive.
  const linkedPackageName = requested?.type === 'birthday' ? requested.packageName : null;
  const isLinkApplied = useRef(false);
  useEffect(() => {
    if (isLinkApplied.current || !packages.data || linkedPackageName === null) return;
    isLinkApplied.current = true;
    const linked = packageNamed(packages.data, linkedPackageName);
    if (linked) dispatch({ type: 'choose-package', package: linked, schedule: schedule.data });
  }, [packages.data, linkedPackageName, schedule.data]);
  const submission = useBookingSubmission({
    state,
    vr: { settings: vr, sessionPrice: vrSessionPrice, day: vrDay.data },
    schedule: schedule.data,
    day: day.data,
    errors,
    onSent: () => {
      dispatch({ type: 'reset', date: today });
      // The submit button is disabled once the form is reset: the modal hands focus back to the
      // first field instead, ready for another booking.
      nameRef.current?.focus();
    },
  });

  return (
    <div className={styles.layout}>
      <form ref={formRef} className={`card ${styles.form}`} noValidate onSubmit={submission.submit}>
        <noscript>
          <p className={styles.needsScript}>
            <Trans>
              Booking online needs JavaScript. Please turn it on in your browser, or call us on{' '}
              <a href={`tel:${venue.phone.tel}`} dir="ltr">
                {venue.phone.display}
              </a>{' '}
              to book.
            </Trans>
          </p>
        </noscript>
        <BookingTypeToggle
          value={state.type}
          onChange={(bookingType) => {
            dispatch({ type: 'choose-type', bookingType, vr });
            clearError('package');
            clearError('time');
          }}
        />

        <ContactFields
          values={state}
          errors={errors.errors}
          nameRef={nameRef}
          onEdit={(field, value) => {
            dispatch({ type: 'edit', field, value });
            if (field !== 'honeypot') clearError(field);
          }}
          onWhatsAppConsent={(hasConsent) => {
            dispatch({ type: 'choose-whatsapp-consent', hasConsent });
            clearError('email');
          }}
        />

        {isVr ? (
          <VrChoice
            state={state}
            settings={vr}
            sessionPrice={vrSessionPrice}
            errors={errors.errors}
            onPlayers={(people) => {
              dispatch({ type: 'choose-people', people, vrDay: vrDayNow });
              clearError('people');
            }}
            onSessions={(rounds) => {
              dispatch({ type: 'choose-rounds', rounds, vrDay: vrDayNow });
              clearError('rounds');
            }}
            onAgeConfirmed={(isConfirmed) => {
              dispatch({ type: 'choose-age-confirmation', isConfirmed });
              clearError('ageConfirmed');
            }}
          />
        ) : (
          <PartyChoice
            state={state}
            packages={packages}
            errors={errors.errors}
            onPeople={(people) => {
              dispatch({ type: 'choose-people', people });
              clearError('people');
            }}
            onRounds={(rounds) => {
              dispatch({ type: 'choose-rounds', rounds });
              clearError('rounds');
            }}
            onPackage={(chosen) => {
              dispatch({ type: 'choose-package', package: chosen, schedule: schedule.data });
              clearError('package');
              clearError('people');
            }}
            onNotes={(value) => {
              dispatch({ type: 'edit', field: 'notes', value });
              clearError('notes');
            }}
          />
        )}

        {hydrated ? (
          <SlotPicker
            today={today}
            lastDate={lastDate}
            now={now}
            state={state}
            vr={
              isVr
                ? {
                    players: state.people,
                    sessions: state.rounds,
                    sessionMinutes: vr.sessionMinutes,
                    day: vrDay,
                  }
                : undefined
            }
            lanesNeeded={lanesNeededOf(state)}
            schedule={schedule}
            day={day}
            errors={errors.errors}
            onDate={(date) => {
              dispatch({ type: 'choose-date', date });
              clearError('date');
              clearError('time');
            }}
            onTime={(time) => {
              dispatch({ type: 'choose-time', time });
              clearError('time');
            }}
          />
        ) : (
          <p className={calendarStyles.calendarPending} role="status">
            <Trans>Loading the calendar...</Trans>
          </p>
        )}

        <p className={styles.hint}>
          <Trans>Your booking will be reviewed and confirmed by our team.</Trans>
        </p>
        <div className={styles.submitRow}>
          <button
            type="submit"
            className={`button button-primary ${styles.submit}`}
            disabled={!submission.canSubmit}
            aria-busy={submission.isBusy}
            aria-describedby={missing.length > 0 ? missingId : undefined}
          >
            {state.type === 'birthday'
              ? t`Book Birthday Package`
              : isVr
                ? i18n._(vrTexts.submit)
                : t`Book Regular`}
          </button>
          {missing.length > 0 && (
            <p id={missingId} className={styles.missing}>
              {missing.map((choice) => i18n._(missingChoiceTexts[choice])).join(' · ')}
            </p>
          )}
        </div>
      </form>

      <BookingInfoPanel type={state.type} />

      <BookingConfirmationModal
        summary={submission.confirmation}
        onClose={submission.closeConfirmation}
      />
    </div>
  );
}
