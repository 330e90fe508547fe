import type { QueryClient } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Footer } from '../components/footer.tsx';
import { Navbar } from '../components/navbar.tsx';
import { AppProviders } from './providers.tsx';
import styles from './root-layout.module.css';

/** Every page: skip link, navbar, the page itself and the footer, with the app's providers. */
export function RootLayout({ queryClient }: { queryClient: QueryClient }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The home page's hero runs under the transparent navbar; other pages start below it.
  const isHome = pathname === '/';

  return (
    <AppProviders queryClient={queryClient}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label="Loading page" />
      ) : null}
      <Navbar />
      <main
        id="main"
        tabIndex={-1}
        className={isHome ? styles.main : `${styles.main} ${styles.belowNavbar}`}
      >
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </AppProviders>
  );
}
