import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';
import { addDays, venueToday } from '@venue/domain/clock';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { testSchedule, venueDayOf } from '../../../test/venue-schedule.ts';

/** A day ten days ahead: bookable whatever the venue's clock says. */
export const bookingDay = addDays(venueToday(new Date(), venueTimeZone), 10);

/** The same day as an English message writes it ("Dec 8, 2026"). */
export const bookingDayShown = formatDisplayDate(bookingDay, venueTimeZone, 'en');

/** The day's approved lanes: 19:30 has three, 20:15 all six. */
export const dayOccupancy = { '19:30': 3, '20:15': 6 };

/** The schedule the venue opened with: 15:00 to 23:00, 45-minute slots, six lanes. */
export const daySchedule = testSchedule();

/** What `venue_day` answers for the booking's day: every slot, 19:30 with three lanes free, 20:15 none. */
export const offeredSlots = venueDayOf(daySchedule, bookingDay, dayOccupancy);

/** The booking's day closed all day, its reason in both languages. */
export const closedDaySchedule = testSchedule({
  closures: [
    {
      day: bookingDay,
      fromTime: null,
      toTime: null,
      reason: { en: 'Eid al-Fitr', ar: 'عيد الفطر' },
    },
  ],
});

export const offeredPackages: BirthdayPackage[] = [
  {
    id: 'package-blaze',
    title: { en: 'Blaze', ar: 'بليز' },
    price: 70,
    items: {},
    min_people: 11,
    max_people: 20,
    guests_per_lane: 8,
    duration: 90,
  },
];

/** The booking's day with 18:45 holding four of six lanes (two free) and 19:30 five (one free). */
export const oneLaneLeftSlots = venueDayOf(daySchedule, bookingDay, { '18:45': 4, '19:30': 5 });
