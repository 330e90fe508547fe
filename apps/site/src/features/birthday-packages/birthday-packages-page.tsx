import { formatIls } from '@venue/domain/format';
import {
  type BirthdayPackageKey,
  birthdayDeposit,
  birthdayPackages,
  extraBowlingSessionPrice,
} from '@venue/domain/pricing';
import { venue } from '@venue/domain/venue';
import { Link } from 'react-router';
import { GiftIcon, MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { birthdayBookingHref } from '../../lib/booking-link.ts';
import styles from './birthday-packages-page.module.css';

const tierClass: Record<BirthdayPackageKey, string | undefined> = {
  spark: styles.spark,
  blaze: styles.blaze,
  inferno: styles.inferno,
};

/** The birthday packages, their prices, extras and deposit (static content, spec section 2). */
export function BirthdayPackagesPage() {
  return (
    <>
      <PageTitle>Birthday Packages</PageTitle>
      <PageHeader eyebrow="Celebrate" title="Birthday Packages">
        <p>
          Bowling, virtual reality and a party table for the birthday star and their crew. Pick the
          package that fits your group; we take care of the rest.
        </p>
      </PageHeader>

      <section className="container" aria-label="Packages">
        <ul className={styles.packages}>
          {birthdayPackages.map((tier) => (
            <li key={tier.key} className={`card ${styles.package} ${tierClass[tier.key] ?? ''}`}>
              <h2 className={styles.name}>{tier.title}</h2>
              <p className={styles.price}>
                {formatIls(tier.price)}
                <span className={styles.per}> per person</span>
              </p>
              <p className={styles.group}>{tier.groupSize}</p>
              <ul className={styles.items}>
                {tier.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <Link to={birthdayBookingHref(tier.key)} className={`button ${styles.book}`}>
                Book {tier.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="good-to-know">
        <div className={styles.facts}>
          <div className={`card ${styles.fact}`}>
            <h2 id="good-to-know" className={styles.factTitle}>
              Good to know
            </h2>
            <dl className={styles.terms}>
              <div>
                <dt>Extra bowling session</dt>
                <dd>{formatIls(extraBowlingSessionPrice)} per person</dd>
              </div>
              <div>
                <dt>Deposit to book</dt>
                <dd>{formatIls(birthdayDeposit)}</dd>
              </div>
            </dl>
          </div>
          <div className={`card ${styles.fact}`}>
            <h2 className={styles.factTitle}>Plan your party</h2>
            <p>Call or e-mail us to pick a date and talk through the details.</p>
            <p className={styles.contactRow}>
              <PhoneIcon size={18} />
              <a href={`tel:${venue.phone.tel}`}>{venue.phone.display}</a>
            </p>
            <p className={styles.contactRow}>
              <MailIcon size={18} />
              <a href={`mailto:${venue.email}`}>{venue.email}</a>
            </p>
            <Link to={birthdayBookingHref()} className="button button-primary">
              <GiftIcon size={18} />
              Request a birthday booking
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
