/**
 * The venue's price list: bowling per game per person and VR per session, in ILS. The amounts are
 * the manager's (stored in the database, edited in the back-office); these are the words they are
 * shown with on the site.
 */
import { formatIls } from './format.ts';

/** A bowling game's price as the site shows it: "25 ILS per game per person". */
export function formatBowlingGamePrice(amount: number): string {
  return `${formatIls(amount)} per game per person`;
}

/** A VR session's price as the site shows it: "35 ILS per session". */
export function formatVrSessionPrice(amount: number): string {
  return `${formatIls(amount)} per session`;
}
