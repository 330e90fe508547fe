import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ConfirmProvider } from '../../components/confirm-dialog/confirm-provider.tsx';
import { MotionProvider } from '../../components/motion-provider.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { readBookingLink } from '../../lib/booking-link.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './booking.module.css';
import { BookingForm } from './booking-form.tsx';

const noChoices = new URLSearchParams();

export function BookingPage() {
  const { t } = useLingui();
  const [address] = useSearchParams();
  // The prerendered page has no query: a link's choices apply once the page is live.
  const searchParams = useHydrated() ? address : noChoices;
  const requested = readBookingLink(searchParams);
  // The confirmation dialogs animate: framer-motion loads with this page, not with the site.
  return (
    <MotionProvider>
      <ConfirmProvider>
        <PageHeader eyebrow={t`Lanes, strikes and good times`} title={t`Book Now`}>
          <p>
            <Trans>
              Pick a bowling session, VR or a birthday package, choose a day and a time, and we will
              confirm your booking on WhatsApp.
            </Trans>
          </p>
        </PageHeader>
        <section className={styles.page} aria-labelledby="booking-form-title">
          <div className="container">
            {/* Heads the form's own headings (month, packages), which sit a level below. */}
            <h2 id="booking-form-title" className="sr-only">
              <Trans>Booking form</Trans>
            </h2>
            {/* A new link (another package) starts a new form. */}
            <BookingForm key={searchParams.toString()} requested={requested} />
          </div>
        </section>
      </ConfirmProvider>
    </MotionProvider>
  );
}
