import type { ReactNode } from 'react';
import styles from '../booking.module.css';

/** The card beside the form: a title and a list of what to know (its items are `children`). */
export function InfoPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <aside className={`card ${styles.infoPanel}`} aria-labelledby="booking-info-title">
      <h2 id="booking-info-title" className={styles.infoTitle}>
        {title}
      </h2>
      <ul className={styles.infoList}>{children}</ul>
    </aside>
  );
}
