import { isoWeekdays, type Schedule } from '@venue/domain/schedule';

const schemaDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

type HoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

/**
 * The venue's hours as schema.org reads them: one `openingHoursSpecification` per set of hours
 * in the week (a close before the open is after midnight), and `specialOpeningHoursSpecification`
 * for the special periods and whole-day closures from `today` on (a closure is 00:00 to 00:00,
 * schema.org's "closed that day"). Closures of part of a day are left to the booking calendar.
 */
export function openingHoursLd(schedule: Schedule, today: string) {
  const weekly = new Map<string, HoursSpecification>();
  for (const weekday of isoWeekdays) {
    const hours = schedule.weekly[weekday];
    if (!hours) continue;
    const key = `${hours.opensAt}-${hours.closesAt}`;
    const spec = weekly.get(key) ?? {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [],
      opens: hours.opensAt,
      closes: hours.closesAt,
    };
    spec.dayOfWeek?.push(`https://schema.org/${schemaDays[weekday - 1]}`);
    weekly.set(key, spec);
  }
  const special: HoursSpecification[] = [
    ...schedule.special
      .filter((period) => period.lastDay >= today)
      .map(
        (period): HoursSpecification => ({
          '@type': 'OpeningHoursSpecification',
          opens: period.opensAt,
          closes: period.closesAt,
          validFrom: period.firstDay,
          validThrough: period.lastDay,
        }),
      ),
    ...schedule.closures
      .filter((closure) => closure.day >= today && closure.fromTime === null)
      .map(
        (closure): HoursSpecification => ({
          '@type': 'OpeningHoursSpecification',
          opens: '00:00',
          closes: '00:00',
          validFrom: closure.day,
          validThrough: closure.day,
        }),
      ),
  ].sort((a, b) => (a.validFrom ?? '').localeCompare(b.validFrom ?? ''));
  return {
    openingHoursSpecification: [...weekly.values()],
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
  };
}
