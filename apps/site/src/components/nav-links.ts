import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The navbar's destinations (spec section 2, "Navbar and footer"). */
export type NavLinkTarget = { to: string; label: MessageDescriptor };

export const homeLink: NavLinkTarget = { to: '/', label: msg`Home` };

/** Shown in the bar on every screen size, after Home. */
export const mainLinks: readonly NavLinkTarget[] = [
  { to: '/menu', label: msg`Cafe` },
  { to: '/offers', label: msg`Offers` },
];

export const bookingLink: NavLinkTarget = { to: '/booking', label: msg`Book Now` };

/** Under "Support" on desktop; listed directly in the mobile menu. */
export const supportLinks: readonly NavLinkTarget[] = [
  { to: '/feedback', label: msg`Feedback` },
  { to: '/faq', label: msg`FAQ` },
];

export const birthdayPackagesLink: NavLinkTarget = {
  to: '/birthday-packages',
  label: msg`Birthday Packages`,
};
