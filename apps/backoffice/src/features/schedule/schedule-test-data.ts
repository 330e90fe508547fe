/** What the schedule page's component tests feed it: a week with special hours, a closure and a block. */
import { addDays, slotInstant, venueToday } from '@venue/domain/clock';
import { defaultSchedule, type Schedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';

export const today = venueToday(new Date(), venueTimeZone);
export const ramadanDay = addDays(today, 1);
export const eidDay = addDays(today, 2);

export const ramadan = { en: 'Ramadan', ar: 'رمضان' };
export const eid = { en: 'Eid al-Fitr', ar: 'عيد الفطر' };
export const repair = { en: 'Pinsetter repair', ar: 'إصلاح آلة الأقماع' };

/** Tomorrow runs 20:00 to 02:00 (Ramadan), the day after is closed for Eid, lanes 2 and 5 are blocked tomorrow evening. */
export function weekSchedule(): Schedule {
  return {
    ...defaultSchedule,
    special: [
      {
        firstDay: ramadanDay,
        lastDay: ramadanDay,
        opensAt: '20:00',
        closesAt: '02:00',
        name: ramadan,
      },
    ],
    closures: [{ day: eidDay, fromTime: null, toTime: null, reason: eid }],
    laneBlocks: [
      {
        lanes: [2, 5],
        startsAt: slotInstant(ramadanDay, '21:00', venueTimeZone),
        endsAt: slotInstant(ramadanDay, '23:00', venueTimeZone),
        reason: repair,
      },
    ],
  };
}
