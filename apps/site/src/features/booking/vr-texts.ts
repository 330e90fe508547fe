/**
 * The words of the booking form's VR part (decision 034), of its grid and of a VR booking's
 * summary, kept together so they are translated in one place.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount, formatIls } from '@venue/domain/format';
import { vrMinimumAge } from '@venue/domain/vr';
import { localeOf } from '../../lib/use-locale.ts';

export const vrTexts = {
  typeLabel: msg`VR Session`,
  submit: msg`Book VR`,
  playersLabel: msg`Number of Players`,
  fewerPlayers: msg`One player fewer`,
  morePlayers: msg`One player more`,
  sessionsLabel: msg`Number of Sessions`,
  fewerSessions: msg`One session fewer`,
  moreSessions: msg`One session more`,
  priceLabel: msg`Price`,
  fullNote: msg`Not enough stations for your group`,
  pastLastSessionNote: msg`Runs past the last session`,
  noSessions: msg`There are no VR sessions on this day. Please choose another day.`,
  confirmationTitle: msg`VR Request Received!`,
  arrivalStep: msg`Arrive 10 minutes before your first session for a short safety briefing.`,
} as const;

/** The minimum age, said above its box: "VR is for players aged 8 and over." */
export function ageNoteText(i18n: I18n): string {
  const minimumAge = vrMinimumAge;
  return i18n._(msg`VR is for players aged ${minimumAge} and over.`);
}

/** The box the visitor ticks before a VR request is sent. */
export function ageLabelText(i18n: I18n): string {
  const minimumAge = vrMinimumAge;
  return i18n._(
    msg`I confirm that every player is at least ${plural(minimumAge, { one: '# year', other: '# years' })} old`,
  );
}

/** What the players take, said beside their count: "One station each, up to 4 players". */
export function playersHintText(i18n: I18n, stations: number): string {
  return i18n._(
    msg`One VR station per player, up to ${plural(stations, { one: '# player', other: '# players' })}.`,
  );
}

/** How long the sessions last, beside their count: "2 sessions in a row: 40 minutes". */
export function sessionsNoteText(i18n: I18n, sessions: number, sessionMinutes: number): string {
  const minutes = sessions * sessionMinutes;
  return i18n._(msg`${plural(minutes, { one: '# minute', other: '# minutes' })} in all`);
}

/** The stations a session has left: "2 of 4 left", in the page's digits. */
export function stationsLeftText(i18n: I18n, left: number, total: number): string {
  const locale = localeOf(i18n);
  const [free, stations] = [formatCount(left, locale), formatCount(total, locale)];
  return i18n._(msg`${free} of ${stations} left`);
}

/** How a VR price adds up: "3 players × 2 sessions × 35 ILS". */
export function vrPriceSumText(
  i18n: I18n,
  players: number,
  sessions: number,
  sessionPrice: number,
): string {
  // formatIls isolates a price itself in a right-to-left language.
  const price = formatIls(sessionPrice, localeOf(i18n));
  return i18n._(
    msg`${plural(players, { one: '# player', other: '# players' })} × ${plural(sessions, { one: '# session', other: '# sessions' })} × ${price}`,
  );
}

/** A VR booking in a line: "VR · 3 players · 2 sessions (40 min)". */
export function vrBookingText(
  i18n: I18n,
  players: number,
  sessions: number,
  minutes: number,
): string {
  return i18n._(
    msg`VR · ${plural(players, { one: '# player', other: '# players' })} · ${plural(sessions, { one: '# session', other: '# sessions' })} (${plural(minutes, { other: '# min' })})`,
  );
}
