import { NewBookingButton } from '../features/bookings/new-booking/new-booking-button.tsx';
import { CalendarPage } from '../features/calendar/calendar-page.tsx';

/** The reception calendar, with "New booking" on the chosen day. */
export function CalendarRoute() {
  return <CalendarPage dayAction={(date) => <NewBookingButton date={date} />} />;
}
