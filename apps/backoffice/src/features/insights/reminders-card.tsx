import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import type { AttendanceFigures, VenueInsights } from '@venue/data/insights/get-venue-insights';
import { localeOf } from '@venue/i18n/locales';
import { FigureCard } from './figure-card.tsx';
import { partOfText } from './part-of.ts';
import { shareText } from './share-text.ts';
import { Stat } from './stat.tsx';

/** The reminders' figure: the reminded bookings confirmed, and no-shows by confirmation. */
export function RemindersCard({ insights }: { insights: VenueInsights }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const { reminders } = insights;
  const partOf = (part: number, whole: number) => partOfText(i18n, part, whole);
  const noShows = (attendance: AttendanceFigures) =>
    partOf(attendance.noShow, attendance.arrived + attendance.noShow);

  return (
    <FigureCard
      figure="reminders"
      insights={insights}
      title={t`Reminders`}
      explanation={t`Approved bookings of the period a reminder reached, and how many answered "I'm coming"; no-shows among the recorded arrivals, by whether the customer confirmed.`}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat
          label={t`Reminded bookings confirmed`}
          value={shareText(reminders.confirmedShare, locale)}
          detail={partOf(reminders.confirmed, reminders.reminded)}
        />
        <Stat
          label={t`No-shows, confirmed`}
          value={shareText(reminders.confirmedAttendance.noShowRate, locale)}
          detail={noShows(reminders.confirmedAttendance)}
        />
        <Stat
          label={t`No-shows, not confirmed`}
          value={shareText(reminders.unconfirmedAttendance.noShowRate, locale)}
          detail={noShows(reminders.unconfirmedAttendance)}
        />
      </SimpleGrid>
    </FigureCard>
  );
}
