import { bookingRow } from '../../../test/booking-row.ts';
import { testSchedule } from '../../../test/venue-schedule.ts';

/** A day far ahead, so every free cell still offers "New booking". */
export const boardDay = '2046-05-10';

/**
 * One day on the board: two callers at 15:00 (the second answered a reminder "I'm coming"), a
 * two-slot birthday, an arrival, a waiting request.
 */
export const boardBookings = [
  bookingRow({ id: 'b1', name: 'Omar Saleh', time: '15:00', lane: 1, source: 'phone' }),
  bookingRow({
    id: 'b2',
    reference: 'SZ-H9WD',
    name: 'سامي خليل',
    time: '15:00',
    lane: 2,
    people: 2,
    rounds: 1,
    confirmed_at: '2046-05-09T16:00:00+00:00',
  }),
  bookingRow({
    id: 'b3',
    name: 'Party Family',
    time: '16:30',
    lane: 3,
    type: 'birthday',
    bundle_name: 'Blaze',
    duration: 90,
    people: 12,
    source: 'walk_in',
    attendance: 'arrived',
  }),
  bookingRow({ id: 'b4', name: 'Waiting Visitor', time: '18:00', status: 'pending' }),
];

/** The schedule the venue opened with: 15:00 to 23:00, 45-minute slots, six lanes. */
export const boardSchedule = testSchedule();

/** A private event takes the board's day from 18:00 to 19:30: the 18:00 and 18:45 slots. */
export const eventClosure = {
  day: boardDay,
  fromTime: '18:00',
  toTime: '19:30',
  reason: { en: 'Private event', ar: 'مناسبة خاصة' },
};

/** The whole board's day closed for Eid. */
export const eidClosure = {
  day: boardDay,
  fromTime: null,
  toTime: null,
  reason: { en: 'Eid al-Adha', ar: 'عيد الأضحى' },
};

/**
 * Lane 5 out of use from 19:30 to 21:00 on the board's day (UTC+3 in May): the 19:30 and 20:15
 * slots; its reason in English only, so an Arabic reader sees it as a fallback.
 */
export const repairBlock = {
  lanes: [5],
  startsAt: new Date('2046-05-10T16:30:00Z'),
  endsAt: new Date('2046-05-10T18:00:00Z'),
  reason: { en: 'Pinsetter repair' },
};

/** A late night on the board's day: 20:00 to 02:00, so its last slots are after midnight. */
export const lateNight = {
  firstDay: boardDay,
  lastDay: boardDay,
  opensAt: '20:00',
  closesAt: '02:00',
  name: { en: 'Late night', ar: 'سهرة' },
};

/** A booking in the small hours of the late night, on lane 2, and one at 23:45 for 90 minutes. */
export const lateBookings = [
  bookingRow({ id: 'late-1', name: 'Night Owl', time: '00:30', lane: 2 }),
  bookingRow({ id: 'late-2', name: 'Long Party', time: '23:45', lane: 4, duration: 90 }),
];

/** A group of 12 on lanes 2 and 3 at 19:30, and a group of 12 the approval put on lanes 2 and 5. */
export const groupBooking = bookingRow({
  id: 'group-1',
  reference: 'SZ-GR12',
  name: 'Team Twelve',
  time: '19:30',
  people: 12,
  lanes: [2, 3],
});

export const splitGroupBooking = bookingRow({
  id: 'group-2',
  reference: 'SZ-GR25',
  name: 'Split Twelve',
  time: '21:00',
  people: 12,
  lanes: [2, 5],
});

/** The VR zone the venue opened with: four stations, 20-minute sessions. */
export const vrSettings = { stationCount: 4, sessionMinutes: 20 };

/**
 * The board's day in the VR zone: Party Family's Blaze plays VR at 18:00 on all four stations,
 * Maya's three players two sessions from 19:00 on stations 1–3 (a walk-in), and a VR request
 * waits for 20:00.
 */
export const vrBookings = [
  bookingRow({
    id: 'v1',
    reference: 'SZ-VR3P',
    name: 'Maya Players',
    type: 'vr',
    time: '19:00',
    people: 3,
    rounds: 2,
    duration: 40,
    lane: null,
    lanes: null,
    lanes_needed: 0,
    source: 'walk_in',
  }),
  bookingRow({
    id: 'v2',
    name: 'Waiting Player',
    type: 'vr',
    time: '20:00',
    people: 2,
    rounds: 1,
    duration: 20,
    status: 'pending',
    lane: null,
    lanes: null,
    lanes_needed: 0,
  }),
];

/** The stations held on the board's day, as `listVrHolds` reads them. */
export const vrHolds = [
  ...[1, 2, 3, 4].map((station) => ({ sessionStart: '18:00', station, bookingId: 'b3' })),
  ...['19:00', '19:20'].flatMap((sessionStart) =>
    [1, 2, 3].map((station) => ({ sessionStart, station, bookingId: 'v1' })),
  ),
];

/**
 * Station 4 out of use from 19:00 to 19:40 on the board's day (UTC+3 in May): the 19:00 and
 * 19:20 sessions; its reason in English only.
 */
export const headsetBlock = {
  id: 'block-vr-1',
  stations: [4],
  startsAt: new Date('2046-05-10T16:00:00Z'),
  endsAt: new Date('2046-05-10T16:40:00Z'),
  reason: { en: 'Headset broken' },
};
