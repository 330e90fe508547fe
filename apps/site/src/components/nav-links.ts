/** The navbar's destinations (spec section 2, "Navbar and footer"). */
export type NavLinkTarget = { to: string; label: string };

export const homeLink: NavLinkTarget = { to: '/', label: 'Home' };

/** Shown in the bar on every screen size, after Home. */
export const mainLinks: readonly NavLinkTarget[] = [
  { to: '/menu', label: 'Cafe' },
  { to: '/offers', label: 'Offers' },
];

export const bookingLink: NavLinkTarget = { to: '/booking', label: 'Book Now' };

/** Under "Support" on desktop; listed directly in the mobile menu. */
export const supportLinks: readonly NavLinkTarget[] = [
  { to: '/feedback', label: 'Feedback' },
  { to: '/faq', label: 'FAQ' },
];
