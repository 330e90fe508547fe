import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';

/** A day ten days ahead: bookable whatever the venue's clock says. */
export const bookingDay = addDays(venueToday(new Date(), venueTimeZone), 10);

/** The day's approved lanes: 19:30 has three, 20:15 all six. */
export const dayOccupancy = { '19:30': 3, '20:15': 6 };

export const offeredPackages: BirthdayPackage[] = [
  {
    id: 'package-blaze',
    title: { en: 'Blaze', ar: 'بليز' },
    price: 70,
    items: {},
    min_people: 11,
    max_people: 20,
    duration: 90,
  },
];
