import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatBookingWhen } from '@venue/domain/format';
import type { LocalizedText } from '@venue/domain/localized-text';
import type { BirthdayEstimate } from '@venue/domain/pricing';
import { venueTimeZone } from '@venue/domain/venue';
import { Modal, modalParts } from '../../../components/modal.tsx';
import { localeOf } from '../../../lib/use-locale.ts';
import { birthdayTexts, depositStepText } from '../booking-texts.ts';
import confirmationStyles from '../confirmation.module.css';
import { vrTexts } from '../vr-texts.ts';
import { BirthdaySummary } from './birthday-summary.tsx';
import { ManageLinkPanel } from './manage-link-panel.tsx';
import { VrSummary } from './vr-summary.tsx';

/** What the visitor asked for, as the confirmation repeats it. */
export type BookingSummary = {
  name: string;
  date: string;
  time: string;
  people: number;
  phone: string;
  /** The reference the customer reads and says, "SZ-7K4Q" (`request_booking`'s answer). */
  reference: string;
  /** The private link's token (`request_booking`'s answer). */
  manageToken: string;
  /** The visitor asked for messages about the booking on WhatsApp (the box beside the number). */
  hasWhatsAppConsent?: boolean;
} & (
  | { type: 'regular'; rounds: number }
  | { type: 'birthday'; packageTitle: LocalizedText; estimate: BirthdayEstimate; notes: string }
  | {
      type: 'vr';
      /** Consecutive sessions; `people` are the players. */
      sessions: number;
      sessionMinutes: number;
      /** Players × sessions × the session price; null when the price was not known. */
      price: number | null;
    }
);

/** The dialog's title for each kind of request. */
function titleOf(summary: BookingSummary): string {
  if (summary.type === 'birthday') return i18n._(birthdayTexts.confirmationTitle);
  if (summary.type === 'vr') return i18n._(vrTexts.confirmationTitle);
  return t`Booking Request Received!`;
}

/** The party's rows: people and rounds, a birthday's package and estimate, or VR's sessions. */
function PartyRows({ summary }: { summary: BookingSummary }) {
  switch (summary.type) {
    case 'regular':
      return (
        <>
          <dt>{t`People`}</dt>
          <dd>{summary.people}</dd>
          <dt>{t`Rounds`}</dt>
          <dd>{summary.rounds}</dd>
        </>
      );
    case 'birthday':
      return (
        <BirthdaySummary
          packageTitle={summary.packageTitle}
          people={summary.people}
          estimate={summary.estimate}
          notes={summary.notes}
        />
      );
    case 'vr':
      return (
        <VrSummary
          players={summary.people}
          sessions={summary.sessions}
          minutes={summary.sessions * summary.sessionMinutes}
          price={summary.price}
        />
      );
  }
}

/** The last steps: a birthday's deposit and early arrival, VR's briefing, bowling's shoes. */
function ArrivalSteps({ summary }: { summary: BookingSummary }) {
  if (summary.type === 'birthday') {
    return (
      <>
        <li>{depositStepText(i18n, summary.estimate.deposit)}</li>
        <li>{i18n._(birthdayTexts.arrivalStep)}</li>
      </>
    );
  }
  if (summary.type === 'vr') return <li>{i18n._(vrTexts.arrivalStep)}</li>;
  return <li>{t`Arrive 10 minutes before your session to get your shoes and lane.`}</li>;
}

type BookingConfirmationModalProps = {
  /** The booking just requested; null while the modal is closed. */
  summary: BookingSummary | null;
  onClose: () => void;
};

/**
 * "Booking Request Received!": the summary, the pending status and the next steps, in the shared
 * modal (focus moves in, stays in, and goes back when it closes). In the active language of the
 * page (`i18n`), which a page load sets once.
 */
export function BookingConfirmationModal({ summary, onClose }: BookingConfirmationModalProps) {
  return (
    <Modal isOpen={summary !== null} onClose={onClose} labelledBy="booking-confirmation-title">
      {summary && (
        <>
          <h2 id="booking-confirmation-title" className={modalParts.title}>
            {titleOf(summary)}
          </h2>
          <p className={confirmationStyles.pending}>
            {t`Your booking is pending approval. Our team will contact you on WhatsApp within a few hours to confirm it.`}
          </p>
          <h3 className={confirmationStyles.modalSubtitle}>{t`Booking Summary`}</h3>
          <dl className={confirmationStyles.summary}>
            <dt>{t`Booking reference`}</dt>
            <dd>
              <bdi dir="ltr">{summary.reference}</bdi>
            </dd>
            <dt>{t`Name`}</dt>
            <dd dir="auto">{summary.name}</dd>
            <dt>{t`Date & Time`}</dt>
            <dd>
              <bdi>
                {formatBookingWhen(summary.date, summary.time, venueTimeZone, localeOf(i18n))}
              </bdi>
            </dd>
            <PartyRows summary={summary} />
            <dt>{t`Phone`}</dt>
            <dd>
              <bdi dir="ltr">{summary.phone}</bdi>
            </dd>
          </dl>
          <ManageLinkPanel token={summary.manageToken} reference={summary.reference} />
          <h3 className={confirmationStyles.modalSubtitle}>{t`Next Steps`}</h3>
          <ol className={confirmationStyles.nextSteps}>
            <li>{t`Keep WhatsApp at hand: we will message you at the number above.`}</li>
            <li>
              {summary.hasWhatsAppConsent
                ? t`We will message you on WhatsApp with our answer, and remind you before your visit.`
                : t`Once your booking is approved you will get a confirmation.`}
            </li>
            <ArrivalSteps summary={summary} />
          </ol>
          <button
            type="button"
            className={`button button-primary ${confirmationStyles.modalClose}`}
            onClick={onClose}
          >
            {t`Close`}
          </button>
        </>
      )}
    </Modal>
  );
}
