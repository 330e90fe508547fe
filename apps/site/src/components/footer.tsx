import { Trans, useLingui } from '@lingui/react/macro';
import { venue } from '@venue/domain/venue';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { ContactDetails } from './contact-details.tsx';
import styles from './footer.module.css';
import { birthdayPackagesLink, bookingLink, mainLinks, supportLinks } from './nav-links.ts';
import { SocialLinks } from './social-links.tsx';

/** The year the site was built, which its prerendered pages show. */
const buildYear = Number(import.meta.env.VITE_BUILD_YEAR);

const exploreLinks = [...mainLinks, birthdayPackagesLink, bookingLink, ...supportLinks];

/** Contact info, opening hours, social links and the site's pages, at the foot of every page. */
const noChanges = () => () => {};

/**
 * This year in the browser. The build-time render and the hydration that follows it use the
 * year of the build, so both write the same text; the browser's own year follows at once.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

export function Footer() {
  const { i18n } = useLingui();
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about" className="sr-only">
            <Trans>About {venue.name}</Trans>
          </h2>
          <BrandLogo />
          <p className={styles.tagline}>
            <Trans>
              Six glowing bowling lanes, a virtual-reality arena and a cafe to refuel, all under one
              roof.
            </Trans>
          </p>
          <SocialLinks />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            <Trans>Visit us</Trans>
          </h2>
          <ContactDetails />
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            <Trans>Explore</Trans>
          </h2>
          <ul className={styles.links}>
            {exploreLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{i18n._(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={`container ${styles.copyright}`}>
        <Trans>
          © {year} {venue.name}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
