import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What search engines and link previews are told about a page. Each route carries its entry in
 * its handle (`handle: { seo: pageSeo.menu }`), and the head tags are written from it.
 */
export type PageSeo = {
  /** The page's own title, shown as "<title> | Strike Zone"; null for the site's title. */
  title: MessageDescriptor | null;
  /** One sentence about the page, for search results and shared links. */
  description: MessageDescriptor;
  /** Listed in the sitemap, with a canonical URL; otherwise kept out of search engines. */
  index: boolean;
  /** Sent as the page's referrer policy: a private link's page never leaks its address. */
  referrer?: 'no-referrer';
};

export const pageSeo = {
  home: {
    title: null,
    description: msg`Strike Zone in Ramallah: six bowling lanes, a VR zone and a cafe. See today's hours, book a lane or plan a birthday party.`,
    index: true,
  },
  menu: {
    title: msg`Cafe Menu`,
    description: msg`The Strike Zone cafe menu: drinks, food and sweets with their prices in ILS, served beside the bowling lanes and the VR zone.`,
    index: true,
  },
  offers: {
    title: msg`Loyalty Offers`,
    description: msg`Strike Zone loyalty offers: spend at the venue and collect points. Each offer shows how much to spend in ILS and how many points you get back.`,
    index: true,
  },
  booking: {
    title: msg`Book Now`,
    description: msg`Request a 45-minute bowling session at Strike Zone for up to 12 people: pick a day and a free slot from 15:00, and we confirm your booking by e-mail.`,
    index: true,
  },
  feedback: {
    title: msg`Feedback`,
    description: msg`Rate your visit to Strike Zone from one to five stars, leave a comment, and read what other players say about the bowling, the VR zone and the cafe.`,
    index: true,
  },
  birthdayPackages: {
    title: msg`Birthday Packages`,
    description: msg`Birthday parties at Strike Zone: the Spark, Blaze and Inferno packages with bowling and VR sessions, from 60 ILS per person with a 200 ILS deposit.`,
    index: true,
  },
  faq: {
    title: msg`FAQ`,
    description: msg`Answers to the questions visitors ask Strike Zone most: lanes, VR, the cafe, bookings and birthday parties, with our phone number for anything else.`,
    index: true,
  },
  notFound: {
    title: msg`Page Not Found`,
    description: msg`This page does not exist on the Strike Zone site. Go back to the home page for bowling, the VR zone and the cafe, or book your session online.`,
    index: false,
  },
  manageBooking: {
    title: msg`Your booking`,
    description: msg`Your Strike Zone booking behind your private link: see its status, day and time, add it to your calendar, or cancel it before the cut-off.`,
    index: false,
    referrer: 'no-referrer',
  },
  bookingComing: {
    title: msg`Your booking`,
    description: msg`Tell Strike Zone you are coming to your approved booking through your private link, see its day and time, and change or cancel it if your plans change.`,
    index: false,
    referrer: 'no-referrer',
  },
} as const satisfies Record<string, PageSeo>;

export type PageSeoKey = keyof typeof pageSeo;
