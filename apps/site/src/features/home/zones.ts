import type { Prices } from '@venue/data/prices/get-prices';
import { formatBowlingGamePrice, formatVrSessionPrice } from '@venue/domain/prices';
import type { Zone } from '@venue/domain/zones';
import bowlingImage from './assets/zone-bowling.svg';
import cafeImage from './assets/zone-cafe.svg';
import vrImage from './assets/zone-vr.svg';

export type ZoneCardContent = {
  zone: Zone;
  title: string;
  description: string;
  /** Shown when the zone has no main image or it fails to load. */
  defaultImage: string;
  /** What the zone costs, from the price list; the cafe has its menu instead. */
  priceOf?: (prices: Prices) => string;
};

/** The three zones in the order the home page shows them. */
export const zoneCards: readonly ZoneCardContent[] = [
  {
    zone: 'vr',
    title: 'VR Zone',
    description:
      'Free-roam virtual reality with the latest headsets: team battles, escape rooms and racing worlds.',
    defaultImage: vrImage,
    priceOf: (prices) => formatVrSessionPrice(prices.vr_session_price),
  },
  {
    zone: 'bowling',
    title: 'Bowling Lanes',
    description:
      'Six glow-lit lanes with automatic scoring, bumpers for young bowlers and shoes included.',
    defaultImage: bowlingImage,
    priceOf: (prices) => formatBowlingGamePrice(prices.bowling_game_price),
  },
  {
    zone: 'cafe',
    title: 'Cafe',
    description:
      'Fresh coffee, loaded fries and sweet treats between games, in a lounge made for hanging out.',
    defaultImage: cafeImage,
  },
];
