import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ManagedBooking } from '@venue/data/bookings/manage-booking';
import { canCancel, cancellationCutoffMinutes } from '@venue/domain/manage-link';
import { venue } from '@venue/domain/venue';
import { rejectionReasonText } from '@venue/i18n/messages/rejection-reasons';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmProvider } from '../../../components/confirm-dialog/confirm-provider.tsx';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { MotionProvider } from '../../../components/motion-provider.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { errorText } from '../../../lib/domain-messages.ts';
import { useVenueAddress } from '../../../lib/use-venue-address.ts';
import { useVenueNow } from '../../../lib/use-venue-now.ts';
import { useVenueWhatsAppUrl } from '../../../lib/use-venue-whatsapp.ts';
import { ManageLinkPanel } from '../components/manage-link-panel.tsx';
import { BookingFacts } from './booking-facts.tsx';
import { BookingNotFound, PhoneLine } from './booking-not-found.tsx';
import { bookingCalendarFile, downloadFile } from './calendar-file.ts';
import { ChangeTimeSection } from './change-time-section.tsx';
import styles from './manage-booking.module.css';
import {
  approvedBirthdayNext,
  approvedVrNext,
  calendarWords,
  cancelDialogTexts,
  cancelledVrNext,
  statusTexts,
  venueCancelledNext,
} from './manage-texts.ts';
import { useCancelBooking, useManagedBooking } from './use-managed-booking.ts';

const cutoffHours = cancellationCutoffMinutes / 60;

/**
 * The customer's own booking behind the private link (`/booking/manage/:token`): its state,
 * what happens next, the calendar file once approved, and cancelling it before the cut-off. Its
 * route's SEO (`pageSeo.manageBooking`) keeps it out of search engines and sends no referrer, so
 * the link never leaves the site.
 */
export function ManageBookingPage() {
  const { token = '' } = useParams();
  return (
    <MotionProvider>
      <ConfirmProvider>
        <ManagedBookingView token={token} />
      </ConfirmProvider>
    </MotionProvider>
  );
}

function ManagedBookingView({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const query = useManagedBooking(token);
  // One header for every state: its heading stays the same element while the booking loads, so
  // the prerendered page hydrates in place and the answer changes only its words.
  const title = query.isPending
    ? t`Your booking`
    : query.isError
      ? t`Your booking could not be loaded`
      : query.data === null
        ? t`We could not find this booking`
        : i18n._(statusTexts[query.data.status].title);

  return (
    <>
      <PageHeader eyebrow={t`Your booking`} title={title} />
      {query.isPending ? (
        <section className={`container ${styles.page}`} aria-busy="true">
          <p className={styles.loading} role="status">
            <Trans>Loading your booking...</Trans>
          </p>
        </section>
      ) : query.isError ? (
        <section className={`container ${styles.page}`}>
          <p className={styles.problem} role="alert">
            {errorText(i18n, query.error)}
          </p>
          <PhoneLine />
        </section>
      ) : query.data === null ? (
        <BookingNotFound />
      ) : (
        <BookingDetails booking={query.data} token={token} />
      )}
    </>
  );
}

/** What happens next, in the words of the booking's kind where they differ from bowling's. */
function nextStepOf(booking: ManagedBooking, bowling: MessageDescriptor): MessageDescriptor {
  const isVr = booking.type === 'vr';
  if (booking.status === 'approved' && booking.type === 'birthday') return approvedBirthdayNext;
  if (booking.status === 'approved' && isVr) return approvedVrNext;
  if (booking.status === 'cancelled' && booking.cancellationMessage) return venueCancelledNext;
  if (booking.status === 'cancelled' && isVr) return cancelledVrNext;
  return bowling;
}

function BookingDetails({ booking, token }: { booking: ManagedBooking; token: string }) {
  const { t, i18n } = useLingui();
  const now = useVenueNow();
  const texts = statusTexts[booking.status];
  const isOpen = booking.status === 'pending' || booking.status === 'approved';
  const cancellable = booking.cancellable && canCancel(booking, now);
  const next = nextStepOf(booking, texts.next);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const shownStatus = useRef(booking.status);
  const reference = booking.reference;
  const whatsAppUrl = useVenueWhatsAppUrl(t`Hello, about my booking ${reference}: `);
  const reason =
    booking.status === 'rejected'
      ? rejectionReasonText(i18n, booking.rejectionReason, booking.rejectionReasonKey)
      : null;

  // A new state (the customer cancelled): focus moves to it, where the Cancel button was.
  useEffect(() => {
    if (shownStatus.current === booking.status) return;
    shownStatus.current = booking.status;
    statusRef.current?.focus();
  }, [booking.status]);

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <p ref={statusRef} tabIndex={-1} className={styles.status} data-status={booking.status}>
          <span className={styles.statusDot} aria-hidden="true" />
          <span>
            <Trans>Status:</Trans> <strong>{i18n._(texts.badge)}</strong>
          </span>
        </p>
        {booking.status === 'approved' && booking.confirmedAt && (
          <p className={styles.coming}>
            <span className={styles.comingMark} aria-hidden="true">
              ✓
            </span>
            <Trans>You told us you're coming</Trans>
          </p>
        )}
        <BookingFacts booking={booking} reason={reason} />
        <h2 className={styles.subtitle}>
          <Trans>What happens next</Trans>
        </h2>
        <p className={styles.next}>{i18n._(next)}</p>
        <div className={styles.actions}>
          {booking.status === 'approved' && <CalendarButton booking={booking} />}
          {whatsAppUrl && (
            <a
              className="button button-ghost"
              href={whatsAppUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>Message us on WhatsApp</Trans>
            </a>
          )}
          {(booking.status === 'rejected' || booking.status === 'cancelled') && (
            <Link to="/booking" className="button button-ghost">
              <Trans>Book another time</Trans>
            </Link>
          )}
        </div>
        {isOpen && (
          <ManageLinkPanel token={token} reference={reference} headingLevel={2} isOnItsPage />
        )}
        {cancellable && <ChangeTimeSection booking={booking} token={token} />}
        {cancellable && <CancelSection token={token} isVr={booking.type === 'vr'} />}
        {isOpen && !cancellable && <CutoffPassed />}
      </div>
    </section>
  );
}

function CalendarButton({ booking }: { booking: ManagedBooking }) {
  const { i18n } = useLingui();
  const address = useVenueAddress();
  function download() {
    const text = bookingCalendarFile(booking, calendarWords(i18n, booking, address.text));
    downloadFile(text, `booking-${booking.date}.ics`, 'text/calendar;charset=utf-8');
  }
  return (
    <button type="button" className="button button-primary" onClick={download}>
      <Trans>Add to calendar</Trans>
    </button>
  );
}

/** The online cut-off has passed: the venue's phone is the way to change the booking. */
function CutoffPassed() {
  const phone = venue.phone.display;
  return (
    <p className={styles.cutoff}>
      <Trans>
        Bookings can be cancelled online up to{' '}
        <Plural value={cutoffHours} one="# hour" other="# hours" /> before they start. To change or
        cancel this one, please call us on{' '}
        <a href={`tel:${venue.phone.tel}`}>
          <bdi dir="ltr">{phone}</bdi>
        </a>
        .
      </Trans>
    </p>
  );
}

function CancelSection({ token, isVr }: { token: string; isVr: boolean }) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const { showToast } = useToast();
  const cancel = useCancelBooking(token);

  async function askAndCancel() {
    const confirmed = await confirm({
      title: i18n._(cancelDialogTexts.title),
      message: i18n._(isVr ? cancelDialogTexts.vrMessage : cancelDialogTexts.message),
      confirmText: i18n._(cancelDialogTexts.confirmText),
      cancelText: i18n._(cancelDialogTexts.cancelText),
      type: 'danger',
    });
    if (!confirmed) return;
    cancel.mutate(undefined, {
      onSuccess: () => showToast(t`Your booking is cancelled.`, 'success'),
      onError: (error) => {
        showToast(errorText(i18n, error), 'error');
      },
    });
  }

  return (
    <div className={styles.cancel}>
      <p>
        <Trans>
          Plans changed? You can cancel online up to{' '}
          <Plural value={cutoffHours} one="# hour" other="# hours" /> before your booking starts.
        </Trans>
      </p>
      <button
        type="button"
        className={`button ${styles.cancelButton}`}
        onClick={askAndCancel}
        disabled={cancel.isPending}
      >
        {cancel.isPending ? t`Cancelling...` : t`Cancel booking`}
      </button>
    </div>
  );
}
