import { Link } from 'react-router';
import styles from './not-found-page.module.css';
import { PageTitle } from './page-title.tsx';

export function NotFoundPage() {
  return (
    <section className={`container ${styles.page}`}>
      <PageTitle>Page Not Found</PageTitle>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Oops! Page Not Found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="button button-primary">
        Back to Home
      </Link>
    </section>
  );
}
