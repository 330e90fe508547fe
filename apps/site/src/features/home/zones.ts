import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Prices } from '@venue/data/prices/get-prices';
import { formatIls } from '@venue/domain/format';
import type { LocaleCode } from '@venue/domain/locales';
import type { Zone } from '@venue/domain/zones';
import { vrBookingHref } from '../../lib/booking-link.ts';
import bowlingImage from './assets/zone-bowling.svg';
import cafeImage from './assets/zone-cafe.svg';
import vrImage from './assets/zone-vr.svg';

export type ZoneCardContent = {
  zone: Zone;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Shown when the zone has no main image or it fails to load. */
  defaultImage: string;
  /** What the zone costs, from the price list, in the page's language; the cafe has its menu instead. */
  priceOf?: (prices: Prices, locale: LocaleCode) => MessageDescriptor;
  /** Where the zone is booked, with the link's words; the cafe is not booked. */
  booking?: { href: string; label: MessageDescriptor };
};

/** The three zones in the order the home page shows them. */
export const zoneCards: readonly ZoneCardContent[] = [
  {
    zone: 'vr',
    title: msg`VR Zone`,
    description: msg`Free-roam virtual reality with the latest headsets: team battles, escape rooms and racing worlds.`,
    defaultImage: vrImage,
    priceOf: (prices, locale) => {
      const price = formatIls(prices.vr_session_price, locale);
      return msg`${price} per session`;
    },
    booking: { href: vrBookingHref(), label: msg`Book VR` },
  },
  {
    zone: 'bowling',
    title: msg`Bowling Lanes`,
    description: msg`Six glow-lit lanes with automatic scoring, bumpers for young bowlers and shoes included.`,
    defaultImage: bowlingImage,
    priceOf: (prices, locale) => {
      const price = formatIls(prices.bowling_game_price, locale);
      return msg`${price} per game per person`;
    },
  },
  {
    zone: 'cafe',
    title: msg`Cafe`,
    description: msg`Fresh coffee, loaded fries and sweet treats between games, in a lounge made for hanging out.`,
    defaultImage: cafeImage,
  },
];
