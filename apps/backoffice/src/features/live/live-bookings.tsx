import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import type { BookingPulse } from '@venue/data/bookings/get-booking-pulse';
import { formatCount } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useEffect, useRef } from 'react';
import { LineIcon } from '../../components/line-icon.tsx';
import { notifyInfo } from '../../components/notify.ts';
import { useBookingPulse } from './api/use-booking-pulse.ts';
import { playNewBookingSound } from './new-booking-sound.ts';
import { isSamePulse, newRequests } from './new-requests.ts';
import { useNewBookingSoundPreference } from './use-new-booking-sound-preference.ts';

function BellIcon({ isOff }: { isOff: boolean }) {
  return (
    <LineIcon>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      {isOff && <path d="M3 3l18 18" />}
    </LineIcon>
  );
}

/**
 * Live new bookings for every signed-in page: polls the pulse, refreshes the bookings when it
 * moves (`onBookingsChange`), shows the pending count in the tab title, and announces each new
 * request (one it had not seen waiting) with a toast and, unless the receptionist turned it off
 * here, a short sound.
 */
export function LiveBookings({ onBookingsChange }: { onBookingsChange: () => void }) {
  const { t, i18n } = useLingui();
  const { data: pulse } = useBookingPulse();
  const [isSoundOn, setIsSoundOn] = useNewBookingSoundPreference();
  const previous = useRef<BookingPulse | undefined>(undefined);
  const pendingCount = pulse?.pendingCount ?? 0;
  const venueName = venue.name;
  const appTitle = t`${venueName} back-office`;
  const count = formatCount(pendingCount, localeOf(i18n));
  const title = pendingCount > 0 ? t`(${count}) ${appTitle}` : appTitle;

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = appTitle;
    },
    [appTitle],
  );

  useEffect(() => {
    if (!pulse) return;
    const before = previous.current;
    previous.current = pulse;
    if (!before || isSamePulse(before, pulse)) return;
    onBookingsChange();
    const arrived = newRequests(before, pulse);
    if (arrived.length === 0) return;
    if (isSoundOn) playNewBookingSound();
    for (const { name } of arrived) notifyInfo(t`New booking request: ${name}`);
  }, [pulse, isSoundOn, onBookingsChange, t]);

  return (
    <Tooltip
      label={
        isSoundOn ? t`A new booking request plays a sound` : t`New booking requests are silent`
      }
    >
      <ActionIcon
        variant={isSoundOn ? 'light' : 'subtle'}
        color={isSoundOn ? 'blue' : 'gray'}
        size="lg"
        aria-label={t`Sound for new booking requests`}
        aria-pressed={isSoundOn}
        onClick={() => setIsSoundOn((isOn) => !isOn)}
        data-testid="new-booking-sound"
      >
        <BellIcon isOff={!isSoundOn} />
      </ActionIcon>
    </Tooltip>
  );
}
