import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/footer.tsx';
import { Navbar } from '../components/navbar.tsx';
import { warmArabicFont } from '../lib/arabic-font.ts';
import { useLocale } from '../lib/use-locale.ts';
import { DocumentHead } from '../seo/document-head.tsx';
import { usePartLoading } from './lazy-part.tsx';
import { AppProviders } from './providers.tsx';
import styles from './root-layout.module.css';
import { useScrollOnNavigate } from './scroll-on-navigate.ts';

// The layout's route sets the venue clock up as soon as this code is here (decision 039).
export { setUpVenueClock } from '../components/venue-hours.tsx';

/** Every page: skip link, navbar, the page itself and the footer, with the app's providers. */
export function RootLayout({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <Layout />
    </AppProviders>
  );
}

function Layout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const pageLoading = usePartLoading();
  // The home page's hero runs under the transparent navbar; other pages start below it.
  const isHome = pathname === '/';
  const locale = useLocale();
  useScrollOnNavigate();
  useEffect(() => {
    if (locale === 'ar') warmArabicFont();
  }, [locale]);

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      {pageLoading ? (
        <div className={styles.progress} role="progressbar" aria-label={t`Loading page`} />
      ) : null}
      <DocumentHead />
      <Navbar />
      <main
        id="main"
        tabIndex={-1}
        className={isHome ? styles.main : `${styles.main} ${styles.belowNavbar}`}
      >
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
