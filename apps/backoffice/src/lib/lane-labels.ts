/**
 * How the back-office words a set of lanes and the lanes a booking needs: "Lane 3", "Lanes 2–3",
 * "Lanes 2, 5", "Needs 2 lanes", in the staff member's language with the one format's numbers.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumberSet } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';

/** "Lane 3", "Lanes 2–3" (neighbours as a run) or "Lanes 2, 5". */
export function lanesLabel(i18n: I18n, lanes: readonly number[]): string {
  const list = formatNumberSet(lanes, localeOf(i18n));
  const count = new Set(lanes).size;
  return i18n._(msg`${plural(count, { one: `Lane ${list}`, other: `Lanes ${list}` })}`);
}

/** "Needs 2 lanes": what a booking not yet on the lanes will take. */
export function lanesNeededLabel(i18n: I18n, needed: number): string {
  return i18n._(msg`Needs ${plural(needed, { one: '# lane', other: '# lanes' })}`);
}

/** "2 lanes": the lanes a party of this size takes, beside its count. */
export function laneCountLabel(i18n: I18n, lanes: number): string {
  return i18n._(msg`${plural(lanes, { one: '# lane', other: '# lanes' })}`);
}
