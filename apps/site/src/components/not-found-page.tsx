import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Oops! Page Not Found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className="button button-primary">
        <Trans>Back to Home</Trans>
      </Link>
    </section>
  );
}
