import { AttendanceBadge, BookingSourceLabel } from '../features/bookings/booking-badges.tsx';
import { NewBookingButton } from '../features/bookings/new-booking/new-booking-button.tsx';
import { CalendarPage } from '../features/calendar/calendar-page.tsx';
import type { CalendarBookingLabels } from '../features/calendar/day-bookings-table.tsx';

/** The calendar's day list shows sources and arrivals as the desk's card does. */
const labels: CalendarBookingLabels = {
  source: (source) => <BookingSourceLabel source={source} />,
  attendance: (attendance) => <AttendanceBadge attendance={attendance} />,
};

/** The reception calendar, with "New booking" on the chosen day. */
export function CalendarRoute() {
  return <CalendarPage dayAction={(date) => <NewBookingButton date={date} />} labels={labels} />;
}
