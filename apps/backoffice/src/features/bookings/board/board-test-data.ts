import { bookingRow } from '../../../test/booking-row.ts';

/** A day far ahead, so every free cell still offers "New booking". */
export const boardDay = '2046-05-10';

/** One day on the board: two callers at 15:00, a two-slot birthday, an arrival, a waiting request. */
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
