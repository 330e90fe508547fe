import { Trans, useLingui } from '@lingui/react/macro';
import { formatIls } from '@venue/domain/format';
import { birthdayDeposit, extraBowlingSessionPrice } from '@venue/domain/pricing';
import { venue } from '@venue/domain/venue';
import { Link } from 'react-router';
import { GiftIcon, MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { birthdayBookingHref } from '../../lib/booking-link.ts';
import { useBirthdayPackages } from '../../lib/use-birthday-packages.ts';
import { useLocale } from '../../lib/use-locale.ts';
import styles from './birthday-packages-page.module.css';
import { PackageList } from './package-list.tsx';

/**
 * The birthday packages the manager offers (spec section 2), in the page's language, with the
 * extras and the deposit. The build writes the packages into the page, for readers without
 * JavaScript; the browser reads them again on arrival.
 */
export function BirthdayPackagesPage() {
  const locale = useLocale();
  const { t } = useLingui();
  const { data: packages = [], isPending } = useBirthdayPackages();
  return (
    <>
      <PageHeader eyebrow={t`Celebrate`} title={t`Birthday Packages`}>
        <p>
          <Trans>
            Bowling, virtual reality and a party table for the birthday star and their crew. Pick
            the package that fits your group; we take care of the rest.
          </Trans>
        </p>
      </PageHeader>

      <section className="container" aria-label={t`Packages`}>
        {isPending ? (
          <p role="status" className="status-message">
            <Trans>Loading packages...</Trans>
          </p>
        ) : packages.length === 0 ? (
          <p className="status-message">
            <Trans>No birthday packages available at the moment.</Trans>
          </p>
        ) : (
          <PackageList packages={packages} />
        )}
      </section>

      <section className="container section" aria-labelledby="good-to-know">
        <div className={styles.facts}>
          <div className={`card ${styles.fact}`}>
            <h2 id="good-to-know" className={styles.factTitle}>
              <Trans>Good to know</Trans>
            </h2>
            <dl className={styles.terms}>
              <div>
                <dt>
                  <Trans>Extra bowling session</Trans>
                </dt>
                <dd>
                  <Trans>
                    <bdi>{formatIls(extraBowlingSessionPrice, locale)}</bdi> per person
                  </Trans>
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Deposit to book</Trans>
                </dt>
                <dd>
                  <bdi>{formatIls(birthdayDeposit, locale)}</bdi>
                </dd>
              </div>
            </dl>
          </div>
          <div className={`card ${styles.fact}`}>
            <h2 className={styles.factTitle}>
              <Trans>Plan your party</Trans>
            </h2>
            <p>
              <Trans>Call or e-mail us to pick a date and talk through the details.</Trans>
            </p>
            <p className={styles.contactRow}>
              <PhoneIcon size={18} />
              <a href={`tel:${venue.phone.tel}`} dir="ltr">
                {venue.phone.display}
              </a>
            </p>
            <p className={styles.contactRow}>
              <MailIcon size={18} />
              <a href={`mailto:${venue.email}`} dir="ltr">
                {venue.email}
              </a>
            </p>
            <Link to={birthdayBookingHref()} className="button button-primary">
              <GiftIcon size={18} />
              <Trans>Request a birthday booking</Trans>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
