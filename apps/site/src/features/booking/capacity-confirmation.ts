// The warning before booking a slot with fewer lanes free than the group takes.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ConfirmOptions } from '../../components/confirm-dialog/confirm-context.ts';

const capacityTexts = {
  title: msg`Time Slot at Capacity`,
  confirmText: msg`Continue Booking`,
  cancelText: msg`Choose Different Time`,
};

/**
 * The warning before booking a slot with fewer lanes free than the group takes, in the active
 * language: the spec's words when every lane is taken, else how many are free and how many the
 * group needs.
 */
export function capacityConfirmation(
  i18n: I18n,
  {
    laneCount,
    lanesFree,
    lanesNeeded,
  }: { laneCount: number; lanesFree: number; lanesNeeded: number },
): ConfirmOptions {
  return {
    title: i18n._(capacityTexts.title),
    message:
      lanesFree === 0
        ? i18n._(
            msg`This time slot already has ${plural(laneCount, { one: '# approved booking', other: '# approved bookings' })} (all lanes occupied). Your booking will be submitted, but it may need to be rescheduled.`,
          )
        : i18n._(
            msg`This time slot has only ${plural(lanesFree, { one: '# lane', other: '# lanes' })} free, and your group needs ${plural(lanesNeeded, { one: '# lane', other: '# lanes' })}. Your booking will be submitted, but it may need to be rescheduled.`,
          ),
    confirmText: i18n._(capacityTexts.confirmText),
    cancelText: i18n._(capacityTexts.cancelText),
    type: 'warning',
  };
}
