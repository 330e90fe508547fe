import { Trans, useLingui } from '@lingui/react/macro';
import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';
import { formatIls } from '@venue/domain/format';
import { textIn } from '@venue/domain/localized-text';
import { Link } from 'react-router';
import { Localized, LocalizedList } from '../../components/localized.tsx';
import { birthdayBookingHref, packageLinkName } from '../../lib/booking-link.ts';
import { groupSizeText } from '../../lib/group-size.ts';
import { useLocale } from '../../lib/use-locale.ts';
import styles from './birthday-packages-page.module.css';

/** The cards' colours, from the smallest group's package on: cyan, amber, pink, and round again. */
const tierClasses = [styles.spark, styles.blaze, styles.inferno];

/**
 * The manager's birthday packages as cards: the title and items in the page's language (else in
 * the one the manager wrote them in, marked as such), the price per person and the group size,
 * and a button that opens the booking form with the package chosen.
 */
export function PackageList({ packages }: { packages: readonly BirthdayPackage[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <ul className={styles.packages}>
      {packages.map((pkg, index) => {
        const title = textIn(pkg.title, locale)?.text ?? '';
        return (
          <li
            key={pkg.id}
            className={`card ${styles.package} ${tierClasses[index % tierClasses.length] ?? ''}`}
          >
            <h2 className={styles.name}>
              <Localized text={pkg.title} />
            </h2>
            <p className={styles.price}>
              <bdi>{formatIls(pkg.price, locale)}</bdi>
              <span className={styles.per}>
                {' '}
                <Trans>per person</Trans>
              </span>
            </p>
            <p className={styles.group}>{i18n._(groupSizeText(pkg.min_people, pkg.max_people))}</p>
            <LocalizedList list={pkg.items} className={styles.items} />
            <Link
              to={birthdayBookingHref(packageLinkName(pkg))}
              className={`button ${styles.book}`}
            >
              <Trans>Book {title}</Trans>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
