import { Trans } from '@lingui/react/macro';
import { formatIls } from '@venue/domain/format';
import { birthdayPackages } from '@venue/domain/pricing';
import { Link } from 'react-router';
import { GiftIcon } from '../../components/icons.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import styles from './birthday-teaser.module.css';

const lowestPackagePrice = Math.min(...birthdayPackages.map((tier) => tier.price));

/** A pointer from the home page to the birthday packages, which the navbar does not list. */
export function BirthdayTeaser() {
  const lowestPrice = formatIls(lowestPackagePrice, useLocale());
  return (
    <section className="container" aria-labelledby="birthday-teaser-title">
      <div className={styles.band}>
        <GiftIcon size={40} className={styles.icon} />
        <div className={styles.text}>
          <h2 id="birthday-teaser-title">
            <Trans>Planning a birthday?</Trans>
          </h2>
          <p>
            <Trans>
              Bowling, VR and a party table for groups of any size, from {lowestPrice} per person.
            </Trans>
          </p>
        </div>
        <Link to="/birthday-packages" className="button button-primary">
          <Trans>See Birthday Packages</Trans>
        </Link>
      </div>
    </section>
  );
}
