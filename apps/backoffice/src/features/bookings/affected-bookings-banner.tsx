import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import type { BookingConflicts } from '@venue/data/bookings/list-booking-conflicts';
import { isCustomerConflict } from '@venue/domain/booking-conflicts';
import { formatDisplayDate, formatTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useTellAffectedCustomers } from './api/use-conflict-actions.ts';

/**
 * Above the desk while a change to the schedule leaves bookings outside it: how many, one button
 * per booking that finds it on the desk (by its reference), earliest first, and one that tells
 * every customer not yet told whose booking a closure or the hours strand (decision 028), by
 * e-mail and, with their consent, on WhatsApp.
 */
export function AffectedBookingsBanner({
  conflicts,
  onFind,
}: {
  conflicts: BookingConflicts | undefined;
  onFind: (reference: string) => void;
}) {
  const { t, i18n } = useLingui();
  const tell = useTellAffectedCustomers();
  if (!conflicts || conflicts.size === 0) return null;
  const count = conflicts.size;
  const locale = localeOf(i18n);
  const untold = [...conflicts]
    .filter(
      ([, conflict]) => conflict.toldAt === null && isCustomerConflict(conflict.refusal?.code),
    )
    .map(([id]) => id);
  const customers = untold.length;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t`${plural(count, { one: '# booking is affected by a schedule change', other: '# bookings are affected by a schedule change' })}`}
    >
      <Group gap="xs">
        {[...conflicts.values()].map((conflict) => (
          <Button
            key={conflict.reference}
            size="xs"
            variant="default"
            onClick={() => onFind(conflict.reference)}
          >
            {/* One inline box: the button's label is a flex row, which drops the spaces. */}
            <span>
              <bdi dir="ltr">{conflict.reference}</bdi> ·{' '}
              {formatDisplayDate(conflict.date, venueTimeZone, locale)} ·{' '}
              <bdi dir="ltr">{formatTime(conflict.time)}</bdi>
            </span>
          </Button>
        ))}
      </Group>
      {customers > 0 ? (
        <Button
          mt="sm"
          size="xs"
          color="orange.6"
          loading={tell.isPending}
          onClick={() => tell.mutate(untold)}
        >
          {t`${plural(customers, { one: 'Tell # customer not yet told', other: 'Tell # customers not yet told' })}`}
        </Button>
      ) : null}
    </Alert>
  );
}
