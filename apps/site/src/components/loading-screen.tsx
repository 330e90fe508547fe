import styles from './loading-screen.module.css';

/** Shown while the code of the first page is still downloading. */
export function LoadingScreen() {
  return (
    <p role="status" aria-live="polite" className={styles.loading}>
      Loading
    </p>
  );
}
