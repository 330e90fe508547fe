import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingSource } from '@venue/domain/booking';
import type { BookingAttendance } from '@venue/domain/booking-attendance';

/** Where a booking came from, as the card's badge and the history name it. */
export const sourceNames: Record<BookingSource, MessageDescriptor> = {
  website: msg({ message: 'Website', context: 'booking source' }),
  phone: msg({ message: 'Phone', context: 'booking source' }),
  walk_in: msg({ message: 'Walk-in', context: 'booking source' }),
};

/** Whether the customer came, as the card's badge names it. */
export const attendanceNames: Record<BookingAttendance, MessageDescriptor> = {
  arrived: msg`Arrived`,
  no_show: msg`No-show`,
};

/** Dark enough for white text on a small badge (WCAG AA). */
export const attendanceColors: Record<BookingAttendance, string> = {
  arrived: 'teal.9',
  no_show: 'gray.7',
};
