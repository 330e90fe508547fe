import { describeRouteError } from '@venue/app-shell/route-error';
import { useEffect } from 'react';
import styles from './route-error-screen.module.css';

/**
 * The screen's words and its way home. They are English (and `/`) until the page's language has
 * loaded (`activateLocale` sets them), so the screen needs no i18n code in the first download.
 */
export const routeErrorTexts = {
  heading: 'Unexpected Application Error!',
  backHome: 'Back to Home',
  homeHref: '/',
};

/** Shown in place of the page when rendering or loading a route fails unexpectedly. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className={`container ${styles.screen}`}>
      <h1>{routeErrorTexts.heading}</h1>
      <p className={styles.message}>{describeRouteError(error)}</p>
      {/* A full page load: the app's own navigation may be what failed. */}
      <a href={routeErrorTexts.homeHref} className="button button-primary">
        {routeErrorTexts.backHome}
      </a>
    </section>
  );
}
