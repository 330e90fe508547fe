/**
 * How the back-office words a set of VR stations: "Station 3", "Stations 1–3", "Stations 1, 4",
 * in the staff member's language with the one format's numbers.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumberSet } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';

/** "Station 3", "Stations 1–3" (neighbours as a run) or "Stations 1, 4". */
export function stationsLabel(i18n: I18n, stations: readonly number[]): string {
  const list = formatNumberSet(stations, localeOf(i18n));
  const count = new Set(stations).size;
  return i18n._(msg`${plural(count, { one: `Station ${list}`, other: `Stations ${list}` })}`);
}
