import { describeRouteError } from '@venue/app-shell/route-error';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import styles from './route-error-screen.module.css';

/** Shown in place of the page when rendering or loading a route fails unexpectedly. */
export function RouteErrorScreen() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className={`container ${styles.screen}`}>
      <h1>Unexpected Application Error!</h1>
      <p className={styles.message}>{describeRouteError(error)}</p>
      {/* A full page load: the app's own navigation may be what failed. */}
      <a href="/" className="button button-primary">
        Back to Home
      </a>
    </section>
  );
}
