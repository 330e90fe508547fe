import { useParams } from 'react-router';
import { PrintDayPage } from '../features/calendar/print-day-page.tsx';

/** /admin/print/:date: the day's list to print. */
export function PrintDayRoute() {
  const { date = '' } = useParams();
  return <PrintDayPage date={date} />;
}
