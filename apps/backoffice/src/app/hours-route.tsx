import { HoursPage } from '../features/schedule/hours-page.tsx';
import { useStaffSession } from './session/staff-session-context.ts';

/** /admin/hours: the schedule, the manager's to edit, reception's to read and block a lane today. */
export function HoursRoute() {
  const { staff } = useStaffSession();
  return <HoursPage isManager={staff?.role === 'jana'} />;
}
