import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';
import { formatIls } from '@venue/domain/format';
import { textIn } from '@venue/domain/localized-text';
import { Localized, LocalizedList } from '../../../components/localized.tsx';
import { groupSizeText } from '../../../lib/group-size.ts';
import { localeOf } from '../../../lib/use-locale.ts';
import styles from '../booking.module.css';

type PackageCardsProps = {
  packages: readonly BirthdayPackage[] | undefined;
  isLoading: boolean;
  selectedId: string | null;
  onSelect: (birthdayPackage: BirthdayPackage) => void;
};

/**
 * The birthday packages to choose from: title, price, minutes, items and group size, the title and
 * items in the page's language (else in the one the manager wrote them in, marked as such).
 */
export function PackageCards({ packages, isLoading, selectedId, onSelect }: PackageCardsProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  return (
    <fieldset className={styles.packages}>
      <legend className={styles.fieldLabel}>{t`Birthday package`}</legend>
      {isLoading ? (
        <p className={styles.hint} role="status">
          <Trans>Loading packages...</Trans>
        </p>
      ) : !packages || packages.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No birthday packages available at the moment.</Trans>
        </p>
      ) : (
        <ul className={styles.packageList}>
          {packages.map((birthdayPackage) => {
            const isSelected = birthdayPackage.id === selectedId;
            const { duration } = birthdayPackage;
            const title = textIn(birthdayPackage.title, locale)?.text ?? '';
            const headingId = `package-${birthdayPackage.id}-title`;
            return (
              <li key={birthdayPackage.id}>
                <article
                  className={`${styles.packageCard} ${isSelected ? styles.packageSelected : ''}`}
                  aria-labelledby={headingId}
                >
                  {/* Typed by the manager: isolated, aligned with the page. */}
                  <h3 id={headingId} className={styles.packageTitle}>
                    <Localized text={birthdayPackage.title} />
                  </h3>
                  <p className={styles.packagePrice}>
                    <bdi>{formatIls(birthdayPackage.price, locale)}</bdi>{' '}
                    <span>
                      <Trans>per person</Trans>
                    </span>
                  </p>
                  <p className={styles.packageMeta}>
                    <Plural value={duration} one="# minute" other="# minutes" />
                  </p>
                  <LocalizedList list={birthdayPackage.items} className={styles.packageItems} />
                  <p className={styles.packageMeta}>
                    {i18n._(groupSizeText(birthdayPackage.min_people, birthdayPackage.max_people))}
                  </p>
                  <button
                    type="button"
                    className={styles.packageButton}
                    aria-pressed={isSelected}
                    onClick={() => onSelect(birthdayPackage)}
                  >
                    <Trans>Choose {title}</Trans>
                  </button>
                  {isSelected && <span className={styles.selectedBadge}>{t`Selected`}</span>}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
