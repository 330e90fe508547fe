import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PeopleAndRevenue, RequestsOfDay } from '@venue/data/insights/get-venue-insights';
import type { InsightsPreset } from '@venue/domain/insights';

export type RequestStatus = Exclude<keyof RequestsOfDay, 'date'>;

/** The statuses of the requests chart, in its stacking order, with their colours. */
export const requestStatuses: readonly {
  key: RequestStatus;
  color: string;
  label: MessageDescriptor;
}[] = [
  { key: 'approved', color: 'teal.6', label: msg`Approved` },
  { key: 'pending', color: 'yellow.6', label: msg`Pending` },
  { key: 'rejected', color: 'red.6', label: msg`Rejected` },
  { key: 'cancelled', color: 'gray.6', label: msg`Cancelled` },
];

/** Weekday names, 0 Sunday ... 6 Saturday. */
const weekdayLabels: readonly MessageDescriptor[] = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

/** A weekday's name (0 Sunday ... 6 Saturday). */
export function weekdayLabel(weekday: number): MessageDescriptor {
  const label = weekdayLabels[weekday];
  if (!label) throw new RangeError(`Not a weekday: ${weekday}`);
  return label;
}

export const presetLabels: Record<InsightsPreset | 'custom', MessageDescriptor> = {
  'this-week': msg`This week`,
  'this-month': msg`This month`,
  'last-30-days': msg`Last 30 days`,
  custom: msg`Custom range`,
};

const regularLabel = msg`Regular bowling`;
const vrLabel = msg`VR sessions`;

/** A booking type (and package) as the revenue figure names it: a party by its package's name. */
export function revenueRowName(i18n: I18n, row: Pick<PeopleAndRevenue, 'type' | 'package'>) {
  if (row.package !== null) return row.package;
  return i18n._(row.type === 'vr' ? vrLabel : regularLabel);
}
