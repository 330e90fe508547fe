import { Trans, useLingui } from '@lingui/react/macro';
import { venue } from '@venue/domain/venue';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { signOut, useIsSignedIn } from '../lib/session.ts';
import { useIsScrolledPast } from '../lib/use-is-scrolled-past.ts';
import { BrandLogo } from './brand-logo.tsx';
import { CloseIcon, LogOutIcon, MenuIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Modal } from './modal.tsx';
import { bookingLink, homeLink, mainLinks, supportLinks } from './nav-links.ts';
import styles from './navbar.module.css';
import { SupportMenu } from './support-menu.tsx';

/** Pixels the home page scrolls before the navbar turns solid. */
export const solidNavbarScrollThreshold = 50;

function linkClass({ isActive }: { isActive: boolean }) {
  return `${styles.link} ${isActive ? styles.active : ''}`;
}

/**
 * The site's navbar: transparent over the home page's hero until the page scrolls, solid
 * everywhere else. Desktop shows the links with a "Support" dropdown; small screens get a
 * hamburger that opens the links in a side panel over the page.
 */
export function Navbar() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const isScrolled = useIsScrolledPast(solidNavbarScrollThreshold);
  // The mobile menu is open for one location only: following a link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location.key;
  const isTransparent = location.pathname === '/' && !isScrolled;

  async function logOut() {
    setMenuOpenAt(null);
    await signOut();
    navigate('/');
  }

  return (
    <header
      className={`${styles.bar} ${isTransparent ? styles.transparent : styles.solid}`}
      data-appearance={isTransparent ? 'transparent' : 'solid'}
    >
      <nav aria-label={t`Main`} className={`container ${styles.inner}`}>
        <Link to="/" className={styles.brand} aria-label={t`${venue.name} home`}>
          <BrandLogo />
        </Link>

        <ul className={styles.desktopLinks}>
          <li>
            <NavLink to={homeLink.to} end className={linkClass}>
              {i18n._(homeLink.label)}
            </NavLink>
          </li>
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {i18n._(link.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <SupportMenu />
          </li>
          <li>
            <NavLink to={bookingLink.to} className={`button button-primary ${styles.cta}`}>
              {i18n._(bookingLink.label)}
            </NavLink>
          </li>
          <li>
            <LanguageSwitcher className={styles.link} />
          </li>
          {isSignedIn ? (
            <li>
              <button type="button" className="button button-ghost" onClick={logOut}>
                <LogOutIcon size={18} />
                <Trans>Logout</Trans>
              </button>
            </li>
          ) : null}
        </ul>

        <button
          type="button"
          className={`${styles.iconButton} ${styles.hamburger}`}
          aria-expanded={isMenuOpen}
          aria-haspopup="dialog"
          aria-label={t`Open menu`}
          onClick={() => setMenuOpenAt(location.key)}
        >
          <MenuIcon />
        </button>
      </nav>

      <Modal
        isOpen={isMenuOpen}
        onClose={() => setMenuOpenAt(null)}
        label={t`Menu`}
        placement="end"
        className={styles.mobilePanel}
      >
        <div className={styles.mobileHeader}>
          <BrandLogo />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t`Close menu`}
            onClick={() => setMenuOpenAt(null)}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t`Mobile`}>
          <ul className={styles.mobileLinks}>
            {[homeLink, ...mainLinks, bookingLink, ...supportLinks].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitcher className={styles.link} />
            </li>
          </ul>
        </nav>
        {isSignedIn ? (
          <button
            type="button"
            className={`button button-ghost ${styles.mobileLogout}`}
            onClick={logOut}
          >
            <LogOutIcon size={18} />
            <Trans>Logout</Trans>
          </button>
        ) : null}
      </Modal>
    </header>
  );
}
