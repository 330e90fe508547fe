import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatTime } from '@venue/domain/format';
import { useVrDay, useVrSettings } from './api/use-vr-day.ts';
import { vrStartOptions } from './vr-start-options.ts';

/**
 * Where a party's VR sessions go on approval: after its bowling by default (the database's
 * choice), or a session of the day reception picks, each with the stations left; a session
 * without room for the party is listed but cannot be chosen.
 */
export function VrStartSelect({
  booking,
  value,
  onChange,
}: {
  booking: BookingRow;
  /** "HH:mm", or '' for the default. */
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const day = useVrDay(booking.date);
  const settings = useVrSettings();
  const options =
    day.data && settings.data
      ? vrStartOptions(
          day.data,
          booking.vr_sessions,
          settings.data.sessionMinutes,
          booking.stations_needed,
        )
      : [];
  return (
    <NativeSelect
      size="xs"
      label={t`VR start`}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: t`After the bowling (default)` },
        ...options.map(({ start, left, hasRoom }) => {
          const time = formatTime(start);
          return {
            value: start,
            label: hasRoom
              ? t`${time} · ${plural(left, { one: '# station free', other: '# stations free' })}`
              : t`${time} · Full`,
            disabled: !hasRoom,
          };
        }),
      ]}
    />
  );
}
