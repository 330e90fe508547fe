import { Trans } from '@lingui/react/macro';
import styles from './menu-skeleton.module.css';

/**
 * "Loading menu..." in the shape of the carousel (cards per view, dots, pause button), so the
 * page does not jump when the menu arrives.
 */
export function MenuSkeleton() {
  return (
    <div className={styles.skeleton}>
      <p role="status" className={styles.label}>
        <Trans>Loading menu...</Trans>
      </p>
      <div className={styles.cards} aria-hidden="true">
        {[1, 2, 3, 4].map((card) => (
          <div key={card} className={styles.card}>
            <div className={styles.image} />
            <div className={styles.name} />
          </div>
        ))}
      </div>
      <div className={styles.controls} aria-hidden="true" />
    </div>
  );
}
