import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { venueToday } from '@venue/domain/clock';
import { formatOpeningHours, formatTime } from '@venue/domain/format';
import { dayOffer, type Schedule, type WeeklyHours, weekdayRuns } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import { weeklyHoursLine } from '@venue/domain/weekly-hours-line';
import { useHydrated } from '../lib/use-hydrated.ts';
import { localeOf } from '../lib/use-locale.ts';
import { useVenueHours } from '../lib/use-venue-hours.ts';
import { useVenueNow } from '../lib/use-venue-now.ts';
import { Localized } from './localized.tsx';
import styles from './venue-hours.module.css';

/**
 * The weekly hours in one line: "Open daily 15:00 to 23:00" when every day keeps the same hours,
 * else each run of weekdays: "Mon: closed, Tue–Thu: 15:00 to 23:00, Fri–Sat: 15:00 to 01:00".
 */
export function weeklyHoursText(i18n: I18n, weekly: WeeklyHours): string {
  return weeklyHoursLine(weekly, localeOf(i18n), {
    daily: (opensAt, closesAt) => i18n._(msg`Open daily ${opensAt} to ${closesAt}`),
    closed: (days) => i18n._(msg`${days}: closed`),
    open: (days, range) => i18n._(msg`${days}: ${range}`),
  });
}

/** Today on the venue's clock: its hours, its special period, or why it is closed. */
function TodaysHours({ schedule }: { schedule: Schedule }) {
  const { i18n } = useLingui();
  const today = venueToday(useVenueNow(), venueTimeZone);
  const offer = dayOffer(schedule, today);
  const locale = localeOf(i18n);
  if (offer.kind === 'closed') {
    return offer.closure ? (
      <Trans>
        Today: closed, <Localized text={offer.closure.reason} />
      </Trans>
    ) : (
      <Trans>Today: closed</Trans>
    );
  }
  const range = formatOpeningHours(offer.hours, locale);
  return offer.special ? (
    <Trans>
      Today: {range} (<Localized text={offer.special.name} />)
    </Trans>
  ) : (
    <Trans>Today: {range}</Trans>
  );
}

/**
 * Reads the venue's clock once. The first reading builds the page's first `Intl` date formatter,
 * with its time zone's data: about 10 ms of a phone's main thread. The layout's route calls this
 * in a task of its own as soon as its code is here, before the page hydrates, so that neither the
 * booking form's hydration nor the render of today's hours pays for it (decision 039).
 */
export function setUpVenueClock(): void {
  venueToday(new Date(), venueTimeZone);
}

/**
 * The hero's badge: today's hours once read in this browser, the weekly hours until then. The
 * weekly line stays under today's, unseen, so the badge does not shrink and shift the hero.
 */
export function VenueHoursBadge() {
  const { i18n } = useLingui();
  const hours = useVenueHours();
  const hydrated = useHydrated();
  if (!hours.data) return <>{i18n._(msg`Opening hours`)}</>;
  const weekly = weeklyHoursText(i18n, hours.data.weekly);
  if (!(hydrated && hours.isFetchedAfterMount))
    return <span className={styles.kept}>{weekly}</span>;
  return (
    <span className={styles.kept}>
      <span className={styles.unseen} aria-hidden="true">
        {weekly}
      </span>
      <span>
        <TodaysHours schedule={hours.data} />
      </span>
    </span>
  );
}

/**
 * The hero's last slogan, from the weekly hours: "Open every day, 15:00 to 23:00." when every day
 * keeps the same hours, else the hours day by day; an invitation when they cannot be read.
 */
export function hoursSlogan(i18n: I18n, weekly: WeeklyHours | undefined): string {
  if (!weekly) return i18n._(msg`Book your lane online in a minute.`);
  const [only, ...others] = weekdayRuns(weekly);
  if (only?.hours && others.length === 0) {
    const opensAt = formatTime(only.hours.opensAt);
    const closesAt = formatTime(only.hours.closesAt);
    return i18n._(msg`Open every day, ${opensAt} to ${closesAt}.`);
  }
  const hours = weeklyHoursText(i18n, weekly);
  return i18n._(msg`Our hours: ${hours}.`);
}

/**
 * When the venue is open: the weekly hours (in the prerendered page too), and once the page is
 * live and the hours are read again, today's (a special period's, or a closure with its reason).
 */
export function VenueHours({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const hours = useVenueHours();
  const hydrated = useHydrated();
  if (!hours.data) return <span className={className}>{i18n._(msg`Opening hours`)}</span>;
  // Today's line waits for a read made in this browser: the build's copy may be days old.
  const isCurrent = hydrated && hours.isFetchedAfterMount;
  return (
    <span className={className}>
      <span>{weeklyHoursText(i18n, hours.data.weekly)}</span>
      {isCurrent && (
        <>
          <br />
          <span data-testid="todays-hours">
            <TodaysHours schedule={hours.data} />
          </span>
        </>
      )}
    </span>
  );
}
