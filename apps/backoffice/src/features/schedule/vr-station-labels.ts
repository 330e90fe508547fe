/** How the schedule page words a set of VR stations: "Station 3", "Stations 2–3", "Stations 1, 4". */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumberSet } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';

export function vrStationsLabel(i18n: I18n, stations: readonly number[]): string {
  const list = formatNumberSet(stations, localeOf(i18n));
  const count = new Set(stations).size;
  return i18n._(msg`${plural(count, { one: `VR station ${list}`, other: `VR stations ${list}` })}`);
}
