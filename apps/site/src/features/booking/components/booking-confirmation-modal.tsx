import { formatBookingWhen, formatIls } from '@venue/domain/format';
import { type BirthdayEstimate, estimateSumText } from '@venue/domain/pricing';
import { venueTimeZone } from '@venue/domain/venue';
import { Modal, modalParts } from '../../../components/modal.tsx';
import styles from '../booking.module.css';
import { birthdayTexts } from '../booking-texts.ts';

/** What the visitor asked for, as the confirmation repeats it. */
export type BookingSummary = {
  name: string;
  date: string;
  time: string;
  people: number;
  phone: string;
} & (
  | { type: 'regular'; rounds: number }
  | { type: 'birthday'; packageTitle: string; estimate: BirthdayEstimate; notes: string }
);

type BookingConfirmationModalProps = {
  /** The booking just requested; null while the modal is closed. */
  summary: BookingSummary | null;
  onClose: () => void;
};

/**
 * "Booking Request Received!": the summary, the pending status and the next steps, in the shared
 * modal (focus moves in, stays in, and goes back when it closes).
 */
export function BookingConfirmationModal({ summary, onClose }: BookingConfirmationModalProps) {
  return (
    <Modal isOpen={summary !== null} onClose={onClose} labelledBy="booking-confirmation-title">
      {summary && (
        <>
          <h2 id="booking-confirmation-title" className={modalParts.title}>
            {summary.type === 'birthday'
              ? birthdayTexts.confirmationTitle
              : 'Booking Request Received!'}
          </h2>
          <p className={styles.pending}>
            Your booking is pending approval. Our team will contact you on WhatsApp within a few
            hours to confirm it.
          </p>
          <h3 className={styles.modalSubtitle}>Booking Summary</h3>
          <dl className={styles.summary}>
            <dt>Name</dt>
            <dd dir="auto">{summary.name}</dd>
            <dt>Date &amp; Time</dt>
            <dd>{formatBookingWhen(summary.date, summary.time, venueTimeZone)}</dd>
            {summary.type === 'regular' ? (
              <>
                <dt>People</dt>
                <dd>{summary.people}</dd>
                <dt>Rounds</dt>
                <dd>{summary.rounds}</dd>
              </>
            ) : (
              <>
                <dt>Package</dt>
                <dd>{summary.packageTitle}</dd>
                <dt>{birthdayTexts.guestsSummaryLabel}</dt>
                <dd>{summary.people}</dd>
                <dt>{birthdayTexts.estimateLabel}</dt>
                <dd>
                  {formatIls(summary.estimate.total)}{' '}
                  <span className={styles.summaryDetail}>
                    ({estimateSumText(summary.estimate)})
                  </span>
                </dd>
                <dt>{birthdayTexts.depositLabel}</dt>
                <dd>{formatIls(summary.estimate.deposit)}</dd>
                {summary.notes !== '' && (
                  <>
                    <dt>Notes</dt>
                    <dd dir="auto" className={styles.summaryNotes}>
                      {summary.notes}
                    </dd>
                  </>
                )}
              </>
            )}
            <dt>Phone</dt>
            <dd>{summary.phone}</dd>
          </dl>
          <h3 className={styles.modalSubtitle}>Next Steps</h3>
          <ol className={styles.nextSteps}>
            <li>Keep WhatsApp at hand: we will message you at the number above.</li>
            <li>Once your booking is approved you will get a confirmation.</li>
            {summary.type === 'birthday' ? (
              <>
                <li>{birthdayTexts.depositStep(summary.estimate.deposit)}</li>
                <li>{birthdayTexts.arrivalStep}</li>
              </>
            ) : (
              <li>Arrive 10 minutes before your session to get your shoes and lane.</li>
            )}
          </ol>
          <button
            type="button"
            className={`button button-primary ${styles.modalClose}`}
            onClick={onClose}
          >
            Close
          </button>
        </>
      )}
    </Modal>
  );
}
